import { expect } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { Page } from "playwright-core";
import type { BrowserSuite } from "./browser-table.ts";
import { startedTable } from "./layout-checks.ts";
import { autoPlay, botsOf, type AutoSeat } from "./table-play.ts";

export interface BotTable {
  /** The host's page, seat 0, at 1280×800. */
  alice: Page;
  /** The other seats' SDK clients, seat 1 first. */
  rooms: Room[];
}

/**
 * A game started from Alice's page with `others` at the other seats (`options`: the create
 * message's, as layout-checks' startedTable takes them), each played by a bot:
 * `bot`, by default one sending any legal action. `look` runs on it; after it, no bot met a
 * refusal and the page threw nothing, since a look that passed over either would hide a bug.
 */
export async function withBots(
  suite: BrowserSuite,
  table: { game: string; options?: Record<string, unknown>; others: string[]; bot?: (room: Room, seat: number) => AutoSeat },
  look: (table: BotTable) => Promise<void>,
): Promise<void> {
  const started = await startedTable(suite, table.game, table.options ?? {}, table.others);
  const bot = table.bot ?? ((room: Room, seat: number) => autoPlay(room, seat, `bot ${seat}`));
  const bots = botsOf(started.rooms.map((room, i) => bot(room, i + 1)));
  await look(started);
  expect(bots.stop()).toEqual([]);
  expect(suite.pageErrors).toEqual([]);
}
