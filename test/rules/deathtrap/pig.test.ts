import { describe, expect, test } from "@jest/globals";
import { Deathtrap } from "@tablee/shared";
import { cardsOf, position } from "../../support/deathtrap-position.ts";
import { errorCode } from "./helpers.ts";

const { deathtrap } = Deathtrap;

const hands: Deathtrap.CardKind[][] = [
  ["rat-man", "warrior"],
  ["exploding-pig", "orc", "orc", "ninja", "chaindog"],
  ["skeleton"],
  ["dwarf", "dwarf"],
];

describe("DD-4 the Exploding Pig", () => {
  test("DD-4 the round starts with the Pig's holder discarding it with one other card of their choice", () => {
    const state = position({ phase: "pig", pigHolder: 1, hands });
    expect(deathtrap.activeSeats(state)).toEqual([1]);
    expect(deathtrap.legalActions(state, 1)).toEqual([
      { type: "pig", discard: "orc" },
      { type: "pig", discard: "ninja" },
      { type: "pig", discard: "chaindog" },
    ]);
    expect(deathtrap.legalActions(state, 0)).toEqual([]);
    expect(errorCode(() => deathtrap.apply(state, 1, { type: "pig", discard: "rat-man" }))).toBe("illegal-action");
    expect(errorCode(() => deathtrap.apply(state, 1, { type: "pig", discard: "exploding-pig" }))).toBe("illegal-action");
    expect(errorCode(() => deathtrap.apply(state, 1, { type: "pass" }))).toBe("illegal-action");
    expect(errorCode(() => deathtrap.apply(state, 0, { type: "play", kind: "rat-man", naturals: 1, wilds: 0 }))).toBe("not-your-turn");
  });

  test("DD-4 by default the player to the holder's left leads the first trick", () => {
    const state = deathtrap.apply(position({ phase: "pig", pigHolder: 1, hands }), 1, { type: "pig", discard: "ninja" });
    expect(cardsOf(state, 1)).toEqual(["orc", "orc", "chaindog"]);
    expect(state.phase).toBe("play");
    expect(state.turn).toBe(2);
    expect(state.trick).toBeNull();
    expect(state.events).toEqual([{ type: "pig", seat: 1, discard: "ninja", leader: 2 }]);
    expect(deathtrap.view(state, null).pig).toEqual({ holder: 1, done: true, discard: "ninja", leader: 2 });
    expect(errorCode(() => deathtrap.apply(position({ phase: "pig", pigHolder: 1, hands }), 1, { type: "pig", discard: "ninja", leader: 3 }))).toBe(
      "illegal-action",
    );
  });

  test("DD-4 option holder-chooses: the same action names any player still holding cards to lead", () => {
    const state = position({ phase: "pig", pigHolder: 1, hands, options: { pigLeader: "holder-chooses" } });
    const legal = deathtrap.legalActions(state, 1);
    expect(legal).toHaveLength(3 * 4);
    expect(legal).toContainEqual({ type: "pig", discard: "orc", leader: 1 });
    const after = deathtrap.apply(state, 1, { type: "pig", discard: "orc", leader: 3 });
    expect(after.turn).toBe(3);
    expect(errorCode(() => deathtrap.apply(state, 1, { type: "pig", discard: "orc" }))).toBe("illegal-action");
    expect(errorCode(() => deathtrap.apply(state, 1, { type: "pig", discard: "orc", leader: 4 }))).toBe("illegal-action");
  });

  test("DD-4 a holder left with the Pig alone discards it alone and is out first", () => {
    const state = position({ phase: "pig", pigHolder: 0, hands: [["exploding-pig"], ["orc"], ["orc"], ["orc"]] });
    expect(deathtrap.legalActions(state, 0)).toEqual([{ type: "pig", discard: null }]);
    const after = deathtrap.apply(state, 0, { type: "pig", discard: null });
    expect(after.finished).toEqual([0]);
    expect(after.turn).toBe(1);
    // Nothing discarded with it: the view has no discard (absent, never null).
    expect(deathtrap.view(after, null).pig).toEqual({ holder: 0, done: true, leader: 1 });
  });

  test("DD-4 the option is checked at setup", () => {
    expect(deathtrap.setup(4, "opt", { pigLeader: "holder-chooses" }).options.pigLeader).toBe("holder-chooses");
    expect(deathtrap.setup(4, "opt").options.pigLeader).toBe("left-of-holder");
    expect(errorCode(() => deathtrap.setup(4, "opt", { pigLeader: "dealer" as never }))).toBe("bad-options");
  });
});
