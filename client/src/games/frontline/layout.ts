/**
 * Where things go on the canvas, without Pixi: the chessboard seen from the viewer's side,
 * and the panel (status, dice, buttons, crossed piles, supply) beside it on a wide canvas
 * or under it on a narrow one; beside it on a phone lying on its side.
 */

import type { Rect } from "../kit/rect.js";

export type { Rect };

export interface TableLayout {
  /** The 8×8 board (a square); `cell` is one square's side. */
  board: Rect;
  cell: number;
  /** The status lines. */
  status: Rect;
  /** Dice and the buttons of the current step. */
  controls: Rect;
  /** Both crossed piles and the supply tray. */
  info: Rect;
  compact: boolean;
}

const MARGIN = 10;
/** Room for the file letters and rank numbers around the board. */
export const RIM = 14;
/** A canvas shorter than this is a phone on its side: fingers, and no room for a tall panel. */
const SHORT = 420;
/** A phone's status: an instruction on up to two lines, then the turn's line. */
const COMPACT_STATUS_H = 60;

export function tableLayout(width: number, height: number): TableLayout {
  const wide = width >= height * 1.15 && width >= 560;
  if (wide && height < SHORT) {
    // A phone on its side: the board takes the whole height; beside it the status on top,
    // then the narrow layout's dice and info side by side (finger-sized, as upright).
    const side = Math.max(120, height - 2 * MARGIN - 2 * RIM);
    const board = { x: MARGIN + RIM, y: (height - side) / 2, width: side, height: side };
    const px = board.x + side + RIM + MARGIN;
    const pw = width - px - MARGIN;
    const status = { x: px, y: 6, width: pw, height: COMPACT_STATUS_H };
    const top = status.y + status.height + 6;
    const controls = { x: px, y: top, width: Math.min(176, (pw - MARGIN) / 2), height: height - top - 4 };
    const info = { x: controls.x + controls.width + MARGIN, y: top, width: pw - controls.width - MARGIN, height: height - top - 4 };
    return { board, cell: side / 8, status, controls, info, compact: true };
  }
  if (wide) {
    const panel = Math.max(250, Math.min(340, width * 0.3));
    const side = Math.max(120, Math.min(height - 2 * MARGIN - 2 * RIM, width - panel - 3 * MARGIN - 2 * RIM));
    const board = { x: MARGIN + RIM, y: (height - side) / 2, width: side, height: side };
    const px = board.x + side + RIM + MARGIN;
    const pw = width - px - MARGIN;
    const status = { x: px, y: MARGIN, width: pw, height: 70 };
    const controls = { x: px, y: status.y + status.height + 6, width: pw, height: 220 };
    const infoY = controls.y + controls.height + 6;
    const info = { x: px, y: infoY, width: pw, height: height - infoY - MARGIN };
    return { board, cell: side / 8, status, controls, info, compact: false };
  }
  // Narrow: status on top, the board, then the dice (each with its Decline under it) and
  // beside them the info, whose place the step's buttons take while there are any (three
  // rows of two finger-sized buttons: Back and up to five actions, all on the canvas).
  const status = { x: MARGIN, y: 6, width: width - 2 * MARGIN, height: COMPACT_STATUS_H };
  const below = 166;
  const side = Math.max(120, Math.min(width - 2 * MARGIN - 2 * RIM, height - status.height - below - 2 * RIM - 12));
  const board = { x: (width - side) / 2, y: status.y + status.height + RIM, width: side, height: side };
  const top = board.y + side + RIM + 10;
  const controls = { x: MARGIN, y: top, width: Math.min(176, (width - 3 * MARGIN) / 2), height: height - top - 4 };
  const info = { x: controls.x + controls.width + MARGIN, y: top, width: width - controls.width - 3 * MARGIN, height: height - top - 4 };
  return { board, cell: side / 8, status, controls, info, compact: true };
}

/** The seat whose start line is at the bottom: your own, or seat 0's for a spectator. */
export const bottomSeat = (seat: number | null | undefined): 0 | 1 => (seat === 1 ? 1 : 0);

/** Screen column and row (0 = top) of a square, seen from `bottom`'s side. */
export function cellOf(square: number, bottom: 0 | 1): { c: number; r: number } {
  const row = square >> 3;
  const col = square & 7;
  return bottom === 0 ? { c: col, r: 7 - row } : { c: 7 - col, r: row };
}

/** Centre of a square on screen. */
export function squareCentre(layout: TableLayout, square: number, bottom: 0 | 1): { x: number; y: number } {
  const { c, r } = cellOf(square, bottom);
  return { x: layout.board.x + (c + 0.5) * layout.cell, y: layout.board.y + (r + 0.5) * layout.cell };
}

/** The way a pyramid controlled by `owner` points on screen (radians): at the opponent. */
export const pointing = (owner: number, bottom: 0 | 1): number => (owner === bottom ? -Math.PI / 2 : Math.PI / 2);

/** FL-2: squares at king-distance 1..pips from `centre`, never the centre itself. */
export function rangeOf(centre: number, pips: number): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const d = Math.max(Math.abs((sq >> 3) - (centre >> 3)), Math.abs((sq & 7) - (centre & 7)));
    if (d >= 1 && d <= pips) out.push(sq);
  }
  return out;
}
