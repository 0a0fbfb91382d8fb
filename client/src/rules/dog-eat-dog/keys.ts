import type { RulesText } from "../types.js";

/** The three sizes (their dice), the tie, and the Treehouse die's faces (DED-10). */
export const DED_ITEMS = ["small", "medium", "large", "tie", "tip", "hop", "swap", "dig", "aim", "wild"] as const;
export type DedItem = (typeof DED_ITEMS)[number];

export type DedWord =
  | "duelFigure"
  | "attacker"
  | "defender"
  | "attackWins"
  | "defenderWins"
  | "tieSmaller"
  | "stackFigure"
  | "beaten"
  | "captures"
  | "treesFigure"
  | "oneColour"
  | "mixed"
  | "single"
  | "points";

export type DedText = RulesText<DedItem, DedWord>;
