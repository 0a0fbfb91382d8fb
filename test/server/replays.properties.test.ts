/**
 * Replays (docs/protocol.md, "Replays"), for every game in the registry: while a game is in
 * progress, each step is what a spectator saw and nothing more, so two games that differ only
 * in hidden information (the hands, the deck, the seed, the hidden part of actions) replay
 * the same; whole actions and hands once the game is over.
 */
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { gameList, type AnyGameRules, type GameId } from "@tablee/shared";
import type { StoredTable } from "../../server/src/store/store.ts";
import { replayOf, type Replay } from "../../server/src/table/replays.ts";
import { playRandomly, seededPicker, type Move } from "../support/play.ts";
import { sameJson } from "../support/quick-checks.ts";
import { kitOf } from "../support/games/kit.ts";
import { twinGames } from "../support/twins.ts";

const RUNS = 20;
/** Enough for Deathtrap's second round, whose Masters hand cards back in secret, at 8 players. */
const MOVES = 600;

const textArb = fc.string({ minLength: 4, maxLength: 16 });

/** A table as the store keeps it, its one game in progress (`finishedAt` null) unless `finished`. */
function storedTable(game: AnyGameRules, players: number, seed: string, moves: Move[], finished = false): StoredTable {
  const names = Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`);
  return {
    id: "table-1",
    game: game.id,
    seatCount: players,
    options: {},
    private: false,
    host: names[0],
    phase: finished ? "over" : "playing",
    seats: names.map((name) => ({ name, keyHash: "" })),
    chat: [],
    pace: "live",
    clock: 0,
    takeover: "easy",
    awayAfter: 3,
    turn: [],
    asleep: false,
    createdAt: 1_000,
    updatedAt: 1_000,
    closedAt: null,
    games: [
      {
        gameNo: 1,
        seed,
        players: names,
        startedAt: 2_000,
        actions: moves.map((move, i) => ({ ...move, digest: "", at: 3_000 + i })),
        outcome: null,
        finishedAt: finished ? 9_000 : null,
      },
    ],
  };
}

/** Every object key anywhere in a JSON value. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysIn(item, into);
    }
  }
  return into;
}

/** The fields of a seat's private view that are its secrets (not whose it is). */
function secretKeys(game: AnyGameRules, state: unknown, players: number): string[] {
  return Array.from({ length: players }, (_, seat) => Object.keys(game.privateView(state, seat))).flat().filter((key) => key !== "seat");
}

describe.each(gameList.map(({ rules }) => [rules.id, rules]) as [GameId, AnyGameRules][])("%s", (id, game) => {
  const hidden = kitOf(id).hidden !== undefined;

  test("an in-progress replay is the same for two games that differ only in what a spectator cannot see", () => {
    let differing = 0;
    fc.assert(
      fc.property(textArb, fc.constantFrom(...game.seatCounts), (text, players) => {
        const seed = `replay-seed-${text}`;
        // The twin from the same seed differs in the hidden part of actions (and so in the
        // hands); the one from another seed, when one deals a table that looks the same, in
        // the deal as well.
        for (const other of [null, `replay-other-${text}`]) {
          const twins = twinGames(game, players, seed, other, seededPicker(seed), MOVES);
          const [a, b] = twins.seeds.map((s, i) => replayOf(game, storedTable(game, players, s, twins.moves[i])) as Replay);
          sameJson(b, a);
          if (other === null && twins.actionsDiffer) differing++;
        }
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: in a game with secrets, the twins' actions differ in their hidden part
    // (DOG's exchange picks from the first step, Deathtrap's returns from the second round).
    if (hidden) expect(differing).toBeGreaterThanOrEqual(RUNS * 0.8);
  });

  test("an in-progress replay shows each step's public view and action, never a hand or the seed; a finished one all", () => {
    fc.assert(
      fc.property(textArb, fc.constantFrom(...game.seatCounts), fc.integer({ min: 1, max: MOVES }), (text, players, limit) => {
        const seed = `replay-seed-${text}`;
        const states: unknown[] = [game.setup(players, seed)];
        const { moves } = playRandomly(game, states[0], limit, seededPicker(seed), (_before, _move, after) => states.push(after));
        // A record whose last action ended the game is a finished game's.
        const played = game.outcome(states[states.length - 1]) === null ? moves : moves.slice(0, -1);
        const replay = replayOf(game, storedTable(game, players, seed, played)) as Replay;
        expect(replay.over).toBe(false);
        expect(replay.steps).toHaveLength(played.length + 1);
        const secrets = new Set<string>();
        replay.steps.forEach((step, i) => {
          const acted = i === 0 ? {} : { seat: played[i - 1].seat, action: game.publicAction(states[i - 1], played[i - 1].seat, played[i - 1].action) };
          sameJson(step, { ...acted, at: i === 0 ? 2_000 : 3_000 + i - 1, view: game.publicView(states[i]) });
          for (const key of secretKeys(game, states[i], players)) secrets.add(key);
        });
        const json = JSON.stringify(replay);
        expect(json).not.toContain(seed);
        expect(json).not.toMatch(/"(seed|rng|hands)"/);
        const shown = keysIn(replay);
        for (const key of secrets) if (shown.has(key)) expect([...shown]).not.toContain(key);

        const finished = replayOf(game, storedTable(game, players, seed, played, true)) as Replay;
        finished.steps.forEach((step, i) => {
          if (i > 0) sameJson(step.action, played[i - 1].action);
          sameJson(
            step.hands,
            Array.from({ length: players }, (_, seat) => game.privateView(states[i], seat)),
          );
        });
        expect(JSON.stringify(finished)).not.toContain(seed);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});
