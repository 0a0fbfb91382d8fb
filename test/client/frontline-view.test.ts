import { describe, expect, test } from "@jest/globals";
import { Frontline, gameOf, Rng, seedRng, toLine } from "@tablee/shared";
import { schemaOf } from "../../server/src/table/view-schemas.ts";
import { mirror } from "../../server/src/table/mirror.ts";
// The shell's entry for Frontline (client/src/games/index.ts, which needs a DOM) is these four.
import { eventsOf, legalOf, seatView } from "../../client/src/games/wire.ts";
import { seatRules } from "../../client/src/games/frontline/seat-rules.ts";
import { describeFrontline, logTranslator } from "../../client/src/games/frontline/log.ts";

const { frontline } = Frontline;
/** A value as it comes out of JSON: what a view is once it has travelled. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("the Frontline client sees what the engine shows it", () => {
  test("board and private parts, mirrored on the server and read back the way the client's entry reads them, are the engine's views", () => {
    // A whole bot game with a turn limit: every position of it, both seats and the spectator.
    let state = frontline.setup(2, "client-round-trip", { turnLimit: 300 });
    const rng = new Rng(seedRng("client-round-trip bots"));
    const board = new (schemaOf(gameOf("frontline").views.board))();
    const parts = [0, 1].map((seat) => Object.assign(new (schemaOf(gameOf("frontline").views.private))(), { seat }));
    let checked = 0;
    for (;;) {
      mirror(board, frontline.publicView(state));
      const json = board.toJSON() as Record<string, unknown>;
      // The table-wide log carries the same events as JSON lines (docs/protocol.md).
      const log = frontline.publicView(state).events.map(toLine);
      expect(seatView(seatRules, json, null, log)).toEqual(wire(frontline.view(state, null)));
      expect(legalOf(seatRules, json, null)).toEqual([]);
      for (const seat of [0, 1]) {
        mirror(parts[seat], frontline.privateView(state, seat));
        const mine = parts[seat].toJSON() as Record<string, unknown>;
        expect(seatView(seatRules, json, mine, log)).toEqual(wire(frontline.view(state, seat)));
        expect(legalOf(seatRules, json, mine)).toEqual(wire(frontline.view(state, seat).legal));
      }
      checked++;
      if (frontline.outcome(state) !== null) break;
      const seat = frontline.activeSeats(state)[0];
      state = frontline.apply(state, seat, Frontline.frontlineBot(frontline.view(state, seat), rng));
    }
    expect(checked).toBeGreaterThan(100);
    // The log's words read the events as the wire carries them.
    const told = describeFrontline(eventsOf(frontline.publicView(state).events.map(toLine)), ["Ann", "Bob"], logTranslator("en"));
    expect(told.join("\n")).toMatch(/Ann|Bob/);
  });
});
