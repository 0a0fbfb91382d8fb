import { JOKER_RANKS } from "./cards.js";
import { rankActions } from "./moves.js";
import { canComplete, sevenParts } from "./seven.js";
import type { Layout } from "./layout.js";
import type { Card, DogAction, Place } from "./types.js";

/** Every legal use of one card of the hand (DOG-6); a Joker lists each effect once. */
export function cardActions(
  layout: Layout,
  marbles: readonly Place[],
  fresh: readonly boolean[],
  seat: number,
  card: Card,
  out: DogAction[] = [],
): DogAction[] {
  if (card === "Joker") {
    for (const rank of JOKER_RANKS) {
      if (rank === "7") sevenParts(layout, marbles, fresh, seat, 7, "Joker", out);
      else rankActions(layout, marbles, fresh, seat, card, rank, rank, out);
    }
  } else if (card === "7") {
    sevenParts(layout, marbles, fresh, seat, 7, "7", out);
  } else {
    rankActions(layout, marbles, fresh, seat, card, undefined, card, out);
  }
  return out;
}

/** Every legal use of the whole hand, each distinct card once. */
export function handActions(layout: Layout, marbles: readonly Place[], fresh: readonly boolean[], seat: number, hand: readonly Card[]): DogAction[] {
  const out: DogAction[] = [];
  const seen = new Set<Card>();
  for (const card of hand) {
    if (seen.has(card)) continue;
    seen.add(card);
    cardActions(layout, marbles, fresh, seat, card, out);
  }
  return out;
}

/** DOG-5: whether any card of the hand has a use (decides the automatic fold). */
export function canPlay(layout: Layout, marbles: readonly Place[], fresh: readonly boolean[], seat: number, hand: readonly Card[]): boolean {
  const scratch: DogAction[] = [];
  for (const card of hand) {
    const ranks = card === "Joker" ? JOKER_RANKS : [card];
    for (const rank of ranks) {
      if (rank === "7") {
        if (canComplete(layout, marbles, fresh, seat, 7)) return true;
        continue;
      }
      rankActions(layout, marbles, fresh, seat, card, card === "Joker" ? rank : undefined, rank, scratch);
      if (scratch.length > 0) return true;
    }
  }
  return false;
}
