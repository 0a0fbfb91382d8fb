import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { DogEatDog } from "@tablee/shared";
import { position, pyr } from "../../support/dog-eat-dog-position.ts";

const { arrangeHoard, hoardOf, ownerOf, sizeOf, dogEatDog } = DogEatDog;

/**
 * The best score by exhaustive search: every way of forming trees (for each tree, any
 * colour for each of its three sizes), memoised on the counts left. Independent of the
 * engine's greedy reasoning.
 */
function bruteForce(hoard: number[]): number {
  const colours = [...new Set(hoard.map(ownerOf))];
  const counts = colours.map((c) => [1, 2, 3].map((size) => hoard.filter((id) => ownerOf(id) === c && sizeOf(id) === size).length));
  const memo = new Map<string, number>();
  const search = (left: number[][]): number => {
    const key = JSON.stringify(left);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = left.flat().reduce((a, b) => a + b, 0); // stop here: everything left is loose
    for (let s = 0; s < colours.length; s++) {
      for (let m = 0; m < colours.length; m++) {
        for (let l = 0; l < colours.length; l++) {
          if (left[s][0] === 0 || left[m][1] === 0 || left[l][2] === 0) continue;
          const next = left.map((row) => row.slice());
          next[s][0]--;
          next[m][1]--;
          next[l][2]--;
          best = Math.max(best, (s === m && m === l ? 7 : 5) + search(next));
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return search(counts);
}

describe("DED-9 scoring", () => {
  test("DED-9 one-colour tree 7, mixed tree 5, each leftover 1", () => {
    const hoard = [pyr(1, 1), pyr(1, 2), pyr(1, 3), pyr(2, 1), pyr(3, 2), pyr(2, 3, 1), pyr(3, 3, 2)];
    const best = arrangeHoard(hoard);
    expect(best.points).toBe(7 + 5 + 1);
    expect(best.trees.map((t) => t.colour)).toEqual([1, undefined]);
    // A mixed tree has no colour at all (the view is the wire format: never null).
    expect(best.trees[1]).not.toHaveProperty("colour");
    expect(best.leftovers).toHaveLength(1);
  });

  test("DED-9 the best arrangement matches an exhaustive search on many random piles", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { maxLength: 22 }), (hoard) => {
        const best = arrangeHoard(hoard);
        expect(best.points).toBe(bruteForce(hoard));
        // The arrangement is real: every pyramid used once, trees of one of each size, honest colours and points.
        const used = [...best.trees.flatMap((t) => t.pyramids), ...best.leftovers].sort((a, b) => a - b);
        expect(used).toEqual([...hoard].sort((a, b) => a - b));
        for (const tree of best.trees) {
          expect(tree.pyramids.map(sizeOf)).toEqual([1, 2, 3]);
          const owners = new Set(tree.pyramids.map(ownerOf));
          expect(tree.colour).toBe(owners.size === 1 ? ownerOf(tree.pyramids[0]) : undefined);
          expect(tree.points).toBe(owners.size === 1 ? 7 : 5);
        }
        expect(best.points).toBe(best.trees.reduce((sum, t) => sum + t.points, 0) + best.leftovers.length);
      }),
      { numRuns: 500 },
    );
  });

  test("DED-9 a player scores the stacks they control and their captures, never their own colour", () => {
    const state = position({
      players: 3,
      stacks: [
        [pyr(1, 1), pyr(1, 2), pyr(0, 2, 1), pyr(0, 3)], // seat 0 on top: its own two pyramids do not count
        [pyr(2, 1), pyr(1, 3)], // seat 1 controls this one
        [pyr(2, 3), pyr(0, 1)],
      ],
      captured: { 0: [pyr(1, 3, 1)], 2: [pyr(0, 2, 2)] },
    });
    expect(hoardOf(state, 0).sort((a, b) => a - b)).toEqual([pyr(1, 1), pyr(1, 2), pyr(1, 3, 1), pyr(2, 3)]);
    const view = dogEatDog.view(state, null);
    expect(view.hoards.map((h) => h.points)).toEqual([7 + 1, 1, 1]);
  });

  test("DED-9 the highest score wins; equal scores share the win", () => {
    // Seat 0 and seat 1 each control a stack with one of seat 2's pyramids; seat 2 passes last.
    const state = position({
      players: 3,
      turn: 2,
      passes: 2,
      stacks: [[pyr(2, 1), pyr(0, 1)], [pyr(2, 2), pyr(1, 1)]],
    });
    const over = dogEatDog.apply(state, 2, { type: "pass" });
    expect(dogEatDog.outcome(over)).toEqual({ winners: [0, 1], scores: [1, 1, 0] });
  });
});
