/** Where Frontline's table puts its parts on the smallest phones, without a canvas: on its side the squares stay under a fingertip; upright they are smaller, which is why it lists them. */
import { expect, test } from "@jest/globals";
import { tableLayout as frontlineLayout } from "../../client/src/games/frontline/layout.ts";
import { UPRIGHT, SIDEWAYS, inside, apart } from "../support/phone-canvas.ts";

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
