import { Rng, type RngState } from "../../engine/random.js";
import { nextSeat, partner } from "./board.js";
import { dealSize, fullDeck } from "./cards.js";
import type { Card, DogEvent, DogState } from "./types.js";

/**
 * DOG-3: the next deal. Before every 6-card deal the whole deck is gathered (hands are empty
 * then) and shuffled; the first player moves one seat on each deal. Every deal opens with the
 * partner exchange (DOG-4). Returns the fields that change.
 */
export function nextDeal(state: Pick<DogState, "rng" | "deals" | "firstPlayer" | "deck" | "discard" | "dealer">): Pick<
  DogState,
  "rng" | "deals" | "firstPlayer" | "deck" | "discard" | "hands" | "phase" | "exchange" | "received" | "folded" | "seven" | "turn"
> & { event: DogEvent } {
  const deals = state.deals + 1;
  const size = dealSize(deals);
  const firstPlayer = deals === 1 ? nextSeat(state.dealer) : nextSeat(state.firstPlayer);
  let deck: Card[] = state.deck;
  let discard: Card[] = state.discard;
  let rng: RngState = state.rng;
  const reshuffled = size === 6;
  if (reshuffled) {
    const cursor = new Rng(state.rng);
    deck = cursor.shuffle(fullDeck());
    rng = cursor.save(state.rng);
    discard = [];
  }
  // Cards go round one at a time from the first player, as at the table.
  const hands: Card[][] = [[], [], [], []];
  let next = 0;
  for (let round = 0; round < size; round++) {
    for (let k = 0; k < 4; k++) hands[(firstPlayer + k) % 4].push(deck[next++]);
  }
  return {
    rng,
    deals,
    firstPlayer,
    deck: deck.slice(next),
    discard,
    hands,
    phase: "exchange",
    exchange: [null, null, null, null],
    received: [null, null, null, null],
    folded: [false, false, false, false],
    seven: null,
    turn: firstPlayer,
    event: { type: "deal", size, firstPlayer, reshuffled },
  };
}

/** DOG-4: once all four have chosen, each pick goes to the partner at the same moment. */
export function resolveExchange(hands: readonly Card[][], exchange: readonly (Card | null)[]): { hands: Card[][]; received: Card[] } {
  const received: Card[] = [0, 1, 2, 3].map((seat) => exchange[partner(seat)] as Card);
  const next = hands.map((hand, seat) => {
    const copy = hand.slice();
    copy.splice(copy.indexOf(exchange[seat] as Card), 1);
    copy.push(received[seat]);
    return copy;
  });
  return { hands: next, received };
}
