import { describe, expect, test } from "@jest/globals";
import { FULL_CENSUS, census, layout, legal, play, position, sq, squares } from "../../support/frontline-position.ts";

const die = (d: number) => ({ type: "die", die: d }) as const;
const act = (action: "enter" | "take" | "grow" | "activate" | "move") => ({ type: "action", action }) as const;
const at = (row: number, col: number) => ({ type: "square", square: sq(row, col) }) as const;

describe("Frontline: the five actions", () => {
  test("FL-5 Enter: a small from the supply onto an empty square of your start line, under your control", () => {
    const state = position({ pyramids: [[7, 0, "K1", 0]], turn: 1, dice: [4, 4, 4] });
    const choosing = play(state, 1, die(0), { type: "action", action: "enter", colour: "yellow" });
    expect(squares(choosing)).toEqual([57, 58, 59, 60, 61, 62, 63]);
    const after = play(choosing, 1, at(7, 4));
    expect(after.board[sq(7, 4)]).toEqual({ colour: "yellow", size: 1, owner: 1 });
    expect(after.supply.yellow).toEqual([2, 3, 3]);
    expect(after.events[0]).toEqual({ type: "enter", seat: 1, die: 0, colour: "yellow", square: sq(7, 4) });

    // No yellow small left in the supply: no Enter with a 4.
    const none = position({ pyramids: [[3, 0, "Y1", null], [3, 1, "Y1", null], [3, 2, "Y1", 1]], dice: [4, 4, 4] });
    expect(legal(play(none, 0, die(0)))).not.toContainEqual({ type: "action", action: "enter", colour: "yellow" });
  });

  test("FL-5 Take: any upright pyramid of the die's colour comes under your control", () => {
    const state = position({
      pyramids: [[6, 6, "G3", null], [5, 5, "G1", 1], [4, 4, "R1", null]],
      dice: [3, 3, 3],
    });
    const choosing = play(state, 0, die(0), act("take"));
    expect(squares(choosing)).toEqual([sq(6, 6)]);
    expect(play(choosing, 0, at(6, 6)).board[sq(6, 6)]).toEqual({ colour: "green", size: 3, owner: 0 });
  });

  test("FL-5 Grow: your pyramid becomes the next size from the supply, the old one goes back", () => {
    const state = position({
      pyramids: [[1, 1, "G1", 0], [1, 2, "G2", 0], [1, 3, "G3", 0], [6, 6, "G1", 1]],
      dice: [3, 3, 3],
    });
    const choosing = play(state, 0, die(0), act("grow"));
    expect(squares(choosing)).toEqual([sq(1, 1), sq(1, 2)]);
    const after = play(choosing, 0, at(1, 1));
    expect(after.board[sq(1, 1)]).toEqual({ colour: "green", size: 2, owner: 0 });
    expect(after.supply.green).toEqual([2, 1, 2]);
    expect(census(after)).toEqual(FULL_CENSUS);

    // The large greens all out of the supply: a medium cannot grow any more.
    const scarce = position({
      pyramids: [[1, 1, "G1", 0], [1, 2, "G2", 0], [1, 3, "G3", 0], [4, 0, "G3", null]],
      crossed: [["G3"], []],
      dice: [3, 3, 3],
    });
    expect(squares(play(scarce, 0, die(0), act("grow")))).toEqual([sq(1, 1)]);
  });

  test("FL-5 Activate: your own by standing it up, any upright one by shrinking it when the smaller size is there", () => {
    const state = position({
      pyramids: [[1, 1, "K1", 0], [3, 3, "K1", null], [5, 5, "K3", null], [6, 1, "K2", null], [7, 2, "R1", 1], [6, 6, "K2", 1]],
      crossed: [["K2"], []],
      dice: [5, 5, 5],
    });
    const choosing = play(state, 0, die(0), act("activate"));
    // Not the small (3,3), not the large (5,5) whose medium is missing, not the opponent's (6,6).
    expect(squares(choosing)).toEqual([sq(1, 1), sq(6, 1)]);

    const shrunk = play(choosing, 0, at(6, 1));
    expect(shrunk.board[sq(6, 1)]).toEqual({ colour: "black", size: 1, owner: null });
    expect(shrunk.supply.black).toEqual([0, 1, 2]);
    expect(shrunk.board[sq(7, 2)]).toEqual({ colour: "red", size: 1, owner: null });
    expect(shrunk.events[0]).toEqual({ type: "activate", seat: 0, die: 0, square: sq(6, 1), how: "shrink", size: 1 });

    const stood = play(choosing, 0, at(1, 1));
    expect(stood.board[sq(1, 1)]).toEqual({ colour: "black", size: 1, owner: null });
    expect(stood.events[0]).toEqual({ type: "activate", seat: 0, die: 0, square: sq(1, 1), how: "stand", size: 1 });
  });

  test("FL-5 Move: exactly its pips in one of 8 directions, over pyramids but never onto one", () => {
    const state = position({
      pyramids: [[3, 3, "R2", 0], [4, 4, "B1", 1], [5, 3, "G1", null]],
      dice: [1, 1, 1],
    });
    const choosing = play(state, 0, die(0), act("move"), at(3, 3));
    expect(squares(choosing)).toEqual([sq(1, 1), sq(1, 3), sq(1, 5), sq(3, 1), sq(3, 5), sq(5, 1), sq(5, 5)]);
    expect(legal(choosing)).not.toContainEqual({ type: "cross" });
    const after = play(choosing, 0, at(5, 5));
    expect(layout(after)).toEqual([
      [4, 4, "B1", 1],
      [5, 3, "G1", null],
      [5, 5, "R2", 0],
    ]);
  });

  test("FL-5 Move: never off the board at the sides or across your own start line", () => {
    const large = position({ pyramids: [[1, 0, "R3", 0]], dice: [1, 1, 1] });
    const choosing = play(large, 0, die(0), act("move"), at(1, 0));
    expect(squares(choosing)).toEqual([sq(1, 3), sq(4, 0), sq(4, 3)]);
    expect(legal(choosing)).not.toContainEqual({ type: "cross" });

    const home = position({ pyramids: [[0, 3, "B1", 0]], dice: [2, 2, 2] });
    const fromHome = play(home, 0, die(0), act("move"), at(0, 3));
    expect(squares(fromHome)).toEqual([sq(0, 2), sq(0, 4), sq(1, 2), sq(1, 3), sq(1, 4)]);
    expect(legal(fromHome)).not.toContainEqual({ type: "cross" });
  });

  test("FL-5 Move across the opponent's start line: the pyramid leaves play into your crossed pile", () => {
    const state = position({ pyramids: [[6, 4, "R2", 0], [7, 4, "K3", 1]], dice: [1, 1, 1] });
    const choosing = play(state, 0, die(0), act("move"), at(6, 4));
    expect(squares(choosing)).toEqual([sq(4, 2), sq(4, 4), sq(4, 6), sq(6, 2), sq(6, 6)]);
    // Three directions cross; they all end the same way, so it is one choice.
    expect(legal(choosing).filter((a) => a.type === "cross")).toEqual([{ type: "cross" }]);
    const after = play(choosing, 0, { type: "cross" });
    expect(after.crossed).toEqual([[{ colour: "red", size: 2 }], []]);
    expect(layout(after)).toEqual([[7, 4, "K3", 1]]);
    expect(after.supply.red).toEqual([3, 2, 3]);
    expect(after.events[0]).toEqual({ type: "cross", seat: 0, die: 0, from: sq(6, 4), colour: "red", size: 2 });
    expect(census(after)).toEqual(FULL_CENSUS);

    // Seat 1 crosses row 0, also diagonally through the corner; never through the side.
    const corner = position({ pyramids: [[0, 0, "B1", 1]], turn: 1, dice: [2, 2, 2] });
    const fromCorner = play(corner, 1, die(0), act("move"), at(0, 0));
    expect(squares(fromCorner)).toEqual([sq(0, 1), sq(1, 0), sq(1, 1)]);
    expect(legal(fromCorner)).toContainEqual({ type: "cross" });
    const crossed = play(fromCorner, 1, { type: "cross" });
    expect(crossed.crossed).toEqual([[], [{ colour: "blue", size: 1 }]]);
    const side = position({ pyramids: [[3, 0, "B1", 1]], turn: 1, dice: [2, 2, 2] });
    expect(legal(play(side, 1, die(0), act("move"), at(3, 0)))).not.toContainEqual({ type: "cross" });
  });
});

