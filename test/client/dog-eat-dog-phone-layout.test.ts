/** Where Dog Eat Dog's table puts its parts on the smallest phones, without a canvas: on its side the board takes the height and nothing lies outside the canvas. */
import { expect, test } from "@jest/globals";
import { tableLayout as dedLayout } from "../../client/src/games/dog-eat-dog/layout.ts";
import { UPRIGHT, SIDEWAYS, inside } from "../support/phone-canvas.ts";

test("Dog Eat Dog on its side: the status's buttons beside the words, the field the rest", () => {
  const wide = dedLayout(SIDEWAYS.width, SIDEWAYS.height, 3);
  expect(wide.status.stacked).toBe(false);
  expect(wide.status.box.height).toBeLessThan(60);
  for (const r of [wide.field, wide.dice, wide.scores, wide.status.box]) expect(inside(r, SIDEWAYS)).toBe(true);
  expect(dedLayout(UPRIGHT.width, UPRIGHT.height, 3).status.stacked).toBe(true);
});
