import { team, trackFields } from "./board.js";
import { dealSize } from "./cards.js";
import type { DogAction, DogPrivateView, DogPublicView, DogState } from "./types.js";

/** The table: never the deck, the generator or anybody's cards. */
export function dogPublicView(state: DogState, active: number[]): DogPublicView {
  return {
    active,
    events: state.events.map((event) => ({ ...event })),
    handCounts: state.hands.map((hand) => hand.length),
    marbles: state.marbles.slice(),
    // The four-seat board says neither: its views stay what they were before six seats.
    ...(state.layout.seats !== 4 && {
      track: trackFields(state.layout),
      teamOf: state.hands.map((_, seat) => team(state.layout, seat)),
    }),
    fresh: state.fresh.slice(),
    discard: state.discard.slice(),
    phase: state.phase,
    turn: state.turn,
    dealer: state.dealer,
    firstPlayer: state.firstPlayer,
    deal: state.deals,
    dealSize: dealSize(state.deals),
    folded: state.folded.slice(),
    exchangeChosen: state.exchange.map((card) => card !== null),
    ...(state.seven && { seven: { ...state.seven } }),
    ...(state.winner !== null && { winner: state.winner }),
  };
}

/** DOG-4: a seat's hand and its side of the exchange, which only its partner also learns. */
export function dogSecrets(state: DogState, seat: number): Omit<DogPrivateView, "seat"> {
  const mine = state.exchange[seat];
  const received = state.received[seat];
  return {
    hand: (state.hands[seat] ?? []).slice(),
    ...(mine && { myExchange: mine }),
    ...(received && { received }),
  };
}

/** DOG-4: the table learns that a seat chose the card for its partner, never which; every play is face up. */
export function dogPublicAction(_state: DogState, _seat: number, action: DogAction): Partial<DogAction> {
  return action.type === "exchange" ? { type: "exchange" } : action;
}
