// The mirror writes each step's views onto the synced schema, skipping what did not change:
// after every step of real games, the schema holds exactly the step's views.
import { describe, expect, test } from "@jest/globals";
import { gameFacts, gameIds, gameOf, JSON_LINES, Rng, seedRng, toLine, type AnyGameRules } from "@tablee/shared";
import { gameTable } from "../../server/src/table/game.ts";
import { mirror } from "../../server/src/table/mirror.ts";

const lines = new Set<string>(JSON_LINES);

/** A view as the schema's toJSON() gives it back: absent and null fields gone, JSON-line lists as lines. */
function asSynced(value: unknown, name = "", asLines = true): unknown {
  if (Array.isArray(value)) return asLines && lines.has(name) ? value.map(toLine) : value.map((item) => asSynced(item, "", asLines));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined && field !== null) out[key] = asSynced(field, key, asLines);
  return out;
}

/** What a schema holds, as plain data. */
const held = (schema: { toJSON(): unknown }): unknown => asSynced(schema.toJSON(), "", false);

describe.each(gameIds)("%s: the schema holds each step's views", (id) => {
  test("after every step of three games by the easy bot, for the board and every seat's part", () => {
    const { rules: anyRules, bot } = gameOf(id);
    const rules = anyRules as AnyGameRules;
    const parts = gameTable(gameOf(id));
    const seats = gameFacts[id].defaultPlayers;
    for (const seed of ["mirror-1", "mirror-2", "mirror-3"]) {
      const board = new parts.Board();
      const privates = Array.from({ length: seats }, () => new parts.Private());
      const rng = new Rng(seedRng(seed));
      let game = rules.setup(seats, seed, {});
      for (let step = 0; step < 400 && rules.awaitedSeats(game).length > 0; step++) {
        const everyone = rules.publicView(game);
        mirror(board, everyone);
        expect(held(board)).toEqual(asSynced(everyone));
        for (let seat = 0; seat < seats; seat++) {
          const view = rules.privateView(game, seat);
          mirror(privates[seat], view);
          expect(held(privates[seat])).toEqual(asSynced(view));
        }
        const seat = rules.awaitedSeats(game)[0];
        game = rules.apply(game, seat, bot(rules.view(game, seat) as never, rng));
      }
    }
  });
});
