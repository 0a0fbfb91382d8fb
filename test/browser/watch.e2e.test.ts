/**
 * Names are unique at a table, and a watch link joins with the default name "Spectator":
 * a second page on the same link (another friend, or the same person in another tab) must
 * still get in, as "Spectator 2", not be refused.
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist.
 */
import { expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("watch");

test("two pages on the same watch link both watch the table, the second as “Spectator 2”", async () => {
  const table = await suite.server.startedTable();
  for (let n = 0; n < 2; n++) {
    // A fresh context each time: no saved name, like a friend's first visit.
    const page = await suite.page();
    await ui.watchTable(page, `${suite.server.url}/#/watch/${table.tableId}`);
    await ui.waitForTable(page, 30_000);
  }
  const fan = await new Client(suite.server.url).joinById(table.tableId, { name: "Fan", spectate: true });
  fan.onMessage("*", () => undefined);
  const state = await ui.untilState(fan, (s) => s.members.size === 7, "seven members");
  const spectators = [...state.members.values()].filter((m: any) => m.spectator).map((m: any) => m.name);
  expect(spectators.sort()).toEqual(["Fan", "Spectator", "Spectator 2"]);
  await fan.leave();
  await table.close();
  expect(suite.pageErrors).toEqual([]);
}, ui.BROWSER_TEST_MS);
