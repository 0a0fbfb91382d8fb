import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { Frontline, Rng, gameOf, seedRng } from "@tablee/shared";
import { deepFreeze, seededPicker } from "../../support/play.ts";
import { FULL_CENSUS, census, frontline, legal, position, rejection, sq } from "../../support/frontline-position.ts";

type State = Frontline.FrontlineState;

/** Plays to the end: `choose` picks the seat among the active ones and the action. */
function playOut(state: State, choose: (state: State) => { seat: number; action: Frontline.FrontlineAction }, each?: (s: State) => void): State {
  for (let moves = 0; frontline.outcome(state) === null; moves++) {
    if (moves > 200_000) throw new Error("the game does not end");
    const { seat, action } = choose(state);
    state = frontline.apply(state, seat, action);
    each?.(state);
  }
  return state;
}

describe("Frontline: whole games", () => {
  test("FL-1 board + supply + crossed piles always hold 45 pyramids, 3 of each colour and size", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16 }), fc.constantFrom(null, 120), (seed, turnLimit) => {
        const pick = seededPicker(seed);
        // The first census that differs, asserted once a game (an expect per move is slow).
        let wrong: Record<string, number> | null = null;
        const end = playOut(
          frontline.setup(2, seed, { turnLimit }),
          (state) => {
            const active = frontline.activeSeats(state);
            const seat = active[pick(active.length)];
            const actions = legal(state, seat);
            return { seat, action: actions[pick(actions.length)] };
          },
          (state) => {
            const counted = census(state);
            if (wrong === null && JSON.stringify(counted, Object.keys(FULL_CENSUS).sort()) !== JSON.stringify(FULL_CENSUS, Object.keys(FULL_CENSUS).sort())) wrong = counted;
          },
        );
        expect(wrong ?? FULL_CENSUS).toEqual(FULL_CENSUS);
        expect(frontline.outcome(end)).not.toBeNull();
      }),
      { numRuns: 30 },
    );
  });

  test("bot games end by a win or a claimed draw, and every bot choice is legal", () => {
    const bot = Frontline.frontlineBot;
    const results: string[] = [];
    for (let i = 0; i < 30; i++) {
      const rng = new Rng(seedRng(`bot-${i}`));
      const end = playOut(frontline.setup(2, `bot-game-${i}`), (state) => {
        const seat = frontline.activeSeats(state).includes(state.turn) ? state.turn : frontline.activeSeats(state)[0];
        const action = bot(frontline.view(state, seat), rng);
        expect(legal(state, seat)).toContainEqual(action);
        return { seat, action };
      });
      expect(end.result?.kind === "win" || end.result?.reason === "claimed").toBe(true);
      results.push(end.result?.kind ?? "");
    }
    // The heuristics play to win: most bot games are decided by crossings.
    expect(results.filter((r) => r === "win").length).toBeGreaterThan(15);
  });

  test("the registry lists Frontline and its bot", () => {
    expect(gameOf("frontline").rules).toBe(frontline);
    expect(gameOf("frontline").bot).toBe(Frontline.frontlineBot);
    expect([frontline.minPlayers, frontline.maxPlayers]).toEqual([2, 2]);
  });

  test("a forged action throws RuleError with a stable code and leaves the state as it was", () => {
    const state = deepFreeze(position({ pyramids: [[3, 3, "R2", 0]], dice: [1, 2, 3] }));
    const snapshot = JSON.stringify(state);
    expect(rejection(state, 1, { type: "die", die: 0 })?.code).toBe("not-your-turn");
    expect(rejection(state, 0, { type: "square", square: sq(3, 3) })?.code).toBe("illegal-action");
    expect(rejection(state, 0, { type: "claim-draw" })?.code).toBe("illegal-action");
    expect(rejection(state, 0, { type: "die", die: 3 })?.code).toBe("bad-action");
    expect(rejection(state, 0, { type: "square", square: 64 })?.code).toBe("bad-action");
    expect(rejection(state, 0, { type: "action", action: "fly" })?.code).toBe("bad-action");
    expect(rejection(state, 0, { type: "action", action: "enter", colour: "pink" })?.code).toBe("bad-action");
    expect(rejection(state, 0, null)?.code).toBe("bad-action");
    expect(rejection(state, 0, "die")?.code).toBe("bad-action");
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  test("the engine refuses every shape the server's action schema used to refuse (bad-action)", () => {
    const state = deepFreeze(position({ pyramids: [[3, 3, "R2", 0]], dice: [1, 2, 6] }));
    const snapshot = JSON.stringify(state);
    const forged: unknown[] = [
      // FL-4 dice are the server's: no message carries a face or a roll.
      { type: "roll", faces: [6, 6, 6] },
      { type: "die", die: 0, face: 6 },
      // Unknown fields, on every type.
      { type: "decline", die: 0, extra: true },
      { type: "action", action: "move", colour: "red", square: 3 },
      { type: "square", square: 27, die: 0 },
      ...["cross", "done", "back", "claim-draw"].map((type) => ({ type, die: 0 })),
      // Types only the prototype knows.
      { type: "toString" },
      { type: "constructor" },
      { type: "__proto__" },
      { type: "hasOwnProperty", die: 0 },
      // Bounds and kinds of values.
      { type: "die", die: -1 },
      { type: "die", die: 1.5 },
      { type: "die", die: "0" },
      { type: "decline" },
      { type: "square", square: -1 },
      { type: "square", square: 63.5 },
      { type: "square" },
      { type: "action" },
      { type: "action", action: "enter", colour: 6 },
      { type: 42 },
      {},
      [{ type: "done" }],
    ];
    for (const action of forged) expect([action, rejection(state, 0, action)?.code]).toEqual([action, "bad-action"]);
    // The accepted shapes still pass the shape check (and reach the rules).
    expect(rejection(state, 0, { type: "action", action: "enter", colour: "red" })?.code).toBe("illegal-action");
    expect(rejection(state, 0, { type: "done" })?.code).toBe("illegal-action");
    expect(rejection(state, 0, { type: "die", die: 2 })).toBeNull();
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  test("everything is public: every seat sees the spectator's view plus only its seat and its legal actions, without the generator", () => {
    const state = frontline.setup(2, "view");
    const view = frontline.view(state, null);
    expect(frontline.publicView(state)).toEqual(view);
    for (const seat of [0, 1]) {
      expect(frontline.privateView(state, seat)).toEqual({ seat });
      expect(frontline.view(state, seat)).toEqual({ ...view, seat, legal: frontline.activeSeats(state).includes(seat) ? frontline.legalActions(state, seat) : [] });
    }
    expect(JSON.stringify(view)).not.toContain(state.rng.key);
    expect(view).toMatchObject({ active: frontline.activeSeats(state), dice: state.dice, step: { kind: "die" }, events: state.events, drawClaimable: false });
    // FL-8: no turn limit is an absent field, as on the wire.
    expect(view).not.toHaveProperty("turnLimit");
    expect(view).not.toHaveProperty("result");
    expect(frontline.view(frontline.setup(2, "view", { turnLimit: 100 }), null).turnLimit).toBe(100);
  });
});
