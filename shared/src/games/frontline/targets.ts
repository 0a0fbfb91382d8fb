import { CROSS, DIRECTIONS, dieColour, moveEnd, square, startRow } from "./board.js";
import { COLOURS, SIDE, SQUARES, type ActionName, type Colour, type FrontlineState, type Pyramid, type Seat } from "./types.js";

/** FL-4: may a die showing `face` work a pyramid of `colour`? */
export const dieAllows = (face: number, colour: Colour): boolean => face === 6 || dieColour(face) === colour;

/** What the target rules read of a state: the board and the supply (public: a view has both). */
export type Position = Pick<FrontlineState, "board" | "supply">;

export const ACTION_NAMES: readonly ActionName[] = ["enter", "take", "grow", "activate", "move"];

/** FL-5 Move: the landing squares of the pyramid on `from`, and whether it can cross. */
export function destinations(board: readonly (Pyramid | null)[], from: number, seat: Seat): { squares: number[]; cross: boolean } {
  const pips = (board[from] as Pyramid).size;
  const squares: number[] = [];
  let cross = false;
  for (const [dr, dc] of DIRECTIONS) {
    const end = moveEnd(from, dr, dc, pips, seat);
    if (end === CROSS) cross = true;
    else if (end >= 0 && board[end] === null) squares.push(end);
  }
  return { squares, cross };
}

function canMove(board: readonly (Pyramid | null)[], from: number, seat: Seat): boolean {
  const pips = (board[from] as Pyramid).size;
  for (const [dr, dc] of DIRECTIONS) {
    const end = moveEnd(from, dr, dc, pips, seat);
    if (end === CROSS || (end >= 0 && board[end] === null)) return true;
  }
  return false;
}

/** FL-5 Activate by shrinking: an upright pyramid bigger than small whose smaller size is in the supply. */
export const canShrink = (state: Position, p: Pyramid): boolean =>
  p.owner === null && p.size > 1 && state.supply[p.colour][p.size - 2] > 0;

/** FL-5 Grow: a controlled pyramid smaller than large whose next size is in the supply. */
const canGrow = (state: Position, p: Pyramid): boolean => p.size < 3 && state.supply[p.colour][p.size] > 0;

/** Does the pyramid on `sq` qualify as the target of `action` for `seat`? (colour checked by the caller) */
function fits(state: Position, seat: Seat, action: ActionName, sq: number, p: Pyramid): boolean {
  switch (action) {
    case "take":
      return p.owner === null;
    case "grow":
      return p.owner === seat && canGrow(state, p);
    case "activate":
      return p.owner === seat || canShrink(state, p);
    case "move":
      return p.owner === seat && canMove(state.board, sq, seat);
    default:
      return false;
  }
}

function emptyStartSquares(state: Position, seat: Seat): number[] {
  const row = startRow(seat);
  const out: number[] = [];
  for (let c = 0; c < SIDE; c++) if (state.board[square(row, c)] === null) out.push(square(row, c));
  return out;
}

/** The squares `action` may work on with a die showing `face`; Enter needs its colour. */
export function targets(state: Position, seat: Seat, face: number, action: ActionName, colour: Colour | null): number[] {
  if (action === "enter") {
    if (colour === null || !dieAllows(face, colour) || state.supply[colour][0] === 0) return [];
    return emptyStartSquares(state, seat);
  }
  const out: number[] = [];
  const board = state.board;
  for (let sq = 0; sq < SQUARES; sq++) {
    const p = board[sq];
    if (p !== null && dieAllows(face, p.colour) && fits(state, seat, action, sq, p)) out.push(sq);
  }
  return out;
}

/** The colours Enter may bring in with this die (one at most unless it shows a 6). */
export function enterColours(state: Position, seat: Seat, face: number): Colour[] {
  if (emptyStartSquares(state, seat).length === 0) return [];
  return COLOURS.filter((c) => dieAllows(face, c) && state.supply[c][0] > 0);
}

/** The (action, colour) choices open to a die: each has at least one target. */
export function actionChoices(state: Position, seat: Seat, face: number): { action: ActionName; colour?: Colour }[] {
  const out: { action: ActionName; colour?: Colour }[] = [];
  for (const colour of enterColours(state, seat, face)) out.push({ action: "enter", colour });
  for (const action of ACTION_NAMES) {
    if (action !== "enter" && hasTarget(state, seat, face, action)) out.push({ action });
  }
  return out;
}

function hasTarget(state: Position, seat: Seat, face: number, action: ActionName): boolean {
  const board = state.board;
  for (let sq = 0; sq < SQUARES; sq++) {
    const p = board[sq];
    if (p !== null && dieAllows(face, p.colour) && fits(state, seat, action, sq, p)) return true;
  }
  return false;
}

/** FL-4: has a die showing `face` any legal action? (A die without one cannot be picked.) */
export function dieHasAction(state: Position, seat: Seat, face: number): boolean {
  if (enterColours(state, seat, face).length > 0) return true;
  const board = state.board;
  for (let sq = 0; sq < SQUARES; sq++) {
    const p = board[sq];
    if (p === null || !dieAllows(face, p.colour)) continue;
    // Activate covers every own controlled pyramid (standing up is always possible) and
    // Take every upright one, so any of those is enough.
    if (p.owner === seat || p.owner === null) return true;
  }
  return false;
}
