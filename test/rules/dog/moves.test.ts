import { describe, expect, test } from "@jest/globals";
import { Dog } from "@tablee/shared";
import { KENNEL, fin, position, sorted } from "../../support/dog-position.ts";

const { dog } = Dog;
type Action = Dog.DogAction;

const move = (card: Dog.Card, marble: number, steps: number, finish = false, as?: Dog.Rank): Action =>
  as === undefined ? { type: "move", card, marble, steps, finish } : { type: "move", card, as, marble, steps, finish };

describe("DOG cards", () => {
  test("DOG-6 A is 1 or 11 or a start, K 13 or a start, Q 12, 4 forward or back, the rest their count", () => {
    const state = position({ at: { 0: 5 }, hands: { 0: ["A", "K", "Q", "4", "9"] } });
    expect(sorted(dog.legalActions(state, 0))).toEqual(
      sorted([
        { type: "start", card: "A", marble: 1 },
        move("A", 0, 1),
        move("A", 0, 11),
        { type: "start", card: "K", marble: 1 },
        move("K", 0, 13),
        move("Q", 0, 12),
        move("4", 0, 4),
        move("4", 0, -4),
        move("9", 0, 9),
      ]),
    );
  });

  test("DOG-6 a Joker offers every card's effect once, under one declared rank", () => {
    const state = position({ at: { 0: 5, 1: fin(1), 2: fin(2), 3: fin(3) }, hands: { 0: ["Joker"] } });
    const expected: Action[] = [
      move("Joker", 0, 1, false, "A"),
      move("Joker", 0, 11, false, "A"),
      ...[2, 3, 5, 6, 8, 9, 10].map((n) => move("Joker", 0, n, false, String(n) as Dog.Rank)),
      move("Joker", 0, 4, false, "4"),
      move("Joker", 0, -4, false, "4"),
      move("Joker", 0, 12, false, "Q"),
      move("Joker", 0, 13, false, "K"),
      ...[1, 2, 3, 4, 5, 6, 7].map((steps): Action => ({ type: "seven", card: "Joker", marble: 0, steps, finish: false })),
    ];
    expect(sorted(dog.legalActions(state, 0))).toEqual(sorted(expected));

    const startable = position({ hands: { 0: ["Joker"] } });
    expect(dog.legalActions(startable, 0)).toEqual([{ type: "start", card: "Joker", as: "A", marble: 0 }]);
    const after = dog.apply(startable, 0, { type: "start", card: "Joker", as: "A", marble: 0 });
    expect(after.events[0]).toEqual({ type: "played", seat: 0, card: "Joker", as: "A" });
    expect(after.discard).toEqual(["Joker"]);
  });
});

describe("DOG starting", () => {
  test("DOG-7 a start puts a fresh marble on the start field and sends another seat's marble there home", () => {
    const before = position({ at: { 5: 0 }, hands: { 0: ["K"] } });
    expect(sorted(dog.legalActions(before, 0))).toEqual([{ type: "start", card: "K", marble: 0 }]);
    const after = dog.apply(before, 0, { type: "start", card: "K", marble: 0 });
    expect(after.marbles[0]).toBe(0);
    expect(after.fresh[0]).toBe(true);
    expect(after.marbles[5]).toBe(KENNEL);
    // (The deal is over after this card, so the next deal follows in the same events.)
    expect(after.events.slice(0, 3)).toEqual([
      { type: "played", seat: 0, card: "K" },
      { type: "sent-home", marble: 5, from: 0 },
      { type: "moved", marble: 0, from: KENNEL, to: 0, path: [0] },
    ]);
  });

  test("DOG-7 no start while one of your own marbles stands on your start field", () => {
    const state = position({ at: { 1: 0 }, hands: { 0: ["A"] } });
    expect(sorted(dog.legalActions(state, 0))).toEqual(sorted([move("A", 1, 1), move("A", 1, 1, true), move("A", 1, 11)]));
  });
});

describe("DOG fresh marbles", () => {
  test("DOG-8 a fresh marble can be neither passed nor landed on, forward or backward", () => {
    const ahead = position({ at: { 0: 14, 4: 16 }, fresh: [4], hands: { 0: ["3", "2", "4"] } });
    expect(dog.legalActions(ahead, 0)).toEqual([move("4", 0, -4)]);
    const behind = position({ at: { 0: 18, 4: 16 }, fresh: [4], hands: { 0: ["4"] } });
    expect(dog.legalActions(behind, 0)).toEqual([move("4", 0, 4)]);
  });

  test("DOG-8 it blocks its own seat's marbles too, and stops being fresh once it moves", () => {
    const before = position({ at: { 0: 62, 1: 0 }, fresh: [1], hands: { 0: ["5"] } });
    expect(dog.legalActions(before, 0)).toEqual([move("5", 1, 5)]);
    const after = dog.apply(before, 0, move("5", 1, 5));
    expect(after.marbles[1]).toBe(5);
    expect(after.fresh[1]).toBe(false);
  });

  test("DOG-8 a marble that stops on its own start again is not fresh and can be passed", () => {
    const before = position({ at: { 0: 60, 4: 62 }, hands: { 0: ["4"], 1: ["3"] } });
    const after = dog.apply(before, 0, move("4", 0, 4));
    expect(after.marbles[0]).toBe(0);
    expect(after.fresh[0]).toBe(false);
    expect(dog.legalActions(after, 1)).toEqual([move("3", 4, 3)]);
  });
});

describe("DOG captures", () => {
  test("DOG-9 landing on a marble sends it home, your own included", () => {
    const before = position({ at: { 0: 10, 1: 15 }, hands: { 0: ["5"] } });
    const after = dog.apply(before, 0, move("5", 0, 5));
    expect(after.marbles.slice(0, 2)).toEqual([15, KENNEL]);
    expect(after.events).toContainEqual({ type: "sent-home", marble: 1, from: 15 });
  });

  test("DOG-9 a 4 backward captures where it lands, and other cards never capture by passing", () => {
    const back = dog.apply(position({ at: { 0: 10, 8: 6 }, hands: { 0: ["4"] } }), 0, move("4", 0, -4));
    expect([back.marbles[0], back.marbles[8]]).toEqual([6, KENNEL]);
    const past = dog.apply(position({ at: { 0: 10, 4: 12, 1: 13 }, hands: { 0: ["5"] } }), 0, move("5", 0, 5));
    expect([past.marbles[0], past.marbles[4], past.marbles[1]]).toEqual([15, 12, 13]);
    expect(past.events.some((event) => event.type === "sent-home")).toBe(false);
  });
});

describe("DOG finish", () => {
  test("DOG-10 crossing your start you may enter the finish (the start counts as a step) or go round", () => {
    const before = position({ at: { 0: 62 }, hands: { 0: ["3"] } });
    expect(sorted(dog.legalActions(before, 0))).toEqual(sorted([move("3", 0, 3), move("3", 0, 3, true)]));
    const entered = dog.apply(before, 0, move("3", 0, 3, true));
    expect(entered.marbles[0]).toBe(fin(0));
    expect(entered.events).toContainEqual({ type: "moved", marble: 0, from: 62, to: fin(0), path: [63, 0, fin(0)] });
    const round = dog.apply(before, 0, move("3", 0, 3, false));
    expect(round.marbles[0]).toBe(1);
  });

  test("DOG-10 exact count, no passing and no landing inside the finish", () => {
    const deep = position({ at: { 0: 62 }, hands: { 0: ["6", "8"] } });
    expect(sorted(dog.legalActions(deep, 0))).toEqual(sorted([move("6", 0, 6), move("6", 0, 6, true), move("8", 0, 8)]));
    const occupied = position({ at: { 0: 62, 1: fin(1) }, hands: { 0: ["4", "5", "3"] } });
    expect(sorted(dog.legalActions(occupied, 0))).toEqual(
      sorted([move("4", 0, 4), move("4", 0, -4), move("5", 0, 5), move("3", 0, 3), move("3", 0, 3, true)]),
    );
  });

  test("DOG-10 inside the finish a marble moves forward only, by the exact count, never past another", () => {
    const state = position({ at: { 0: fin(0), 1: fin(3) }, hands: { 0: ["2", "4", "3"] } });
    expect(dog.legalActions(state, 0)).toEqual([move("2", 0, 2, true)]);
    expect(dog.apply(state, 0, move("2", 0, 2, true)).marbles[0]).toBe(fin(2));
  });

  test("DOG-10 a fresh marble cannot go straight in; a non-fresh one on its start enters with a 1", () => {
    const fresh = position({ at: { 0: 0 }, fresh: [0], hands: { 0: ["A"] } });
    expect(sorted(dog.legalActions(fresh, 0))).toEqual(sorted([move("A", 0, 1), move("A", 0, 11)]));
    const moved = position({ at: { 0: 0 }, hands: { 0: ["A"] } });
    expect(dog.apply(moved, 0, move("A", 0, 1, true)).marbles[0]).toBe(fin(0));
  });

  test("DOG-10 the sheet's example: 2 past the start, 4 back, then into the finish with the next forward card", () => {
    const before = position({ at: { 0: 2 }, hands: { 0: ["4", "3"] } });
    const back = dog.apply(before, 0, move("4", 0, -4));
    expect(back.marbles[0]).toBe(62);
    expect(back.events).toContainEqual({ type: "moved", marble: 0, from: 2, to: 62, path: [1, 0, 63, 62] });
    expect(back.turn).toBe(0);
    expect(sorted(dog.legalActions(back, 0))).toEqual(sorted([move("3", 0, 3), move("3", 0, 3, true)]));
    expect(dog.apply(back, 0, move("3", 0, 3, true)).marbles[0]).toBe(fin(0));
  });

  test("DOG-10 a fresh marble that goes 4 back from its start may enter on a later forward card", () => {
    const before = position({ at: { 0: 0 }, fresh: [0], hands: { 0: ["4", "5"] } });
    const back = dog.apply(before, 0, move("4", 0, -4));
    expect(back.marbles[0]).toBe(60);
    expect(sorted(dog.legalActions(back, 0))).toEqual(sorted([move("5", 0, 5), move("5", 0, 5, true)]));
  });
});
