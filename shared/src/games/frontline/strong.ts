import type { StrongPlayer } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { diceOnlySample, searchPlayer, type SearchGame } from "../../engine/search.js";
import { rowOf } from "./board.js";
import { stepChoice } from "./bot.js";
import { legalActions } from "./legal.js";
import { frontline } from "./rules.js";
import { COLOURS, STALL_TURNS, type Colour, type FrontlineAction, type FrontlineState, type FrontlineView, type Seat, type Step } from "./types.js";
import { stepView } from "./view.js";

/**
 * Frontline's strong level: the generic search (engine/search.ts) over the seat's view.
 * Nothing is hidden but the dice to come, so a sample is the table itself with a fresh
 * generator: the search is open-loop MCTS with chance, a line that ends the turn meeting
 * other rolls at each iteration. A turn is many small steps (die, action, square, landing);
 * the tree searches them, the playouts finish the turn with the easy level's heuristics,
 * and `worth` judges the position the turn leaves: the crossing race, with the opponent's
 * threats of next turn. A tree of 300 iterations, exploration 0.05: the opponent never moves
 * in the search (the next dice are not rolled), so its threats are in the value, the race to
 * cross all five colours, half of which is the seat's own way to the finish; near sixty quiet
 * turns it slides toward a draw's (FL-8), so a seat ahead crosses.
 */

/** The engine's step from the view's (only an Enter's colour and a Transport differ). */
function stepOf(step: FrontlineView["step"]): Step {
  switch (step.kind) {
    case "target":
      return { kind: "target", die: step.die, action: step.action, colour: step.colour ?? null };
    case "carry":
      return { kind: "carry", die: step.die, ...step.transport, carry: step.transport.carry.slice() };
    case "carry-to":
      return { kind: "carry-to", die: step.die, from: step.from, ...step.transport, carry: step.transport.carry.slice() };
    default:
      return { ...step };
  }
}

/**
 * The table the view shows, without a generator. Whether a pyramid crossed earlier in this
 * turn is not shown; it only decides whether this turn counts toward FL-8's quiet turns, so
 * the sample says no.
 */
function tableOf(view: FrontlineView): Omit<FrontlineState, "rng"> {
  return {
    options: { firstPlayer: view.firstPlayer, turnLimit: view.turnLimit ?? null },
    board: view.squares.map((sq) => (sq.colour === undefined ? null : { colour: sq.colour, size: sq.size, owner: sq.owner ?? null })),
    supply: Object.fromEntries(COLOURS.map((c) => [c, view.supply[c].slice()])) as FrontlineState["supply"],
    crossed: [view.crossed[0].pieces.map((p) => ({ ...p })), view.crossed[1].pieces.map((p) => ({ ...p }))],
    firstPlayer: view.firstPlayer,
    turn: view.turn,
    turnsPlayed: view.turnsPlayed,
    quietTurns: view.quietTurns,
    crossedThisTurn: false,
    dice: view.dice.map((die) => ({ ...die })),
    step: stepOf(view.step),
    result: resultOf(view.result),
    events: [],
  };
}

/** The engine's result from the view's, where a draw nobody claimed has no `by`. */
function resultOf(result: FrontlineView["result"]): FrontlineState["result"] {
  if (result === undefined) return null;
  return result.kind === "win" ? { kind: "win", winner: result.winner } : { kind: "draw", reason: result.reason, by: result.by ?? null };
}

/** A state the view could come from: the table itself, with a generator nobody has seen. */
export const frontlineSample = /* @__PURE__ */ diceOnlySample<FrontlineView, FrontlineState>(tableOf);

/**
 * `back` only undoes a choice (it would send the tree round in circles) and the draw claim
 * is weighed at the root only: further down, the seat on turn plays on.
 */
function searched(legal: FrontlineAction[], claim: boolean): FrontlineAction[] {
  const out = legal.filter((a) => a.type !== "back" && (claim || a.type !== "claim-draw"));
  return out.length > 0 ? out : legal;
}

function playout(state: FrontlineState, seat: number, rng: Rng): FrontlineAction {
  const legal = searched(legalActions(state, seat), false);
  if (legal.length === 1) return legal[0];
  return stepChoice(state, seat as Seat, stepView(state.step), state.dice, legal, rng);
}

/** Rows gone from the seat's start line. */
const advance = (seat: Seat, sq: number): number => (seat === 0 ? rowOf(sq) : 7 - rowOf(sq));

/**
 * What a seat has, in crossings to come (FL-7: all five colours crossed wins): 10 per colour
 * crossed; for each colour still lacking, its best pyramid on the board, worth a crossing
 * discounted by the moves it still needs (its pips a move: a large one comes three times as
 * fast), the others of that colour a little; pyramids of colours crossed already are worth
 * their powers only. A pyramid the opponent's red, blue or black could reach next turn
 * (FL-6: removed, taken, stood up) is worth less.
 */
function worth(state: FrontlineState, seat: Seat): number {
  const have = new Set<Colour>(state.crossed[seat].map((p) => p.colour));
  let w = 10 * have.size;
  const bestOf: Partial<Record<Colour, number>> = {};
  const them = seat === 0 ? 1 : 0;
  const board = state.board;
  for (let sq = 0; sq < 64; sq++) {
    const p = board[sq];
    if (p === null || p.owner !== seat) continue;
    if (have.has(p.colour)) {
      w += OWNED + 0.1 * p.size;
      continue;
    }
    const moves = Math.ceil((8 - advance(seat, sq)) / p.size);
    let v = 10 * Math.pow(DISCOUNT, moves);
    if (threatened(board, sq, them)) v *= THREAT;
    const prev = bestOf[p.colour];
    if (prev === undefined) bestOf[p.colour] = v;
    else {
      w += OTHERS * Math.min(prev, v);
      bestOf[p.colour] = Math.max(prev, v);
    }
  }
  for (const c of COLOURS) w += bestOf[c] ?? 0;
  return w;
}

/** Could a pyramid of `them` of a harmful colour reach `sq` with its power (FL-2 range)? */
function threatened(board: FrontlineState["board"], sq: number, them: Seat): boolean {
  const r0 = sq >> 3;
  const c0 = sq & 7;
  for (let r = Math.max(0, r0 - 3); r <= Math.min(7, r0 + 3); r++) {
    for (let c = Math.max(0, c0 - 3); c <= Math.min(7, c0 + 3); c++) {
      const q = board[r * 8 + c];
      if (q === null || q.owner !== them || q.colour === "green" || q.colour === "yellow") continue;
      if (Math.max(Math.abs(r - r0), Math.abs(c - c0)) <= q.size) return true;
    }
  }
  return false;
}

/** A crossing one move further off is worth this much less (a move needs its colour's die). */
const DISCOUNT = 0.7;
/** What is left of a pyramid's worth when the opponent's red, blue or black reaches it. */
const THREAT = 0.6;
/** The share counted of a lacking colour's other pyramids (spares, should the best one fall). */
const OTHERS = 0.2;
/** A pyramid of a colour crossed already: a power to use. */
const OWNED = 0.5;

/** How many points of `worth` make a position clearly better (a logistic's scale). */
const SCALE = 4;
/** The part of a seat's value that is its own way to the finish, whoever is ahead. */
const OWN = 0.5;
/** `worth` of a won race: five colours crossed. */
const FINISH = 50;
/** Quiet turns from which a draw claim (FL-8) begins to loom over the position. */
const STALL_NEAR = STALL_TURNS - 6;

/**
 * Each seat's worth of a finished turn, between 0.05 and 0.95 (a won game is worth 1), for
 * the seat that played it: the race against the opponent, and its own way to the finish.
 * The race alone saturates once a seat is well ahead (every move then looks alike and the
 * game drifts); the own part keeps a crossing worth more than hoarding pyramids, so a won
 * position is closed. Near FL-8's sixty quiet turns the seat behind claims the draw (the
 * easy bot does, a person may, random play will), so the value slides toward a draw's.
 */
function value(state: FrontlineState): number[] {
  const result = state.result;
  if (result !== null) {
    if (result.kind === "draw") return [0.5, 0.5];
    return result.winner === 0 ? [1, 0] : [0, 1];
  }
  const w = [worth(state, 0), worth(state, 1)];
  const stall = Math.min(1, Math.max(0, (state.quietTurns - STALL_NEAR) / (STALL_TURNS - 1 - STALL_NEAR)));
  return [0, 1].map((s) => {
    const race = 1 / (1 + Math.exp(-(w[s] - w[1 - s]) / SCALE));
    const own = Math.min(1, w[s] / FINISH);
    // Never as sure as a won game: a crossing that wins at once must beat a position the
    // heuristic already rates as won.
    const v = 0.05 + 0.9 * ((1 - OWN) * race + OWN * own);
    return v + stall * (0.5 - v);
  });
}

export const frontlineSearch: SearchGame<FrontlineState, FrontlineView, FrontlineAction> = {
  rules: frontline,
  sample: frontlineSample,
  playout,
  value,
  // A turn rarely takes more than a dozen steps; `until` ends the playout first.
  depth: 24,
  // Values within a turn differ by a few hundredths: wide exploration drowns them.
  exploration: 0.05,
  actions: (_state, _seat, legal, root) => searched(legal(), root),
  actor: (state) => state.turn,
  // No chance within a turn (its dice are rolled): judge once it ends, before the next
  // roll's luck blurs what this turn's choices did. The opponent's threats are in `worth`.
  until: (state, first) => state.turnsPlayed !== first.turnsPlayed,
};

export const frontlineStrong: StrongPlayer<FrontlineView, FrontlineAction> = {
  decide: /* @__PURE__ */ searchPlayer(frontlineSearch),
  budget: { iterations: 300, ms: 250 },
};
