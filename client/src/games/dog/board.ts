/**
 * The board drawing: felt, the track, start fields, finish lanes and kennels in the seats'
 * colours, and the marbles; at six seats each seat's shape as well. Positions come from
 * geometry.ts (`BoardShape`: the circle of four, the ring of six arms).
 */
import { Container, Graphics } from "pixi.js";
import { INK, inkOn } from "../kit";
import { FOUR_SEATS, FINISH_FIELDS, TRACK_RADIUS, type BoardShape, type Point } from "./geometry";

import { BOARD_WOOD, HOLE, SEAT_COLOURS, SEAT_SHAPES, shapePoints } from "./colours";

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
export function drawBoard(frame: BoardFrame, shape: BoardShape = FOUR_SEATS): Container {
  const root = new Container();
  const s = frame.scale;
  const g = new Graphics();
  g.roundRect(frame.cx - s * 0.985, frame.cy - s * 0.985, s * 1.97, s * 1.97, s * 0.08).fill(BOARD_WOOD).stroke({ width: 2, color: 0x8a6d3b });
  const line = { width: Math.max(1, s * 0.012), color: 0xb49a68 };
  if (shape.seats === 4) {
    g.circle(frame.cx, frame.cy, s * TRACK_RADIUS).stroke(line);
  } else {
    // The way round the arms, under the holes: the track reads as one ring.
    const points = Array.from({ length: shape.track }, (_, f) => toScreen(frame, shape.field(f, frame.bottom)));
    g.poly(points.flatMap((p) => [p.x, p.y]), true).stroke(line);
  }
  root.addChild(g);

  const marked = shape.seats === 6;
  const holes = new Graphics();
  const r = shape.fieldRadius * s;
  for (let f = 0; f < shape.track; f++) {
    const p = toScreen(frame, shape.field(f, frame.bottom));
    if (f % 16 === 0) {
      const seat = f / 16;
      const colour = SEAT_COLOURS[seat];
      holes.circle(p.x, p.y, r * 1.45).fill(colour).stroke({ width: 1.5, color: INK });
      holes.circle(p.x, p.y, r * 0.9).fill(HOLE);
      if (marked) holes.poly(shifted(shapePoints(SEAT_SHAPES[seat], r * 0.55), p)).fill(colour);
    } else {
      holes.circle(p.x, p.y, r).fill(HOLE).stroke({ width: 1, color: 0x9c8357 });
    }
  }
  for (let seat = 0; seat < shape.seats; seat++) {
    const colour = SEAT_COLOURS[seat];
    for (let i = 0; i < FINISH_FIELDS; i++) {
      const p = toScreen(frame, shape.finish(seat, i, frame.bottom));
      holes.circle(p.x, p.y, r * 1.1).fill({ color: colour, alpha: 0.35 }).stroke({ width: 1.5, color: colour });
    }
    for (let k = 0; k < 4; k++) {
      const p = toScreen(frame, shape.kennel(seat, k, frame.bottom));
      holes.circle(p.x, p.y, r * 1.05).fill({ color: colour, alpha: 0.18 }).stroke({ width: 1, color: colour, alpha: 0.8 });
      // An empty kennel still says whose it is.
      if (marked) holes.poly(shifted(shapePoints(SEAT_SHAPES[seat], r * 0.5), p)).fill({ color: colour, alpha: 0.7 });
    }
  }
  root.addChild(holes);
  return root;
}

/**
 * A marble: its seat colour with a light rim and a shine, so light shades show on wood; at
 * six seats with its seat's shape on it.
 */
export function drawMarble(seat: number, scale: number, shape: BoardShape = FOUR_SEATS): Graphics {
  const r = shape.marbleRadius * scale;
  const g = new Graphics();
  g.circle(0, r * 0.12, r).fill({ color: 0x000000, alpha: 0.25 });
  g.circle(0, 0, r).fill(SEAT_COLOURS[seat]).stroke({ width: Math.max(1, r * 0.18), color: INK });
  if (shape.seats === 6) {
    g.poly(shapePoints(SEAT_SHAPES[seat], r * 0.55)).fill(inkOn(SEAT_COLOURS[seat]));
    g.circle(-r * 0.45, -r * 0.5, r * 0.18).fill({ color: 0xffffff, alpha: 0.55 });
  } else {
    g.circle(-r * 0.32, -r * 0.35, r * 0.3).fill({ color: 0xffffff, alpha: 0.55 });
  }
  return g;
}

/** A shape's points moved to `at`. */
export function shifted(points: readonly number[], at: Point): number[] {
  return points.map((v, i) => v + (i % 2 === 0 ? at.x : at.y));
}
