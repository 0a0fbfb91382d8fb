import { expect } from "@jest/globals";
import { Deathtrap, isRuleError, Rng, seedRng } from "@tablee/shared";

type State = Deathtrap.DeathtrapState;
const { deathtrap, deathtrapBot } = Deathtrap;

/** Plays bots (a random active seat each time, as a room may see them) until `done`. */
export function playUntil(state: State, done: (s: State) => boolean, seed = "bots"): State {
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 10_000 && !done(state); i++) {
    const active = deathtrap.activeSeats(state);
    if (active.length === 0) break;
    const seat = active[rng.int(active.length)];
    state = deathtrap.apply(state, seat, deathtrapBot(deathtrap.view(state, seat), rng));
  }
  return state;
}

/** The RuleError code `run` throws (fails the test when it throws nothing). */
export function errorCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(isRuleError(error)).toBe(true);
    return (error as { code: string }).code;
  }
  throw new Error("expected a RuleError");
}

export const play = (kind: Deathtrap.CreatureKind | null, naturals: number, wilds = 0): Deathtrap.DeathtrapAction => ({
  type: "play",
  kind,
  naturals,
  wilds,
});
export const PASS: Deathtrap.DeathtrapAction = { type: "pass" };
export const KM: Deathtrap.DeathtrapAction = { type: "killing-machine" };
