import { describe, expect, test } from "@jest/globals";
import { Frontline, gameOf } from "@tablee/shared";
import { frontline, legal, play, position, sq } from "../../support/frontline-position.ts";

const die = (d: number) => ({ type: "die", die: d }) as const;
const move = { type: "action", action: "move" } as const;
const at = (row: number, col: number) => ({ type: "square", square: sq(row, col) }) as const;
const declineAll = [0, 1, 2].map((d) => ({ type: "decline", die: d }) as const);

describe("Frontline: the end of the game", () => {
  test("FL-7 crossing the fifth colour wins at once, mid-turn", () => {
    const state = position({ pyramids: [[7, 3, "K1", 0]], crossed: [["R1", "B2", "G1", "Y3"], []], dice: [5, 6, 6] });
    const won = play(state, 0, die(0), move, at(7, 3), { type: "cross" });
    expect(won.result).toEqual({ kind: "win", winner: 0 });
    expect(frontline.outcome(won)).toEqual({ winners: [0] });
    expect(frontline.activeSeats(won)).toEqual([]);
    expect(legal(won, 0)).toEqual([]);
    expect(won.step).toEqual({ kind: "over" });
    expect(won.dice.map((d) => d.status)).toEqual(["used", "unused", "unused"]);
    expect(won.events.map((e) => e.type)).toEqual(["cross", "win"]);
  });

  test("FL-7 a colour already crossed does not complete the set; the opponent's pile does not count", () => {
    const state = position({
      pyramids: [[7, 3, "R1", 0]],
      crossed: [["R1", "B2", "G1", "Y3"], ["K1"]],
      dice: [1, 1, 1],
    });
    const after = play(state, 0, die(0), move, at(7, 3), { type: "cross" });
    expect(after.result).toBeNull();
    expect(frontline.outcome(after)).toBeNull();
    expect(after.crossed[0]).toHaveLength(5);
  });

  test("FL-8 after 60 turns in a row without a crossing either player may claim a draw", () => {
    let state = position({ quietTurns: 59, turnsPlayed: 80, dice: [6, 6, 6] });
    expect(frontline.activeSeats(state)).toEqual([0]);
    expect(legal(state, 1)).toEqual([]);
    state = play(state, 0, ...declineAll);
    expect(state.quietTurns).toBe(60);
    expect(state.events).toContainEqual({ type: "stall", quietTurns: 60 });
    expect(state.turn).toBe(1);
    expect(frontline.activeSeats(state)).toEqual([0, 1]);
    expect(frontline.view(state, null).drawClaimable).toBe(true);
    // The seat not on turn may only claim; the seat on turn also plays on.
    expect(legal(state, 0)).toEqual([{ type: "claim-draw" }]);
    expect(legal(state, 1).at(-1)).toEqual({ type: "claim-draw" });
    const claimed = play(state, 0, { type: "claim-draw" });
    expect(claimed.result).toEqual({ kind: "draw", reason: "claimed", by: 0 });
    expect(frontline.outcome(claimed)).toEqual({ winners: [] });
    expect(frontline.activeSeats(claimed)).toEqual([]);
  });

  test("FL-8 while a draw is claimable the table waits for the seat on turn only; a bot off turn claims only when it is not ahead", () => {
    const { botWants } = gameOf("frontline");
    // Seat 0 has crossed a colour more than seat 1, who is on turn.
    const state = position({ crossed: [["R1"], []], turn: 1, quietTurns: 60, dice: [6, 6, 6] });
    expect(frontline.activeSeats(state)).toEqual([0, 1]);
    expect(frontline.awaitedSeats(state)).toEqual([1]);
    // Every seat and a spectator see the table waiting for seat 1; seat 0 may still claim.
    expect(frontline.view(state, null).active).toEqual([1]);
    expect(frontline.view(state, 0).legal).toEqual([{ type: "claim-draw" }]);
    // The seat ahead does not want the draw: no bot is asked for it, so the game goes on.
    expect(botWants?.(frontline.view(state, 0))).toBe(false);
    expect(Frontline.wantsDraw(frontline.view(state, 0))).toBe(false);
    // The seat behind, off turn, claims; level scores claim too.
    const behind = position({ crossed: [[], ["R1"]], turn: 1, quietTurns: 60, dice: [6, 6, 6] });
    expect(frontline.awaitedSeats(behind)).toEqual([1]);
    expect(botWants?.(frontline.view(behind, 0))).toBe(true);
    expect(botWants?.(frontline.view(position({ turn: 1, quietTurns: 60, dice: [6, 6, 6] }), 0))).toBe(true);
    // Before the sixty quiet turns nobody may claim, so no bot wants to.
    expect(botWants?.(frontline.view(position({ crossed: [[], ["R1"]], turn: 1, quietTurns: 59, dice: [6, 6, 6] }), 1))).toBe(false);
    expect(frontline.awaitedSeats(play(state, 0, { type: "claim-draw" }))).toEqual([]);
  });

  test("FL-8 a crossing starts the count again at once", () => {
    const state = position({ pyramids: [[7, 3, "R1", 0]], quietTurns: 70, dice: [1, 1, 1] });
    expect(legal(state, 1)).toEqual([{ type: "claim-draw" }]);
    const crossed = play(state, 0, die(0), move, at(7, 3), { type: "cross" });
    expect(crossed.quietTurns).toBe(0);
    expect(frontline.activeSeats(crossed)).toEqual([0]);
    const next = play(crossed, 0, { type: "decline", die: 1 }, { type: "decline", die: 2 });
    expect(next.quietTurns).toBe(0);
    expect(next.turn).toBe(1);
  });

  test("FL-8 option turn limit: the game ends in a draw when that many turns are finished", () => {
    const state = position({ turnLimit: 5, turnsPlayed: 4, dice: [6, 6, 6] });
    const ended = play(state, 0, ...declineAll);
    expect(ended.result).toEqual({ kind: "draw", reason: "turn-limit", by: null });
    expect(frontline.outcome(ended)).toEqual({ winners: [] });
    expect(ended.events.at(-1)).toEqual({ type: "draw", reason: "turn-limit", by: null });
    expect(frontline.setup(2, "limit").options.turnLimit).toBeNull();
  });

  test("FL-8 when neither player could ever act again the game is a draw instead of endless rolling", () => {
    // Every small has crossed and the board is empty: no Enter, nothing to take or move.
    const state = position({
      crossed: [["R1", "R1", "R1", "B1", "B1", "B1", "G1", "G1", "G1", "Y1", "Y1", "Y1"], ["K1", "K1", "K1"]],
      dice: [1, 2, 3],
    });
    expect(legal(state)).toEqual(declineAll);
    const ended = play(state, 0, { type: "decline", die: 0 });
    expect(ended.result).toEqual({ kind: "draw", reason: "blocked", by: null });
    expect(frontline.activeSeats(ended)).toEqual([]);
  });
});
