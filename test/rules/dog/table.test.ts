import { describe, expect, test } from "@jest/globals";
import { Dog, Rng, isRuleError, seedRng } from "@tablee/shared";
import { deepFreeze } from "../../support/play.ts";
import { position } from "../../support/dog-position.ts";
import { ruleCode } from "../../support/rule-error.ts";

const { dog, dogBot } = Dog;


describe("DOG refuses forged actions and leaves the state as it was", () => {
  test("DOG-5 wrong seat, card not in hand, impossible use and malformed shapes are refused with their codes", () => {
    const state = deepFreeze(position({ at: { 0: 10 }, hands: { 0: ["5"], 1: ["6"] } }));
    const copy = JSON.stringify(state);
    const cases: [number, unknown, string][] = [
      [1, { type: "move", card: "6", marble: 4, steps: 6, finish: false }, "not-your-turn"],
      [0, { type: "move", card: "6", marble: 0, steps: 6, finish: false }, "not-in-hand"],
      [0, { type: "move", card: "5", marble: 0, steps: 6, finish: false }, "illegal-action"],
      [0, { type: "move", card: "5", marble: 4, steps: 5, finish: false }, "illegal-action"],
      [0, { type: "move", card: "5", marble: 0, steps: 5, finish: true }, "illegal-action"],
      [0, { type: "move", card: "5", as: "5", marble: 0, steps: 5, finish: false }, "illegal-action"],
      [0, { type: "seven", marble: 0, steps: 5, finish: false }, "illegal-action"],
      [0, { type: "exchange", card: "5" }, "illegal-action"],
      [0, null, "bad-action"],
      [0, "move", "bad-action"],
      [0, { type: "dance" }, "bad-action"],
      [0, { type: "move", card: "5", marble: "0", steps: 5, finish: false }, "bad-action"],
      [0, { type: "move", card: "5x", marble: 0, steps: 5, finish: false }, "bad-action"],
      [0, { type: "move", card: "5", marble: 16, steps: 5, finish: false }, "bad-action"],
    ];
    for (const [seat, action, code] of cases) {
      expect([action, ruleCode(() => dog.apply(state, seat, action as Dog.DogAction))]).toEqual([action, code]);
    }
    expect(JSON.stringify(state)).toBe(copy);
    expect(dog.apply(state, 0, { type: "move", card: "5", marble: 0, steps: 5, finish: false }).marbles[0]).toBe(15);
  });
});

describe("DOG views", () => {
  test("DOG-4 a view shows the seat's own hand only, counts for all, and never the deck or the generator", () => {
    const state = dog.setup(4, "views");
    for (const seat of [0, 1, 2, 3, null]) {
      const view = dog.view(state, seat);
      const text = JSON.stringify(view);
      expect(text).not.toContain(state.rng.key);
      expect(text).not.toMatch(/"rng"|"deck"/);
      expect(view.handCounts).toEqual([6, 6, 6, 6]);
      expect(view.hand).toEqual(seat === null ? undefined : state.hands[seat]);
      expect(view.seat).toBe(seat ?? undefined);
    }
  });
});

describe("DOG bot games", () => {
  test("DOG-14 bots play whole games from several seeds to a team win, always choosing legal actions", () => {
    for (const seed of ["one", "two", "three", "four", "five", "six"]) {
      let state = dog.setup(4, seed);
      const rng = new Rng(seedRng(`bot:${seed}`));
      let moves = 0;
      while (state.phase !== "over") {
        const seat = dog.activeSeats(state)[0];
        const action = dogBot(dog.view(state, seat), rng);
        expect(dog.legalActions(state, seat)).toContainEqual(action);
        state = dog.apply(state, seat, action);
        expect(++moves).toBeLessThan(5000);
      }
      expect(state.winner === 0 || state.winner === 1).toBe(true);
      const team = state.winner as number;
      expect(dog.outcome(state)).toEqual({ winners: [team, team + 2] });
      for (const seat of [team, team + 2]) {
        for (let m = seat * 4; m < seat * 4 + 4; m++) expect(state.marbles[m]).toBeGreaterThanOrEqual(Dog.FINISH);
      }
    }
  });

  test("DOG-4 the bot gives a kennel-bound partner a start card when it already has a marble out", () => {
    const state: Dog.DogState = {
      ...position({ at: { 0: 10 } }),
      phase: "exchange",
      hands: [["A", "5", "9"], ["2"], ["3"], ["4"]],
    };
    const rng = new Rng(seedRng("gift"));
    for (let i = 0; i < 10; i++) expect(dogBot(dog.view(state, 0), rng)).toEqual({ type: "exchange", card: "A" });
  });
});
