/**
 * The chessboard and its pyramids, seen from the viewer's side (layout.ts): squares, both
 * start lines in their seat's colour, file letters and rank numbers, and one pyramid per
 * square drawn from above with the shared pyramid module.
 */
import { Container, Graphics } from "pixi.js";
import { INK, label } from "../kit";
import type { Frontline } from "@tablee/shared";
import { drawPyramid } from "../pyramids/index";
import { DARK, LIGHT, PYRAMID_HEX, SEAT_HEX } from "./colours";
import { cellOf, pointing, type TableLayout } from "./layout";

export { PYRAMID_HEX, SEAT_HEX };

export const HIGHLIGHT = 0xffd400;


/** The static board: redrawn on resize or when the viewer's side changes. */
export function drawBoard(layout: TableLayout, bottom: 0 | 1): Container {
  const root = new Container();
  const { board, cell } = layout;
  const g = new Graphics();
  g.roundRect(board.x - 6, board.y - 6, board.width + 12, board.height + 12, 6).fill(0x5a3d22);
  for (let sq = 0; sq < 64; sq++) {
    const { c, r } = cellOf(sq, bottom);
    const light = ((sq >> 3) + (sq & 7)) % 2 === 1;
    g.rect(board.x + c * cell, board.y + r * cell, cell, cell).fill(light ? LIGHT : DARK);
  }
  root.addChild(g);
  // FL-1: each seat's start line, tinted with its colour, on the row nearest to it.
  for (const seat of [0, 1] as const) {
    const row = seat === 0 ? 0 : 7;
    const { r } = cellOf(row * 8, bottom);
    const band = new Graphics()
      .rect(board.x, board.y + r * cell, board.width, cell)
      .fill({ color: SEAT_HEX[seat], alpha: 0.16 });
    const edgeY = r === 0 ? board.y - 6 : board.y + board.height + 2;
    band.rect(board.x - 6, edgeY, board.width + 12, 4).fill(SEAT_HEX[seat]);
    root.addChild(band);
  }
  const font = Math.max(9, Math.min(13, cell * 0.2));
  for (let i = 0; i < 8; i++) {
    const file = label("abcdefgh"[bottom === 0 ? i : 7 - i], font, 0xe8dcc0);
    file.anchor.set(0.5, 0);
    file.position.set(board.x + (i + 0.5) * cell, board.y + board.height + 7);
    const rank = label(String(bottom === 0 ? 8 - i : i + 1), font, 0xe8dcc0);
    rank.anchor.set(1, 0.5);
    rank.position.set(board.x - 8, board.y + (i + 0.5) * cell);
    root.addChild(file, rank);
  }
  return root;
}

/** Large base = this share of a square, so a lying large pyramid (1.6 long) still fits. */
const UNIT = 0.6;

/** One pyramid on its square, centred on (0, 0): upright, or lying toward the opponent. */
export function pyramidPiece(p: Frontline.PyramidView, cell: number, bottom: 0 | 1): Container {
  const piece = new Container();
  const unit = cell * UNIT;
  if (p.owner !== undefined) {
    // The controlling seat's colour under the piece, so ownership reads without the direction.
    const ring = new Graphics().circle(0, 0, cell * 0.44).fill({ color: SEAT_HEX[p.owner], alpha: 0.28 }).stroke({ width: Math.max(1.5, cell * 0.04), color: SEAT_HEX[p.owner], alpha: 0.9 });
    piece.addChild(ring);
  }
  const g = new Graphics();
  g.circle(0, cell * 0.04, unit * (p.size === 3 ? 0.5 : p.size === 2 ? 0.4 : 0.3)).fill({ color: 0x000000, alpha: 0.14 });
  drawPyramid(g, { pips: p.size, colour: PYRAMID_HEX[p.colour], view: "top", lying: p.owner === undefined ? null : pointing(p.owner, bottom) }, unit);
  piece.addChild(g);
  return piece;
}
