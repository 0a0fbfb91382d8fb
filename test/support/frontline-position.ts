/**
 * Builds Frontline positions by hand for the ruling tests: say which pyramids stand where,
 * what the crossed piles hold, the dice and whose turn it is. The supply is whatever is
 * left of the 45 pyramids (FL-1), so a test empties a size of the supply by putting its
 * three copies elsewhere, and every built position keeps the 45-pyramid count.
 */
import { Frontline, isRuleError, seedRng, type RuleError } from "@tablee/shared";

type Colour = Frontline.Colour;
type Seat = Frontline.Seat;
type Size = Frontline.Size;
type State = Frontline.FrontlineState;
type Action = Frontline.FrontlineAction;

export const { frontline } = Frontline;
export const sq = Frontline.square;

const LETTERS: Record<string, Colour> = { R: "red", B: "blue", G: "green", Y: "yellow", K: "black" };

/** "R2" = a medium red; owner null = upright, 0 or 1 = controlled by that seat. */
export function pyramid(code: string, owner: Seat | null): Frontline.Pyramid {
  return { colour: LETTERS[code[0]], size: Number(code[1]) as Size, owner };
}

export function piece(code: string): Frontline.Piece {
  return { colour: LETTERS[code[0]], size: Number(code[1]) as Size };
}

export interface PositionSpec {
  /** [row, col, code, owner]. */
  pyramids?: [number, number, string, Seat | null][];
  /** Crossed piles by seat, as codes. */
  crossed?: [string[], string[]];
  /** Faces of this turn's dice, all unused. */
  dice?: number[];
  turn?: Seat;
  turnsPlayed?: number;
  quietTurns?: number;
  turnLimit?: number | null;
  seed?: string;
}

export function position(spec: PositionSpec = {}): State {
  const board: (Frontline.Pyramid | null)[] = Array.from({ length: 64 }, () => null);
  const supply: Frontline.Supply = { red: [3, 3, 3], blue: [3, 3, 3], green: [3, 3, 3], yellow: [3, 3, 3], black: [3, 3, 3] };
  const take = (p: { colour: Colour; size: Size }) => {
    if (--supply[p.colour][p.size - 1] < 0) throw new Error(`more than 3 ${p.colour} of size ${p.size}`);
  };
  for (const [row, col, code, owner] of spec.pyramids ?? []) {
    if (board[sq(row, col)] !== null) throw new Error(`two pyramids on ${row},${col}`);
    board[sq(row, col)] = pyramid(code, owner);
    take(board[sq(row, col)] as Frontline.Pyramid);
  }
  const crossed: [Frontline.Piece[], Frontline.Piece[]] = [[], []];
  (spec.crossed ?? [[], []]).forEach((codes, seat) => {
    for (const code of codes) {
      crossed[seat].push(piece(code));
      take(piece(code));
    }
  });
  const turn = spec.turn ?? 0;
  return {
    rng: seedRng(spec.seed ?? "position"),
    options: { firstPlayer: turn, turnLimit: spec.turnLimit ?? null },
    board,
    supply,
    crossed,
    firstPlayer: turn,
    turn,
    turnsPlayed: spec.turnsPlayed ?? 0,
    quietTurns: spec.quietTurns ?? 0,
    crossedThisTurn: false,
    dice: (spec.dice ?? [6, 6, 6]).map((face) => ({ face, status: "unused" as const })),
    step: { kind: "die" },
    result: null,
    events: [],
  };
}

/** Applies the actions in order for `seat`. */
export function play(state: State, seat: number, ...actions: Action[]): State {
  for (const action of actions) state = frontline.apply(state, seat, action);
  return state;
}

export function legal(state: State, seat: number = state.turn): Action[] {
  return frontline.legalActions(state, seat);
}

/** The squares offered at the current step, sorted. */
export function squares(state: State, seat: number = state.turn): number[] {
  return legal(state, seat)
    .flatMap((a) => (a.type === "square" ? [a.square] : []))
    .sort((a, b) => a - b);
}

/** Who is where, as [row, col, code, owner] sorted by square: easy to compare exactly. */
export function layout(state: State): [number, number, string, Seat | null][] {
  const letter = (c: Colour) => Object.keys(LETTERS).find((k) => LETTERS[k] === c) as string;
  const out: [number, number, string, Seat | null][] = [];
  state.board.forEach((p, i) => {
    if (p) out.push([i >> 3, i & 7, `${letter(p.colour)}${p.size}`, p.owner]);
  });
  return out;
}

/** FL-1: counts per colour and size over the board, the supply and the crossed piles. */
export function census(state: State): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (colour: string, size: number, n = 1) => {
    counts[`${colour}${size}`] = (counts[`${colour}${size}`] ?? 0) + n;
  };
  for (const p of state.board) if (p) add(p.colour, p.size);
  for (const [colour, sizes] of Object.entries(state.supply)) sizes.forEach((n, i) => add(colour, i + 1, n));
  for (const pile of state.crossed) for (const p of pile) add(p.colour, p.size);
  return counts;
}

export const FULL_CENSUS: Record<string, number> = Object.fromEntries(
  ["red", "blue", "green", "yellow", "black"].flatMap((c) => [1, 2, 3].map((s) => [`${c}${s}`, 3])),
);

/** The RuleError an action raises, or null when it was accepted. */
export function rejection(state: State, seat: number, action: unknown): RuleError | null {
  try {
    frontline.apply(state, seat, action as Action);
    return null;
  } catch (error) {
    if (isRuleError(error)) return error;
    throw error;
  }
}
