import type { Naming } from "../item-line.js";
import { CREATURES, DEATHTRAP_ITEMS, type Creature, type DeathtrapItem, type DeathtrapWord } from "./keys.js";

// A card's kind: a creature is named with its value and shares the creatures' line; a special has its own.
export const deathtrapNaming: Naming<DeathtrapItem, DeathtrapWord> = (kind, text) => {
  const value = CREATURES.indexOf(kind as Creature) + 1;
  if (value > 0) return { item: "creature", term: `${text.figures[kind as Creature]} (${value})` };
  return kind !== "creature" && (DEATHTRAP_ITEMS as readonly string[]).includes(kind) ? { item: kind as DeathtrapItem } : null;
};
