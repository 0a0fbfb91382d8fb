import type { Card, Rank } from "./types.js";

export const RANKS: readonly Rank[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const CARDS: readonly Card[] = [...RANKS, "Joker"];

/** DOG-2: 8 of each rank and 6 Jokers, 110 cards. */
export function fullDeck(): Card[] {
  const deck: Card[] = [];
  for (const rank of RANKS) for (let i = 0; i < 8; i++) deck.push(rank);
  for (let i = 0; i < 6; i++) deck.push("Joker");
  return deck;
}

/** DOG-3: the deal sizes cycle 6, 5, 4, 3, 2. `deal` is 1-based. */
export function dealSize(deal: number): number {
  return 6 - ((deal - 1) % 5);
}

export function isCard(value: unknown): value is Card {
  return typeof value === "string" && (CARDS as readonly string[]).includes(value);
}

export function isRank(value: unknown): value is Rank {
  return typeof value === "string" && (RANKS as readonly string[]).includes(value);
}

/**
 * DOG-6: the plain forward counts of each rank (A: 1 or 11, K: 13, 4 also backward, handled
 * with the moves). 7 and J have their own actions.
 */
export const FORWARD: Readonly<Record<Rank, readonly number[]>> = {
  A: [1, 11],
  "2": [2],
  "3": [3],
  "4": [4],
  "5": [5],
  "6": [6],
  "7": [],
  "8": [8],
  "9": [9],
  "10": [10],
  J: [],
  Q: [12],
  K: [13],
};

/**
 * The ranks a Joker may stand for, in the order its uses are listed. Each effect is listed
 * once under one canonical declaration: a start as "A" (never "K"), 1 and 11 as "A", 12 "Q",
 * 13 "K", a swap "J", the other counts their own rank; a Joker 7 is a `seven` action with
 * card "Joker" (its "played" event says as "7").
 */
export const JOKER_RANKS: readonly Rank[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
