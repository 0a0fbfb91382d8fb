import type { Outcome } from "../../engine/contract.js";
import { defineRules } from "../../engine/views.js";
import { setupOptions } from "../../engine/facts.js";
import { RuleError } from "../../engine/errors.js";
import { Rng, seedRng, withRng } from "../../engine/random.js";
import { resolveAttack } from "./attack.js";
import { rollOff } from "./dice.js";
import { aimAt, digUp, swapTops } from "./followup.js";
import { attackActions, canAttackWith, followUpActions, hasFollowUp, isAim, isDig, isSwap, isTargetPile, mayUseTreehouse, pileTopped } from "./legal.js";
import { lonePiles, PER_PLAYER, scatter } from "./pieces.js";
import { endTurn, startTurn } from "./turn.js";
import type { DedAction, DedEvent, DedOptions, DedPrivateView, DedPublicView, DedState, FollowUpFace } from "./types.js";
import { checkShape } from "./validate.js";
import { dedCandidates } from "./candidates.js";
import { dedPublicAction, dedPublicView, dedSecrets } from "./view.js";
import { dogEatDogFacts } from "./facts.js";

const DEFAULT_OPTIONS: DedOptions = { treehouse: false };

const readOptions = (options: Partial<DedOptions> | undefined): DedOptions => setupOptions(dogEatDogFacts, DEFAULT_OPTIONS, options);

function setup(players: number, seed: string, options?: Partial<DedOptions>): DedState {
  const [{ pyramids, rounds, first }, rng] = withRng(seedRng(seed), (r) => ({ pyramids: scatter(players, r), ...rollOff(players, r) }));
  const count = players * PER_PLAYER;
  const events: DedEvent[] = rounds.map((rolls) => ({ type: "roll-off", rolls }));
  events.push({ type: "first-player", seat: first });
  const state: DedState = {
    rng,
    options: readOptions(options),
    players,
    pyramids,
    piles: lonePiles(count),
    tipped: new Array<boolean>(count).fill(false),
    captured: Array.from({ length: players }, () => []),
    rollOff: rounds,
    firstPlayer: first,
    turn: first,
    turnNumber: 0,
    step: { kind: "attack" },
    attacked: false,
    passes: 0,
    lastAttack: null,
    events,
    result: null,
  };
  startTurn(state, first);
  return state;
}

function activeSeats(state: DedState): number[] {
  return state.step.kind === "over" ? [] : [state.turn];
}

function legalActions(state: DedState, seat: number): DedAction[] {
  const step = state.step;
  if (step.kind === "over" || seat !== state.turn) return [];
  if (step.kind === "attack") {
    const out: DedAction[] = [];
    attackActions(state, seat, out);
    out.push({ type: "pass" });
    return out;
  }
  const out = followUpActions(state, seat, step.face);
  out.push({ type: "decline" });
  return out;
}

function apply(state: DedState, seat: number, action: DedAction): DedState {
  checkShape(action, state.pyramids.length);
  const step = state.step;
  if (step.kind === "over") throw new RuleError("game-over", "The game is over.");
  if (seat !== state.turn) throw new RuleError("not-your-turn", "It is not your turn.");
  const next: DedState = { ...state, events: [] };
  if (step.kind === "attack") {
    if (action.type === "attack") attack(next, seat, action);
    else if (action.type === "pass") {
      next.events.push({ type: "pass", seat });
      endTurn(next);
    } else throw new RuleError("illegal-action", "Attack with one of your pyramids, or pass.");
    return next;
  }
  followUp(next, seat, step.face, action);
  return next;
}

/** DED-4 legality, then the roll (DED-5..7, DED-10) and what follows it. */
function attack(next: DedState, seat: number, action: Extract<DedAction, { type: "attack" }>): void {
  if (!canAttackWith(next, seat, action.attacker)) {
    throw new RuleError("illegal-action", "That pyramid cannot attack: it must be yours, upright and alone.");
  }
  const spot = pileTopped(next, action.target);
  if (spot < 0 || !isTargetPile(next, seat, next.piles[spot])) {
    throw new RuleError("illegal-action", "That cannot be attacked: choose an upright lone pyramid of another player, or the top of a stack holding none of yours.");
  }
  const treehouse = action.treehouse === true;
  if (treehouse && !mayUseTreehouse(next, action.attacker)) {
    throw new RuleError("illegal-action", "The Treehouse die is only for a 2- or 3-pip attacker, with the Treehouse option.");
  }
  const rng = new Rng(next.rng);
  const record = resolveAttack(next, seat, action.attacker, spot, treehouse, rng);
  next.rng = rng.save(next.rng);
  next.attacked = true;
  next.lastAttack = record;
  next.events.push({ type: "attack", attack: record });
  const face = record.face;
  if ((face === "SWAP" || face === "DIG" || face === "AIM" || face === "WILD") && hasFollowUp(next, seat, face)) {
    next.step = { kind: "follow-up", face };
  } else endTurn(next);
}

/** DED-10: the face's action, or declining it; WILD's action is another attack. */
function followUp(next: DedState, seat: number, face: FollowUpFace, action: DedAction): void {
  const refuse = (what: string): never => {
    throw new RuleError("illegal-action", `The Treehouse die shows ${face}: ${what}, or decline.`);
  };
  switch (action.type) {
    case "decline":
      next.events.push({ type: "decline", seat, face });
      break;
    case "attack":
      if (face !== "WILD") refuse("this is no attack");
      attack(next, seat, action); // ends the turn or opens the next follow-up itself
      return;
    case "swap":
      if (face !== "SWAP" || !isSwap(next, action.a, action.b)) refuse("SWAP takes the tops of two different stacks, the smaller id first");
      swapTops(next, action.a, action.b);
      next.events.push({ type: "swap", seat, a: action.a, b: action.b });
      break;
    case "dig":
      if (face !== "DIG" || !isDig(next, seat, action.pyramid)) refuse("DIG brings one of your pyramids in a stack to its top");
      digUp(next, action.pyramid);
      next.events.push({ type: "dig", seat, pyramid: action.pyramid });
      break;
    case "aim":
      if (face !== "AIM" || !isAim(next, action.pyramid)) refuse("AIM tips over or stands up a pyramid that is not in a stack");
      next.events.push({ type: "aim", seat, pyramid: action.pyramid, tipped: aimAt(next, action.pyramid) });
      break;
    case "pass":
      refuse("take its action");
  }
  endTurn(next);
}

function outcome(state: DedState): Outcome | null {
  return state.result ? { winners: state.result.winners.slice(), scores: state.result.scores.slice() } : null;
}

export const dogEatDog = /* @__PURE__ */ defineRules<DedState, DedAction, DedPublicView, DedPrivateView, DedOptions>(dogEatDogFacts, {
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  activeSeats,
  legalActions,
  candidates: dedCandidates,
  apply,
  publicView: dedPublicView,
  secrets: dedSecrets,
  publicAction: dedPublicAction,
  outcome,
});
