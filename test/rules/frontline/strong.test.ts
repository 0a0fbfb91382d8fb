/**
 * Frontline's strong level (issue 13): its sample is the table the view shows with a fresh
 * generator, and its search finds a won game. Issue 29: well ahead, it still closes the game
 * (crosses rather than gathers pyramids), and crosses before FL-8's draw claim comes due.
 */
import { describe, expect, test } from "@jest/globals";
import { Frontline, gameOf, Rng, seedRng } from "@tablee/shared";
import { frontline, position } from "../../support/frontline-position.ts";

const { frontlineSearch, frontlineBot } = Frontline;

describe("Frontline strong level", () => {
  test("a sample is the table the view shows, at every step of a bot game, with a generator of its own", () => {
    let state = frontline.setup(2, "strong sample", { turnLimit: 120 });
    const rng = new Rng(seedRng("strong sample bots"));
    const steps = new Set<string>();
    while (frontline.outcome(state) === null) {
      const seat = state.turn;
      const view = frontline.view(state, seat);
      const sample = frontlineSearch.sample(view, rng);
      // Everything the seat sees is the same; only the last action's events are not rebuilt.
      expect({ ...frontline.view(sample, seat), events: [] }).toEqual({ ...view, events: [] });
      expect(sample.rng).not.toEqual(state.rng);
      expect(frontline.legalActions(sample, seat)).toEqual(frontline.legalActions(state, seat));
      steps.add(state.step.kind);
      state = frontline.apply(state, seat, frontlineBot(view, rng));
    }
    expect([...steps].sort()).toEqual(expect.arrayContaining(["action", "destination", "die", "target"]));
  });

  test("with four colours crossed and the fifth one move from crossing, it crosses it and wins", () => {
    let state = position({
      pyramids: [[7, 3, "K1", 0], [1, 2, "R1", 0], [6, 6, "B2", 1], [2, 4, "G1", null]],
      crossed: [["R1", "B1", "G1", "Y1"], ["K2"]],
      dice: [1, 5, 3],
    });
    const strong = gameOf("frontline").strong;
    const rng = new Rng(seedRng("strong wins"));
    for (let n = 0; n < 12 && frontline.outcome(state) === null && state.turn === 0; n++) {
      const seat = state.turn;
      state = frontline.apply(state, seat, strong.decide(frontline.view(state, seat), rng, strong.budget));
    }
    expect(state.result).toEqual({ kind: "win", winner: 0 });
    expect(state.crossed[0].map((p) => p.colour)).toContain("black");
  });

  /**
   * Seat 0 has crossed red and blue, the opponent nothing and has nothing on the board: the
   * race is won however the turn is spent. Its small green stands one move from crossing;
   * the green die could also take the upright large green, the six move or grow others.
   */
  const wellAhead = (quietTurns: number, seed: string) =>
    position({
      pyramids: [[7, 2, "G1", 0], [3, 3, "Y2", 0], [2, 5, "K3", 0], [1, 1, "G3", null], [4, 6, "Y1", null], [0, 4, "R2", 0]],
      crossed: [["R1", "B1"], []],
      dice: [3, 6, 4],
      turnsPlayed: 80,
      quietTurns,
      seed,
    });

  /** Plays seat 0's turn with the strong level, its search counted in iterations only. */
  function strongTurn(state: Frontline.FrontlineState, seed: string): Frontline.FrontlineState {
    const strong = gameOf("frontline").strong;
    const rng = new Rng(seedRng(seed));
    const budget = { iterations: strong.budget.iterations, ms: Number.POSITIVE_INFINITY };
    while (frontline.outcome(state) === null && state.turn === 0) state = frontline.apply(state, 0, strong.decide(frontline.view(state, 0), rng, budget));
    return state;
  }

  test.each([20, 57])("well ahead with %i quiet turns, it crosses a colour it lacks this turn rather than gather pyramids", (quietTurns) => {
    for (const seed of ["a", "b", "c"]) {
      const after = strongTurn(wellAhead(quietTurns, seed), `ahead ${quietTurns} ${seed}`);
      expect(after.crossed[0].length).toBeGreaterThan(2);
      // FL-8: the crossing starts the quiet turns over, so no draw can be claimed soon.
      expect(after.quietTurns).toBe(0);
    }
  });
});
