/**
 * Properties every game in the registry must keep, written once: a new game gets them by
 * being registered. The games are driven by random legal play from many seeds.
 */
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { gameFacts, gameList, isRuleError, RuleError, type AnyGameRules, type GameId, type OptionValue } from "@tablee/shared";
import { deepFreeze, lastChoices, playRandomly, replay, seededPicker, type Move } from "../support/play.ts";
import { same, sameJson, shallowStacks } from "../support/quick-checks.ts";
import { kitOf } from "../support/games/kit.ts";

const RUNS = 25;
const MOVES_PER_RUN = 400;

const seedArb = fc.string({ minLength: 1, maxLength: 24 });

interface Table {
  players: number;
  options: Record<string, OptionValue>;
}

/**
 * The tables a game's properties are tried on: its fewest and its most seats with the default
 * options, and its most seats with each option at its last choice (when it has options).
 */
function tables(game: AnyGameRules): Table[] {
  const counts = [...new Set([game.seatCounts[0], game.seatCounts.at(-1)!])];
  const options = lastChoices(gameFacts[game.id as GameId]);
  const out: Table[] = counts.map((players) => ({ players, options: {} }));
  if (Object.keys(options).length > 0) out.push({ players: game.maxPlayers, options });
  return out;
}

const described = (table: Table): string => `${table.players} players${Object.keys(table.options).length ? `, ${JSON.stringify(table.options)}` : ""}`;

/** Actions a client could forge: garbage shapes and legal-looking ones with a field changed. */
function forgeries(legal: unknown[], pick: (n: number) => number): unknown[] {
  const forged: unknown[] = [null, 7, "play", [], {}, { type: "no-such-move" }, { type: 42 }];
  for (const action of legal.slice(0, 4)) {
    if (action === null || typeof action !== "object") continue;
    for (const [key, value] of Object.entries(action)) {
      if (typeof value === "number") {
        forged.push({ ...action, [key]: value + 1 + pick(50) });
        forged.push({ ...action, [key]: -1000 });
        forged.push({ ...action, [key]: String(value) });
      } else if (typeof value === "string" && key !== "type") {
        forged.push({ ...action, [key]: `${value}x` });
      } else if (typeof value === "boolean") {
        forged.push({ ...action, [key]: !value });
      }
    }
  }
  return forged;
}

function containsSecret(view: unknown, state: { rng: { key: string } }): boolean {
  const text = JSON.stringify(view);
  return text.includes(state.rng.key) || /"rng"|"deck"|"seed"/.test(text);
}

describe.each(gameList.map(({ rules }) => [rules.id, rules]) as [string, AnyGameRules][])("every game keeps the contract: %s", (id, game) => {
  test.each(tables(game).map((table) => [described(table), table] as const))("random legal play from many seeds never throws and ends cleanly (%s)", (_, table) => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const pick = seededPicker(seed);
        const { state } = playRandomly(game, game.setup(table.players, seed, table.options), MOVES_PER_RUN, pick, (_, move, after) => {
          const over = game.outcome(after) !== null;
          const active = game.activeSeats(after);
          same(active.length === 0, over);
          if (!over) for (const seat of active) if (game.legalActions(after, seat).length === 0) expect(game.legalActions(after, seat).length).toBeGreaterThan(0);
          // The table always waits for someone until the end, and only for seats that may act.
          const awaited = game.awaitedSeats(after);
          same(awaited.length === 0, over);
          for (const seat of awaited) if (!active.includes(seat)) expect(active).toContain(seat);
          if (!(move.seat >= 0)) expect(move.seat).toBeGreaterThanOrEqual(0);
        });
        expect(state).toBeDefined();
      }),
      { numRuns: RUNS },
    );
  });

  test("apply never mutates its input (states are deep-frozen)", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const pick = seededPicker(seed);
        let state = deepFreeze(game.setup(game.maxPlayers, seed));
        for (let i = 0; i < MOVES_PER_RUN / 2; i++) {
          const active = game.activeSeats(state);
          if (active.length === 0) break;
          const seat = active[pick(active.length)];
          const legal = game.legalActions(state, seat);
          state = deepFreeze(game.apply(state, seat, legal[pick(legal.length)]));
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("a forged action is rejected with RuleError and changes nothing; an accepted one was legal", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const pick = seededPicker(seed);
        playRandomly(game, game.setup(game.maxPlayers, seed), 150, pick, (before) => {
          const snapshot = JSON.stringify(before);
          deepFreeze(before);
          const active = game.activeSeats(before);
          for (let seat = 0; seat < game.maxPlayers; seat++) {
            const legal = active.includes(seat) ? game.legalActions(before, seat) : [];
            const candidates = active.includes(seat)
              ? forgeries(legal, pick)
              : forgeries(game.legalActions(before, active[0]), pick);
            for (const action of candidates) {
              let accepted = true;
              try {
                shallowStacks(() => game.apply(before, seat, action));
              } catch (error) {
                accepted = false;
                if (!isRuleError(error)) expect(error).toBeInstanceOf(RuleError);
              }
              if (accepted) expect(legal).toContainEqual(action);
            }
          }
          same(JSON.stringify(before), snapshot);
        });
      }),
      { numRuns: 8 },
    );
  });

  test.each(tables(game).map((table) => [described(table), table] as const))("replaying (seed, options, actions) reproduces the identical state (%s)", (_, table) => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { state, moves } = playRandomly(game, game.setup(table.players, seed, table.options), MOVES_PER_RUN, seededPicker(seed));
        const recorded: Move[] = JSON.parse(JSON.stringify(moves));
        expect(replay(game, table.players, seed, JSON.parse(JSON.stringify(table.options)), recorded)).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });

  test("the same seed deals the same game and another seed another one", () => {
    const a = game.setup(game.maxPlayers, "same-seed-for-both");
    expect(game.setup(game.maxPlayers, "same-seed-for-both")).toEqual(a);
    const others = ["other-1", "other-2", "other-3"].map((seed) => JSON.stringify(game.setup(game.maxPlayers, seed)));
    expect(others.some((other) => other !== JSON.stringify(a))).toBe(true);
  });

  test("no view ever shows the generator, its seed or the deck", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        playRandomly(game, game.setup(game.maxPlayers, seed), 200, seededPicker(seed), (_, __, after) => {
          const state = after as { rng: { key: string } };
          for (let seat = 0; seat < game.maxPlayers; seat++) same(containsSecret(game.view(state, seat), state), false);
          same(containsSecret(game.view(state, null), state), false);
        });
      }),
      { numRuns: 10 },
    );
  });

  const variant = kitOf(id as GameId).hidden;
  const largest = tables(game)
    .filter((table) => table.players === game.maxPlayers)
    .map((table) => [described(table), table] as const);
  if (variant) {
    test.each(largest)("a seat's view and the spectator's stay the same when only cards they may not see differ (%s)", (_, table) => {
      let compared = 0;
      fc.assert(
        fc.property(seedArb, (seed) => {
          playRandomly(game, game.setup(table.players, seed, table.options), 200, seededPicker(seed), (_, __, after) => {
            for (const viewer of [null, ...Array.from({ length: game.maxPlayers }, (_, s) => s)]) {
              const other = variant(after, viewer);
              if (other === null) continue;
              if (JSON.stringify(other) === JSON.stringify(after)) expect(JSON.stringify(other)).not.toBe(JSON.stringify(after));
              sameJson(game.view(other, viewer), game.view(after, viewer));
              compared++;
            }
          });
        }),
        { numRuns: 10 },
      );
      expect(compared).toBeGreaterThan(0);
    });
  } else {
    test("with nothing hidden, every seat and the spectator see the same table", () => {
      fc.assert(
        fc.property(seedArb, (seed) => {
          playRandomly(game, game.setup(game.maxPlayers, seed), 200, seededPicker(seed), (_, __, after) => {
            const table = JSON.stringify(game.view(after, null));
            // A seat's view adds only whose it is and what it may do now.
            for (let seat = 0; seat < game.maxPlayers; seat++) {
              const { seat: _seat, legal: _legal, ...rest } = game.view(after, seat);
              same(JSON.stringify(rest), table);
            }
          });
        }),
        { numRuns: 10 },
      );
    });
  }
});
