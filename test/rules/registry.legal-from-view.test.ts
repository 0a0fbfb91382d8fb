/**
 * A seat's legal actions follow from what it knows: for every game, at every position of
 * random games, for every seat, the legal actions listed from the seat's view alone as a client
 * holds it (JSON, no `legal`: `legalFromView`, through the game's `sample`) are the engine's,
 * in the engine's order, whatever the sample drew of what the seat cannot see. So the server
 * does not send them (docs/protocol.md), and they say nothing the view did not.
 */
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { gameList, legalFromView, legalOf, Rng, seedRng, type Game } from "@tablee/shared";
import { playRandomly, seededPicker } from "../support/play.ts";

/** Whole games: their last positions, where nobody may act any more, are checked too. */
const RUNS = 4;
const MOVES_PER_RUN = 5_000;

const seedArb = fc.string({ minLength: 1, maxLength: 24 });

/** What a seat's client holds of the game: its view as it travels (JSON), without its legal actions. */
function known(game: Game, state: unknown, seat: number): Record<string, unknown> {
  const { legal: _legal, ...view } = game.rules.view(state, seat) as Record<string, unknown>;
  return JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
}

const players = (game: Game): number[] => [...new Set([game.facts.minPlayers, game.facts.maxPlayers])];

describe.each(gameList.flatMap((game) => players(game).map((count) => [game.facts.id, count, game] as const)))("%s at %i seats", (_id, count, game) => {
  test("every seat's legal actions, listed from its view at every position, are the engine's", () => {
    const { rules } = game;
    let listed = 0;
    let acting = 0;
    let ended = 0;
    fc.assert(
      fc.property(seedArb, (seed) => {
        const check = (state: unknown, move: number): void => {
          for (let seat = 0; seat < count; seat++) {
            const view = known(game, state, seat);
            const engine = JSON.stringify(legalOf(rules, state, seat));
            const fromView = legalFromView(game, view, seat);
            if (JSON.stringify(fromView) !== engine) expect({ seed, move, seat, legal: fromView }).toEqual({ seed, move, seat, legal: JSON.parse(engine) });
            // Another draw of what the seat cannot see lists the same.
            const other = game.sample(view, new Rng(seedRng(`${seed}/${move}/${seat}`)));
            if (JSON.stringify(legalOf(rules, other, seat)) !== engine) expect({ seed, move, seat, legal: legalOf(rules, other, seat) }).toEqual({ seed, move, seat, legal: JSON.parse(engine) });
            listed++;
            if (engine !== "[]") acting++;
          }
        };
        const first = rules.setup(count, seed);
        check(first, 0);
        let move = 0;
        const { state } = playRandomly(rules, first, MOVES_PER_RUN, seededPicker(seed), (_before, _move, after) => check(after, ++move));
        if (rules.outcome(state) !== null) ended++;
      }),
      { numRuns: RUNS },
    );
    expect(acting).toBeGreaterThan(RUNS);
    expect(listed).toBeGreaterThan(acting);
    expect(ended).toBe(RUNS);
  });
});
