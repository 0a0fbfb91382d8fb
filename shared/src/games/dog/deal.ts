import { Rng, type RngState } from "../../engine/random.js";
import { giver, nextSeat, partner, teammates } from "./board.js";
import { dealSize, fullDeck } from "./cards.js";
import type { Card, DogEvent, DogState } from "./types.js";

/**
 * DOG-3: the next deal. Before every 6-card deal the whole deck is gathered (hands are empty
 * then) and shuffled; the first player moves one seat on each deal. DOG-17: at six seats the
 * cycle needs more cards than the deck has, so the whole deck is also gathered and shuffled
 * before any deal the stock cannot complete (the 2-card one). Every deal opens with the
 * exchange (DOG-4). Returns the fields that change.
 */
export function nextDeal(state: Pick<DogState, "layout" | "rng" | "deals" | "firstPlayer" | "deck" | "discard" | "dealer">): Pick<
  DogState,
  "rng" | "deals" | "firstPlayer" | "deck" | "discard" | "hands" | "phase" | "exchange" | "received" | "folded" | "seven" | "turn"
> & { event: DogEvent } {
  const { layout } = state;
  const seats = layout.seats;
  const deals = state.deals + 1;
  const size = dealSize(deals);
  const firstPlayer = deals === 1 ? nextSeat(layout, state.dealer) : nextSeat(layout, state.firstPlayer);
  let deck: Card[] = state.deck;
  let discard: Card[] = state.discard;
  let rng: RngState = state.rng;
  const reshuffled = size === 6 || deck.length < seats * size;
  if (reshuffled) {
    const cursor = new Rng(state.rng);
    deck = cursor.shuffle(fullDeck());
    rng = cursor.save(state.rng);
    discard = [];
  }
  // Cards go round one at a time from the first player, as at the table.
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  let next = 0;
  for (let round = 0; round < size; round++) {
    for (let k = 0; k < seats; k++) hands[(firstPlayer + k) % seats].push(deck[next++]);
  }
  return {
    rng,
    deals,
    firstPlayer,
    deck: deck.slice(next),
    discard,
    hands,
    phase: "exchange",
    exchange: Array.from({ length: seats }, () => null),
    received: Array.from({ length: seats }, () => null),
    folded: Array.from({ length: seats }, () => false),
    seven: null,
    turn: firstPlayer,
    event: { type: "deal", size, firstPlayer, reshuffled },
  };
}

/**
 * DOG-4: once every member of a team has chosen, each pick goes to its receiver (the partner;
 * DOG-20: the next teammate) at the same moment; the other teams exchange on their own.
 * Returns the hands and what each seat received.
 */
export function resolveTeamExchange(
  state: Pick<DogState, "layout" | "hands" | "received" | "exchange">,
  seat: number,
): { hands: Card[][]; received: (Card | null)[] } {
  const { layout, hands, received, exchange } = state;
  const nextHands = hands.slice();
  const nextReceived = received.slice();
  const members = teammates(layout, seat);
  // Every pick leaves its hand before any arrives: a seat may get a card of the rank it gave.
  for (const member of members) {
    const hand = hands[member].slice();
    hand.splice(hand.indexOf(exchange[member] as Card), 1);
    nextHands[member] = hand;
  }
  for (const member of members) {
    nextHands[partner(layout, member)].push(exchange[member] as Card);
    nextReceived[member] = exchange[giver(layout, member)];
  }
  return { hands: nextHands, received: nextReceived };
}
