/**
 * Where each table puts its parts on the smallest phones, without a canvas: the canvas a
 * 360×640 phone gives the stage upright (344×572) and a 640×360 phone on its side (624×292,
 * under the top bar). On its side the board takes the height and nothing lies outside the
 * canvas; Frontline's squares stay under a fingertip there, which is why it lists them.
 */
import { describe, expect, test } from "@jest/globals";
import type { Rect } from "../../client/src/games/kit/rect.ts";
import { tableLayout as deathtrapLayout } from "../../client/src/games/deathtrap/layout.ts";
import { tableLayout as dedLayout } from "../../client/src/games/dog-eat-dog/layout.ts";
import { tableLayout as dogLayout } from "../../client/src/games/dog/geometry.ts";
import { tableLayout as frontlineLayout } from "../../client/src/games/frontline/layout.ts";

const UPRIGHT = { width: 344, height: 572 };
const SIDEWAYS = { width: 624, height: 292 };

function inside(r: Rect, size: { width: number; height: number }): boolean {
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width + 0.5 && r.y + r.height <= size.height + 0.5;
}

function apart(a: Rect, b: Rect): boolean {
  return a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
}

describe("the tables' layouts on a phone", () => {
  test("DOG on its side: the board as tall as the canvas, the hand beside it", () => {
    const { board, hand, compact } = dogLayout(SIDEWAYS.width, SIDEWAYS.height);
    expect(board.scale * 2).toBe(SIDEWAYS.height);
    expect(hand.x).toBeGreaterThanOrEqual(board.cx + board.scale);
    expect(inside(hand, SIDEWAYS)).toBe(true);
    expect(hand.width).toBeGreaterThanOrEqual(300);
    expect(compact).toBe(true);
    // Upright, the hand stays under the board.
    const upright = dogLayout(UPRIGHT.width, UPRIGHT.height);
    expect(upright.hand.y).toBeGreaterThanOrEqual(upright.board.scale * 2);
  });

  test("Frontline on its side: the panel beside a full-height board, all on the canvas", () => {
    const l = frontlineLayout(SIDEWAYS.width, SIDEWAYS.height);
    expect(l.compact).toBe(true);
    for (const r of [l.board, l.status, l.controls, l.info]) expect(inside(r, SIDEWAYS)).toBe(true);
    for (const r of [l.status, l.controls, l.info]) expect(apart(r, l.board)).toBe(true);
    expect(apart(l.controls, l.info)).toBe(true);
    // Three finger-sized dice (the tightest gap, a lit die's glow) end before the info's column.
    expect(l.controls.x + 6 + 3 * 44 + 2 * 8 + 4).toBeLessThanOrEqual(l.info.x);
    expect(l.board.height).toBeGreaterThan(SIDEWAYS.height - 60);
    expect(l.cell).toBeLessThan(44);
    expect(frontlineLayout(UPRIGHT.width, UPRIGHT.height).cell).toBeLessThan(44);
  });

  test("Deathtrap on its side: seats beside the trick, the hand in one row of finger-wide cards", () => {
    const l = deathtrapLayout(SIDEWAYS.width, SIDEWAYS.height, 3, 11);
    expect(l.compact).toBe(true);
    expect(l.stacked).toBe(false);
    expect(l.cardsPerRow).toBe(11);
    expect(l.cardWidth).toBeGreaterThanOrEqual(44);
    expect(11 * l.cardWidth + 10 * 10).toBeLessThanOrEqual(l.hand.width + 0.5);
    for (const r of [...l.seats, l.centre, l.strip, l.hand]) expect(inside(r, SIDEWAYS)).toBe(true);
    for (const seat of l.seats) expect(apart(seat, l.centre)).toBe(true);
    expect(l.hand.y + l.cardHeight).toBeLessThanOrEqual(SIDEWAYS.height);
    expect(l.centre.height).toBeGreaterThanOrEqual(100);
  });

  test("Deathtrap upright: the trick keeps its room between the plates and the strip, with 3 or 7 others and up to 11 kinds in hand", () => {
    for (const shown of [3, 7]) {
      for (const groups of [0, 6, 11]) {
        const l = deathtrapLayout(UPRIGHT.width, UPRIGHT.height, shown, groups);
        const where = { shown, groups };
        expect({ ...where, stacked: l.stacked }).toEqual({ ...where, stacked: true });
        for (const r of [...l.seats, l.centre, l.strip]) expect({ ...where, inside: inside(r, UPRIGHT) }).toEqual({ ...where, inside: true });
        for (const r of [...l.seats, l.strip]) expect({ ...where, apart: apart(r, l.centre) }).toEqual({ ...where, apart: true });
        expect(l.centre.height).toBeGreaterThanOrEqual(130);
        if (groups > 0) expect(l.hand.y + Math.ceil(groups / l.cardsPerRow) * (l.cardHeight + 10)).toBeLessThanOrEqual(UPRIGHT.height + 0.5);
      }
    }
  });

  test("Dog Eat Dog on its side: the status's buttons beside the words, the field the rest", () => {
    const wide = dedLayout(SIDEWAYS.width, SIDEWAYS.height, 3);
    expect(wide.stacked).toBe(false);
    expect(wide.status.height).toBeLessThan(60);
    for (const r of [wide.field, wide.dice, wide.scores, wide.status]) expect(inside(r, SIDEWAYS)).toBe(true);
    expect(dedLayout(UPRIGHT.width, UPRIGHT.height, 3).stacked).toBe(true);
  });
});
