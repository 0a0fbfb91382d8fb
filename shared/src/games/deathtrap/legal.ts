import { CREATURES, handSize, KILLING_MACHINE, kindIndex, KINDS, KIND_COUNT, PIG, wildCount } from "./cards.js";
import type { CreatureKind, DeathtrapAction, DeathtrapState, Hand } from "./types.js";

/** DD-5: a set's value: its creature's, or 0 for wilds only. */
export function setValue(kind: number): number {
  return kind < 0 ? 0 : kind + 1;
}

/** The seat holding the Killing Machine, -1 once it has been played this round. */
export function killingMachineHolder(state: DeathtrapState): number {
  return state.hands.findIndex((hand) => hand[KILLING_MACHINE] > 0);
}

/** Who may act: the turn player first, then the Killing Machine's holder out of turn. */
export function activeSeats(state: DeathtrapState): number[] {
  switch (state.phase) {
    case "over":
      return [];
    case "swap":
      return state.swaps.filter((swap) => swap.returned === null).map((swap) => swap.master);
    case "pig":
      return [state.pig.holder];
    case "play": {
      // DD-6: a trick is in progress, and can be stopped, once a set lies on the table.
      if (state.trick === null) return [state.turn];
      const holder = killingMachineHolder(state);
      return holder >= 0 && holder !== state.turn ? [state.turn, holder] : [state.turn];
    }
  }
}

/** The seats the table waits for: in play the turn player only; the Killing Machine may wait (DD-6). */
export function awaitedSeats(state: DeathtrapState): number[] {
  return state.phase === "play" ? [state.turn] : activeSeats(state);
}

/** DD-5: every set the seat may lay: (kind, naturals, wilds) combinations, not card subsets. */
function plays(hand: Hand, trick: DeathtrapState["trick"], out: DeathtrapAction[]): void {
  const wilds = wildCount(hand);
  if (trick === null) {
    for (let k = 0; k < CREATURES; k++) {
      const kind = KINDS[k] as CreatureKind;
      for (let n = 1; n <= hand[k]; n++) for (let w = 0; w <= wilds; w++) out.push({ type: "play", kind, naturals: n, wilds: w });
    }
    for (let w = 1; w <= wilds; w++) out.push({ type: "play", kind: null, naturals: 0, wilds: w });
    return;
  }
  const count = trick.naturals + trick.wilds.length;
  // value k + 1 > trick.value  <=>  k >= trick.value
  for (let k = trick.value; k < CREATURES; k++) {
    const kind = KINDS[k] as CreatureKind;
    for (let w = 0; w <= wilds && w < count; w++) {
      if (hand[k] >= count - w) out.push({ type: "play", kind, naturals: count - w, wilds: w });
    }
  }
}

export function legalActions(state: DeathtrapState, seat: number): DeathtrapAction[] {
  const hand = state.hands[seat];
  if (!hand) return [];
  const out: DeathtrapAction[] = [];
  switch (state.phase) {
    case "over":
      return out;
    case "swap": {
      const swap = state.swaps.find((s) => s.master === seat && s.returned === null);
      if (swap) returns(hand, swap.gift.length, out);
      return out;
    }
    case "pig":
      if (seat === state.pig.holder) pigActions(state, seat, out);
      return out;
    case "play":
      if (seat !== state.turn) {
        if (state.trick !== null && hand[KILLING_MACHINE] > 0) out.push({ type: "killing-machine" });
        return out;
      }
      plays(hand, state.trick, out);
      if (hand[KILLING_MACHINE] > 0) out.push({ type: "killing-machine" });
      if (state.trick !== null) out.push({ type: "pass" });
      return out;
  }
}

/** DD-3: every multiset of `count` cards of the hand, as names in kind order. */
function returns(hand: Hand, count: number, out: DeathtrapAction[]): void {
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === count) {
      out.push({ type: "return", cards: chosen.map((k) => KINDS[k]) });
      return;
    }
    for (let k = from; k < KIND_COUNT; k++) {
      const used = chosen.filter((c) => c === k).length;
      if (hand[k] > used) pick(k, [...chosen, k]);
    }
  };
  pick(0, []);
}

/** DD-4: the Pig with any other card, and with the option any leader holding cards after it. */
function pigActions(state: DeathtrapState, seat: number, out: DeathtrapAction[]): void {
  const hand = state.hands[seat];
  const others = handSize(hand) - 1;
  const choose = state.options.pigLeader === "holder-chooses";
  const leaders = (discard: number): number[] => {
    const result: number[] = [];
    for (let s = 0; s < state.players; s++) {
      const left = s === seat ? others - (discard >= 0 ? 1 : 0) : handSize(state.hands[s]);
      if (left > 0) result.push(s);
    }
    return result;
  };
  const discards: number[] = [];
  if (others === 0) discards.push(-1);
  else for (let k = 0; k < KIND_COUNT; k++) if (k !== PIG && hand[k] > 0) discards.push(k);
  for (const k of discards) {
    const discard = k < 0 ? null : KINDS[k];
    if (!choose) out.push({ type: "pig", discard });
    else for (const leader of leaders(k)) out.push({ type: "pig", discard, leader });
  }
}

/**
 * Why `action` (of a valid shape) is not legal for `seat` now, or null when it is. Checked
 * directly rather than by searching legalActions, and kept equal to it by the tests.
 */
export function illegality(state: DeathtrapState, seat: number, action: DeathtrapAction): string | null {
  const hand = state.hands[seat];
  switch (action.type) {
    case "play": {
      if (state.phase !== "play") return "Sets are played once the round has started.";
      const k = action.kind === null ? -1 : kindIndex(action.kind);
      if (action.kind === null ? action.naturals !== 0 || action.wilds < 1 : action.naturals < 1) {
        return "A set has at least one card of its kind, or only wild cards.";
      }
      if (action.wilds > wildCount(hand) || (k >= 0 && action.naturals > hand[k])) return "Those cards are not in your hand.";
      const trick = state.trick;
      if (trick === null) return null;
      if (action.naturals + action.wilds !== trick.naturals + trick.wilds.length) {
        return `Play exactly ${trick.naturals + trick.wilds.length} cards.`;
      }
      if (setValue(k) <= trick.value) return "Your set must be strictly stronger than the one on the table.";
      return null;
    }
    case "pass":
      return state.phase === "play" && state.trick !== null ? null : "The leader cannot pass: lead a set.";
    case "killing-machine":
      if (state.phase !== "play") return "The Killing Machine stops a trick; none is being played.";
      if (hand[KILLING_MACHINE] === 0) return "You do not hold the Killing Machine.";
      return null;
    case "pig": {
      if (state.phase !== "pig") return "The Exploding Pig is only played before the first trick.";
      const others = handSize(hand) - 1;
      const k = action.discard === null ? -1 : kindIndex(action.discard);
      if (others === 0 ? k !== -1 : k < 0 || k === PIG || hand[k] === 0) {
        return "Discard the Pig with one other card of your hand.";
      }
      if (state.options.pigLeader !== "holder-chooses") {
        return action.leader === undefined ? null : "At this table the player left of the Pig's holder leads.";
      }
      const leader = action.leader;
      if (leader === undefined || leader < 0 || leader >= state.players) return "Name the player who leads.";
      const left = leader === seat ? others - (k >= 0 ? 1 : 0) : handSize(state.hands[leader]);
      return left > 0 ? null : "The leader must still hold cards.";
    }
    case "return": {
      if (state.phase !== "swap") return "There is no swap now.";
      const swap = state.swaps.find((s) => s.master === seat && s.returned === null);
      if (!swap) return "You have nothing to hand back.";
      if (action.cards.length !== swap.gift.length) return `Hand back exactly ${swap.gift.length} card(s).`;
      const need = new Array<number>(KIND_COUNT).fill(0);
      let previous = -1;
      for (const card of action.cards) {
        const k = kindIndex(card);
        // One spelling per choice, as legalActions lists it (the hand's order).
        if (k < previous) return "List the cards in the order of your hand.";
        need[(previous = k)]++;
      }
      for (let k = 0; k < KIND_COUNT; k++) if (need[k] > hand[k]) return "Those cards are not in your hand.";
      return null;
    }
  }
}
