import { CARDS, FORWARD, RANKS } from "./cards.js";
import type { Card, DogAction, DogState, Rank } from "./types.js";

/** A card as an action names it: each card alone, and a Joker declaring each rank. */
const PLAYED: readonly { card: Card; as?: Rank }[] = [...CARDS.map((card) => ({ card })), ...RANKS.map((as) => ({ card: "Joker" as const, as }))];

/** The counts a card moves as the rank it plays (DOG-6, a 4 backward too); none for a bare Joker. */
const countsOf = (rank: Card): readonly number[] => (rank === "Joker" ? [] : rank === "4" ? [...FORWARD[rank], -4] : FORWARD[rank]);

/**
 * Every well-formed DOG action of the table's marbles (16 at four seats, 24 at six), spelled
 * as `legalActions` spells them: each card given in the exchange; each card (a Joker
 * declaring each rank) starting any marble and, as its rank does (DOG-6), moving any marble
 * by each of its counts, either way at the finish, or, a J, swapping any two marbles; each
 * part of a 7 by any marble. The same at every moment of a game; most are illegal at any
 * given one.
 */
export function dogCandidates(state: DogState): DogAction[] {
  const marbles = Array.from({ length: state.marbles.length }, (_, m) => m);
  const out: DogAction[] = CARDS.map((card) => ({ type: "exchange", card }));
  for (const played of PLAYED) {
    const rank = played.as ?? played.card;
    for (const marble of marbles) {
      out.push({ type: "start", ...played, marble });
      for (const steps of countsOf(rank)) for (const finish of [false, true]) out.push({ type: "move", ...played, marble, steps, finish });
      if (rank === "J") for (const other of marbles) out.push({ type: "swap", ...played, marble, other });
    }
  }
  for (const card of [undefined, "7", "Joker"] as const) {
    for (const marble of marbles) {
      for (let steps = 1; steps <= 7; steps++) {
        for (const finish of [false, true]) out.push(card === undefined ? { type: "seven", marble, steps, finish } : { type: "seven", card, marble, steps, finish });
      }
    }
  }
  return out;
}
