/**
 * DOG's board of six (client/src/games/dog/geometry.ts, DOG-15 and DOG-16), without a canvas:
 * every place a marble can be is drawn somewhere of its own, two marbles never overlap, the
 * track reads as one ring a marble walks hole by hole, the plates sit on the board clear of
 * every hole and of the pile, and on the smallest phone the holes are no smaller than the
 * four-seat board's. The six seats' colours stay apart for every kind of colour blindness,
 * and each seat has its own mark besides.
 */
import { describe, expect, test } from "@jest/globals";
import { BOARD_WOOD, SEAT_COLOURS, SEAT_SHAPES, shapePoints } from "../../client/src/games/dog/colours.ts";
import { FOUR_SEATS, KENNEL, PANEL_H, PANEL_W, SIX_SEATS, boardShape, placeOn, tableLayout, type Point } from "../../client/src/games/dog/geometry.ts";
import { UPRIGHT } from "../support/phone-canvas.ts";

const six = SIX_SEATS;
const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
/** Floating-point slack, in board units. */
const EPS = 1e-9;

/** Every hole of the board seen with `bottom` at the bottom: its kind, its seat, where. */
function holes(bottom: number): { what: string; at: Point; radius: number }[] {
  const r = six.fieldRadius;
  const out: { what: string; at: Point; radius: number }[] = [];
  // The radii board.ts draws: a start field's coloured ring, finish and kennel holes a little larger than the track's.
  for (let f = 0; f < six.track; f++) out.push({ what: `field ${f}`, at: six.field(f, bottom), radius: f % 16 === 0 ? r * 1.45 : r });
  for (let seat = 0; seat < 6; seat++) {
    for (let i = 0; i < 4; i++) out.push({ what: `seat ${seat} finish ${i}`, at: six.finish(seat, i, bottom), radius: r * 1.1 });
    for (let k = 0; k < 4; k++) out.push({ what: `seat ${seat} kennel ${k}`, at: six.kennel(seat, k, bottom), radius: r * 1.05 });
  }
  return out;
}

/** How far a circle is outside a plate centred on `plate` (negative: it overlaps). */
function clearOfPlate(plate: Point, at: Point, radius: number): number {
  const dx = Math.max(0, Math.abs(at.x - plate.x) - PANEL_W / 2);
  const dy = Math.max(0, Math.abs(at.y - plate.y) - PANEL_H / 2);
  return Math.hypot(dx, dy) - radius;
}

describe("DOG's board of six", () => {
  test("a table's seat count picks its board: 96 fields in six arms at six, the circle of 64 at four", () => {
    expect(boardShape(6)).toBe(SIX_SEATS);
    expect(boardShape(4)).toBe(FOUR_SEATS);
    expect([six.seats, six.track, FOUR_SEATS.track]).toEqual([6, 96, 64]);
  });

  for (const bottom of [0, 1, 4]) {
    test(`seen from seat ${bottom}: no two holes overlap, and all are on the board`, () => {
      const all = holes(bottom);
      const touching: string[] = [];
      for (let i = 0; i < all.length; i++) {
        for (let j = i + 1; j < all.length; j++) {
          if (dist(all[i].at, all[j].at) < all[i].radius + all[j].radius) touching.push(`${all[i].what} / ${all[j].what}`);
        }
      }
      expect(touching).toEqual([]);
      // The wood's rim is at 0.985 of the half size.
      expect(all.filter((h) => Math.max(Math.abs(h.at.x), Math.abs(h.at.y)) + h.radius > 0.985).map((h) => h.what)).toEqual([]);
    });

    test(`seen from seat ${bottom}: every place a marble can be is its own, and two marbles never overlap`, () => {
      const places: { what: string; at: Point }[] = [];
      for (let marble = 0; marble < 24; marble++) {
        const seat = marble >> 2;
        places.push({ what: `marble ${marble} in its kennel`, at: placeOn(six, KENNEL, marble, bottom) });
        // A marble's own finish fields, and the track (the same points for every marble: listed once).
        for (let i = 0; i < 4; i++) if ((marble & 3) === 0) places.push({ what: `seat ${seat} finish ${i}`, at: placeOn(six, six.track + i, marble, bottom) });
      }
      for (let f = 0; f < six.track; f++) places.push({ what: `field ${f}`, at: placeOn(six, f, 0, bottom) });
      let closest = Infinity;
      for (let i = 0; i < places.length; i++) for (let j = i + 1; j < places.length; j++) closest = Math.min(closest, dist(places[i].at, places[j].at));
      expect(closest).toBeGreaterThanOrEqual(2 * six.marbleRadius);
      // The closest two holes are the board's gap apart: the targets over them are sized by it.
      expect(closest).toBeCloseTo(six.gap, 6);
    });
  }

  test("every field is reached hole by hole: the track is one ring, one gap between neighbours, and each finish lane goes on from its start field", () => {
    const steps = Array.from({ length: six.track }, (_, f) => dist(six.field(f, 0), six.field((f + 1) % six.track, 0)));
    for (const step of steps) expect(step).toBeCloseTo(six.gap, 9);
    for (let seat = 0; seat < 6; seat++) {
      // DOG-10: the start field is the last track step before finish field 0.
      const lane = [six.field(16 * seat, 0), ...[0, 1, 2, 3].map((i) => six.finish(seat, i, 0))];
      for (let i = 0; i + 1 < lane.length; i++) expect(dist(lane[i], lane[i + 1])).toBeCloseTo(six.gap, 9);
    }
  });

  test("the viewer's start field is at the bottom, and the others follow counter-clockwise, one arm each", () => {
    for (let bottom = 0; bottom < 6; bottom++) {
      const start = six.field(16 * bottom, bottom);
      expect(start.x).toBeCloseTo(0, 9);
      expect(start.y).toBeGreaterThan(0.9);
      // The next seat's arm is 60° on, counter-clockwise on screen (y points down).
      const next = six.field(16 * ((bottom + 1) % 6), bottom);
      expect(Math.atan2(-next.y, next.x) - Math.atan2(-start.y, start.x)).toBeCloseTo(Math.PI / 3, 9);
    }
  });

  test("each seat's plate is on the board, clear of every hole, of the other plates and of the pile in the middle", () => {
    for (const bottom of [0, 3]) {
      const plates = Array.from({ length: 6 }, (_, seat) => six.plate(seat, bottom));
      for (const plate of plates) {
        expect(Math.abs(plate.x) + PANEL_W / 2).toBeLessThanOrEqual(0.985 + EPS);
        expect(Math.abs(plate.y) + PANEL_H / 2).toBeLessThanOrEqual(0.985 + EPS);
        for (const hole of holes(bottom)) expect({ hole: hole.what, clear: clearOfPlate(plate, hole.at, hole.radius) > 0 }).toEqual({ hole: hole.what, clear: true });
        // The pile and its two lines take about 0.25 × 0.5 units round the centre.
        expect(Math.abs(plate.x) - PANEL_W / 2 > 0.125 || Math.abs(plate.y) - PANEL_H / 2 > 0.25).toBe(true);
      }
      for (let a = 0; a < 6; a++) {
        for (let b = a + 1; b < 6; b++) {
          const apart = Math.abs(plates[a].x - plates[b].x) >= PANEL_W || Math.abs(plates[a].y - plates[b].y) >= PANEL_H;
          expect({ a, b, apart }).toEqual({ a, b, apart: true });
        }
      }
    }
  });

  test("on the smallest phone held upright, the holes and marbles of six are no smaller than the four-seat board's, and a marble is 12 px or more", () => {
    const { board } = tableLayout(UPRIGHT.width, UPRIGHT.height);
    const px = (units: number): number => units * board.scale;
    expect(six.gap).toBeGreaterThanOrEqual(FOUR_SEATS.gap);
    expect(six.fieldRadius).toBeGreaterThanOrEqual(FOUR_SEATS.fieldRadius);
    expect(six.marbleRadius).toBeGreaterThanOrEqual(FOUR_SEATS.marbleRadius);
    expect(px(2 * six.marbleRadius)).toBeGreaterThanOrEqual(12);
    // A plate's name line: the text is at least 12 px whatever the scale (seats.ts), in a plate this wide.
    expect(px(PANEL_W)).toBeGreaterThanOrEqual(72);
  });
});

// ----- colours and marks -------------------------------------------------------------------

type Rgb = [number, number, number];
const linear = (byte: number): number => (byte / 255 <= 0.04045 ? byte / 255 / 12.92 : ((byte / 255 + 0.055) / 1.055) ** 2.4);
const rgbOf = (colour: number): Rgb => [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255].map(linear) as Rgb;

/** Machado, Oliveira and Fernandes (2009): full dichromacy, on linear RGB. */
const VISION: Record<string, number[][]> = {
  typical: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** CIELAB (D65) of a linear RGB colour. */
function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

function seen(colour: number, vision: number[][]): Rgb {
  const c = rgbOf(colour);
  return lab(vision.map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))) as Rgb);
}

describe("the six seats' colours and marks", () => {
  for (const [name, vision] of Object.entries(VISION)) {
    test(`${name}: the six colours and the wood stay apart (ΔE*ab 20 or more between any two)`, () => {
      const colours = [...SEAT_COLOURS, BOARD_WOOD];
      const close: string[] = [];
      for (let a = 0; a < colours.length; a++) {
        for (let b = a + 1; b < colours.length; b++) {
          const [p, q] = [seen(colours[a], vision), seen(colours[b], vision)];
          const delta = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
          if (delta < 20) close.push(`${colours[a].toString(16)} / ${colours[b].toString(16)}: ${delta.toFixed(1)}`);
        }
      }
      expect(close).toEqual([]);
    });
  }

  test("each seat has a mark of its own, not colour alone: six different shapes", () => {
    expect(new Set(SEAT_SHAPES).size).toBe(6);
    const outlines = SEAT_SHAPES.map((shape) => shapePoints(shape, 10).map((v) => Math.round(v * 10) / 10).join(","));
    expect(new Set(outlines).size).toBe(6);
    // Each fits the circle it is drawn in (a marble's face), give or take its corners.
    for (const shape of SEAT_SHAPES) {
      const points = shapePoints(shape, 10);
      for (let i = 0; i < points.length; i += 2) expect(Math.hypot(points[i], points[i + 1])).toBeLessThanOrEqual(11.1);
    }
  });
});
