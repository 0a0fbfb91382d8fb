import type { Bot } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { CROSS, DIRECTIONS, moveEnd, opponent, range, readingOrder, rowOf } from "./board.js";
import { carrySquares } from "./powers.js";
import { actionChoices, targets, type Position } from "./targets.js";
import { COLOURS, type ActionName, type Colour, type FrontlineAction, type FrontlineView, type Piece, type Pyramid, type Seat, type Size, type Supply } from "./types.js";

/**
 * What the bot reads: the seat's view, whose table is the whole game but the generator
 * (Frontline hides nothing), with the board back in the engine's shape so the target rules
 * (targets.ts) can be asked about it.
 */
export interface Table extends Position {
  board: (Pyramid | null)[];
  supply: Supply;
  crossed: Piece[][];
}

function tableOf(view: FrontlineView): Table {
  return {
    board: view.squares.map((sq) => (sq.colour === undefined ? null : { colour: sq.colour, size: sq.size, owner: sq.owner ?? null })),
    supply: view.supply,
    crossed: view.crossed.map((pile) => pile.pieces),
  };
}

/** How far a square is from `seat`'s start line, in rows (0..7): progress for its pyramids. */
const advance = (seat: Seat, sq: number): number => (seat === 0 ? rowOf(sq) : 7 - rowOf(sq));

const lacks = (state: Table, seat: Seat, colour: Colour): boolean =>
  !state.crossed[seat].some((piece) => piece.colour === colour);

const crossedColours = (state: Table, seat: Seat): number =>
  COLOURS.filter((c) => !lacks(state, seat, c)).length;

/** One complete use of a die, scored: what the bot would do from the die step on. */
interface Plan {
  action: ActionName;
  colour?: Colour;
  square: number;
  /** Move: the landing square or CROSS. */
  to?: number;
  score: number;
}

/** FL-6 heuristics: what a power does to the balance, seen by `seat`. */
function powerScore(state: Table, seat: Seat, colour: Colour, centre: number, pips: Size): number {
  let score = 0;
  const them = opponent(seat);
  const order = colour === "green" ? readingOrder(centre, pips, seat) : range(centre, pips);
  for (const sq of order) {
    const p = state.board[sq];
    if (p === null) continue;
    const mine = p.owner === seat;
    const theirs = p.owner === them;
    const sign = mine ? -1 : theirs ? 1 : 0;
    switch (colour) {
      case "red":
        score += mine ? -3 - advance(seat, sq) * 0.5 : theirs ? 3 + advance(them, sq) * 0.5 : 0.5;
        break;
      case "blue":
        score += theirs ? 4 + advance(seat, sq) * 0.3 : p.owner === null ? 2 : 0;
        break;
      case "black":
        score += sign * 3;
        break;
      case "green":
        score += p.size === 3 || state.supply[p.colour][p.size] === 0 ? sign * 2 : -sign * 0.5;
        break;
      case "yellow":
        score += mine ? 1 : theirs ? 0.5 : 0;
        break;
    }
  }
  return score;
}

function actionScore(state: Table, seat: Seat, action: ActionName, colour: Colour | null, sq: number): number {
  if (action === "enter") return 3 + (lacks(state, seat, colour as Colour) ? 3 : 0);
  const p = state.board[sq] as Pyramid;
  switch (action) {
    case "take":
      return 4 + advance(seat, sq) * 0.5 + p.size + (lacks(state, seat, p.colour) ? 2 : 0);
    case "grow":
      return 2 + (p.size === 1 ? 1.5 : 1);
    case "activate": {
      const standing = p.owner === seat;
      const pips = (standing ? p.size : p.size - 1) as Size;
      const cost = standing ? 4 + advance(seat, sq) * 0.5 : 0.5;
      return powerScore(state, seat, p.colour, sq, pips) - cost;
    }
    default:
      return 0;
  }
}

function moveScore(state: Table, seat: Seat, from: number, to: number): number {
  const p = state.board[from] as Pyramid;
  if (to === CROSS) return lacks(state, seat, p.colour) ? 100 : 3;
  return (advance(seat, to) - advance(seat, from)) * 2;
}

function moveEnds(state: Table, seat: Seat, from: number): number[] {
  const pips = (state.board[from] as Pyramid).size;
  const ends: number[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const end = moveEnd(from, dr, dc, pips, seat);
    if (end === CROSS ? !ends.includes(CROSS) : end >= 0 && state.board[end] === null) ends.push(end);
  }
  return ends;
}

/** Every plan for a die showing `face`, narrowed to what the pending step has fixed already. */
function plans(state: Table, seat: Seat, face: number, action?: ActionName, colour?: Colour | null, from?: number): Plan[] {
  const out: Plan[] = [];
  const choices = action ? [{ action, colour: colour ?? undefined }] : actionChoices(state, seat, face);
  for (const choice of choices) {
    const squares = from !== undefined ? [from] : targets(state, seat, face, choice.action, choice.colour ?? null);
    for (const square of squares) {
      if (choice.action === "move") {
        for (const to of moveEnds(state, seat, square)) {
          out.push({ action: "move", square, to, score: moveScore(state, seat, square, to) });
        }
      } else {
        out.push({ ...choice, square, score: actionScore(state, seat, choice.action, choice.colour ?? null, square) });
      }
    }
  }
  return out;
}

function best<T extends { score: number }>(items: T[], rng: Rng): T | null {
  let top: T | null = null;
  let ties = 0;
  for (const item of items) {
    if (top === null || item.score > top.score) {
      top = item;
      ties = 1;
    } else if (item.score === top.score && rng.int(++ties) === 0) {
      top = item;
    }
  }
  return top;
}

/** Transport: the carry that helps most (own pyramids forward, the opponent's back). */
function carryGain(state: Table, seat: Seat, from: number, to: number): number {
  const p = state.board[from] as Pyramid;
  if (p.owner === null) return 0;
  const gain = advance(p.owner, to) - advance(p.owner, from);
  return p.owner === seat ? gain : -gain;
}

function transport(state: Table, seat: Seat, step: Extract<FrontlineView["step"], { kind: "carry" | "carry-to" }>, rng: Rng): FrontlineAction {
  const { centre, pips, carry } = step.transport;
  const free = carrySquares(state.board, centre, pips);
  const froms = step.kind === "carry-to" ? [step.from] : carry;
  const moves = froms.flatMap((from) => free.map((to) => ({ from, to, score: carryGain(state, seat, from, to) })));
  const top = best(moves, rng);
  if (step.kind === "carry-to") return { type: "square", square: (top as { to: number }).to };
  return top !== null && top.score > 0 ? { type: "square", square: top.from } : { type: "done" };
}

/**
 * Cheap heuristics: cross colours it lacks, move forward, enter smalls, use powers that hurt
 * the opponent; the generator breaks ties. Claims the FL-8 draw when it is not ahead, so bot
 * games always end. Asked for the seat not on turn, its only legal action is the claim.
 * Reads the seat's view only.
 */
export const frontlineBot: Bot<FrontlineView, FrontlineAction> = (view, rng) => {
  const legal = view.legal ?? [];
  if (view.seat === undefined || legal.length === 0) throw new Error("the bot was asked to act with nothing to do");
  const me = view.seat as Seat;
  if (wantsDraw(view)) return { type: "claim-draw" };
  if (me !== view.turn) return legal[0];
  return stepChoice(tableOf(view), me, view.step, view.dice, legal, rng);
};

/**
 * FL-8: whether a bot (either level) claims the draw now, from its seat's view: when one is
 * claimable and it has not crossed more colours than its opponent. The room asks the seat not
 * on turn only when this says so (`botWants`): nobody waits for a claim.
 */
export function wantsDraw(view: FrontlineView): boolean {
  if (view.seat === undefined || !view.drawClaimable) return false;
  const state = tableOf(view);
  const me = view.seat as Seat;
  return crossedColours(state, me) <= crossedColours(state, opponent(me));
}

/**
 * The easy level's choice for the step in progress, on the seat's turn: also the strong
 * level's playout policy (strong.ts), which hands it a sampled state as the table.
 */
export function stepChoice(state: Table, me: Seat, step: FrontlineView["step"], dice: readonly { face: number }[], legal: FrontlineAction[], rng: Rng): FrontlineAction {
  const face = (die: number) => dice[die].face;
  switch (step.kind) {
    case "die": {
      const options = legal.flatMap((a) => {
        if (a.type !== "die") return [];
        const top = best(plans(state, me, face(a.die)), rng);
        return top ? [{ die: a.die, score: top.score }] : [];
      });
      const top = best(options, rng);
      if (top === null) return legal[0];
      return top.score < 0 ? { type: "decline", die: top.die } : { type: "die", die: top.die };
    }
    case "action": {
      const top = best(plans(state, me, face(step.die)), rng) as Plan;
      return top.action === "enter" ? { type: "action", action: "enter", colour: top.colour } : { type: "action", action: top.action };
    }
    case "target": {
      const top = best(plans(state, me, face(step.die), step.action, step.colour), rng) as Plan;
      return { type: "square", square: top.square };
    }
    case "destination": {
      const top = best(plans(state, me, face(step.die), "move", null, step.from), rng) as Plan;
      return top.to === CROSS ? { type: "cross" } : { type: "square", square: top.to as number };
    }
    case "carry":
    case "carry-to":
      return transport(state, me, step, rng);
    case "over":
      return legal[0];
  }
}
