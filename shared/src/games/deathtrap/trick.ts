import { handSize, KILLING_MACHINE, kindIndex, KINDS, PIG, pickWilds, wildNames } from "./cards.js";
import { setValue } from "./legal.js";
import { afterRemoval, holderCount, nextHolder, startPig } from "./round.js";
import type { CreatureKind, DeathtrapAction } from "./types.js";
import type { Work } from "./work.js";

type Play = Extract<DeathtrapAction, { type: "play" }>;
type PigAction = Extract<DeathtrapAction, { type: "pig" }>;

/**
 * The carrying out of already validated actions. Each returns true when the round ended
 * (the caller then deals the next one).
 */

/** A new trick led by `leader`, or by the next holder to their left if they are out. */
function newTrick(work: Work, leader: number): void {
  const s = work.state;
  s.trick = null;
  s.passes = 0;
  s.passed = new Array<boolean>(s.players).fill(false);
  s.turn = handSize(s.hands[leader]) > 0 ? leader : nextHolder(s.hands, leader);
}

/** DD-5: a set laid on the table, as a lead or beating the one there. */
export function play(work: Work, seat: number, action: Play): boolean {
  const s = work.state;
  const hand = work.hand(seat);
  const k = action.kind === null ? -1 : kindIndex(action.kind);
  const wilds = pickWilds(hand, action.wilds);
  if (k >= 0) hand[k] -= action.naturals;
  for (const w of wilds) hand[w]--;
  const value = setValue(k);
  const lead = s.trick === null;
  s.trick = { kind: k, naturals: action.naturals, wilds, value, by: seat };
  s.passes = 0;
  s.passed = new Array<boolean>(s.players).fill(false);
  const kind = k < 0 ? null : (KINDS[k] as CreatureKind);
  work.event({ type: "play", seat, kind, naturals: action.naturals, wilds: wildNames(wilds), value, lead });
  if (afterRemoval(work, seat)) return true;
  s.turn = nextHolder(s.hands, seat);
  return false;
}

/** DD-5: passing never locks out; everyone else passing in a row ends the trick. */
export function pass(work: Work, seat: number): boolean {
  const s = work.state;
  const by = s.trick!.by;
  s.passes++;
  s.passed = s.passed.slice();
  s.passed[seat] = true;
  work.event({ type: "pass", seat });
  const others = holderCount(s.hands) - (handSize(s.hands[by]) > 0 ? 1 : 0);
  if (s.passes >= others) {
    newTrick(work, by);
    work.event({ type: "trick-over", leader: s.turn });
  } else {
    s.turn = nextHolder(s.hands, seat);
  }
  return false;
}

/** DD-6: the Killing Machine ends the trick at once; its player leads the next one. */
export function killingMachine(work: Work, seat: number): boolean {
  const s = work.state;
  work.hand(seat)[KILLING_MACHINE]--;
  work.event({ type: "killing-machine", seat, outOfTurn: seat !== s.turn, lead: s.trick === null });
  if (afterRemoval(work, seat)) return true;
  newTrick(work, seat);
  work.event({ type: "trick-over", leader: s.turn });
  return false;
}

/** DD-4: the Pig and one other card go; the first trick's leader is set. */
export function pig(work: Work, seat: number, action: PigAction): boolean {
  const s = work.state;
  const hand = work.hand(seat);
  hand[PIG]--;
  const discard = action.discard === null ? null : kindIndex(action.discard);
  if (discard !== null) hand[discard]--;
  const leader = action.leader ?? nextHolder(s.hands, seat);
  s.pig = { holder: seat, done: true, discard, leader };
  s.phase = "play";
  work.event({ type: "pig", seat, discard: action.discard, leader });
  if (afterRemoval(work, seat)) return true;
  newTrick(work, leader);
  return false;
}

/** DD-3: a Master's choice waits until both have chosen; then every return moves. */
export function chooseReturn(work: Work, seat: number, cards: readonly string[]): void {
  const s = work.state;
  const kinds = cards.map(kindIndex);
  const hand = work.hand(seat);
  for (const k of kinds) hand[k]--;
  s.swaps = s.swaps.map((swap) => (swap.master === seat && swap.returned === null ? { ...swap, returned: kinds } : swap));
  work.event({ type: "return-chosen", seat });
  if (s.swaps.some((swap) => swap.returned === null)) return;
  s.swaps = s.swaps.map((swap) => {
    // The returned cards were set aside from the master's hand when chosen.
    const giver = work.hand(swap.giver);
    for (const k of swap.returned!) giver[k]++;
    work.event({ type: "swap", from: swap.master, to: swap.giver, count: swap.returned!.length, cards: swap.returned!.map((k) => KINDS[k]), forced: false });
    return { ...swap, done: true };
  });
  startPig(work);
}
