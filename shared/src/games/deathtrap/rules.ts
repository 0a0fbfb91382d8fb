import type { Outcome } from "../../engine/contract.js";
import { defineRules } from "../../engine/views.js";
import { RuleError } from "../../engine/errors.js";
import { seedRng, withRng } from "../../engine/random.js";
import { emptyHand } from "./cards.js";
import { activeSeats, awaitedSeats, illegality, legalActions } from "./legal.js";
import { dealRound, totals, winnersOf } from "./round.js";
import { chooseReturn, killingMachine, pass, pig, play } from "./trick.js";
import type { DeathtrapAction, DeathtrapOptions, DeathtrapPrivateView, DeathtrapPublicView, DeathtrapState } from "./types.js";
import { checkShape } from "./validate.js";
import { deathtrapCandidates } from "./candidates.js";
import { deathtrapPublicAction, deathtrapPublicView, deathtrapSecrets } from "./view.js";
import { Work } from "./work.js";
import { deathtrapFacts } from "./facts.js";

const defaultOptions: DeathtrapOptions = { pigLeader: "left-of-holder" };

function setup(players: number, seed: string, options?: Partial<DeathtrapOptions>): DeathtrapState {
  const pigLeader = options?.pigLeader ?? defaultOptions.pigLeader;
  if (pigLeader !== "left-of-holder" && pigLeader !== "holder-chooses") {
    throw new RuleError("bad-options", "pigLeader is left-of-holder or holder-chooses.");
  }
  const blank: DeathtrapState = {
    rng: seedRng(seed),
    options: { pigLeader },
    players,
    round: 0,
    dealer: 0,
    phase: "pig",
    hands: Array.from({ length: players }, emptyHand),
    swaps: [],
    pig: { holder: -1, done: false, discard: null, leader: null },
    turn: -1,
    trick: null,
    passes: 0,
    passed: new Array<boolean>(players).fill(false),
    finished: [],
    previousOrder: null,
    scoreSheet: [],
    events: [],
  };
  const work = new Work(blank);
  // DD-2: the first dealer is drawn; then the deal passes one seat clockwise each round.
  work.state.rng = withRng(blank.rng, (rng) => dealRound(work, rng, 1, rng.int(players)))[1];
  return work.state;
}

function apply(state: DeathtrapState, seat: number, action: DeathtrapAction): DeathtrapState {
  if (state.phase === "over") throw new RuleError("game-over", "The game is over.");
  checkShape(action);
  if (!Number.isInteger(seat) || !activeSeats(state).includes(seat)) {
    throw new RuleError("not-your-turn", "It is not your turn.");
  }
  // DD-6: out of turn, the Killing Machine's holder is active for the Killing Machine only.
  if (state.phase === "play" && seat !== state.turn && action.type !== "killing-machine") {
    throw new RuleError("not-your-turn", "It is not your turn: only the Killing Machine may be played now.");
  }
  const why = illegality(state, seat, action);
  if (why !== null) throw new RuleError("illegal-action", why);
  const work = new Work(state);
  let roundOver = false;
  switch (action.type) {
    case "play":
      roundOver = play(work, seat, action);
      break;
    case "pass":
      roundOver = pass(work, seat);
      break;
    case "killing-machine":
      roundOver = killingMachine(work, seat);
      break;
    case "pig":
      roundOver = pig(work, seat, action);
      break;
    case "return":
      chooseReturn(work, seat, action.cards);
      break;
  }
  const s = work.state;
  if (roundOver && s.phase !== "over") {
    s.rng = withRng(s.rng, (rng) => dealRound(work, rng, s.round + 1, (s.dealer + 1) % s.players))[1];
  }
  return s;
}

function outcome(state: DeathtrapState): Outcome | null {
  if (state.phase !== "over") return null;
  const scores = totals(state);
  return { winners: winnersOf(scores, Math.max(...scores)), scores };
}

const seatActions = (state: DeathtrapState, seat: number): DeathtrapAction[] => (Number.isInteger(seat) ? legalActions(state, seat) : []);

export const deathtrap = /* @__PURE__ */ defineRules<DeathtrapState, DeathtrapAction, DeathtrapPublicView, DeathtrapPrivateView, DeathtrapOptions>(deathtrapFacts, {
  defaultOptions,
  setup,
  activeSeats,
  awaitedSeats,
  legalActions: seatActions,
  candidates: deathtrapCandidates,
  apply,
  publicView: deathtrapPublicView,
  secrets: deathtrapSecrets,
  publicAction: deathtrapPublicAction,
  outcome,
});
