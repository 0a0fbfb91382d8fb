import { describe, expect, test } from "@jest/globals";
import { Frontline, isRuleError } from "@tablee/shared";
import { FULL_CENSUS, census, frontline, layout, legal, play, position, sq, squares } from "../../support/frontline-position.ts";

describe("Frontline: material, board and range", () => {
  test("FL-1 setup: an empty board, all 45 pyramids in the supply, empty crossed piles", () => {
    const state = frontline.setup(2, "fl-1");
    expect(state.board.every((p) => p === null)).toBe(true);
    expect(state.supply).toEqual({ red: [3, 3, 3], blue: [3, 3, 3], green: [3, 3, 3], yellow: [3, 3, 3], black: [3, 3, 3] });
    expect(state.crossed).toEqual([[], []]);
    expect(census(state)).toEqual(FULL_CENSUS);
  });

  test("FL-1 start lines: seat 0 enters on row 0, seat 1 on row 7", () => {
    const base = { pyramids: [[0, 3, "K1", 1], [7, 5, "K1", 0]] as [number, number, string, 0 | 1 | null][], dice: [1, 1, 1] };
    const zero = play(position({ ...base, turn: 0 }), 0, { type: "die", die: 0 }, { type: "action", action: "enter", colour: "red" });
    expect(squares(zero)).toEqual([0, 1, 2, 4, 5, 6, 7]);
    const one = play(position({ ...base, turn: 1 }), 1, { type: "die", die: 0 }, { type: "action", action: "enter", colour: "red" });
    expect(squares(one)).toEqual([56, 57, 58, 59, 60, 62, 63]);
  });

  test("FL-1 an upright pyramid is nobody's; a lying one is its controller's only", () => {
    const state = position({
      pyramids: [[3, 3, "R2", null], [4, 4, "R2", 1], [2, 2, "R2", 0]],
      dice: [1, 1, 1],
    });
    const picked = play(state, 0, { type: "die", die: 0 });
    expect(squares(play(picked, 0, { type: "action", action: "take" }))).toEqual([sq(3, 3)]);
    expect(squares(play(picked, 0, { type: "action", action: "grow" }))).toEqual([sq(2, 2)]);
    expect(squares(play(picked, 0, { type: "action", action: "move" }))).toEqual([sq(2, 2)]);
    // Activate: one's own lying pyramid, or any upright one that can shrink; never the opponent's.
    expect(squares(play(picked, 0, { type: "action", action: "activate" }))).toEqual([sq(2, 2), sq(3, 3)]);
  });

  test("FL-2 range: king distance 1 to pips, clipped to the board, never the centre", () => {
    expect([...Frontline.range(sq(0, 0), 1)].sort((a, b) => a - b)).toEqual([1, 8, 9]);
    expect(Frontline.range(sq(3, 3), 1)).toHaveLength(8);
    expect(Frontline.range(sq(3, 3), 3)).toHaveLength(48);
    expect(Frontline.range(sq(0, 0), 3)).toHaveLength(15);
    expect(Frontline.range(sq(3, 3), 2)).not.toContain(sq(3, 3));
  });

  test("FL-2 a shrunk pyramid acts with its range after the shrink", () => {
    // An upright large red shrinks to a medium: range 2, so the pyramid 3 squares away stays.
    const state = position({
      pyramids: [[4, 4, "R3", null], [2, 2, "B1", 1], [4, 5, "G1", 0], [1, 1, "Y1", 1]],
      dice: [1, 5, 5],
    });
    const after = play(state, 0, { type: "die", die: 0 }, { type: "action", action: "activate" }, { type: "square", square: sq(4, 4) });
    expect(layout(after)).toEqual([
      [1, 1, "Y1", 1],
      [4, 4, "R2", null],
    ]);
    expect(after.supply.red).toEqual([3, 2, 3]);
    expect(census(after)).toEqual(FULL_CENSUS);
  });

  test("FL-3 the table may fix the first player; the draw is public otherwise", () => {
    const fixed = frontline.setup(2, "fl-3", { firstPlayer: 1 });
    expect(fixed.turn).toBe(1);
    expect(fixed.events[0]).toEqual({ type: "first-player", seat: 1, by: "table" });
    expect(fixed.events[1]).toMatchObject({ type: "roll", seat: 1 });

    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const drawn = frontline.setup(2, `draw-${i}`);
      expect(drawn.events[0]).toEqual({ type: "first-player", seat: drawn.turn, by: "draw" });
      expect(frontline.view(drawn, 0).events).toEqual(frontline.view(drawn, 1).events);
      expect(frontline.activeSeats(drawn)).toEqual([drawn.turn]);
      firsts.add(drawn.turn);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  test("FL-3 setup refuses anything but two players and known options", () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return isRuleError(error) ? error.code : "not a RuleError";
      }
      return "accepted";
    };
    expect(code(() => frontline.setup(3, "x"))).toBe("bad-players");
    expect(code(() => frontline.setup(2, "x", { firstPlayer: 2 as never }))).toBe("bad-options");
    expect(code(() => frontline.setup(2, "x", { turnLimit: 0 }))).toBe("bad-options");
    expect(legal(frontline.setup(2, "x", { firstPlayer: 0, turnLimit: 10 }), 0).length).toBeGreaterThan(0);
  });
});
