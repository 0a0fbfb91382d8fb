import { describe, expect, test } from "@jest/globals";
import { Deathtrap } from "@tablee/shared";
import { cardsOf, position } from "../../support/deathtrap-position.ts";
import { errorCode, KM, PASS, play } from "./helpers.ts";

const { deathtrap } = Deathtrap;
type State = Deathtrap.DeathtrapState;

/** Seat 0 has led one orc; seat 1 is to play; seat 3 holds the Killing Machine. */
function orcOnTable(): State {
  return position({
    hands: [["zombie", "zombie"], ["zombie", "ninja"], ["rat-man", "dwarf"], ["killing-machine", "orc", "warrior"]],
    trick: { kind: "orc", naturals: 1, by: 0 },
    turn: 1,
  });
}

describe("DD-6 the Killing Machine", () => {
  test("DD-6 while a trick is in progress its holder is active out of turn, with the Killing Machine only", () => {
    const state = orcOnTable();
    expect(deathtrap.activeSeats(state)).toEqual([1, 3]);
    expect(deathtrap.legalActions(state, 3)).toEqual([KM]);
    expect(deathtrap.view(state, 3).canStrike).toBe(true);
    expect(deathtrap.view(state, 1).canStrike).toBe(false);
    // The holder's card is secret: the table is seen waiting for the turn player only, and
    // the holder's ability to act is in its private view alone.
    expect(deathtrap.publicView(state).active).toEqual([1]);
    expect(deathtrap.view(state, null).active).toEqual([1]);
    expect(deathtrap.view(state, 2).active).toEqual([1]);
    expect(deathtrap.view(state, 3)).toMatchObject({ seat: 3, canStrike: true, legal: [KM] });
    expect(deathtrap.view(state, 2)).toMatchObject({ seat: 2, canStrike: false, legal: [] });
    expect(deathtrap.publicView(state)).not.toHaveProperty("canStrike");
    expect(errorCode(() => deathtrap.apply(state, 3, PASS))).toBe("not-your-turn");
    expect(errorCode(() => deathtrap.apply(state, 3, play("warrior", 1)))).toBe("not-your-turn");
    expect(errorCode(() => deathtrap.apply(state, 2, KM))).toBe("not-your-turn");
  });

  test("DD-6 before a set lies on the table no trick is in progress: only the leader acts", () => {
    const state = position({ hands: [["orc"], ["orc"], ["orc"], ["killing-machine", "orc"]], turn: 0 });
    expect(deathtrap.activeSeats(state)).toEqual([0]);
    expect(errorCode(() => deathtrap.apply(state, 3, KM))).toBe("not-your-turn");
    const pig = position({ phase: "pig", pigHolder: 0, hands: [["exploding-pig", "orc"], ["orc"], ["orc"], ["killing-machine", "orc"]] });
    expect(errorCode(() => deathtrap.apply(pig, 3, KM))).toBe("not-your-turn");
  });

  test("DD-6 it ends the trick at once and its player leads the next one", () => {
    const state = deathtrap.apply(orcOnTable(), 3, KM);
    expect(state.trick).toBeNull();
    expect(state.turn).toBe(3);
    expect(cardsOf(state, 3)).toEqual(["orc", "warrior"]);
    expect(deathtrap.activeSeats(state)).toEqual([3]);
    expect(state.events).toEqual([
      { type: "killing-machine", seat: 3, outOfTurn: true, lead: false },
      { type: "trick-over", leader: 3 },
    ]);
  });

  test("DD-6 arriving together, Killing Machine first: the turn player's play is then refused", () => {
    const struck = deathtrap.apply(orcOnTable(), 3, KM);
    expect(errorCode(() => deathtrap.apply(struck, 1, play("zombie", 1)))).toBe("not-your-turn");
    expect(deathtrap.apply(orcOnTable(), 3, KM)).toEqual(struck);
  });

  test("DD-6 arriving together, the turn player's play first: it lands, then the Killing Machine stops the trick", () => {
    const played = deathtrap.apply(orcOnTable(), 1, play("zombie", 1));
    expect(cardsOf(played, 1)).toEqual(["ninja"]);
    expect(deathtrap.activeSeats(played)).toEqual([2, 3]);
    const struck = deathtrap.apply(played, 3, KM);
    expect(struck.trick).toBeNull();
    expect(struck.turn).toBe(3);
    expect(deathtrap.apply(deathtrap.apply(orcOnTable(), 1, play("zombie", 1)), 3, KM)).toEqual(struck);
  });

  test("DD-6 a pass that ends the trick first leaves the Killing Machine nothing to stop", () => {
    // Seat 3 passed, seat 1 passed, seat 2 passes: the trick ends with seat 0 to lead.
    let state = position({
      hands: [["zombie"], ["rat-man"], ["rat-man"], ["killing-machine", "rat-man"]],
      trick: { kind: "orc", naturals: 1, by: 0 },
      turn: 2,
      passes: 2,
    });
    state = deathtrap.apply(state, 2, PASS);
    expect(state.trick).toBeNull();
    expect(errorCode(() => deathtrap.apply(state, 3, KM))).toBe("not-your-turn");
  });

  test("DD-6 it may be led, and on its holder's own turn it is one choice among the others", () => {
    const lead = position({ hands: [["killing-machine", "orc"], ["orc"], ["orc"], ["orc"]], turn: 0 });
    expect(deathtrap.legalActions(lead, 0)).toEqual([play("orc", 1), KM]);
    const after = deathtrap.apply(lead, 0, KM);
    expect(after.turn).toBe(0);
    expect(after.events[0]).toEqual({ type: "killing-machine", seat: 0, outOfTurn: false, lead: true });
    const follow = position({ hands: [["orc"], ["killing-machine", "rat-man"], ["orc"], ["orc"]], trick: { kind: "zombie", naturals: 1, by: 0 }, turn: 1 });
    expect(deathtrap.legalActions(follow, 1)).toEqual([KM, PASS]);
  });

  test("DD-6 played as the last card, its player is out and the next holder to the left leads", () => {
    const state = position({ hands: [["orc"], ["rat-man"], ["rat-man"], ["killing-machine"]], trick: { kind: "orc", naturals: 1, by: 0 }, turn: 1 });
    const after = deathtrap.apply(state, 3, KM);
    expect(after.finished).toEqual([3]);
    expect(after.turn).toBe(0);
  });
});
