import type { StrongPlayer } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { diceOnlySample, searchPlayer, type SearchGame } from "../../engine/search.js";
import { attackWorth, pileGains, stepChoice } from "./bot.js";
import { canAttackWith, isTargetPile, mayUseTreehouse } from "./legal.js";
import { ownerOf, PER_PLAYER, sizeOf } from "./pieces.js";
import { dogEatDog } from "./rules.js";
import { arrangeHoard, hoardOf } from "./scoring.js";
import type { DedAction, DedState, DedView } from "./types.js";

/**
 * Dog Eat Dog's strong level: the generic search (engine/search.ts) over the seat's view.
 * Nothing is hidden but the dice to come, so a sample is the table itself with a fresh
 * generator: open-loop MCTS with chance, each iteration rolling every attack anew. The
 * playouts follow the easy level's heuristics for about a round, then each seat's hoard
 * (DED-9, what it would score now) judges the position. A tree of 300 iterations: it weighs
 * one attacker per size against one lone target per colour and size and every stack, the
 * eight of those the easy heuristic rates best, and passing; playouts of four decisions; the
 * worth is each seat's score now turned into a chance of winning (a softmax over 3 points).
 */

/**
 * The table the view shows, without a generator. The view has every part of the state but
 * whether the seat to move attacked this turn, which it did exactly when a Treehouse
 * follow-up is pending; the last attack's record only feeds the views.
 */
function tableOf(view: DedView): Omit<DedState, "rng"> {
  return {
    options: view.options,
    players: view.players,
    pyramids: view.pyramids,
    piles: view.piles.map((pile) => pile.pieces),
    tipped: view.tipped,
    captured: view.captured.map((pile) => pile.pieces),
    rollOff: view.rollOff.map((round) => round.rolls),
    firstPlayer: view.firstPlayer,
    turn: view.turn,
    turnNumber: view.turnNumber,
    step: view.step,
    attacked: view.step.kind === "follow-up",
    passes: view.passes,
    lastAttack: null,
    events: [],
    result: view.result === undefined ? null : { scores: view.result.scores.slice(), winners: view.result.winners.slice() },
  };
}

/** A state the view could come from: the table itself, with a generator nobody has seen. */
export const dedSample = /* @__PURE__ */ diceOnlySample<DedView, DedState>(tableOf);

/** How many attacks the search weighs at a decision: the easy level's best ones. */
const WIDTH = 8;

/**
 * The attacks worth searching. Lone pyramids of one size roll the same dice and, won or
 * lost, count the same for the hoards (a seat's own colour never scores for it), so one
 * attacker of each size is enough, and one target of each colour and size among the lone
 * ones (their spots carry no rule); of those, the WIDTH attacks the easy level rates best,
 * and passing. Without the second rule three smalls of one colour would take three of the
 * WIDTH places with the same attack. Built here rather than filtered from every legal
 * action (9 attackers times up to 27 targets): the tree asks at every node it passes.
 */
function attacks(state: DedState, seat: number): DedAction[] {
  const bySize: number[] = [];
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) {
    if (bySize[sizeOf(id)] === undefined && canAttackWith(state, seat, id)) bySize[sizeOf(id)] = id;
  }
  const scored: { action: DedAction; worth: number }[] = [];
  const gainOf = pileGains(state, seat);
  const loneKinds = new Set<number>();
  for (const pile of state.piles) {
    if (!isTargetPile(state, seat, pile)) continue;
    const target = pile[pile.length - 1];
    if (pile.length === 1) {
      const kind = ownerOf(target) * 4 + sizeOf(target);
      if (loneKinds.has(kind)) continue;
      loneKinds.add(kind);
    }
    const gain = gainOf(pile);
    for (const attacker of bySize) {
      if (attacker === undefined) continue;
      const size = sizeOf(attacker);
      scored.push({ action: { type: "attack", attacker, target, treehouse: false }, worth: attackWorth(size, pile, false, gain) });
      if (mayUseTreehouse(state, attacker)) {
        scored.push({ action: { type: "attack", attacker, target, treehouse: true }, worth: attackWorth(size, pile, true, gain) });
      }
    }
  }
  if (scored.length > WIDTH) scored.sort((a, b) => b.worth - a.worth);
  return scored.slice(0, WIDTH).map((a) => a.action);
}

function searched(state: DedState, seat: number, legal: () => DedAction[]): DedAction[] {
  const step = state.step;
  if (step.kind === "attack") return [...attacks(state, seat), { type: "pass" }];
  if (step.kind === "follow-up" && step.face === "WILD") return [...attacks(state, seat), { type: "decline" }];
  return legal();
}

function playout(state: DedState, seat: number, rng: Rng): DedAction {
  return stepChoice(state, seat, state.step, rng);
}

/** Points a hoard needs over another's to be clearly ahead (a softmax's temperature). */
const TEMPERATURE = 3;

/**
 * Each seat's chance to win, guessed from what it would score now (DED-9): a softmax of the
 * scores, so being a few points ahead of the best other seat is worth most of a win. An
 * ended game gives its winners the win, shared.
 */
function value(state: DedState): number[] {
  if (state.result !== null) {
    const winners = state.result.winners;
    return Array.from({ length: state.players }, (_, s) => (winners.includes(s) ? 1 / winners.length : 0));
  }
  const points = Array.from({ length: state.players }, (_, s) => arrangeHoard(hoardOf(state, s)).points);
  const top = Math.max(...points);
  const weights = points.map((p) => Math.exp((p - top) / TEMPERATURE));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

export const dogEatDogSearch: SearchGame<DedState, DedView, DedAction> = {
  rules: dogEatDog,
  sample: dedSample,
  playout,
  value,
  // About a round at the bench's four seats: every seat's answer to the attack searched.
  depth: 4,
  // Win-chance values spread over tenths: a narrower exploration than UCB1's √2.
  exploration: 0.3,
  actions: (state, seat, legal) => searched(state, seat, legal),
  // Half the other seats' playout moves at random among the candidates: not the easy bot only.
  loose: 0.5,
};

export const dogEatDogStrong: StrongPlayer<DedView, DedAction> = {
  decide: /* @__PURE__ */ searchPlayer(dogEatDogSearch),
  // Games are short (a dozen decisions a seat) but every attack is a gamble, and the
  // candidates' worths differ by hundredths: more iterations keep winning more against
  // random play, up to thousands (docs/measurements.md), so the search takes as many as
  // stay well within the time cap on a quiet machine.
  budget: { iterations: 300, ms: 250 },
};
