import type { Bot } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { canAttackWith, isDig, isTargetPile, mayUseTreehouse, type Table } from "./legal.js";
import { winChance } from "./odds.js";
import { ownerOf, PER_PLAYER, sizeOf, topOf } from "./pieces.js";
import { arrangeHoard, hoardOf } from "./scoring.js";
import type { DedAction, DedState, DedView, Size } from "./types.js";

/** What the bot reads: the legality rules' table and the captures, which score (DED-9). */
type Board = Table & Pick<DedState, "captured">;

/*
 * Cheap heuristics. An attack is worth what the pile it would win adds to the seat's score
 * (DED-9: the pyramid that completes a tree brings the tree's bonus), and half what the
 * stack's old controller loses, against what failing costs: against a stack the attacker
 * itself, which the defender scores; against a lone pyramid nothing, as both lie down and
 * the attacker, tipped, cannot be attacked until its owner's next turn. The odds are exact
 * (odds.ts). The generator picks among equally
 * good attackers, so bot games differ from seed to seed.
 *
 * A bot reads its seat's view only. Dog Eat Dog hides nothing but the generator, so the
 * table the legality rules read (piles, tipped pyramids, options) is the view's.
 */

const CAPTURED_COST = 2;
/** A Treehouse face other than TIP/HOP may still help afterwards. */
const FOLLOW_UP_BONUS = 0.25;
/** Passing too easily ends games by the stall guard; attack unless it is clearly bad. */
const PASS_BELOW = -0.6;

interface Choice {
  size: Size;
  target: number;
  treehouse: boolean;
  value: number;
}

const points = (hoard: readonly number[]): number => arrangeHoard(hoard).points;

/** What winning a pile is worth to `seat` (see the heading), for each pile of this table. */
export function pileGains(table: Board, seat: number): (pile: readonly number[]) => number {
  const hoard = hoardOf(table, seat);
  const before = points(hoard);
  // A lone pyramid's gain depends only on its colour and size: asked for every pile at every
  // decision of the strong level's playouts, it is worked out once per kind.
  const lone = new Map<number, number>();
  return (pile) => {
    if (pile.length === 1) {
      const kind = ownerOf(pile[0]) * 4 + sizeOf(pile[0]);
      let gain = lone.get(kind);
      if (gain === undefined) lone.set(kind, (gain = points([...hoard, pile[0]]) - before));
      return gain;
    }
    const theirs = hoardOf(table, ownerOf(topOf(pile)));
    const mine = points([...hoard, ...pile.filter((id) => ownerOf(id) !== seat)]) - before;
    return mine + 0.5 * (points(theirs) - points(theirs.filter((id) => !pile.includes(id))));
  };
}

/** The easy level's worth of attacking `pile` (worth `gain` if won) with a pyramid of `size`: the strong level ranks its candidates by it. */
export function attackWorth(size: Size, pile: readonly number[], treehouse: boolean, gain: number): number {
  const defenders: Size[] = [];
  for (let i = pile.length - 1; i >= 0; i--) defenders.push(sizeOf(pile[i]));
  const loss = pile.length > 1 ? CAPTURED_COST : 0;
  const p = winChance(size, defenders, treehouse);
  return p * gain - (1 - p) * loss + (treehouse ? (4 / 6) * FOLLOW_UP_BONUS : 0);
}

function bestAttack(table: Board, seat: number): Choice | null {
  const sizesReady = [false, false, false, false];
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) if (canAttackWith(table, seat, id)) sizesReady[sizeOf(id)] = true;
  let best: Choice | null = null;
  const gainOf = pileGains(table, seat);
  for (const pile of table.piles) {
    if (!isTargetPile(table, seat, pile)) continue;
    const gain = gainOf(pile);
    for (const size of [3, 2, 1] as Size[]) {
      if (!sizesReady[size]) continue;
      for (const treehouse of [false, true]) {
        if (treehouse && !(table.options.treehouse && size >= 2)) continue;
        const value = attackWorth(size, pile, treehouse, gain);
        if (!best || value > best.value) best = { size, target: topOf(pile), treehouse, value };
      }
    }
  }
  return best;
}

function attackWith(table: Board, seat: number, choice: Choice, rng: Rng): DedAction {
  const ready: number[] = [];
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) {
    if (sizeOf(id) === choice.size && canAttackWith(table, seat, id) && (!choice.treehouse || mayUseTreehouse(table, id))) ready.push(id);
  }
  return { type: "attack", attacker: ready[rng.int(ready.length)], target: choice.target, treehouse: choice.treehouse };
}

/** SWAP: put our top on the richest opponent stack and take theirs onto our poorest one. */
function bestSwap(table: Board, seat: number): DedAction | null {
  let mine: number[] | null = null;
  let theirs: number[] | null = null;
  for (const pile of table.piles) {
    if (pile.length < 2) continue;
    if (ownerOf(topOf(pile)) === seat) {
      if (!mine || pile.length < mine.length) mine = pile;
    } else if (!theirs || pile.length > theirs.length) theirs = pile;
  }
  if (!mine || !theirs || theirs.length <= mine.length) return null;
  const [a, b] = [topOf(mine), topOf(theirs)].sort((x, y) => x - y);
  return { type: "swap", a, b };
}

/**
 * AIM: a tipped pyramid can be neither attacked nor captured until its owner's cleanup, so
 * lying down our weakest lone pyramid shelters it for a round at no cost.
 */
function bestAim(table: Board, seat: number): DedAction | null {
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) {
    if (canAttackWith(table, seat, id)) return { type: "aim", pyramid: id };
  }
  return null;
}

/** DIG: take control of the tallest stack we are buried in and do not control. */
function bestDig(table: Board, seat: number): DedAction | null {
  let best: DedAction | null = null;
  let height = 0;
  for (const pile of table.piles) {
    if (pile.length <= height || pile.length < 2 || ownerOf(topOf(pile)) === seat) continue;
    const id = pile.find((p) => isDig(table, seat, p));
    if (id === undefined) continue;
    best = { type: "dig", pyramid: id };
    height = pile.length;
  }
  return best;
}

/** WILD: an extra attack is free, but only worth it when it is expected to gain. */
function extraAttack(table: Board, seat: number, rng: Rng): DedAction | null {
  const choice = bestAttack(table, seat);
  return choice && choice.value > 0 ? attackWith(table, seat, choice, rng) : null;
}

/** The parts of the table the legality rules read, from a view (every seat sees all of it). */
function tableOf(view: DedView): Board {
  return { piles: view.piles.map((pile) => pile.pieces), tipped: view.tipped, options: view.options, captured: view.captured.map((pile) => pile.pieces) };
}

export const dogEatDogBot: Bot<DedView, DedAction> = (view, rng) => {
  const seat = view.seat;
  if (seat === undefined || (view.legal ?? []).length === 0) throw new Error("the bot was asked to act with nothing to do");
  return stepChoice(tableOf(view), seat, view.step, rng);
};

/**
 * The easy level's choice for the step in progress: also the strong level's playout policy
 * (strong.ts), which hands it a sampled state as the table.
 */
export function stepChoice(table: Board, seat: number, step: DedView["step"], rng: Rng): DedAction {
  if (step.kind === "follow-up") {
    const take =
      step.face === "SWAP" ? bestSwap(table, seat)
      : step.face === "DIG" ? bestDig(table, seat)
      : step.face === "WILD" ? extraAttack(table, seat, rng)
      : bestAim(table, seat);
    return take ?? { type: "decline" };
  }
  const choice = bestAttack(table, seat);
  if (!choice || choice.value < PASS_BELOW) return { type: "pass" };
  return attackWith(table, seat, choice, rng);
}
