import { describe, expect, test } from "@jest/globals";
import { Deathtrap, Rng, seedRng } from "@tablee/shared";
import { position } from "../../support/deathtrap-position.ts";
import { playUntil } from "./helpers.ts";

const { deathtrap, deathtrapStrong, sampleDeathtrap } = Deathtrap;
type State = Deathtrap.DeathtrapState;

const size = (hand: number[]): number => hand.reduce((a, b) => a + b, 0);
/** The view without the last action's events, which a sample does not replay. */
const settled = (view: Deathtrap.DeathtrapView): object => ({ ...view, events: [] });

/** States met along bot games of 6, in every phase, with the seats that act there. */
function reachable(seed: string): State[] {
  const states: State[] = [];
  let state = deathtrap.setup(6, seed);
  for (let step = 0; step < 60 && deathtrap.outcome(state) === null; step++) {
    const moves = 7 + (step % 5) * 3;
    let n = 0;
    state = playUntil(state, () => n++ >= moves, `${seed}:${step}`);
    states.push(state);
  }
  return states;
}

describe("the strong level's sample: a deal the seat's view could come from", () => {
  test("it keeps the seat's own hand and every public count, and the seat sees the same table in it", () => {
    let checked = 0;
    for (const seed of ["sample-a", "sample-b", "sample-c"]) {
      for (const state of reachable(seed)) {
        for (const seat of deathtrap.activeSeats(state)) {
          const view = deathtrap.view(state, seat);
          const sample = sampleDeathtrap(view, new Rng(seedRng(`${seed}:${seat}`)));
          expect(sample.hands[seat]).toEqual(state.hands[seat]);
          expect(sample.hands.map(size)).toEqual(view.handCounts);
          expect(settled(deathtrap.view(sample, seat))).toEqual(settled(view));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test("it never puts a card the table has seen played into a hidden hand", () => {
    for (const state of reachable("played")) {
      const seat = deathtrap.activeSeats(state)[0];
      const view = deathtrap.view(state, seat);
      const sample = sampleDeathtrap(view, new Rng(seedRng("played")));
      for (let k = 0; k < 16; k++) {
        const held = sample.hands.reduce((sum, hand) => sum + hand[k], 0);
        expect(held + view.played[k]).toBeLessThanOrEqual(Deathtrap.copies(k));
      }
    }
  });

  test("DD-4 the Pig stays with its public holder; DD-3 the Supreme Master knows what its giver holds", () => {
    // A real game up to round 2's Pig step, after the swaps.
    const state = playUntil(deathtrap.setup(6, "swap-knowledge"), (s) => s.round === 2 && s.phase === "pig");
    expect([state.round, state.phase]).toEqual([2, "pig"]);
    const master = state.previousOrder![0];
    const view = deathtrap.view(state, master);
    const own = view.swap!;
    const back = own.returned!.map(Deathtrap.kindIndex);
    const lowest = Math.min(...own.gift.map(Deathtrap.kindIndex));
    for (let i = 0; i < 20; i++) {
      const sample = sampleDeathtrap(view, new Rng(seedRng(`swap:${i}`)));
      expect(sample.hands[state.pig.holder][12]).toBe(1);
      const giver = sample.hands[own.giver];
      // The return is with the giver (nothing has been played yet)...
      for (const k of back) expect(giver[k]).toBeGreaterThanOrEqual(back.filter((x) => x === k).length);
      // ...and no creature above the lowest gift card but what was handed back.
      for (let k = lowest + 1; k < 12; k++) expect(giver[k]).toBeLessThanOrEqual(back.filter((x) => x === k).length);
    }
  });
});

describe("the strong level plays", () => {
  const budget = { iterations: 200, ms: Number.POSITIVE_INFINITY };

  test("it goes out at once when its last cards beat the table", () => {
    const state = position({
      hands: [
        ["red-dragon", "red-dragon"],
        ["rat-man", "orc", "skeleton", "zombie", "warrior"],
        ["rat-man", "orc", "skeleton", "zombie", "priestess"],
        ["rat-man", "orc", "skeleton", "dwarf", "warrior"],
      ],
      turn: 0,
      trick: { kind: "ninja", naturals: 2, by: 3 },
    });
    const action = deathtrapStrong.decide(deathtrap.view(state, 0), new Rng(seedRng("out")), budget);
    expect(action).toEqual({ type: "play", kind: "red-dragon", naturals: 2, wilds: 0 });
  });

  test("it leads its whole hand when that is one set", () => {
    const state = position({
      hands: [
        ["orc", "orc", "orc"],
        ["rat-man", "skeleton", "zombie", "warrior", "red-dragon"],
        ["rat-man", "skeleton", "zombie", "priestess", "red-dragon"],
        ["rat-man", "skeleton", "dwarf", "warrior", "red-dragon"],
      ],
      turn: 0,
    });
    const action = deathtrapStrong.decide(deathtrap.view(state, 0), new Rng(seedRng("lead")), budget);
    expect(action).toEqual({ type: "play", kind: "orc", naturals: 3, wilds: 0 });
  });
});
