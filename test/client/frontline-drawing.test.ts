/** Issue 15's contrast for Frontline's pieces, without a canvas: text on every pyramid colour reads at WCAG AA. */
import { expect, test } from "@jest/globals";
import { AA_TEXT, contrast, INK, inkOn, WHITE } from "../../client/src/games/kit/contrast.ts";
import { PYRAMID_HEX } from "../../client/src/games/frontline/colours.ts";

test("the ink chosen for every Frontline colour reads at AA (Enter yellow: dark on yellow)", () => {
  for (const [colour, hex] of Object.entries(PYRAMID_HEX)) {
    expect([colour, contrast(inkOn(hex), hex) >= AA_TEXT]).toEqual([colour, true]);
  }
  expect(inkOn(PYRAMID_HEX.yellow)).toBe(INK);
  expect(inkOn(PYRAMID_HEX.black)).toBe(WHITE);
});
