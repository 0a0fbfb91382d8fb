/** The canvas's density: the screen's own ratio, within a pixel budget only when WebGL runs on the CPU. */
import { expect, test } from "@jest/globals";
import { canvasResolution, SOFTWARE_PIXEL_BUDGET } from "../../client/src/table/density.ts";

test("on a GPU the canvas follows the screen's ratio, 3 on a phone, whatever its size", () => {
  expect(canvasResolution(3, 390, 844, false)).toBe(3);
  expect(canvasResolution(3, 2560, 1440, false)).toBe(3);
  expect(canvasResolution(1.25, 1280, 800, false)).toBe(1.25);
});

test("in software a phone at 3x and a laptop at 2x stay sharp; a large dense screen fits the budget, never under 1x", () => {
  expect(canvasResolution(3, 390, 844, true)).toBe(3);
  expect(canvasResolution(2, 1280, 800, true)).toBe(2);
  const large = canvasResolution(3, 2560, 1440, true);
  expect(large).toBeLessThan(3);
  expect(2560 * 1440 * large * large).toBeCloseTo(SOFTWARE_PIXEL_BUDGET, -3);
  expect(canvasResolution(2, 5000, 5000, true)).toBe(1);
});

test("a missing or broken ratio draws at 1x", () => {
  expect(canvasResolution(0, 390, 844, false)).toBe(1);
  expect(canvasResolution(Number.NaN, 390, 844, true)).toBe(1);
});
