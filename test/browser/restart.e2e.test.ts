import { afterAll, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { aGame } from "@tablee/shared";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import { CLIENT_DIST } from "../support/browser-build.ts";
import * as ui from "../support/browser-table.ts";
import { restartableServer } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/**
 * A player's page comes back by itself when the server restarts: no reload, no click. The
 * server runs in its own process on a store kept in a folder, so it can be killed and started
 * again on it. Once with SIGTERM (the table is told it restarts), once with SIGKILL (nothing is
 * told: the line just drops). The same seat, the same hand; a spectator watches again.
 */
const suite = ui.browserSuite("restart", { server: false });
const server = restartableServer({ CLIENT_DIR: CLIENT_DIST });
const players: Room[] = [];

async function bannerText(page: Page): Promise<string> {
  return (await page.locator(".banner:not([hidden]) .banner-text").first().textContent({ timeout: 1000 }).catch(() => null)) ?? "";
}

/** The cards in Alice's hand, as her page labels them on the canvas. */
async function hand(page: Page): Promise<string[]> {
  const cards = (labels: string[]): string[] => labels.filter((label) => /^Card /.test(label)).sort();
  return cards(await ui.labelsWhere(page, (labels) => cards(labels).length === 6, "the hand"));
}

/** The page live again (its board within reach), and the seat it holds then (-1: watching), read at once. */
async function backIn(page: Page, seat: number): Promise<void> {
  const state = () => {
    const doc = (globalThis as any).document;
    return { live: doc.querySelector(".board-area:not(.offline)") !== null, seat: Number(doc.querySelector(".seats .seat-mine")?.getAttribute("data-seat") ?? "-1") };
  };
  await ui.until(page, state, (s) => expect(s).toEqual({ live: true, seat }), { what: `the page back, in seat ${seat}`, timeout: 40_000 });
}

afterAll(async () => {
  for (const room of players) room.connection.isOpen && (await room.leave(true).catch(() => undefined));
});

for (const signal of ["SIGTERM", "SIGKILL"] as const) {
  test(`${signal}: the page rejoins by itself, same seat, same hand; the spectator watches again`, async () => {
    const url = server.url;
    let running = await server.start();
    const alice = await suite.page();
    const { tableId, watch } = await ui.createTable(alice, url, { name: "Alice", game: aGame().facts.id });
    for (const name of ["Bob", "Carol", "Dave"]) {
      const room = await new Client(url).joinById(tableId, { name });
      room.reconnection.enabled = false;
      room.onMessage("*", () => undefined);
      players.push(room);
    }
    await alice.getByRole("button", { name: "Start the game" }).click({ timeout: 10_000 });
    const before = await hand(alice);
    expect(before).toHaveLength(6);
    const watcher = await suite.page();
    await ui.watchTable(watcher, watch);

    running.process.kill(signal);
    await running.exited;
    // SIGTERM's table is told it restarts; after SIGKILL the page finds the line gone.
    const told = signal === "SIGTERM" ? [en["banner.restarting"]] : [en["banner.restarting"], en["banner.reconnecting"]];
    await waitUntil(async () => told.includes(await bannerText(alice)), "the page saying it reconnects", 10_000);
    await suite.shot(alice, `${signal}-down`);

    running = await server.start();
    await backIn(alice, 0);
    expect(await hand(alice)).toEqual(before);
    await backIn(watcher, -1);
    expect(await ui.faceUpHandCards(watcher)).toEqual([]);
    await suite.shots({ [`${signal}-alice-back`]: alice, [`${signal}-watcher-back`]: watcher });

    running.process.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  }, 90_000);
}
