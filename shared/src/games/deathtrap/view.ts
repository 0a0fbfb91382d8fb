import { copies, handCards, handSize, KILLING_MACHINE, KINDS, KIND_COUNT, names, wildNames } from "./cards.js";
import { ROUNDS, titleOf, totals } from "./round.js";
import type { CreatureKind, DeathtrapAction, DeathtrapEvent, DeathtrapPrivateView, DeathtrapPublicView, DeathtrapState, OwnSwapView, Swap, TitleView } from "./types.js";

/** DD-3: the log tells everybody that a swap happened and how many cards, never which. */
function publicEvent(event: DeathtrapEvent): DeathtrapEvent {
  return event.type === "swap" ? { ...event, cards: [] } : { ...event };
}

/**
 * The cards no longer in anybody's hand this round: the deck less every hand and any chosen
 * return still waiting for its swap. Every one of them left by a public event. (A built
 * position whose hands hold more than a deck counts 0, never below.)
 */
function playedCards(state: DeathtrapState): number[] {
  const left = Array.from({ length: KIND_COUNT }, (_, k) => copies(k));
  for (const hand of state.hands) for (let k = 0; k < KIND_COUNT; k++) left[k] -= hand[k];
  for (const swap of state.swaps) if (swap.returned && !swap.done) for (const k of swap.returned) left[k]--;
  return left.map((n) => Math.max(0, n));
}

/**
 * The table: never a hand, a swap's cards or the generator. DD-6: during tricks the table is
 * seen waiting for the turn player only (`active` is the contract's list minus the Killing
 * Machine's holder, whose card is secret); during the swaps for both Masters.
 */
export function deathtrapPublicView(state: DeathtrapState, active: number[]): DeathtrapPublicView {
  const n = state.players;
  const trick = state.trick;
  const titles: TitleView[] = Array.from({ length: n }, () => ({}));
  state.previousOrder?.forEach((s, place) => (titles[s] = { title: titleOf(place, n) }));
  const { pig } = state;
  return {
    active: state.phase === "play" ? active.slice(0, 1) : active,
    events: state.events.map(publicEvent),
    players: n,
    options: { ...state.options },
    round: state.round,
    rounds: ROUNDS,
    dealer: state.dealer,
    phase: state.phase,
    handCounts: state.hands.map(handSize),
    played: playedCards(state),
    turn: state.turn,
    ...(trick && {
      trick: {
        ...(trick.kind >= 0 && { kind: KINDS[trick.kind] as CreatureKind }),
        naturals: trick.naturals,
        wilds: wildNames(trick.wilds),
        count: trick.naturals + trick.wilds.length,
        value: trick.value,
        by: trick.by,
      },
    }),
    passed: state.passed.slice(),
    finished: state.finished.slice(),
    ...(state.previousOrder && { previousOrder: state.previousOrder.slice() }),
    titles,
    scoreSheet: state.scoreSheet.map((points) => ({ points: points.slice() })),
    totals: totals(state),
    swaps: state.swaps.map((swap) => ({
      giver: swap.giver,
      master: swap.master,
      count: swap.gift.length,
      chosen: swap.returned !== null,
      done: swap.done,
    })),
    pig: {
      holder: pig.holder,
      done: pig.done,
      ...(pig.discard !== null && { discard: KINDS[pig.discard] }),
      ...(pig.leader !== null && { leader: pig.leader }),
    },
  };
}

/** DD-3: the cards of `seat`'s swap: the gift for both players, the return for the Master once chosen, the giver once done. */
function ownSwap(swap: Swap, seat: number): OwnSwapView {
  const returnedSeen = seat === swap.master || swap.done;
  return {
    giver: swap.giver,
    master: swap.master,
    gift: names(swap.gift),
    ...(returnedSeen && swap.returned && { returned: names(swap.returned) }),
  };
}

/** What `seat` alone knows: its hand, whether it may strike out of turn (DD-6), its own swap (DD-3). */
export function deathtrapSecrets(state: DeathtrapState, seat: number): Omit<DeathtrapPrivateView, "seat"> {
  const hand = state.hands[seat];
  const swap = state.swaps.find((s) => s.giver === seat || s.master === seat);
  return {
    hand: hand ? handCards(hand) : [],
    canStrike:
      hand !== undefined && state.phase === "play" && state.trick !== null && seat !== state.turn && hand[KILLING_MACHINE] > 0,
    ...(swap && { swap: ownSwap(swap, seat) }),
  };
}

/**
 * DD-3: the table learns that a Master chose the cards to hand back (and how many: the
 * swap's count), never which; every other action is played in the open.
 */
export function deathtrapPublicAction(_state: DeathtrapState, _seat: number, action: DeathtrapAction): Partial<DeathtrapAction> {
  return action.type === "return" ? { type: "return" } : action;
}
