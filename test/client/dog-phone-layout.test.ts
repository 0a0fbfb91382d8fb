/** Where DOG's table puts its parts on the smallest phones, without a canvas: on its side the board takes the height and nothing lies outside the canvas. */
import { expect, test } from "@jest/globals";
import { tableLayout as dogLayout } from "../../client/src/games/dog/geometry.ts";
import { UPRIGHT, SIDEWAYS, inside } from "../support/phone-canvas.ts";

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
