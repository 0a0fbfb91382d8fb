import { describe, expect, test } from "@jest/globals";
import { Deathtrap, legalOf, Rng, seedRng } from "@tablee/shared";
import { deepFreeze } from "../../support/play.ts";
import { position } from "../../support/deathtrap-position.ts";
import { errorCode, KM, PASS } from "./helpers.ts";

const { deathtrap } = Deathtrap;
type State = Deathtrap.DeathtrapState;
type Action = Deathtrap.DeathtrapAction;

/** States met in random legal play, from every phase, at several table sizes and options. */
function sampleStates(): State[] {
  const out: State[] = [];
  const rng = new Rng(seedRng("samples"));
  for (const [players, pigLeader] of [[4, "left-of-holder"], [6, "holder-chooses"], [8, "left-of-holder"]] as const) {
    let state = deathtrap.setup(players, `samples-${players}`, { pigLeader });
    for (let i = 0; i < 3000 && deathtrap.outcome(state) === null; i++) {
      if (i % 90 === 0 || (state.phase !== "play" && i % 2 === 0)) out.push(state);
      const active = deathtrap.activeSeats(state);
      const seat = active[rng.int(active.length)];
      const legal = deathtrap.legalActions(state, seat);
      state = deathtrap.apply(state, seat, legal[rng.int(legal.length)]);
    }
  }
  return out;
}

describe("the engine keeps its contract", () => {
  const samples = sampleStates();

  test("a forged or malformed action throws RuleError and leaves the state as it was", () => {
    const state = deepFreeze(
      position({ hands: [["orc", "red-lotus"], ["zombie"], ["zombie"], ["killing-machine", "ninja"]], trick: { kind: "rat-man", naturals: 1, by: 3 }, turn: 0 }),
    );
    const before = JSON.stringify(state);
    const forged: [number, unknown, string][] = [
      [0, { type: "play", kind: "ninja", naturals: 1, wilds: 0 }, "illegal-action"],
      [0, { type: "play", kind: "orc", naturals: 1, wilds: 2 }, "illegal-action"],
      [0, { type: "play", kind: "orc", naturals: 2, wilds: 0 }, "illegal-action"],
      [0, { type: "play", kind: "orc", naturals: -1, wilds: 0 }, "bad-action"],
      [0, { type: "play", kind: "dragon", naturals: 1, wilds: 0 }, "bad-action"],
      [0, { type: "play", kind: "orc", naturals: "1", wilds: 0 }, "bad-action"],
      [0, { type: "play", kind: "killing-machine", naturals: 1, wilds: 0 }, "bad-action"],
      [0, { type: "killing-machine" }, "illegal-action"],
      [0, { type: "return", cards: ["orc"] }, "illegal-action"],
      [0, { type: "pig", discard: "orc" }, "illegal-action"],
      [0, { type: "teleport" }, "bad-action"],
      [0, { type: "toString" }, "bad-action"],
      [0, { type: "play", kind: "zombie", naturals: 1, wilds: 0, extra: true }, "bad-action"],
      [0, { type: "pass", seat: 1 }, "bad-action"],
      // The bounds of every field, as the server's own shape check once had them.
      [0, { type: "play", naturals: 1, wilds: 0 }, "bad-action"],
      [0, { type: "play", kind: "orc", naturals: 13, wilds: 0 }, "bad-action"],
      [0, { type: "play", kind: "orc", naturals: 1.5, wilds: 0 }, "bad-action"],
      [0, { type: "play", kind: "orc", naturals: 1, wilds: 3 }, "bad-action"],
      [0, { type: "play", kind: "orc", naturals: 1 }, "bad-action"],
      [0, { type: "pig" }, "bad-action"],
      [0, { type: "pig", discard: "unicorn" }, "bad-action"],
      [0, { type: "pig", discard: null, leader: 8 }, "bad-action"],
      [0, { type: "pig", discard: null, leader: "1" }, "bad-action"],
      [0, { type: "return", cards: [] }, "bad-action"],
      [0, { type: "return", cards: ["orc", "orc", "orc"] }, "bad-action"],
      [0, { type: "return", cards: "orc" }, "bad-action"],
      [0, { type: "return", cards: ["toString"] }, "bad-action"],
      [0, { type: "return" }, "bad-action"],
      [0, { type: "killing-machine", now: true }, "bad-action"],
      [0, { type: "hasOwnProperty" }, "bad-action"],
      [0, { type: "__proto__" }, "bad-action"],
      [0, [], "bad-action"],
      [0, 7, "bad-action"],
      [0, null, "bad-action"],
      [0, "pass", "bad-action"],
      [1, PASS, "not-your-turn"],
      [3, PASS, "not-your-turn"],
      [9, PASS, "not-your-turn"],
      [-1, KM, "not-your-turn"],
    ];
    for (const [seat, action, code] of forged) {
      expect([seat, action, errorCode(() => deathtrap.apply(state, seat, action as Action))]).toEqual([seat, action, code]);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  test("a view shows its own hand and only counts of the others; a spectator no hand; never the generator", () => {
    for (const state of samples) {
      const key = state.rng.key;
      const table = deathtrap.publicView(state);
      for (let seat = 0; seat < state.players; seat++) {
        const view = deathtrap.view(state, seat);
        expect(view.hand).toEqual(Deathtrap.handCards(state.hands[seat]));
        // A seat's view is the public view with its own private view over it and its legal actions, nothing else.
        expect(view).toEqual({ ...table, ...deathtrap.privateView(state, seat), legal: legalOf(deathtrap, state, seat) });
        const text = JSON.stringify(view);
        expect(text).not.toContain(key);
        expect(text).not.toContain('"rng"');
        // DD-3: a swap's cards only in the private view of its two players.
        if (view.swap) expect([view.swap.giver, view.swap.master]).toContain(seat);
        for (const swap of state.swaps) if (swap.giver === seat || swap.master === seat) expect(view.swap).toBeDefined();
        for (const event of view.events) if (event.type === "swap") expect(event.cards).toEqual([]);
        expect(view.handCounts).toEqual(state.hands.map((h) => h.reduce((a, b) => a + b, 0)));
      }
      const spectator = deathtrap.view(state, null);
      expect(spectator).toEqual(table);
      for (const field of ["seat", "hand", "canStrike", "swap", "legal"]) expect(spectator).not.toHaveProperty(field);
      expect(JSON.stringify(spectator)).not.toContain(key);
    }
  });

  test("the views are wire values: no null, no array of arrays, no null element", () => {
    const check = (value: unknown, path: string): void => {
      expect([path, value]).not.toEqual([path, null]);
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          expect([path, Array.isArray(item)]).toEqual([path, false]);
          check(item, `${path}[${i}]`);
        });
      } else if (typeof value === "object" && value !== null) {
        // Events and legal actions travel as JSON lines (engine/wire.ts): their own shapes are the protocol's.
        for (const [k, v] of Object.entries(value)) if (k !== "events" && k !== "legal") check(v, `${path}.${k}`);
      }
    };
    for (const state of samples) {
      check(deathtrap.publicView(state), "public");
      for (let seat = 0; seat < state.players; seat++) check(deathtrap.privateView(state, seat), `private ${seat}`);
    }
  });

  test("a whole bot game with the option holder-chooses reaches its end", () => {
    const rng = new Rng(seedRng("option-bots"));
    let state = deathtrap.setup(6, "option-bots", { pigLeader: "holder-chooses" });
    let pigSteps = 0;
    for (let i = 0; i < 20_000 && deathtrap.outcome(state) === null; i++) {
      const active = deathtrap.activeSeats(state);
      const seat = active[rng.int(active.length)];
      const action = Deathtrap.deathtrapBot(Deathtrap.deathtrap.view(state, seat), rng);
      if (action.type === "pig") {
        pigSteps++;
        expect(action.leader).toBeDefined();
      }
      state = deathtrap.apply(state, seat, action);
    }
    expect(pigSteps).toBe(4);
    expect(deathtrap.outcome(state)?.scores?.reduce((a, b) => a + b, 0)).toBe(4 * 21);
  });

  test("setup refuses tables outside 4 to 8 players", () => {
    expect(errorCode(() => deathtrap.setup(3, "x"))).toBe("bad-players");
    expect(errorCode(() => deathtrap.setup(9, "x"))).toBe("bad-players");
    expect([deathtrap.minPlayers, deathtrap.maxPlayers, deathtrap.id]).toEqual([4, 8, "deathtrap"]);
  });
});
