import { describe, expect, test } from "@jest/globals";
import { DogEatDog, Rng } from "@tablee/shared";
import { position, pyr, rngFor } from "../../support/dog-eat-dog-position.ts";

const { dogEatDog } = DogEatDog;

describe("DED-1 pieces and the table", () => {
  test("DED-1 each colour has 3 small, 3 medium and 3 large pyramids, all upright and alone", () => {
    for (const players of [2, 5, 8]) {
      const state = dogEatDog.setup(players, `pieces-${players}`);
      expect(state.pyramids).toHaveLength(players * 9);
      for (let seat = 0; seat < players; seat++) {
        const sizes = state.pyramids.filter((p) => p.owner === seat).map((p) => p.size);
        expect(sizes).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
      }
      expect(state.tipped.every((t) => !t)).toBe(true);
      expect(state.piles.every((pile, id) => pile.length === 1 && pile[0] === id)).toBe(true);
    }
  });

  test("DED-1 the scattered layout is stored in the state: same seed, same table for every viewer", () => {
    const a = dogEatDog.setup(8, "layout");
    expect(dogEatDog.setup(8, "layout").pyramids).toEqual(a.pyramids);
    expect(dogEatDog.setup(8, "another layout").pyramids).not.toEqual(a.pyramids);
    for (const p of a.pyramids) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThan(1);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThan(1);
    }
    const views = [null, 0, 3, 7].map((seat) => dogEatDog.view(a, seat).pyramids);
    for (const view of views) expect(view).toEqual(a.pyramids);
    // Pyramids do not sit on each other's spot.
    const spots = new Set(a.pyramids.map((p) => `${p.x},${p.y}`));
    expect(spots.size).toBe(a.pyramids.length);
  });

  test("DED-1 a table needs 2 to 8 players", () => {
    expect(() => dogEatDog.setup(1, "x")).toThrow(expect.objectContaining({ code: "bad-players" }));
    expect(() => dogEatDog.setup(9, "x")).toThrow(expect.objectContaining({ code: "bad-players" }));
  });
});

describe("DED-2 first player", () => {
  test("DED-2 everyone rolls one die; only the seats tied for the highest roll again", () => {
    const { rounds, first } = DogEatDog.rollOff(4, new Rng(rngFor([5, 2, 5, 1, 3, 6])));
    expect(rounds).toEqual([
      [
        { seat: 0, die: 5 },
        { seat: 1, die: 2 },
        { seat: 2, die: 5 },
        { seat: 3, die: 1 },
      ],
      [
        { seat: 0, die: 3 },
        { seat: 2, die: 6 },
      ],
    ]);
    expect(first).toBe(2);
  });

  test("DED-2 set-up records every roll-off round in the state, the events and the view, and the winner starts", () => {
    let seed = 0;
    let state = dogEatDog.setup(5, "roll-off-0");
    while (state.rollOff.length < 2) state = dogEatDog.setup(5, `roll-off-${++seed}`);
    const last = state.rollOff[state.rollOff.length - 1];
    const best = Math.max(...last.map((r) => r.die));
    expect(last.filter((r) => r.die === best)).toEqual([{ seat: state.firstPlayer, die: best }]);
    const firstRound = state.rollOff[0];
    const top = Math.max(...firstRound.map((r) => r.die));
    expect(state.rollOff[1].map((r) => r.seat)).toEqual(firstRound.filter((r) => r.die === top).map((r) => r.seat));
    expect(state.turn).toBe(state.firstPlayer);
    expect(state.events.filter((e) => e.type === "roll-off").map((e) => (e as { rolls: unknown }).rolls)).toEqual(state.rollOff);
    expect(state.events).toContainEqual({ type: "first-player", seat: state.firstPlayer });
    expect(dogEatDog.view(state, null).rollOff.map((round) => round.rolls)).toEqual(state.rollOff);
  });

  test("DED-2 turns go round in seat order", () => {
    let state = position({ players: 3, turn: 2 });
    const seen: number[] = [];
    for (let i = 0; i < 2; i++) {
      state = dogEatDog.apply(state, state.turn, { type: "pass" });
      seen.push(state.turn);
    }
    expect(seen).toEqual([0, 1]);
  });
});

describe("DED-3 the turn", () => {
  test("DED-3 cleanup stands up all of the player's tipped pyramids, and only theirs, at the start of the turn", () => {
    const state = position({ players: 3, tipped: [pyr(1, 1), pyr(1, 3, 2), pyr(2, 2), pyr(0, 1)] });
    const after = dogEatDog.apply(state, 0, { type: "pass" });
    expect(after.turn).toBe(1);
    expect(after.tipped[pyr(1, 1)]).toBe(false);
    expect(after.tipped[pyr(1, 3, 2)]).toBe(false);
    expect(after.tipped[pyr(2, 2)]).toBe(true);
    expect(after.tipped[pyr(0, 1)]).toBe(true);
    expect(after.events).toContainEqual({ type: "cleanup", seat: 1, pyramids: [pyr(1, 1), pyr(1, 3, 2)] });
    // The stood-up pyramids may attack at once.
    expect(dogEatDog.legalActions(after, 1)).toContainEqual({ type: "attack", attacker: pyr(1, 1), target: pyr(2, 1), treehouse: false });
  });

  test("DED-3 one attack or a pass, then the turn moves on", () => {
    const state = position({ players: 2, dice: [6, 1] });
    expect(dogEatDog.legalActions(state, 0)).toContainEqual({ type: "pass" });
    const passed = dogEatDog.apply(state, 0, { type: "pass" });
    expect(passed.turn).toBe(1);
    expect(passed.events[0]).toEqual({ type: "pass", seat: 0 });
    const attacked = dogEatDog.apply(state, 0, { type: "attack", attacker: pyr(0, 1), target: pyr(1, 1) });
    expect(attacked.turn).toBe(1);
    expect(dogEatDog.activeSeats(attacked)).toEqual([1]);
  });
});

describe("DED-8 the end of the game", () => {
  // Seat 1 has one pyramid left on the table: 9 (small); seat 0 captured the rest.
  const lastStand = (extra: Partial<Parameters<typeof position>[0]> = {}) =>
    position({ players: 2, captured: { 0: [10, 11, 12, 13, 14, 15, 16, 17] }, ...extra });

  test("DED-8 the game ends when the player to move has no legal attack after cleanup; no pass is offered", () => {
    const state = lastStand({ dice: [6, 1, 1, 2] });
    const after = dogEatDog.apply(state, 0, { type: "attack", attacker: pyr(0, 3), target: pyr(1, 1) });
    expect(after.step).toEqual({ kind: "over", reason: "no-attack" });
    expect(dogEatDog.activeSeats(after)).toEqual([]);
    expect(dogEatDog.legalActions(after, 1)).toEqual([]);
    expect(dogEatDog.outcome(after)).toEqual({ winners: [0], scores: [3 * 7, 0] }); // all nine of seat 1: three one-colour trees
    expect(after.events[after.events.length - 1]).toMatchObject({ type: "game-over", reason: "no-attack", winners: [0] });
    expect(() => dogEatDog.apply(after, 1, { type: "pass" })).toThrow(expect.objectContaining({ code: "game-over" }));
  });

  test("DED-8 cleanup comes first: a player whose only pyramid is tipped stands it up and plays on", () => {
    const state = lastStand({ tipped: [pyr(1, 1)] });
    const after = dogEatDog.apply(state, 0, { type: "pass" });
    expect(after.step).toEqual({ kind: "attack" });
    expect(after.turn).toBe(1);
  });

  test("DED-8 stall guard: when every player in turn has passed once in a row, the game ends", () => {
    let state = position({ players: 3 });
    state = dogEatDog.apply(state, 0, { type: "pass" });
    state = dogEatDog.apply(state, 1, { type: "pass" });
    expect(state.step.kind).toBe("attack");
    state = dogEatDog.apply(state, 2, { type: "pass" });
    expect(state.step).toEqual({ kind: "over", reason: "stall" });
    expect(dogEatDog.outcome(state)).toEqual({ winners: [0, 1, 2], scores: [0, 0, 0] });
  });

  test("DED-8 an attack breaks a run of passes", () => {
    let state = position({ players: 3, passes: 2, dice: [1, 6] });
    state = dogEatDog.apply(state, 0, { type: "attack", attacker: pyr(0, 1), target: pyr(1, 1) });
    expect(state.passes).toBe(0);
    state = dogEatDog.apply(state, 1, { type: "pass" });
    state = dogEatDog.apply(state, 2, { type: "pass" });
    expect(state.step.kind).toBe("attack");
    expect(state.passes).toBe(2);
  });
});
