import type { RulesText } from "../types.js";

/** The cards a DOG text explains: the plain ones (2, 3, 5, 6, 8, 9, 10) share one line. */
export const DOG_ITEMS = ["A", "K", "Q", "J", "7", "4", "Joker", "plain"] as const;
export type DogItem = (typeof DOG_ITEMS)[number];

/** The words on the figures: the cards, the way home, the board of six. */
export type DogWord = "cardsFigure" | "out" | "swap" | "split" | "any" | "trackFigure" | "kennel" | "start" | "finish" | "sixFigure";

/** DOG's own section after the five: the table of six (DOG-15 to DOG-20). */
export type DogMore = "six";

export type DogText = RulesText<DogItem, DogWord, DogMore>;
