/**
 * When the server goes away under a game in progress, the page says so and stops inviting
 * moves. The server runs in its own process so that it can be stopped (SIGTERM: the restart
 * message stays while the page keeps asking for the table, it is not replaced by
 * "Disconnected") and killed (SIGKILL: "reconnecting" while the SDK retries, then while the
 * page asks for the table by itself, the board dimmed and out of reach, and after minutes of
 * that "the connection was lost").
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist, and the server (server/dist) as `npm start` runs it.
 */
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import { aGame } from "@tablee/shared";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import { CLIENT_DIST } from "../support/browser-build.ts";
import * as ui from "../support/browser-table.ts";
import { buildServer, freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { anyLegal, autoPlay } from "../support/table-play.ts";

/** The SDK retries only a room that has been up this long (its `reconnection.minUptime`). */
const SDK_MIN_UPTIME_MS = 5000;

/** The browser and the page; the server is a process of its own, started by each test. */
const suite = ui.browserSuite("connection", { server: false });
let port: number;
let url: string;
let page: Page;
const servers: Child[] = [];

async function startServer(): Promise<Child> {
  const server = startServerProcess(port, { CLIENT_DIR: CLIENT_DIST });
  servers.push(server);
  // A process's start is slow on a busy machine: this waits, it does not time anything.
  await waitUntil(() => healthy(port), `the server on ${port} (${server.output()})`, 60_000);
  return server;
}

/**
 * The page creates a two-seat table, a second player joins from here with the SDK, and the
 * page starts the game; the second player plays whenever the table waits for him. Resolves
 * when the page is on turn, with the time its room was joined.
 */
async function gameOnTurn(): Promise<number> {
  const { tableId } = await ui.createTable(page, url, { name: "Alice", game: aGame({ opens: 2 }).facts.id });
  const joinedAt = Date.now();

  const bob = await new Client(url).joinById(tableId, { name: "Bob" });
  // Bob only plays his turns: his own end of the line is of no interest, so no retries either.
  bob.reconnection.enabled = false;
  bob.onMessage("*", () => undefined);

  await page.getByRole("button", { name: "Start the game" }).click({ timeout: 10_000 });
  autoPlay(bob, 1, "connection: Bob", (legal, view, rng) => ((view.active as number[]).includes(1) ? anyLegal(legal, view, rng) : undefined));
  await page.locator(".status", { hasText: en["status.yourTurn"] }).waitFor({ timeout: 15_000 });
  return joinedAt;
}

async function bannerText(): Promise<string> {
  return (await page.locator(".banner:not([hidden]) .banner-text").textContent({ timeout: 1000 }).catch(() => null)) ?? "";
}

/** Anything on the page still telling the player to move (the turn line). */
async function visibleTurnPrompts(): Promise<number> {
  return page.getByText(en["status.yourTurn"]).filter({ visible: true }).count();
}

async function boardOffline(): Promise<boolean> {
  return page.locator(".board-area").evaluate((node: any) => node.classList.contains("offline") && node.inert && node.getAttribute("aria-disabled") === "true");
}

beforeAll(async () => {
  buildServer();
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  page = await suite.page();
}, 180_000);

afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited));
});

describe("the table when the server goes away", () => {
  test("SIGTERM: the restart is told and stays told while the page waits for the server, with a way out", async () => {
    const server = await startServer();
    await gameOnTurn();

    server.process.kill("SIGTERM");
    await waitUntil(async () => (await bannerText()) === en["banner.restarting"], "the restart message");
    expect(await server.exited).toBe(0);
    // The close (4001) came after the notice; the message must outlive it.
    await page.waitForTimeout(3000);
    expect(await bannerText()).toBe(en["banner.restarting"]);
    expect(await page.getByText(en["banner.disconnected"]).count()).toBe(0);
    // The page comes back by itself once the server answers: nothing to click but a way out.
    expect(await page.locator(".banner").getByRole("button", { name: en["banner.retry"] }).count()).toBe(0);
    expect(await page.locator(".banner").getByRole("button", { name: en["banner.toLobby"] }).count()).toBe(1);
    expect(await visibleTurnPrompts()).toBe(0);
    expect(await boardOffline()).toBe(true);
  }, 60_000);

  test("SIGKILL: reconnecting with the board out of reach, then, after minutes of asking, the line is lost", async () => {
    const server = await startServer();
    const joinedAt = await gameOnTurn();
    expect(await boardOffline()).toBe(false);
    await page.waitForTimeout(Math.max(0, joinedAt + SDK_MIN_UPTIME_MS + 500 - Date.now()));

    server.process.kill("SIGKILL");
    await server.exited;
    await waitUntil(async () => (await bannerText()) === en["banner.reconnecting"], "the reconnecting message");
    expect(await visibleTurnPrompts()).toBe(0);
    expect(await page.locator(".status").textContent()).toBe(en["banner.reconnecting"]);
    expect(await boardOffline()).toBe(true);
    expect(await page.locator(".banner-action").count()).toBe(0);

    // The SDK backs off for about a minute in all, then the page asks for the table for five
    // minutes more: their waits are skipped on the page's clock.
    await page.clock.install();
    await waitUntil(
      async () => {
        await page.clock.fastForward(6000);
        const text = await bannerText();
        if (text !== en["banner.lost"]) expect(text).toBe(en["banner.reconnecting"]);
        return text === en["banner.lost"];
      },
      "the page to give up",
      40_000,
    );
    expect(await page.locator(".status").textContent()).toBe(en["banner.lost"]);
    expect(await page.locator(".banner").getByRole("button", { name: en["banner.retry"] }).count()).toBe(1);
    expect(await page.locator(".banner").getByRole("button", { name: en["banner.toLobby"] }).count()).toBe(1);
    expect(await visibleTurnPrompts()).toBe(0);
    expect(await boardOffline()).toBe(true);
    expect(suite.pageErrors).toEqual([]);
  }, 60_000);
});
