import { describe, expect, test } from "@jest/globals";
import { Dog } from "@tablee/shared";
import { KENNEL, fin, position, sorted } from "../../support/dog-position.ts";
import { ruleCode } from "../../support/rule-error.ts";

const { dog } = Dog;
type Action = Dog.DogAction;

const part = (marble: number, steps: number, finish = false, card?: "7" | "Joker"): Action =>
  card === undefined ? { type: "seven", marble, steps, finish } : { type: "seven", card, marble, steps, finish };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);


describe("DOG the 7", () => {
  test("DOG-11 the seven steps may be split over marbles, one part at a time, until all are used", () => {
    const before = position({ at: { 0: 10, 1: 30 }, hands: { 0: ["7"] } });
    expect(sorted(dog.legalActions(before, 0))).toEqual(sorted([...range(1, 7).map((n) => part(0, n, false, "7")), ...range(1, 7).map((n) => part(1, n, false, "7"))]));

    const first = dog.apply(before, 0, part(0, 3, false, "7"));
    expect(first.seven).toEqual({ card: "7", remaining: 4 });
    expect(first.turn).toBe(0);
    expect(first.hands[0]).toEqual([]);
    expect(first.discard).toEqual(["7"]);
    expect(first.marbles[0]).toBe(13);
    expect(dog.activeSeats(first)).toEqual([0]);
    expect(sorted(dog.legalActions(first, 0))).toEqual(sorted([...range(1, 4).map((n) => part(0, n)), ...range(1, 4).map((n) => part(1, n))]));
    expect(ruleCode(() => dog.apply(first, 0, part(1, 4, false, "7")))).toBe("illegal-action");
    expect(ruleCode(() => dog.apply(first, 0, part(1, 5)))).toBe("illegal-action");

    const done = dog.apply(first, 0, part(1, 4));
    expect(done.seven).toBeNull();
    expect([done.marbles[0], done.marbles[1]]).toEqual([13, 34]);
    expect(done.deals).toBe(2); // every hand was empty, so the next deal came
  });

  test("DOG-11 a part sends home every marble it passes and the one it lands on, own ones too", () => {
    const before = position({ at: { 0: 10, 4: 12, 1: 13, 8: 14 }, hands: { 0: ["7"] } });
    const after = dog.apply(before, 0, part(0, 4, false, "7"));
    expect([after.marbles[0], after.marbles[4], after.marbles[1], after.marbles[8]]).toEqual([14, KENNEL, KENNEL, KENNEL]);
    expect(after.events).toEqual([
      { type: "played", seat: 0, card: "7" },
      { type: "sent-home", marble: 4, from: 12 },
      { type: "sent-home", marble: 1, from: 13 },
      { type: "sent-home", marble: 8, from: 14 },
      { type: "moved", marble: 0, from: 10, to: 14, path: [11, 12, 13, 14] },
    ]);
    expect(after.seven).toEqual({ card: "7", remaining: 3 });
  });

  test("DOG-11 only parts whose remaining steps can still all be used are offered", () => {
    // Entering the finish with 3, 4 or 5 steps would leave steps no marble can take.
    const state = position({ at: { 0: fin(3), 1: 62 }, hands: { 0: ["7"] } });
    expect(sorted(dog.legalActions(state, 0))).toEqual(sorted(range(1, 7).map((n) => part(1, n, false, "7"))));
    const inside = position({ at: { 0: fin(3), 1: 62 }, hands: { 0: ["7"] }, seven: { card: "7", remaining: 5 } });
    // With 5 left, 3 or 4 into the finish leave 2 or 1 that the marble can still walk inside it.
    expect(sorted(dog.legalActions(inside, 0))).toEqual(sorted([...range(1, 5).map((n) => part(1, n)), ...range(3, 5).map((n) => part(1, n, true))]));
  });

  test("DOG-11 a 7 that cannot be used in full is not playable, and a hand of only such a 7 folds", () => {
    const state = position({ at: { 0: fin(0) }, hands: { 0: ["7", "A"] } });
    expect(sorted(dog.legalActions(state, 0))).toEqual(sorted([{ type: "start", card: "A", marble: 1 }, { type: "move", card: "A", marble: 0, steps: 1, finish: true }]));
    expect(ruleCode(() => dog.apply(state, 0, part(0, 3, true, "7")))).toBe("illegal-action");

    const before = position({ turn: 3, at: { 0: fin(0), 12: 50 }, hands: { 3: ["2", "3"], 0: ["7"] } });
    const after = dog.apply(before, 3, { type: "move", card: "2", marble: 12, steps: 2, finish: false });
    expect(after.events).toContainEqual({ type: "folded", seat: 0, cards: ["7"] });
    expect(after.turn).toBe(3);
  });

  test("DOG-11 a Joker can be played as a 7", () => {
    const before = position({ at: { 0: 10 }, hands: { 0: ["Joker"] } });
    const after = dog.apply(before, 0, part(0, 2, false, "Joker"));
    expect(after.seven).toEqual({ card: "Joker", remaining: 5 });
    expect(after.events[0]).toEqual({ type: "played", seat: 0, card: "Joker", as: "7" });
  });
});

describe("DOG swapping", () => {
  test("DOG-12 a J swaps one of your marbles on the track with another player's, partner's included, never fresh or off-track ones", () => {
    const before = position({
      at: { 0: 10, 1: 0, 8: 40, 4: 16, 5: 25, 12: fin(0) },
      fresh: [1, 4],
      hands: { 0: ["J"] },
    });
    expect(sorted(dog.legalActions(before, 0))).toEqual(
      sorted([
        { type: "swap", card: "J", marble: 0, other: 5 },
        { type: "swap", card: "J", marble: 0, other: 8 },
      ]),
    );
    const after = dog.apply(before, 0, { type: "swap", card: "J", marble: 0, other: 5 });
    expect([after.marbles[0], after.marbles[5]]).toEqual([25, 10]);
    expect(after.marbles.filter((place) => place !== KENNEL)).toHaveLength(6);
    expect(after.events.slice(0, 2)).toEqual([
      { type: "played", seat: 0, card: "J" },
      { type: "swapped", marble: 0, other: 5 },
    ]);
  });
});

describe("DOG helping the partner", () => {
  const home = { 0: fin(0), 1: fin(1), 2: fin(2), 3: fin(3) };

  test("DOG-13 with all four marbles home a seat starts, moves and swaps its partner's marbles", () => {
    const before = position({ at: { ...home, 8: 40, 5: 20 }, hands: { 0: ["A", "J"] } });
    expect(sorted(dog.legalActions(before, 0))).toEqual(
      sorted([
        { type: "start", card: "A", marble: 9 },
        { type: "move", card: "A", marble: 8, steps: 1, finish: false },
        { type: "move", card: "A", marble: 8, steps: 11, finish: false },
        { type: "swap", card: "J", marble: 8, other: 5 },
      ]),
    );
    const started = dog.apply(before, 0, { type: "start", card: "A", marble: 9 });
    expect(started.marbles[9]).toBe(32);
    expect(started.fresh[9]).toBe(true);
  });

  test("DOG-13 the sheet's example: the last marble needs 5, a 7 finishes it and the 2 left move the partner", () => {
    const before = position({ at: { 0: fin(1), 1: 60, 2: fin(2), 3: fin(3), 8: 40 }, hands: { 0: ["7"] } });
    expect(sorted(dog.legalActions(before, 0))).toEqual(sorted([...range(1, 7).map((n) => part(1, n, false, "7")), part(1, 5, true, "7")]));

    const home5 = dog.apply(before, 0, part(1, 5, true, "7"));
    expect(home5.marbles[1]).toBe(fin(0));
    expect(home5.seven).toEqual({ card: "7", remaining: 2 });
    expect(sorted(dog.legalActions(home5, 0))).toEqual(sorted([part(8, 1), part(8, 2)]));

    const done = dog.apply(home5, 0, part(8, 2));
    expect(done.marbles[8]).toBe(42);
    expect(done.seven).toBeNull();

    // Without a partner's marble out the 2 steps could not be used, so the 5 into the finish is not offered.
    const alone = position({ at: { 0: fin(1), 1: 60, 2: fin(2), 3: fin(3) }, hands: { 0: ["7"] } });
    expect(sorted(dog.legalActions(alone, 0))).toEqual(sorted(range(1, 7).map((n) => part(1, n, false, "7"))));
  });
});

describe("DOG winning", () => {
  const home = { 0: fin(0), 1: fin(1), 2: fin(2), 3: fin(3) };

  test("DOG-14 the team whose eight marbles are home wins at once", () => {
    const before = position({ at: { ...home, 8: fin(1), 9: fin(2), 10: fin(3), 11: 30, 5: 20 }, hands: { 0: ["3", "2"], 1: ["K"] } });
    expect(dog.outcome(before)).toBeNull();
    const after = dog.apply(before, 0, { type: "move", card: "3", marble: 11, steps: 3, finish: true });
    expect(after.phase).toBe("over");
    expect(after.winner).toBe(0);
    expect(after.events.at(-1)).toEqual({ type: "won", team: 0 });
    expect(dog.outcome(after)).toEqual({ winners: [0, 2] });
    expect(dog.activeSeats(after)).toEqual([]);
    expect(dog.legalActions(after, 1)).toEqual([]);
    expect(ruleCode(() => dog.apply(after, 1, { type: "start", card: "K", marble: 4 }))).toBe("game-over");
  });

  test("DOG-14 a win in the middle of a 7 ends the game at once, the other steps unused", () => {
    const before = position({ turn: 1, at: { 4: fin(0), 5: fin(1), 6: fin(2), 7: fin(3), 12: fin(1), 13: fin(2), 14: fin(3), 15: 44 }, hands: { 1: ["7"] } });
    const after = dog.apply(before, 1, part(15, 5, true, "7"));
    expect(after.marbles[15]).toBe(fin(0));
    expect(after.winner).toBe(1);
    expect(after.seven).toBeNull();
    expect(dog.outcome(after)).toEqual({ winners: [1, 3] });
  });
});
