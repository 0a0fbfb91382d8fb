import { describe, expect, test } from "@jest/globals";
import words from "../../client/src/games/dog-eat-dog/i18n.json" with { type: "json" };
import { pickNames, regionOf } from "../../client/src/games/dog-eat-dog/pick-names.ts";
import { translator } from "../../client/src/i18n/words.ts";

const en = translator(words.en, "en");
/** Seat s owns pyramids 9s..9s+8: small, medium, large by threes (as the renderer says them). */
const piece = (id: number): string => `${["Alice", "Bob"][Math.floor(id / 9)]}'s ${["small", "medium", "large"][Math.floor((id % 9) / 3)]}`;
const field = { x: 100, y: 50, width: 300, height: 300 };

describe("Dog Eat Dog's picks are named by what sets each apart", () => {
  test("where a pile lies: thirds of the field as the viewer sees it", () => {
    expect(regionOf(field, 110, 60)).toBe(0);
    expect(regionOf(field, 250, 200)).toBe(4);
    expect(regionOf(field, 399, 349)).toBe(8);
    // A pile drawn past the field's edge still lies in its nearest third.
    expect(regionOf(field, 420, 20)).toBe(2);
  });

  test("two of Alice's smalls and three of her mediums read apart: stack and place", () => {
    const names = pickNames(
      [
        { kind: "target", id: 0, pile: [0], region: 0 },
        { kind: "target", id: 1, pile: [12, 1], region: 0 },
        { kind: "target", id: 3, pile: [3], region: 8 },
        { kind: "target", id: 4, pile: [4, 13], region: 4 },
        { kind: "dig", id: 5, pile: [5, 10], region: 4 },
      ],
      piece,
      en,
    );
    expect(names).toEqual([
      "Target: Alice's small, alone, top left",
      "Target: Alice's small on Bob's medium, top left",
      "Target: Alice's medium, alone, bottom right",
      "Target: Alice's medium under Bob's medium, centre",
      "Dig: Alice's medium under Bob's small, centre",
    ]);
  });

  test("twin piles in one third of the field get a number, and only they", () => {
    const names = pickNames(
      [
        { kind: "aim", id: 0, pile: [0], region: 3 },
        { kind: "aim", id: 9, pile: [9], region: 3 },
        { kind: "aim", id: 1, pile: [1], region: 3 },
      ],
      piece,
      en,
    );
    expect(names).toEqual(["Aim: Alice's small, alone, left (1)", "Aim: Bob's small, alone, left", "Aim: Alice's small, alone, left (2)"]);
    expect(new Set(names).size).toBe(3);
  });
});
