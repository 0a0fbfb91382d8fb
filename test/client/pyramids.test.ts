import { describe, expect, test } from "@jest/globals";
import {
  SEAT_PALETTE,
  baseWidth,
  colourNumber,
  cssColour,
  inkFor,
  pyramidHeight,
  shade,
  sideShape,
  stackShape,
  topShape,
} from "../../client/src/games/pyramids/geometry.ts";

describe("pyramid shapes", () => {
  test("the three sizes grow with their pips, and show as many pip marks", () => {
    for (const view of ["side", "top"] as const) {
      const widths = ([1, 2, 3] as const).map((p) => (view === "side" ? sideShape(p, 100) : topShape(p, 100)).bounds.width);
      expect(widths[0]).toBeLessThan(widths[1]);
      expect(widths[1]).toBeLessThan(widths[2]);
      for (const p of [1, 2, 3] as const) {
        expect((view === "side" ? sideShape(p, 100) : topShape(p, 100)).pips).toHaveLength(p);
      }
    }
    expect(baseWidth(3, 40)).toBe(40);
    expect(pyramidHeight(3, 40)).toBeGreaterThan(40);
  });

  test("an upright side view stands on the ground with its apex up; a tipped one lies flat", () => {
    const up = sideShape(2, 50);
    expect(up.bounds.y + up.bounds.height).toBeCloseTo(0);
    expect(up.bounds.height).toBeCloseTo(pyramidHeight(2, 50));
    const right = sideShape(2, 50, "right");
    // Lying, it is as long as the pyramid is tall and as high as its base is wide.
    expect(right.bounds.width).toBeCloseTo(pyramidHeight(2, 50));
    expect(right.bounds.height).toBeCloseTo(baseWidth(2, 50));
    const apexRight = Math.max(...right.facets.flatMap((f) => f.points.filter((_, i) => i % 2 === 0)));
    const left = sideShape(2, 50, "left");
    const apexLeft = Math.min(...left.facets.flatMap((f) => f.points.filter((_, i) => i % 2 === 0)));
    expect(apexRight).toBeCloseTo(pyramidHeight(2, 50) / 2);
    expect(apexLeft).toBeCloseTo(-pyramidHeight(2, 50) / 2);
  });

  test("a top view lying pyramid points its apex along the given direction", () => {
    for (const [angle, dx, dy] of [
      [0, 1, 0],
      [Math.PI / 2, 0, 1],
      [Math.PI, -1, 0],
      [-Math.PI / 2, 0, -1],
    ] as const) {
      const s = topShape(3, 100, angle);
      const apex = { x: s.facets[0].points[0], y: s.facets[0].points[1] };
      expect(apex.x).toBeCloseTo((dx * pyramidHeight(3, 100)) / 2);
      expect(apex.y).toBeCloseTo((dy * pyramidHeight(3, 100)) / 2);
    }
    // Upright from above: a square footprint.
    const up = topShape(1, 100);
    expect(up.bounds.width).toBeCloseTo(up.bounds.height);
  });

  test("a stack draws the top pyramid whole above one band per pyramid beneath it", () => {
    const { layers, bounds } = stackShape([3, 1, 2], 60);
    expect(layers).toHaveLength(3);
    // The last layer is the controlling pyramid: a full triangle, highest of all.
    const top = layers[2];
    expect(top.bounds.height).toBeCloseTo(pyramidHeight(2, 60));
    expect(top.bounds.y).toBeCloseTo(bounds.y);
    // Bands keep their own size's width and are stacked upward from the ground.
    expect(layers[0].bounds.width).toBeCloseTo(baseWidth(3, 60));
    expect(layers[1].bounds.width).toBeCloseTo(baseWidth(1, 60));
    expect(layers[0].bounds.y + layers[0].bounds.height).toBeCloseTo(0);
    expect(layers[1].bounds.y).toBeLessThan(layers[0].bounds.y);
    expect(layers[1].pips).toHaveLength(1);
    const single = stackShape([2], 60);
    expect(single.layers).toHaveLength(1);
    expect(single.bounds).toEqual(sideShape(2, 60).bounds);
  });
});

describe("pyramid colours", () => {
  test("the seat palette has 8 distinct colours", () => {
    expect(new Set(SEAT_PALETTE.map((c) => colourNumber(c))).size).toBe(8);
  });

  test("any CSS hex or number colour is accepted; shading goes toward white or black", () => {
    expect(colourNumber("#abc")).toBe(0xaabbcc);
    expect(colourNumber(0x123456)).toBe(0x123456);
    expect(cssColour(0xff)).toBe("#0000ff");
    expect(() => colourNumber("red")).toThrow();
    expect(shade(0x808080, 1)).toBe(0xffffff);
    expect(shade(0x808080, -1)).toBe(0x000000);
    expect(shade(0x808080, 0)).toBe(0x808080);
  });

  test("black pieces get light edges and pips, light pieces dark ones", () => {
    expect(inkFor("#111111").pip).toBe(0xf2f2f2);
    expect(inkFor("#f2c230").pip).toBeLessThan(0x808080);
  });
});
