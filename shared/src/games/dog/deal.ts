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

/**
 * DOG-4: once both partners of a team have chosen, each pick goes to the other at the same
 * moment; the other team exchanges on its own. Returns the hands and what each seat received.
 */
export function resolveTeamExchange(
  hands: readonly Card[][],
  received: readonly (Card | null)[],
  exchange: readonly (Card | null)[],
  seat: number,
): { hands: Card[][]; received: (Card | null)[] } {
  const nextHands = hands.slice();
  const nextReceived = received.slice();
  for (const member of [seat, partner(seat)]) {
    const hand = hands[member].slice();
    hand.splice(hand.indexOf(exchange[member] as Card), 1);
    hand.push(exchange[partner(member)] as Card);
    nextHands[member] = hand;
    nextReceived[member] = exchange[partner(member)];
  }
  return { hands: nextHands, received: nextReceived };
}
