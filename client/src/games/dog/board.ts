/**
 * The board drawing: felt, the 64-field track, start fields, finish lanes and kennels in the
 * seats' colours, and the marbles. Positions come from geometry.ts.
 */
import { Container, Graphics } from "pixi.js";
import { INK } from "../kit";
import {
  FIELD_RADIUS,
  FINISH_FIELDS,
  MARBLE_RADIUS,
  TRACK_FIELDS,
  TRACK_RADIUS,
  fieldPoint,
  finishPoint,
  kennelPoint,
  type Point,
} from "./geometry";

import { BOARD_WOOD, HOLE, SEAT_COLOURS } from "./colours";

export { BOARD_WOOD, HIGHLIGHT, HOLE, SEAT_COLOURS } from "./colours";

export interface BoardFrame {
  cx: number;
  cy: number;
  scale: number;
  bottom: number;
}

export function toScreen(frame: BoardFrame, p: Point): Point {
  return { x: frame.cx + p.x * frame.scale, y: frame.cy + p.y * frame.scale };
}

/** The static board: redrawn only on resize or when the viewer's seat changes. */
export function drawBoard(frame: BoardFrame): Container {
  const root = new Container();
  const s = frame.scale;
  const g = new Graphics();
  g.roundRect(frame.cx - s * 0.985, frame.cy - s * 0.985, s * 1.97, s * 1.97, s * 0.08).fill(BOARD_WOOD).stroke({ width: 2, color: 0x8a6d3b });
  g.circle(frame.cx, frame.cy, s * TRACK_RADIUS).stroke({ width: Math.max(1, s * 0.012), color: 0xb49a68 });
  root.addChild(g);

  const holes = new Graphics();
  const r = FIELD_RADIUS * s;
  for (let f = 0; f < TRACK_FIELDS; f++) {
    const p = toScreen(frame, fieldPoint(f, frame.bottom));
    if (f % 16 === 0) {
      const colour = SEAT_COLOURS[f / 16];
      holes.circle(p.x, p.y, r * 1.45).fill(colour).stroke({ width: 1.5, color: INK });
      holes.circle(p.x, p.y, r * 0.9).fill(HOLE);
    } else {
      holes.circle(p.x, p.y, r).fill(HOLE).stroke({ width: 1, color: 0x9c8357 });
    }
  }
  for (let seat = 0; seat < 4; seat++) {
    const colour = SEAT_COLOURS[seat];
    for (let i = 0; i < FINISH_FIELDS; i++) {
      const p = toScreen(frame, finishPoint(seat, i, frame.bottom));
      holes.circle(p.x, p.y, r * 1.1).fill({ color: colour, alpha: 0.35 }).stroke({ width: 1.5, color: colour });
    }
    for (let k = 0; k < 4; k++) {
      const p = toScreen(frame, kennelPoint(seat, k, frame.bottom));
      holes.circle(p.x, p.y, r * 1.05).fill({ color: colour, alpha: 0.18 }).stroke({ width: 1, color: colour, alpha: 0.8 });
    }
  }
  root.addChild(holes);
  return root;
}

/** A marble: its seat colour with a light rim and a shine, so light shades show on wood. */
export function drawMarble(seat: number, scale: number): Graphics {
  const r = MARBLE_RADIUS * scale;
  const g = new Graphics();
  g.circle(0, r * 0.12, r).fill({ color: 0x000000, alpha: 0.25 });
  g.circle(0, 0, r).fill(SEAT_COLOURS[seat]).stroke({ width: Math.max(1, r * 0.18), color: INK });
  g.circle(-r * 0.32, -r * 0.35, r * 0.3).fill({ color: 0xffffff, alpha: 0.55 });
  return g;
}

