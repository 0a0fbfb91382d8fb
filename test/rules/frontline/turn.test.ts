import { describe, expect, test } from "@jest/globals";
import { frontline, legal, play, position, sq, squares } from "../../support/frontline-position.ts";

describe("Frontline: the turn and its dice", () => {
  test("FL-4 a turn starts with three dice rolled in public, none used yet", () => {
    const state = frontline.setup(2, "fl-4-roll", { firstPlayer: 0 });
    expect(state.dice).toHaveLength(3);
    expect(state.dice.every((d) => d.status === "unused" && d.face >= 1 && d.face <= 6)).toBe(true);
    expect(state.events[1]).toEqual({ type: "roll", seat: 0, faces: state.dice.map((d) => d.face) });
    expect(frontline.view(state, null).dice).toEqual(state.dice);
  });

  test("FL-4 a die works only pyramids of its colour; a 6 works any colour", () => {
    const state = position({
      pyramids: [[1, 1, "R1", 0], [1, 5, "B1", 0]],
      dice: [1, 2, 6],
    });
    const red = play(state, 0, { type: "die", die: 0 });
    expect(legal(red)).toEqual([
      { type: "action", action: "enter", colour: "red" },
      { type: "action", action: "grow" },
      { type: "action", action: "activate" },
      { type: "action", action: "move" },
      { type: "back" },
    ]);
    expect(squares(play(red, 0, { type: "action", action: "activate" }))).toEqual([sq(1, 1)]);
    const any = play(state, 0, { type: "die", die: 2 });
    expect(legal(any).filter((a) => a.type === "action" && a.action === "enter").map((a) => (a as { colour: string }).colour)).toEqual([
      "red",
      "blue",
      "green",
      "yellow",
      "black",
    ]);
    expect(squares(play(any, 0, { type: "action", action: "activate" }))).toEqual([sq(1, 1), sq(1, 5)]);
  });

  test("FL-4 each die is used once, a die may be declined, and the turn passes after the third", () => {
    let state = position({ dice: [6, 6, 6] });
    state = play(state, 0, { type: "decline", die: 0 });
    expect(state.dice.map((d) => d.status)).toEqual(["declined", "unused", "unused"]);
    expect(legal(state)).toEqual([
      { type: "die", die: 1 },
      { type: "die", die: 2 },
      { type: "decline", die: 1 },
      { type: "decline", die: 2 },
    ]);
    state = play(state, 0, { type: "die", die: 1 }, { type: "action", action: "enter", colour: "red" }, { type: "square", square: 0 });
    expect(state.dice.map((d) => d.status)).toEqual(["declined", "used", "unused"]);
    expect(state.turn).toBe(0);
    state = play(state, 0, { type: "decline", die: 2 });
    expect(state.turn).toBe(1);
    expect(state.turnsPlayed).toBe(1);
    expect(state.dice.map((d) => d.status)).toEqual(["unused", "unused", "unused"]);
    expect(state.events.map((e) => e.type)).toEqual(["decline", "turn", "roll"]);
    expect(state.events[2]).toEqual({ type: "roll", seat: 1, faces: state.dice.map((d) => d.face) });
    expect(frontline.activeSeats(state)).toEqual([1]);
  });

  test("FL-4 a die with no legal action cannot be picked and is lost once no die has one", () => {
    // No red small is left in the supply and seat 0 has no red pyramid to work with.
    let state = position({ crossed: [[], ["R1", "R1", "R1"]], dice: [1, 3, 3] });
    expect(legal(state)).toEqual([
      { type: "die", die: 1 },
      { type: "die", die: 2 },
      { type: "decline", die: 0 },
      { type: "decline", die: 1 },
      { type: "decline", die: 2 },
    ]);
    state = play(state, 0, { type: "die", die: 1 }, { type: "action", action: "enter", colour: "green" }, { type: "square", square: 0 });
    expect(state.turn).toBe(0);
    state = play(state, 0, { type: "decline", die: 2 });
    expect(state.events.slice(0, 3)).toEqual([
      { type: "decline", seat: 0, die: 2 },
      { type: "lost", seat: 0, dice: [0] },
      { type: "turn", seat: 0, turnsPlayed: 1 },
    ]);
    expect(state.turn).toBe(1);
  });

  test("FL-4 a die without an action now stays while another die's action may give it one", () => {
    // The only red pyramid is the opponent's; a blue power next to it hands it to seat 0.
    let state = position({
      pyramids: [[2, 2, "B1", 0], [2, 3, "R1", 1]],
      crossed: [[], ["R1", "R1"]],
      dice: [1, 2, 2],
    });
    expect(legal(state).filter((a) => a.type === "die")).toEqual([
      { type: "die", die: 1 },
      { type: "die", die: 2 },
    ]);
    state = play(state, 0, { type: "die", die: 1 }, { type: "action", action: "activate" }, { type: "square", square: sq(2, 2) });
    expect(state.board[sq(2, 3)]).toEqual({ colour: "red", size: 1, owner: 0 });
    expect(legal(state).filter((a) => a.type === "die")).toEqual([
      { type: "die", die: 0 },
      { type: "die", die: 2 },
    ]);
  });

  test("FL-4 choices are steps: die, action, target; back undoes a choice before anything happens", () => {
    const start = position({ pyramids: [[3, 3, "Y2", 0]], dice: [4, 4, 4] });
    let state = play(start, 0, { type: "die", die: 0 });
    expect(state.step).toEqual({ kind: "action", die: 0 });
    state = play(state, 0, { type: "action", action: "move" });
    expect(state.step).toEqual({ kind: "target", die: 0, action: "move", colour: null });
    state = play(state, 0, { type: "square", square: sq(3, 3) });
    expect(state.step).toEqual({ kind: "destination", die: 0, from: sq(3, 3) });
    state = play(state, 0, { type: "back" }, { type: "back" }, { type: "back" });
    expect(state.step).toEqual({ kind: "die" });
    expect(state.board).toEqual(start.board);
    expect(state.dice).toEqual(start.dice);
  });
});
