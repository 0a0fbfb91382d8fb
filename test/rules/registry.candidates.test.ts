/**
 * `apply` accepts exactly what `legalActions` lists, for every game in the registry: each
 * game enumerates its candidate actions (`candidates`, every well-formed action of its
 * shapes), and at positions of random legal play, for every seat, `apply` succeeds on the
 * legal candidates and throws RuleError, changing nothing, on all the others.
 */
import { describe, expect, test } from "@jest/globals";
import { gameFacts, gameList, isRuleError, type AnyGameRules, type GameId, type OptionValue } from "@tablee/shared";
import { lastChoices, randomMove, seededPicker } from "../support/play.ts";
import { shallowStacks } from "../support/quick-checks.ts";

/** Long enough for every game to reach its later phases (Deathtrap's swaps from round 2). */
const MOVES = 1500;

interface Table {
  players: number;
  options: Record<string, OptionValue>;
  seed: string;
}

/**
 * The smallest table and the largest with the default options, and the largest with each
 * option's last choice (each when it differs from those before).
 */
function tables(id: GameId): Table[] {
  const facts = gameFacts[id];
  const small: Table = { players: facts.minPlayers, options: {}, seed: `candidates-${id}-small` };
  const largest: Table = { players: facts.maxPlayers, options: {}, seed: `candidates-${id}-largest` };
  const large: Table = { players: facts.maxPlayers, options: lastChoices(facts), seed: `candidates-${id}-large` };
  return [small, ...(largest.players !== small.players ? [largest] : []), ...(facts.options.length > 0 ? [large] : [])];
}

const json = (action: unknown): string => JSON.stringify(action);
/** An action's type and the fields it names: Deathtrap's Pig with a leader is another shape than without. */
const shapeOf = (action: object): string => `${(action as { type: string }).type}(${Object.keys(action).sort().join()})`;

/**
 * Positions of one random legal game: the first where each shape of legal action appears,
 * the first, the last (the end, when reached) and two between.
 */
function positions(game: AnyGameRules, table: Table): unknown[] {
  const pick = seededPicker(table.seed);
  const shapes = new Set<string>();
  const firsts = new Set<unknown>();
  const states: unknown[] = [];
  let state = game.setup(table.players, table.seed, table.options);
  for (let move = 0; move <= MOVES; move++) {
    states.push(state);
    for (const seat of game.activeSeats(state) as number[]) {
      for (const action of game.legalActions(state, seat) as object[]) {
        const shape = shapeOf(action);
        if (shapes.has(shape)) continue;
        shapes.add(shape);
        firsts.add(state);
      }
    }
    const next = randomMove(game, state, pick);
    if (next === null) break;
    state = game.apply(state, next.seat, next.action);
  }
  const points = [0, 1, 2, 3].map((third) => states[Math.round((third * (states.length - 1)) / 3)]);
  return states.filter((s) => firsts.has(s) || points.includes(s));
}

describe.each(gameList.map(({ rules }) => [rules.id, rules]) as [GameId, AnyGameRules][])("%s: apply accepts exactly the candidates legalActions lists", (id, game) => {
  /** The shapes of the actions accepted at any table of this game. */
  const accepted = new Set<string>();

  test.each(tables(id))("for every seat at positions of a random game: %j", (table) => {
    const wrong: unknown[] = [];
    let refused = 0;
    let refusedToActive = 0;
    let taken = 0;
    for (const state of positions(game, table)) {
      const before = json(state);
      const active: number[] = game.activeSeats(state);
      for (let seat = 0; seat < table.players; seat++) {
        const legal = new Set((active.includes(seat) ? game.legalActions(state, seat) : []).map(json));
        // The accepted ones are legal and every legal one is accepted: then each is a candidate.
        const applied = new Set<string>();
        shallowStacks(() => {
          for (const action of game.candidates(state, seat)) {
            try {
              game.apply(state, seat, action);
            } catch (error) {
              if (!isRuleError(error)) wrong.push({ seat, action, error: String(error) });
              refused++;
              if (legal.size > 0) refusedToActive++;
              continue;
            }
            const text = json(action);
            if (!legal.has(text)) wrong.push({ seat, accepted: action });
            applied.add(text);
            taken++;
            accepted.add(shapeOf(action));
          }
        });
        if (applied.size !== legal.size) wrong.push({ seat, neverAccepted: [...legal].filter((action) => !applied.has(action)) });
      }
      // Neither the refusals nor the accepted moves changed the state they were tried on.
      if (json(state) !== before) wrong.push({ changed: state });
    }
    expect(wrong).toEqual([]);
    // Candidates are a grid wider than the legal lists, not the legal lists again: more of
    // them refused than taken, some refused to a seat that had legal actions.
    expect(taken).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(taken);
    expect(refusedToActive).toBeGreaterThan(0);
  });

  test("every shape of candidate was legal, and accepted, at some position", () => {
    const state = game.setup(game.minPlayers, "shapes");
    const shapes = new Set(Array.from({ length: game.minPlayers }, (_, seat) => game.candidates(state, seat).map(shapeOf)).flat());
    expect([...accepted].sort()).toEqual([...shapes].sort());
  });
});
