import { COLOURS, SIDE, SQUARES, type Colour, type Seat, type Size } from "./types.js";

export const square = (row: number, col: number): number => row * SIDE + col;
export const rowOf = (sq: number): number => sq >> 3;
export const colOf = (sq: number): number => sq & 7;
export const opponent = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** FL-1: the row nearest the seat. */
export const startRow = (seat: Seat): number => (seat === 0 ? 0 : SIDE - 1);
/** +1 or −1: the way rows go toward the opponent. */
export const forward = (seat: Seat): number => (seat === 0 ? 1 : -1);

/** FL-4: the colour a die face names; null = any colour (a 6). */
export const dieColour = (face: number): Colour | null => (face === 6 ? null : COLOURS[face - 1]);
export const colourIndex = (colour: Colour): number => COLOURS.indexOf(colour);

/** The 8 straight-line directions as [drow, dcol]. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, -1], [1, 0], [1, 1], [0, -1], [0, 1], [-1, -1], [-1, 0], [-1, 1],
];

/**
 * FL-2: squares at king-distance 1..pips, clipped, in seat 0's reading order (row 7 first,
 * each row from col 0); seat 1's reading order is exactly the reverse. Computed once.
 */
const RANGES: number[][][] = [[], [], [], []];
for (let pips = 1; pips <= 3; pips++) {
  for (let centre = 0; centre < SQUARES; centre++) {
    const r0 = rowOf(centre);
    const c0 = colOf(centre);
    const squares: number[] = [];
    for (let r = SIDE - 1; r >= 0; r--) {
      for (let c = 0; c < SIDE; c++) {
        const d = Math.max(Math.abs(r - r0), Math.abs(c - c0));
        if (d >= 1 && d <= pips) squares.push(square(r, c));
      }
    }
    RANGES[pips][centre] = squares;
  }
}

/** FL-2 range, in seat 0's reading order. Shared arrays: never modify. */
export function range(centre: number, pips: Size): readonly number[] {
  return RANGES[pips][centre];
}

/** FL-6 (green): the range in the activating seat's reading order. */
export function readingOrder(centre: number, pips: Size, seat: Seat): readonly number[] {
  const squares = RANGES[pips][centre];
  return seat === 0 ? squares : squares.slice().reverse();
}

export const inRange = (centre: number, pips: Size, sq: number): boolean => {
  const d = Math.max(Math.abs(rowOf(sq) - rowOf(centre)), Math.abs(colOf(sq) - colOf(centre)));
  return d >= 1 && d <= pips;
};

/** Where a move ends: a square, CROSS (beyond the opponent's start line), or OFF (illegal). */
export const CROSS = -1;
export const OFF = -2;

/**
 * FL-5 Move: exactly `pips` squares one way; passing over pyramids is free. The first step
 * off the board decides: beyond the opponent's start line it crosses (also through a
 * corner), anywhere else the move is impossible.
 */
export function moveEnd(from: number, drow: number, dcol: number, pips: number, seat: Seat): number {
  let r = rowOf(from);
  let c = colOf(from);
  for (let k = 0; k < pips; k++) {
    r += drow;
    c += dcol;
    if (r < 0 || r >= SIDE) return (seat === 0 ? r >= SIDE : r < 0) ? CROSS : OFF;
    if (c < 0 || c >= SIDE) return OFF;
  }
  return square(r, c);
}
