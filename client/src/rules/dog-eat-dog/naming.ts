import type { Naming } from "../item-line.js";
import type { DedItem, DedWord } from "./keys.js";

const SIZES: Record<string, DedItem> = { "1": "small", "2": "medium", "3": "large" };

// A pyramid by its pips; a Treehouse face by its name (tip, hop, swap, dig, aim, wild).
export const dedNaming: Naming<DedItem, DedWord> = (thing) => {
  if (SIZES[thing]) return { item: SIZES[thing] };
  return ["tip", "hop", "swap", "dig", "aim", "wild"].includes(thing) ? { item: thing as DedItem } : null;
};
