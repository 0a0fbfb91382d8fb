/** Where Deathtrap's table puts its parts on the smallest phones, without a canvas: on its side the board takes the height and nothing lies outside the canvas. */
import { expect, test } from "@jest/globals";
import { tableLayout as deathtrapLayout } from "../../client/src/games/deathtrap/layout.ts";
import { SIDEWAYS, inside, apart } from "../support/phone-canvas.ts";

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
