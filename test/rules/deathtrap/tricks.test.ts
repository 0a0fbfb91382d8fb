import { describe, expect, test } from "@jest/globals";
import { Deathtrap } from "@tablee/shared";
import { cardsOf, position } from "../../support/deathtrap-position.ts";
import { errorCode, PASS, play } from "./helpers.ts";

const { deathtrap } = Deathtrap;
type State = Deathtrap.DeathtrapState;

const apply = (state: State, seat: number, action: Deathtrap.DeathtrapAction) => deathtrap.apply(state, seat, action);

describe("DD-5 tricks", () => {
  test("DD-5 the leader may lay any number of one kind, with wilds added, or wilds alone; no pass", () => {
    const state = position({ hands: [["orc", "orc", "ninja", "red-lotus"], ["zombie"], ["zombie"], ["zombie"]], turn: 0 });
    expect(deathtrap.legalActions(state, 0)).toEqual([
      play("orc", 1, 0),
      play("orc", 1, 1),
      play("orc", 2, 0),
      play("orc", 2, 1),
      play("ninja", 1, 0),
      play("ninja", 1, 1),
      play(null, 0, 1),
    ]);
    expect(errorCode(() => apply(state, 0, PASS))).toBe("illegal-action");
  });

  test("DD-5 followers lay exactly as many cards, of strictly higher value, wilds allowed, or pass", () => {
    const state = position({
      hands: [
        ["orc"],
        ["rat-man", "rat-man", "skeleton", "skeleton", "zombie", "dwarf", "dwarf", "dwarf", "chaindog", "red-lotus"],
        ["orc"],
        ["orc"],
      ],
      trick: { kind: "skeleton", naturals: 2, by: 0 },
      turn: 1,
    });
    expect(deathtrap.legalActions(state, 1)).toEqual([play("zombie", 1, 1), play("dwarf", 2, 0), play("dwarf", 1, 1), PASS]);
    expect(errorCode(() => apply(state, 1, play("skeleton", 2)))).toBe("illegal-action");
    expect(errorCode(() => apply(state, 1, play("dwarf", 3)))).toBe("illegal-action");
    expect(errorCode(() => apply(state, 1, play(null, 0, 2)))).toBe("illegal-action");
    const after = apply(state, 1, play("zombie", 1, 1));
    expect(cardsOf(after, 1)).toEqual(["rat-man", "rat-man", "skeleton", "skeleton", "dwarf", "dwarf", "dwarf", "chaindog"]);
    expect(deathtrap.view(after, null).trick).toEqual({ kind: "zombie", naturals: 1, wilds: ["red-lotus"], count: 2, value: 4, by: 1 });
  });

  test("DD-5 a set of wild cards only is worth 0: it can be led and any single creature beats it", () => {
    const state = position({ hands: [["chaindog", "orc"], ["rat-man", "red-lotus"], ["orc"], ["orc"]], turn: 0 });
    const led = apply(state, 0, play(null, 0, 1));
    expect(led.trick).toMatchObject({ kind: -1, value: 0, wilds: [15], by: 0 });
    // In the view a set of wilds only names no creature: `kind` is absent.
    expect(deathtrap.view(led, null).trick).toEqual({ naturals: 0, wilds: ["chaindog"], count: 1, value: 0, by: 0 });
    expect(deathtrap.view(state, null)).not.toHaveProperty("trick");
    expect(deathtrap.legalActions(led, 1)).toEqual([play("rat-man", 1, 0), PASS]);
  });

  test("DD-5 passing does not lock a player out of the trick", () => {
    let state = position({ hands: [["orc", "zombie"], ["skeleton", "ninja"], ["warrior", "rat-man"], ["rat-man", "rat-man"]], turn: 0 });
    state = apply(state, 0, play("orc", 1));
    state = apply(state, 1, PASS);
    state = apply(state, 2, play("warrior", 1));
    state = apply(state, 3, PASS);
    state = apply(state, 0, PASS);
    expect(state.turn).toBe(1);
    expect(deathtrap.view(state, null).passed).toEqual([true, false, false, true]);
    expect(deathtrap.legalActions(state, 1)).toEqual([play("ninja", 1), PASS]);
  });

  test("DD-5 the trick ends when play comes back to the last player who played; they lead the next", () => {
    let state = position({ hands: [["orc", "zombie"], ["skeleton", "ninja"], ["warrior", "rat-man"], ["rat-man", "rat-man"]], turn: 0 });
    state = apply(state, 0, play("orc", 1));
    state = apply(state, 1, play("skeleton", 1));
    state = apply(state, 2, PASS);
    state = apply(state, 3, PASS);
    expect(state.trick).not.toBeNull();
    state = apply(state, 0, PASS);
    expect(state.trick).toBeNull();
    expect(state.turn).toBe(1);
    expect(state.events).toEqual([{ type: "pass", seat: 0 }, { type: "trick-over", leader: 1 }]);
    expect(deathtrap.legalActions(state, 1)).toEqual([play("ninja", 1)]);
  });

  test("DD-5 when the last player who played is out, the next player to their left still holding cards leads", () => {
    let state = position({ hands: [["orc", "zombie"], ["ninja"], [], ["rat-man", "rat-man"]], finished: [2], turn: 0 });
    state = apply(state, 0, play("orc", 1));
    state = apply(state, 1, play("ninja", 1));
    expect(state.finished).toEqual([2, 1]);
    expect(state.turn).toBe(3);
    state = apply(state, 3, PASS);
    expect(state.trick).not.toBeNull();
    state = apply(state, 0, PASS);
    expect(state.trick).toBeNull();
    expect(state.turn).toBe(3);
  });
});
