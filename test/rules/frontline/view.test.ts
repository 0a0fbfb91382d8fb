import { describe, expect, test } from "@jest/globals";
import { Frontline, Rng, seedRng } from "@tablee/shared";
import { frontline, play, position, sq } from "../../support/frontline-position.ts";

const declineAll = [0, 1, 2].map((die) => ({ type: "decline", die }) as const);

/**
 * Where a value breaks the wire rules (engine/wire.ts): a null or an undefined field, an
 * array of arrays, a null in an array. The events travel as JSON lines, so they are not walked.
 */
function wireFaults(value: unknown, path = "view"): string[] {
  if (value === null || value === undefined) return [`${path} is ${value}`];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => (Array.isArray(item) ? [`${path}[${i}] is an array`] : wireFaults(item, `${path}[${i}]`)));
  }
  if (typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => (key === "events" ? [] : wireFaults(item, `${path}.${key}`)));
}

describe("Frontline views are the wire format", () => {
  test("over a whole bot game the views hold no null, no undefined field and no array of arrays; a seat's part is its seat, its view adds its legal actions", () => {
    let state = frontline.setup(2, "wire-rules", { turnLimit: 400 });
    const rng = new Rng(seedRng("wire-rules bots"));
    let checked = 0;
    while (frontline.outcome(state) === null) {
      expect(wireFaults(frontline.publicView(state))).toEqual([]);
      for (const seat of [0, 1]) {
        // Nothing is secret: a seat's own part is whose it is; its view adds what it may do now.
        const own = frontline.privateView(state, seat);
        expect(own).toEqual({ seat });
        expect(frontline.view(state, seat)).toEqual({ ...frontline.publicView(state), ...own, legal: frontline.activeSeats(state).includes(seat) ? frontline.legalActions(state, seat) : [] });
        expect(wireFaults(own)).toEqual([]);
      }
      const seat = frontline.activeSeats(state)[0];
      state = frontline.apply(state, seat, Frontline.frontlineBot(frontline.view(state, seat), rng));
      checked++;
    }
    expect(wireFaults(frontline.publicView(state))).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  test("FL-1 squares: {} when empty, colour and size when upright, the controller as `owner` when lying", () => {
    const state = position({ pyramids: [[3, 3, "Y2", 0], [4, 4, "R1", null]], crossed: [["B1"], []] });
    const view = frontline.publicView(state);
    expect(view.squares).toHaveLength(64);
    expect(view.squares[sq(3, 3)]).toEqual({ colour: "yellow", size: 2, owner: 0 });
    expect(view.squares[sq(4, 4)]).toEqual({ colour: "red", size: 1 });
    expect(view.squares[sq(0, 0)]).toEqual({});
    expect(view.crossed).toEqual([{ pieces: [{ colour: "blue", size: 1 }] }, { pieces: [] }]);
    expect(view.supply).toEqual(state.supply);
  });

  test("FL-4 the step: an Enter's colour absent until named, a Transport's fields in `transport`", () => {
    const start = position({ pyramids: [[3, 3, "Y2", 0], [4, 4, "R1", 1]], dice: [4, 4, 4] });
    const target = play(start, 0, { type: "die", die: 0 }, { type: "action", action: "move" });
    expect(frontline.publicView(target).step).toEqual({ kind: "target", die: 0, action: "move" });
    const entering = play(position({ dice: [6, 6, 6] }), 0, { type: "die", die: 1 }, { type: "action", action: "enter", colour: "green" });
    expect(frontline.publicView(entering).step).toEqual({ kind: "target", die: 1, action: "enter", colour: "green" });
    const carry = play(start, 0, { type: "die", die: 0 }, { type: "action", action: "activate" }, { type: "square", square: sq(3, 3) });
    expect(frontline.publicView(carry).step).toEqual({ kind: "carry", die: 0, transport: { centre: sq(3, 3), pips: 2, left: 2, carry: [sq(4, 4)] } });
    const carryTo = play(carry, 0, { type: "square", square: sq(4, 4) });
    expect(frontline.publicView(carryTo).step).toEqual({
      kind: "carry-to",
      die: 0,
      from: sq(4, 4),
      transport: { centre: sq(3, 3), pips: 2, left: 2, carry: [sq(4, 4)] },
    });
  });

  test("FL-7 FL-8 the result: absent while playing; a draw's `by` only when a seat claimed it", () => {
    const limited = position({ turnLimit: 5, turnsPlayed: 4, dice: [6, 6, 6] });
    expect(frontline.publicView(limited)).not.toHaveProperty("result");
    expect(frontline.publicView(limited).turnLimit).toBe(5);
    const ended = play(limited, 0, ...declineAll);
    expect(frontline.publicView(ended).result).toEqual({ kind: "draw", reason: "turn-limit" });
    // The event is the engine's, as the log has always carried it (a JSON line).
    expect(frontline.publicView(ended).events.at(-1)).toEqual({ type: "draw", reason: "turn-limit", by: null });

    let stalled = position({ quietTurns: 59, dice: [6, 6, 6] });
    stalled = play(stalled, 0, ...declineAll);
    const claimed = play(stalled, 0, { type: "claim-draw" });
    expect(frontline.publicView(claimed).result).toEqual({ kind: "draw", reason: "claimed", by: 0 });

    const won = position({ pyramids: [[7, 3, "K1", 0]], crossed: [["R1", "B2", "G1", "Y3"], []], dice: [5, 6, 6] });
    const crossed = play(won, 0, { type: "die", die: 0 }, { type: "action", action: "move" }, { type: "square", square: sq(7, 3) }, { type: "cross" });
    expect(frontline.publicView(crossed).result).toEqual({ kind: "win", winner: 0 });
  });
});
