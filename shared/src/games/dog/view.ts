import { dealSize } from "./cards.js";
import type { DogState, DogView } from "./types.js";

/** What one seat (or a spectator, null) may know: never the deck, the generator or others' cards. */
export function dogView(state: DogState, seat: number | null): DogView {
  const me = seat !== null && seat >= 0 && seat < 4 ? seat : null;
  return {
    seat: me,
    hand: me === null ? null : state.hands[me].slice(),
    handCounts: state.hands.map((hand) => hand.length),
    marbles: state.marbles.slice(),
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
    myExchange: me === null ? null : state.exchange[me],
    received: me === null ? null : state.received[me],
    seven: state.seven ? { ...state.seven } : null,
    events: state.events.map((event) => ({ ...event })),
    winner: state.winner,
  };
}
