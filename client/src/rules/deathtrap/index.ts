import { gameRules } from "../game-rules.js";
import { text as de } from "./de.js";
import { text as en } from "./en.js";
import { deathtrapFigures } from "./figures.js";
import { text as fr } from "./fr.js";
import { CREATURES, DEATHTRAP_ITEMS, type Creature, type DeathtrapItem } from "./keys.js";

// A card's kind: a creature is named with its value and shares the creatures' line; a special has its own.
export const rules = gameRules({ en, fr, de }, deathtrapFigures, (kind, text) => {
  const value = CREATURES.indexOf(kind as Creature) + 1;
  if (value > 0) return { item: "creature", term: `${text.figures[kind as Creature]} (${value})` };
  return kind !== "creature" && (DEATHTRAP_ITEMS as readonly string[]).includes(kind) ? { item: kind as DeathtrapItem } : null;
});
