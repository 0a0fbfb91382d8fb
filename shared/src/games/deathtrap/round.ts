import type { Rng } from "../../engine/random.js";
import { CREATURES, emptyHand, fullDeck, handSize, names, PIG } from "./cards.js";
import type { DeathtrapState, Hand, Swap, Title } from "./types.js";
import type { Work } from "./work.js";

export const ROUNDS = 4;

/** The next seat clockwise after `seat` that still holds cards, or -1 when none does. */
export function nextHolder(hands: readonly Hand[], seat: number): number {
  const n = hands.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (handSize(hands[s]) > 0) return s;
  }
  return -1;
}

export function holderCount(hands: readonly Hand[]): number {
  let count = 0;
  for (const hand of hands) if (handSize(hand) > 0) count++;
  return count;
}

/** DD-8: the title earned by finishing place `place` (0-based) among `players`. */
export function titleOf(place: number, players: number): Title {
  if (place === 0) return "supreme-master";
  if (place === 1) return "master";
  if (place === players - 1) return "supreme-wimp";
  return "wimp";
}

/** DD-8: points per seat for a finishing order: the 1st scores N, …, the last 1. */
export function pointsFor(order: readonly number[]): number[] {
  const n = order.length;
  const points = new Array<number>(n).fill(0);
  order.forEach((seat, place) => (points[seat] = n - place));
  return points;
}

export function totals(state: DeathtrapState): number[] {
  const sums = new Array<number>(state.players).fill(0);
  for (const row of state.scoreSheet) row.forEach((p, seat) => (sums[seat] += p));
  return sums;
}

/** The seat holding the Exploding Pig. */
export function pigHolder(hands: readonly Hand[]): number {
  return hands.findIndex((hand) => hand[PIG] > 0);
}

/** DD-3: a hand's `n` highest creature cards (specials never count), highest first. */
export function highestCreatures(hand: Hand, n: number): number[] {
  const picked: number[] = [];
  for (let k = CREATURES - 1; k >= 0 && picked.length < n; k--) {
    for (let c = hand[k]; c > 0 && picked.length < n; c--) picked.push(k);
  }
  return picked;
}

/**
 * DD-2 and DD-3: shuffles and deals all 82 cards one by one from the dealer's left, then,
 * after round 1, takes the forced gifts and waits for the Masters' returns.
 */
export function dealRound(work: Work, rng: Rng, round: number, dealer: number): void {
  const s = work.state;
  const n = s.players;
  const deck = rng.shuffle(fullDeck());
  const hands = Array.from({ length: n }, emptyHand);
  deck.forEach((kind, i) => hands[(dealer + 1 + i) % n][kind]++);
  s.hands = hands;
  s.round = round;
  s.dealer = dealer;
  s.trick = null;
  s.turn = -1;
  s.passes = 0;
  s.passed = new Array<boolean>(n).fill(false);
  s.finished = [];
  s.swaps = [];
  // Who holds the Pig stays unknown until its step: a Master may still hand it back.
  s.pig = { holder: -1, done: false, discard: null, leader: null };
  work.event({ type: "deal", round, dealer });
  const order = s.previousOrder;
  if (round > 1 && order) {
    s.swaps = [gift(work, order[n - 1], order[0], 2), gift(work, order[n - 2], order[1], 1)];
    s.phase = "swap";
  } else {
    startPig(work);
  }
}

function gift(work: Work, giver: number, master: number, count: number): Swap {
  const cards = highestCreatures(work.state.hands[giver], count);
  move(work, giver, master, cards);
  work.event({ type: "swap", from: giver, to: master, count: cards.length, cards: names(cards), forced: true });
  return { giver, master, gift: cards, returned: null, done: false };
}

export function move(work: Work, from: number, to: number, cards: readonly number[]): void {
  const a = work.hand(from);
  const b = work.hand(to);
  for (const k of cards) {
    a[k]--;
    b[k]++;
  }
}

/** DD-4: every round's play starts with the Pig's holder. */
export function startPig(work: Work): void {
  const s = work.state;
  s.phase = "pig";
  s.pig = { holder: pigHolder(s.hands), done: false, discard: null, leader: null };
}

/**
 * DD-7: after cards left `seat`'s hand: records them out when empty. Returns true when the
 * round is over (one holder left), having scored it.
 */
export function afterRemoval(work: Work, seat: number): boolean {
  const s = work.state;
  if (handSize(s.hands[seat]) === 0) {
    s.finished = [...s.finished, seat];
    work.event({ type: "out", seat, place: s.finished.length });
  }
  if (holderCount(s.hands) > 1) return false;
  const last = s.hands.findIndex((hand) => handSize(hand) > 0);
  const order = [...s.finished, last];
  const points = pointsFor(order);
  s.finished = order;
  s.previousOrder = order;
  s.scoreSheet = [...s.scoreSheet, points];
  s.trick = null;
  s.turn = -1;
  work.event({ type: "round-over", round: s.round, order, points });
  if (s.round === ROUNDS) {
    s.phase = "over";
    const sums = totals(s);
    const best = Math.max(...sums);
    work.event({ type: "game-over", winners: winnersOf(sums, best), totals: sums });
  }
  return true;
}

export function winnersOf(sums: readonly number[], best: number): number[] {
  const winners: number[] = [];
  sums.forEach((total, seat) => total === best && winners.push(seat));
  return winners;
}
