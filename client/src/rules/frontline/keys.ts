import type { RulesText } from "../types.js";

/** The five actions, then the die faces 1–6 by the colour they call (FL-4, FL-6). */
export const FRONTLINE_ACTIONS = ["enter", "take", "grow", "activate", "move"] as const;
export const FRONTLINE_FACES = ["red", "blue", "green", "yellow", "black", "any"] as const;
export type FrontlineItem = (typeof FRONTLINE_ACTIONS)[number] | (typeof FRONTLINE_FACES)[number];

export type FrontlineWord =
  | "activationFigure"
  | "die"
  | "colour"
  | "power"
  | "rangeFigure"
  | "small"
  | "medium"
  | "large"
  | "controlFigure"
  | "upright"
  | "controlled";

export type FrontlineText = RulesText<FrontlineItem, FrontlineWord>;
