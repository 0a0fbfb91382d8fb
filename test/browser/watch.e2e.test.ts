/**
 * Names are unique at a table, and a watch link joins with the default name "Spectator":
 * a second page on the same link (another friend, or the same person in another tab) must
 * still get in, as "Spectator 2", not be refused.
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist.
 */
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import type { Browser } from "playwright-core";
import { ensureClientBuilt } from "../support/browser-build.ts";
import { launchChromium } from "../support/browser-chromium.ts";
import { startTestServer, type TestServer } from "../support/browser-server.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ensureClientBuilt();
  server = await startTestServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test("two pages on the same watch link both watch the table, the second as “Spectator 2”", async () => {
  const table = await server.startedDogTable();
  for (let n = 0; n < 2; n++) {
    // A fresh context each time: no saved name, like a friend's first visit.
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/watch/${table.tableId}`);
    await page.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
  }
  const fan = await new Client(server.url).joinById(table.tableId, { name: "Fan", spectate: true });
  fan.onMessage("*", () => undefined);
  await new Promise<void>((resolve) => {
    const check = () => (fan.state as any)?.members?.size === 7 && resolve();
    check();
    fan.onStateChange(check);
  });
  const spectators = [...(fan.state as any).members.values()].filter((m: any) => m.spectator).map((m: any) => m.name);
  expect(spectators.sort()).toEqual(["Fan", "Spectator", "Spectator 2"]);
  await fan.leave();
  await table.close();
}, 90_000);
