/**
 * The drawing helpers issue 15 asked for, without a canvas: the WCAG contrast of text on
 * coloured pieces (each game's own pieces: <id>-drawing.test.ts).
 */
import { describe, expect, test } from "@jest/globals";
import { contrast, luminance, WHITE } from "../../client/src/games/kit/contrast.ts";

describe("contrast of text on coloured pieces (WCAG AA)", () => {
  test("the luminance and contrast of the extremes", () => {
    expect(luminance(0x000000)).toBe(0);
    expect(luminance(WHITE)).toBe(1);
    expect(contrast(0x000000, WHITE)).toBeCloseTo(21, 5);
    expect(contrast(0x777777, 0x777777)).toBe(1);
  });
});
