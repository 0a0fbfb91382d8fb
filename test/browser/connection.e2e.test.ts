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

/**
 * What the page tells a player about the line, read at once (in the page): the banner, its
 * Try again and Back to the lobby buttons, its action buttons, the status line, the elements
 * saying "Disconnected" and the visible ones saying "your turn", and whether the board is out
 * of reach. The page goes on asking for the table meanwhile: its facts are read together,
 * never one after another.
 */
function lineState(words: Record<"yourTurn" | "disconnected" | "retry" | "toLobby", string>) {
  const doc = (globalThis as any).document;
  const saying = (text: string) =>
    Array.from(doc.body.querySelectorAll("*"), (node: any) => node).filter(
      (node: any) => String(node.textContent).includes(text) && !Array.from(node.children).some((child: any) => String(child.textContent).includes(text)),
    );
  const shown = (node: any) => node.getClientRects().length > 0 && (globalThis as any).getComputedStyle(node).visibility !== "hidden";
  const banner = doc.querySelector(".banner:not([hidden])");
  const buttons = banner ? Array.from(banner.querySelectorAll("button"), (b: any) => b).filter(shown).map((b: any) => String(b.textContent ?? "").toLowerCase()) : [];
  const board = doc.querySelector(".board-area");
  return {
    banner: String(banner?.querySelector(".banner-text")?.textContent ?? ""),
    retry: buttons.filter((name) => name.includes(words.retry.toLowerCase())).length,
    toLobby: buttons.filter((name) => name.includes(words.toLobby.toLowerCase())).length,
    actions: doc.querySelectorAll(".banner-action").length,
    status: String(doc.querySelector(".status")?.textContent ?? ""),
    disconnected: saying(words.disconnected).length,
    turnPrompts: saying(words.yourTurn).filter(shown).length,
    boardOffline: !!board && board.classList.contains("offline") && board.inert && board.getAttribute("aria-disabled") === "true",
  };
}
const WORDS = { yourTurn: en["status.yourTurn"], disconnected: en["banner.disconnected"], retry: en["banner.retry"], toLobby: en["banner.toLobby"] };
const line = (what: string, holds: (state: ReturnType<typeof lineState>) => boolean | void, options: { timeout?: number; holdFor?: number } = {}) =>
  ui.until(page, lineState, holds, { what, arg: WORDS, ...options });

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
    await line("the restart message", (s) => s.banner === en["banner.restarting"], { timeout: 15_000 });
    expect(await server.exited).toBe(0);
    // The close (4001) came after the notice; the message must outlive it. The page comes back
    // by itself once the server answers: nothing to click but a way out.
    await line(
      "the restart message, kept",
      (s) => expect(s).toMatchObject({ banner: en["banner.restarting"], disconnected: 0, retry: 0, toLobby: 1, turnPrompts: 0, boardOffline: true }),
      { holdFor: 3000 },
    );
  }, 60_000);

  test("SIGKILL: reconnecting with the board out of reach, then, after minutes of asking, the line is lost", async () => {
    const server = await startServer();
    const joinedAt = await gameOnTurn();
    // On turn, the board within reach (and the reader sees the prompt it later misses).
    await line("the board within reach", (s) => s.boardOffline === false && s.turnPrompts > 0);
    await page.waitForTimeout(Math.max(0, joinedAt + SDK_MIN_UPTIME_MS + 500 - Date.now()));

    server.process.kill("SIGKILL");
    await server.exited;
    await line("the reconnecting message", (s) => s.banner === en["banner.reconnecting"], { timeout: 15_000 });
    await line("reconnecting, the board out of reach", (s) =>
      expect(s).toMatchObject({ banner: en["banner.reconnecting"], turnPrompts: 0, status: en["banner.reconnecting"], boardOffline: true, actions: 0 }),
    );

    // The SDK backs off for about a minute in all, then the page asks for the table for five
    // minutes more: their waits are skipped on the page's clock.
    await page.clock.install();
    // Until it gives up, every banner on the way says it reconnects.
    const said: string[] = [];
    await waitUntil(
      async () => {
        // The longest wait between two attempts is ten seconds (client/src/net/backoff.ts).
        await page.clock.fastForward(10_000);
        const { banner } = await page.evaluate(lineState, WORDS);
        said.push(banner);
        return banner === en["banner.lost"];
      },
      "the page to give up",
      40_000,
    );
    expect(said.filter((text) => text !== en["banner.reconnecting"] && text !== en["banner.lost"])).toEqual([]);
    await line("the line lost, with a way out", (s) =>
      expect(s).toMatchObject({ banner: en["banner.lost"], status: en["banner.lost"], retry: 1, toLobby: 1, turnPrompts: 0, boardOffline: true }),
    );
    expect(suite.pageErrors).toEqual([]);
  }, 60_000);
});
