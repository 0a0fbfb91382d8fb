import { describe, expect, test } from "@jest/globals";
import { FULL_CENSUS, census, layout, legal, play, position, sq, squares } from "../../support/frontline-position.ts";

const die = (d: number) => ({ type: "die", die: d }) as const;
const activate = { type: "action", action: "activate" } as const;
const at = (row: number, col: number) => ({ type: "square", square: sq(row, col) }) as const;

describe("Frontline: the five powers", () => {
  test("FL-6 Red: every pyramid in range, both players' and upright, goes back to the supply", () => {
    const state = position({
      pyramids: [[3, 3, "R1", 0], [4, 4, "B2", 1], [2, 2, "G1", 0], [3, 4, "Y3", null], [5, 5, "K1", 1]],
      dice: [1, 1, 1],
    });
    const after = play(state, 0, die(0), activate, at(3, 3));
    expect(layout(after)).toEqual([
      [3, 3, "R1", null],
      [5, 5, "K1", 1],
    ]);
    expect(after.supply).toEqual({ red: [2, 3, 3], blue: [3, 3, 3], green: [3, 3, 3], yellow: [3, 3, 3], black: [2, 3, 3] });
    expect(after.events[1]).toEqual({
      type: "power",
      seat: 0,
      colour: "red",
      centre: sq(3, 3),
      pips: 1,
      affected: [sq(4, 4), sq(3, 4), sq(2, 2)],
      removed: [],
    });
  });

  test("FL-6 Blue: every pyramid in range comes under the activating player's control", () => {
    const state = position({
      pyramids: [[3, 3, "B2", 1], [5, 5, "R1", 0], [1, 3, "G1", null], [3, 4, "Y1", 1], [6, 6, "K1", 0]],
      turn: 1,
      dice: [2, 2, 2],
    });
    const after = play(state, 1, die(0), activate, at(3, 3));
    expect(layout(after)).toEqual([
      [1, 3, "G1", 1],
      [3, 3, "B2", null],
      [3, 4, "Y1", 1],
      [5, 5, "R1", 1],
      [6, 6, "K1", 0],
    ]);
  });

  test("FL-6 Green: each grows one size in the activating player's reading order; large or missing goes to the supply", () => {
    // One medium red is left in the supply: whichever red comes first in reading order gets it.
    const pyramids: [number, number, string, 0 | 1 | null][] = [
      [4, 2, "R1", 1],
      [2, 4, "R1", null],
      [3, 2, "Y3", 1],
      [7, 7, "R2", null],
    ];
    const forSeat0 = position({ pyramids: [[3, 3, "G1", 0], ...pyramids], crossed: [["R2"], []], dice: [3, 3, 3] });
    const after0 = play(forSeat0, 0, die(0), activate, at(3, 3));
    expect(layout(after0)).toEqual([
      [3, 3, "G1", null],
      [4, 2, "R2", 1],
      [7, 7, "R2", null],
    ]);
    expect(after0.supply.red).toEqual([3, 0, 3]);
    expect(after0.events[1]).toMatchObject({ colour: "green", affected: [sq(4, 2)], removed: [sq(3, 2), sq(2, 4)] });
    expect(census(after0)).toEqual(FULL_CENSUS);

    const forSeat1 = position({ pyramids: [[3, 3, "G1", 1], ...pyramids], crossed: [["R2"], []], turn: 1, dice: [3, 3, 3] });
    const after1 = play(forSeat1, 1, die(0), activate, at(3, 3));
    expect(layout(after1)).toEqual([
      [2, 4, "R2", null],
      [3, 3, "G1", null],
      [7, 7, "R2", null],
    ]);
  });

  test("FL-6 Yellow: Transport carries up to X pyramids one at a time to empty squares in range, keeping orientation", () => {
    const state = position({
      pyramids: [[3, 3, "Y2", 0], [4, 4, "R1", 1], [2, 2, "B1", 0], [3, 5, "K1", null], [6, 6, "G1", 1]],
      dice: [4, 4, 4],
    });
    let s = play(state, 0, die(0), activate, at(3, 3));
    expect(s.step).toMatchObject({ kind: "carry", left: 2 });
    expect(legal(s)).toEqual([
      { type: "square", square: sq(4, 4) },
      { type: "square", square: sq(3, 5) },
      { type: "square", square: sq(2, 2) },
      { type: "done" },
    ]);
    s = play(s, 0, at(4, 4));
    // Range 2 around (3,3) is 24 squares; three hold pyramids.
    expect(squares(s)).toHaveLength(21);
    expect(squares(s)).not.toContain(sq(6, 6));
    expect(legal(s)).toContainEqual({ type: "back" });
    s = play(s, 0, at(5, 5));
    expect(s.board[sq(5, 5)]).toEqual({ colour: "red", size: 1, owner: 1 });
    expect(s.events).toEqual([{ type: "carry", seat: 0, from: sq(4, 4), to: sq(5, 5) }]);
    // Each pyramid once: the carried one is not offered again; its old square is free now.
    expect(squares(s)).toEqual([sq(2, 2), sq(3, 5)]);
    s = play(s, 0, at(2, 2), at(4, 4));
    expect(layout(s)).toEqual([
      [3, 3, "Y2", null],
      [3, 5, "K1", null],
      [4, 4, "B1", 0],
      [5, 5, "R1", 1],
      [6, 6, "G1", 1],
    ]);
    expect(s.step).toEqual({ kind: "die" });
    expect(s.dice.map((d) => d.status)).toEqual(["used", "unused", "unused"]);
  });

  test("FL-6 Yellow: done stops the Transport early", () => {
    const state = position({ pyramids: [[3, 3, "Y1", 0], [4, 4, "R1", 1]], dice: [4, 4, 4] });
    const s = play(state, 0, die(0), activate, at(3, 3), { type: "done" });
    expect(layout(s)).toEqual([
      [3, 3, "Y1", null],
      [4, 4, "R1", 1],
    ]);
    expect(s.step).toEqual({ kind: "die" });
  });

  test("FL-6 Black: every pyramid in range stands upright, and no power is triggered", () => {
    const state = position({
      pyramids: [[3, 3, "K2", 0], [5, 5, "R1", 1], [2, 2, "B1", 0], [1, 3, "G2", null], [6, 6, "Y1", 1]],
      dice: [5, 5, 5],
    });
    const after = play(state, 0, die(0), activate, at(3, 3));
    expect(layout(after)).toEqual([
      [1, 3, "G2", null],
      [2, 2, "B1", null],
      [3, 3, "K2", null],
      [5, 5, "R1", null],
      [6, 6, "Y1", 1],
    ]);
    expect(after.events.filter((e) => e.type === "power")).toHaveLength(1);
  });
});
