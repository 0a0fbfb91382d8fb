/**
 * Dog Eat Dog's own properties, with the Treehouse option on (the registry's generic
 * properties play the default options): random legal play never breaks the contract, and
 * every roll reaches the state, the events and the view.
 */
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { DogEatDog, isRuleError, legalOf } from "@tablee/shared";
import { deepFreeze, seededPicker } from "../../support/play.ts";
import { position, pyr } from "../../support/dog-eat-dog-position.ts";

const { attackView, dogEatDog, ownerOf, sizeOf } = DogEatDog;
type DedState = DogEatDog.DedState;

function randomGame(players: number, seed: string, each: (before: DedState, seat: number, action: DogEatDog.DedAction, after: DedState) => void): DedState {
  const pick = seededPicker(seed);
  let state = deepFreeze(dogEatDog.setup(players, seed, { treehouse: true }));
  for (let i = 0; i < 400 && dogEatDog.outcome(state) === null; i++) {
    const [seat] = dogEatDog.activeSeats(state);
    const legal = dogEatDog.legalActions(state, seat);
    const action = legal[pick(legal.length)];
    const after = deepFreeze(dogEatDog.apply(state, seat, action));
    each(state, seat, action, after);
    state = after;
  }
  return state;
}

describe("contract with the Treehouse option", () => {
  test("every roll of every attack is in the events, the last attack and the view, and fits the pyramids' sizes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.string({ minLength: 1, maxLength: 12 }), (players, seed) => {
        randomGame(players, seed, (_, seat, action, after) => {
          const view = dogEatDog.view(after, null);
          // The view's events are the state's, an attack's record in its view form.
          expect(view.events).toEqual(after.events.map((e) => (e.type === "attack" ? { type: "attack", attack: attackView(e.attack) } : e)));
          const text = JSON.stringify(view);
          expect(text).not.toContain(after.rng.key);
          // The wire rules (engine/wire.ts): no null anywhere, no array directly in an array.
          expect(text).not.toMatch(/null|\[\[|,\[/);
          // Nothing is secret: a seat's own part is its seat, nothing else; its view adds its legal actions.
          const next = dogEatDog.activeSeats(after)[0] ?? seat;
          const mine = dogEatDog.privateView(after, next);
          expect(Object.keys(mine)).toEqual(["seat"]);
          expect(JSON.stringify(dogEatDog.view(after, next))).toBe(JSON.stringify({ ...view, ...mine, legal: legalOf(dogEatDog, after, next) }));
          for (const event of after.events) {
            if (event.type !== "attack") continue;
            const record = event.attack;
            expect(record.seat).toBe(seat);
            expect(after.lastAttack).toEqual(record);
            expect(view.lastAttack).toEqual(attackView(record));
            // The view form leaves out only what the record says is nothing.
            expect({ face: null, capturedBy: null, ...view.lastAttack }).toEqual(record);
            expect(record.dice).toHaveLength(sizeOf(record.attacker) - (record.face ? 1 : 0));
            for (const d of record.defences) expect(d.dice).toHaveLength(sizeOf(d.pyramid));
            for (const die of [...record.dice, ...record.defences.flatMap((d) => d.dice)]) expect(die >= 1 && die <= 6).toBe(true);
            const forced = record.face === "TIP" || record.face === "HOP";
            expect(record.defences.length === 0).toBe(forced);
            if (record.result === "captured") expect(record.capturedBy).toBe(ownerOf((record.defences.at(-1)?.pyramid ?? record.target)));
          }
          if (action.type === "attack") expect(after.events.some((e) => e.type === "attack")).toBe(true);
        });
      }),
      { numRuns: 30 },
    );
  });

  test("pyramids are never lost or doubled: each is in exactly one pile or one capture", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.string({ minLength: 1, maxLength: 12 }), (players, seed) => {
        // Faults are gathered and asserted once a game: an expect per step per pile made this
        // the suite's slowest file without checking anything more.
        const every = Array.from({ length: players * 9 }, (_, id) => id).join();
        const faults: string[] = [];
        randomGame(players, seed, (_, __, ___, after) => {
          const all = [...after.piles.flat(), ...after.captured.flat()].sort((a, b) => a - b);
          if (all.join() !== every) faults.push(`pyramids ${all.join()}`);
          after.piles.forEach((pile, spot) => {
            // A pile of one is always the pyramid whose spot it is, alone.
            if (pile.length === 1 && pile[0] !== spot) faults.push(`spot ${spot} holds ${pile[0]} alone`);
            if (pile.length > 1) for (const id of pile) if (after.tipped[id] !== false) faults.push(`${id} stacked yet tipped`);
          });
        });
        expect(faults).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  test("a forged action throws RuleError and leaves the state unchanged", () => {
    const state = deepFreeze(position({ players: 3, treehouse: true, stacks: [[pyr(1, 1), pyr(2, 1)]] }));
    const snapshot = JSON.stringify(state);
    const cases: [number, unknown, string][] = [
      [0, null, "bad-action"],
      [0, { type: "attack", attacker: "0", target: pyr(1, 2) }, "bad-action"],
      [0, { type: "attack", attacker: 0, target: 27 }, "bad-action"],
      [0, { type: "attack", attacker: pyr(0, 2), target: pyr(1, 2), treehouse: "yes" }, "bad-action"],
      [0, { type: "swap", a: 1 }, "bad-action"],
      [0, { type: "cheat" }, "bad-action"],
      // Every shape the server's zod schema used to refuse is the engine's to refuse now.
      [0, "pass", "bad-action"],
      [0, [{ type: "pass" }], "bad-action"],
      [0, {}, "bad-action"],
      [0, { type: "toString" }, "bad-action"],
      [0, { type: "constructor" }, "bad-action"],
      [0, { type: "pass", extra: true }, "bad-action"],
      [0, { type: "decline", face: "WILD" }, "bad-action"],
      [0, { type: "attack", attacker: pyr(0, 2), target: pyr(1, 2), treehouse: false, dice: [6, 6] }, "bad-action"],
      [0, { type: "attack", attacker: pyr(0, 2), target: pyr(1, 2), treehouse: null }, "bad-action"],
      [0, { type: "attack", attacker: pyr(0, 2) + 0.5, target: pyr(1, 2) }, "bad-action"],
      [0, { type: "attack", attacker: -1, target: pyr(1, 2) }, "bad-action"],
      [0, { type: "attack", attacker: pyr(0, 2), target: 72 }, "bad-action"],
      [0, { type: "attack", attacker: pyr(0, 2), target: Number.NaN }, "bad-action"],
      [0, { type: "attack", target: pyr(1, 2) }, "bad-action"],
      [0, { type: "swap", a: 1, b: 2, c: 3 }, "bad-action"],
      [0, { type: "swap", a: 1, b: "2" }, "bad-action"],
      [0, { type: "dig", pyramid: 1, also: 2 }, "bad-action"],
      [0, { type: "dig" }, "bad-action"],
      [0, { type: "aim", pyramid: 99 }, "bad-action"],
      [0, { type: "aim", pyramid: [1] }, "bad-action"],
      [1, { type: "pass" }, "not-your-turn"],
      [7, { type: "pass" }, "not-your-turn"],
      [0, { type: "decline" }, "illegal-action"],
      [0, { type: "dig", pyramid: pyr(0, 1) }, "illegal-action"],
      [0, { type: "attack", attacker: pyr(0, 2), target: pyr(1, 1) }, "illegal-action"],
      [0, { type: "attack", attacker: pyr(1, 2), target: pyr(2, 2) }, "illegal-action"],
    ];
    for (const [seat, action, code] of cases) {
      let thrown: unknown = null;
      try {
        dogEatDog.apply(state, seat, action as DogEatDog.DedAction);
      } catch (error) {
        thrown = error;
      }
      expect(isRuleError(thrown) && thrown.code).toBe(code);
    }
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  test("the options are checked at set-up", () => {
    expect(() => dogEatDog.setup(4, "x", { treehouse: "on" as unknown as boolean })).toThrow(expect.objectContaining({ code: "bad-options" }));
    expect(dogEatDog.setup(4, "x", { treehouse: true }).options).toEqual({ treehouse: true });
  });
});
