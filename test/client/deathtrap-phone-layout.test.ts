/** Where Deathtrap's table puts its parts on the smallest phones, without a canvas: on its side the board takes the height and nothing lies outside the canvas. */
import { expect, test } from "@jest/globals";
import { tableLayout as deathtrapLayout } from "../../client/src/games/deathtrap/layout.ts";
import { SIDEWAYS, UPRIGHT, inside, apart } from "../support/phone-canvas.ts";

test("Deathtrap on its side: seats beside the trick, the hand in one row of finger-wide cards", () => {
  const l = deathtrapLayout(SIDEWAYS.width, SIDEWAYS.height, 3, 11);
  expect(l.compact).toBe(true);
  expect(l.status.stacked).toBe(false);
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
      expect({ ...where, stacked: l.status.stacked }).toEqual({ ...where, stacked: true });
      for (const r of [...l.seats, l.centre, l.strip]) expect({ ...where, inside: inside(r, UPRIGHT) }).toEqual({ ...where, inside: true });
      for (const r of [...l.seats, l.strip]) expect({ ...where, apart: apart(r, l.centre) }).toEqual({ ...where, apart: true });
      expect(l.centre.height).toBeGreaterThanOrEqual(130);
      if (groups > 0) expect(l.hand.y + Math.ceil(groups / l.cardsPerRow) * (l.cardHeight + 10)).toBeLessThanOrEqual(UPRIGHT.height + 0.5);
    }
  }
});
