import { gameRules } from "../game-rules.js";
import { text as de } from "./de.js";
import { text as en } from "./en.js";
import { dedFigures } from "./figures.js";
import { text as fr } from "./fr.js";
import type { DedItem } from "./keys.js";

const SIZES: Record<string, DedItem> = { "1": "small", "2": "medium", "3": "large" };

// A pyramid by its pips; a Treehouse face by its name (tip, hop, swap, dig, aim, wild).
export const rules = gameRules({ en, fr, de }, dedFigures, (thing) => {
  if (SIZES[thing]) return { item: SIZES[thing] };
  return ["tip", "hop", "swap", "dig", "aim", "wild"].includes(thing) ? { item: thing as DedItem } : null;
});
