import { handCards, handSize, KILLING_MACHINE, KINDS, names, wildNames } from "./cards.js";
import { ROUNDS, titleOf, totals } from "./round.js";
import type { CreatureKind, DeathtrapEvent, DeathtrapState, DeathtrapView, Swap, SwapView, Title } from "./types.js";

/** DD-3: only the two players of a swap see its cards. */
function swapView(swap: Swap, seat: number | null): SwapView {
  const party = seat === swap.giver || seat === swap.master;
  const returnedSeen = seat === swap.master || (seat === swap.giver && swap.done);
  return {
    giver: swap.giver,
    master: swap.master,
    count: swap.gift.length,
    chosen: swap.returned !== null,
    done: swap.done,
    gift: party ? names(swap.gift) : null,
    returned: returnedSeen && swap.returned ? names(swap.returned) : null,
  };
}

function eventView(event: DeathtrapEvent, seat: number | null): DeathtrapEvent {
  if (event.type !== "swap" || seat === event.from || seat === event.to) return event;
  return { ...event, cards: [] };
}

/** What `seat` (null: a spectator) may know: own hand, everyone's counts, the table. */
export function view(state: DeathtrapState, seat: number | null): DeathtrapView {
  const n = state.players;
  const own = seat !== null && seat >= 0 && seat < n ? seat : null;
  const trick = state.trick;
  const titles: (Title | null)[] = new Array<Title | null>(n).fill(null);
  state.previousOrder?.forEach((s, place) => (titles[s] = titleOf(place, n)));
  return {
    seat: own,
    players: n,
    options: { ...state.options },
    round: state.round,
    rounds: ROUNDS,
    dealer: state.dealer,
    phase: state.phase,
    hand: own === null ? null : handCards(state.hands[own]),
    handCounts: state.hands.map(handSize),
    turn: state.turn,
    canStrike:
      own !== null && state.phase === "play" && trick !== null && own !== state.turn && state.hands[own][KILLING_MACHINE] > 0,
    trick: trick && {
      kind: trick.kind < 0 ? null : (KINDS[trick.kind] as CreatureKind),
      naturals: trick.naturals,
      wilds: wildNames(trick.wilds),
      count: trick.naturals + trick.wilds.length,
      value: trick.value,
      by: trick.by,
    },
    passed: state.passed.slice(),
    finished: state.finished.slice(),
    previousOrder: state.previousOrder && state.previousOrder.slice(),
    titles,
    scoreSheet: state.scoreSheet.map((row) => row.slice()),
    totals: totals(state),
    swaps: state.swaps.map((swap) => swapView(swap, own)),
    pig: {
      holder: state.pig.holder,
      done: state.pig.done,
      discard: state.pig.discard === null ? null : KINDS[state.pig.discard],
      leader: state.pig.leader,
    },
    events: state.events.map((event) => eventView(event, own)),
  };
}
