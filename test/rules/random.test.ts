import { describe, expect, test } from "@jest/globals";
import { Rng, seedRng, withRng } from "@tablee/shared";

describe("seeded randomness", () => {
  test("the same seed draws the same numbers, another seed others", () => {
    const draw = (seed: string) => withRng(seedRng(seed), (rng) => Array.from({ length: 40 }, () => rng.int(1000)))[0];
    expect(draw("table-1")).toEqual(draw("table-1"));
    expect(draw("table-1")).not.toEqual(draw("table-2"));
  });

  test("drawing from a saved state continues the stream exactly", () => {
    const start = seedRng("continue");
    const [first, middle] = withRng(start, (rng) => [rng.uint32(), rng.uint32(), rng.uint32()]);
    const [rest] = withRng(middle, (rng) => [rng.uint32(), rng.uint32()]);
    const [all] = withRng(start, (rng) => Array.from({ length: 5 }, () => rng.uint32()));
    expect([...first, ...rest]).toEqual(all);
    expect(start.used).toBe(0);
  });

  test("dice are fair: each face within 5% of a sixth over 60,000 rolls", () => {
    const [counts] = withRng(seedRng("dice"), (rng) => {
      const faces = [0, 0, 0, 0, 0, 0];
      for (let i = 0; i < 60_000; i++) faces[rng.die() - 1]++;
      return faces;
    });
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  test("a shuffle is a permutation and every position is reachable", () => {
    const rng = new Rng(seedRng("shuffle"));
    const seenFirst = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const deck = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
      expect([...deck].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      seenFirst.add(deck[0]);
    }
    expect(seenFirst.size).toBe(8);
  });

  test("int(n) refuses ranges it cannot draw from", () => {
    const rng = new Rng(seedRng("range"));
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });
});
