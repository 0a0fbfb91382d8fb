import type { RulesText } from "../types.js";

/** The creatures share one line; each special card has its own. */
export const DEATHTRAP_ITEMS = ["creature", "exploding-pig", "killing-machine", "red-lotus", "chaindog"] as const;
export type DeathtrapItem = (typeof DEATHTRAP_ITEMS)[number];

/** The twelve creatures, weakest first: the engine's kinds, value = place + 1 (DD-1). */
export const CREATURES = [
  "rat-man", "orc", "skeleton", "zombie", "warrior", "snake-girl",
  "priestess", "dwarf", "ninja", "bloodbeast", "manticore", "red-dragon",
] as const;
export type Creature = (typeof CREATURES)[number];

export const TITLES = ["supreme-master", "master", "wimp", "supreme-wimp"] as const;

export type DeathtrapWord =
  | Creature
  | (typeof TITLES)[number]
  | "orderFigure"
  | "copies"
  | "exchangeFigure"
  | "twoHighest"
  | "anyTwo"
  | "highest"
  | "anyOne";

export type DeathtrapText = RulesText<DeathtrapItem, DeathtrapWord>;
