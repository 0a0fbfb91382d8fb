import type { Bot } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { CREATURES, emptyHand, handSize, KILLING_MACHINE, kindIndex, KINDS, KIND_COUNT, PIG, wildCount } from "./cards.js";
import type { CreatureKind, DeathtrapAction, DeathtrapView, Hand, TrickView } from "./types.js";

/** The seat's own hand, as counts per kind (the engine's Hand), from the names its view lists. */
function handOf(view: DeathtrapView): Hand {
  const hand = emptyHand();
  for (const card of view.hand ?? []) hand[kindIndex(card)]++;
  return hand;
}

/** The next seat after `seat` still holding cards (the public hand counts), or -1: round.ts `nextHolder`. */
function nextHolder(handCounts: readonly number[], seat: number): number {
  const n = handCounts.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (handCounts[s] > 0) return s;
  }
  return -1;
}

/** How much a bot wants to keep a card: creatures by value, the specials above them. */
const KEEP: readonly number[] = Array.from({ length: KIND_COUNT }, (_, k) =>
  k < CREATURES ? k + 1 : k === PIG ? 0.5 : k === KILLING_MACHINE ? 20 : 15,
);

/** The kinds of a hand, least wanted first; ties broken by the generator. */
function leastWanted(hand: Hand, rng: Rng): number[] {
  const kinds: number[] = [];
  for (let k = 0; k < KIND_COUNT; k++) if (hand[k] > 0) kinds.push(k);
  rng.shuffle(kinds);
  return kinds.sort((a, b) => KEEP[a] - KEEP[b]);
}

/** DD-3: a Master hands back their least wanted cards. */
function chooseReturn(hand: Hand, count: number, rng: Rng): DeathtrapAction {
  const cards: number[] = [];
  for (const k of leastWanted(hand, rng)) for (let c = hand[k]; c > 0 && cards.length < count; c--) cards.push(k);
  return { type: "return", cards: cards.sort((a, b) => a - b).map((k) => KINDS[k]) };
}

/**
 * DD-4: the Pig takes a lone weak creature if there is one (the hardest kind to shed). Also
 * the strong level's playouts, which read the hand counts from their sample.
 */
export function choosePig(view: Pick<DeathtrapView, "options" | "handCounts">, seat: number, hand: Hand): DeathtrapAction {
  let discard = -1;
  for (let k = 0; k < CREATURES && discard < 0; k++) if (hand[k] === 1) discard = k;
  for (let k = 0; k < KIND_COUNT && discard < 0; k++) if (k !== PIG && hand[k] > 0) discard = k;
  const action: DeathtrapAction = { type: "pig", discard: discard < 0 ? null : KINDS[discard] };
  if (view.options.pigLeader === "holder-chooses") {
    // Lead oneself unless the discard empties the hand.
    action.leader = handSize(hand) > 2 ? seat : nextHolder(view.handCounts, seat);
  }
  return action;
}

/** DD-5: lead the weakest kind whole; the wilds and the Killing Machine wait. */
function lead(hand: Hand): DeathtrapAction {
  for (let k = 0; k < CREATURES; k++) {
    if (hand[k] > 0) return { type: "play", kind: KINDS[k] as CreatureKind, naturals: hand[k], wilds: 0 };
  }
  const wilds = wildCount(hand);
  if (wilds > 0) return { type: "play", kind: null, naturals: 0, wilds };
  return { type: "killing-machine" };
}

/** DD-5 and DD-6: the cheapest set that beats the table, wilds only when the hand is short. */
function follow(trick: TrickView, hand: Hand, rng: Rng): DeathtrapAction {
  const count = trick.count;
  for (let k = trick.value; k < CREATURES; k++) {
    if (hand[k] >= count) return { type: "play", kind: KINDS[k] as CreatureKind, naturals: count, wilds: 0 };
  }
  return wildsOrPass(trick.value, count, hand, rng);
}

/**
 * When no natural set beats the trick: wilds with a creature (near the end, or now and then),
 * the Killing Machine against a strong trick or near the end, else a pass. Also the strong
 * level's playouts.
 */
export function wildsOrPass(value: number, count: number, hand: Hand, rng: Rng): DeathtrapAction {
  const size = handSize(hand);
  const wilds = wildCount(hand);
  if (wilds > 0 && (size <= count + 3 || rng.int(4) === 0)) {
    for (let k = value; k < CREATURES; k++) {
      const w = count - hand[k];
      if (hand[k] > 0 && w > 0 && w <= wilds) return { type: "play", kind: KINDS[k] as CreatureKind, naturals: hand[k], wilds: w };
    }
  }
  if (hand[KILLING_MACHINE] > 0 && (value >= 9 || size <= 3)) return { type: "killing-machine" };
  return { type: "pass" };
}

/**
 * Cheap heuristics: shed weak kinds early, beat with the cheapest set, keep the Killing
 * Machine for a strong trick. Reads the seat's view only: its hand, its own swap, the trick
 * and the public hand counts. Asked while it is not its turn, the only legal action is the
 * Killing Machine: `wantsToStrike` tells a room whether to ask at all.
 */
export const deathtrapBot: Bot<DeathtrapView, DeathtrapAction> = (view, rng) => {
  const seat = view.seat;
  if (seat === undefined || (view.legal ?? []).length === 0) throw new Error("the bot was asked to act with nothing to do");
  const hand = handOf(view);
  switch (view.phase) {
    case "swap":
      // DD-3: a Master asked to act has received its gift and not yet chosen its return.
      return chooseReturn(hand, view.swap!.gift.length, rng);
    case "pig":
      return choosePig(view, seat, hand);
    default:
      if (seat !== view.turn) return { type: "killing-machine" };
      return view.trick === undefined ? lead(hand) : follow(view.trick, hand, rng);
  }
};

/** DD-6: whether a bot holding the Killing Machine would stop the trick now, out of turn (from its seat's view). */
export function wantsToStrike(view: DeathtrapView): boolean {
  const trick = view.trick;
  if (!view.canStrike || trick === undefined || trick.by === view.seat) return false;
  return strikesAt(trick.value, handSize(handOf(view)));
}

/** DD-6: the bots' moment for the Killing Machine out of turn: a strong trick, or a hand nearly out. */
export function strikesAt(trickValue: number, handSize: number): boolean {
  return trickValue >= 10 || handSize <= 2;
}
