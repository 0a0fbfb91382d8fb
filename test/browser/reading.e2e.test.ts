/**
 * Reading the pages on the smallest phones (issue 28; each table's labels in three languages
 * are measured in phone-sizes.e2e.test.ts). A banner takes its own room, upright (360×640)
 * and on its side (640×360): "You continued at this table elsewhere" and "Connection lost —
 * reconnecting…" lie over nothing (the board, the side's panels, the top bar). Screenshots of
 * each page at 360×640 in test/artifacts/reading-*.png: the lobby, an invite, the waiting
 * room, a finished Dog Eat Dog game's replay (no word of seats or cards), How to play. And
 * DOG's log tells one line per card played: a 7 taken one step at a time is one line.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";
import { type Box, PHONE_360, PHONE_640, resizeTo, sharedArea, speak, startedTable } from "../support/layout-checks.ts";
import { Client } from "@colyseus/sdk";
import { anyLegal, autoPlay, botsOf, playOut, type Chooser } from "../support/table-play.ts";

const suite = ui.browserSuite("reading");

const SIZES = [
  ["640x360", PHONE_640.viewport],
  ["360x640", PHONE_360.viewport],
] as const;

/** What a shown banner lies over: the page's parts (board, the side's panels, the top bar) sharing area with it. */
async function underBanner(page: Page): Promise<string[]> {
  const boxes = await page.evaluate(() => {
    const doc = (globalThis as any).document;
    const box = (node: any): Box & { name: string } => {
      const r = node.getBoundingClientRect();
      return { name: node.className || node.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const banner = doc.querySelector(".banner:not([hidden])");
    const parts = [...doc.querySelectorAll(".topbar, .board-area, .side > .panel, .side .panel-title")].filter((n: any) => n.getClientRects().length > 0);
    return { banner: banner ? box(banner) : null, parts: parts.map(box) };
  });
  if (!boxes.banner) return ["no banner shown"];
  return boxes.parts.filter((part) => sharedArea(boxes.banner!, part) > 0.5).map((part) => `${part.name} @${Math.round(part.x)},${Math.round(part.y)} ${Math.round(part.width)}×${Math.round(part.height)}`);
}

async function bannerSays(page: Page, text: string): Promise<void> {
  await page.locator(".banner:not([hidden])", { hasText: text }).waitFor({ timeout: 30_000 });
}

/** The banner over nothing at both phone sizes; a screenshot at each. */
async function bannerApart(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of SIZES) {
    await resizeTo(page, viewport);
    problems.push(...(await underBanner(page)).map((p) => `${size}: the banner lies over ${p}`));
    await suite.shot(page, `banner-${name}-${size}`);
  }
  return problems;
}

describe("a banner takes its own room", () => {
  test("'You continued at this table elsewhere' and 'Connection lost — reconnecting…' lie over nothing", async () => {
    const { alice, rooms } = await startedTable(suite, "frontline", { firstPlayer: "0" }, ["Bob"]);
    const bots = botsOf([autoPlay(rooms[0], 1, "bot 1")]);
    await ui.labelsWhere(alice, (l) => l.includes("Die 1"), "Alice's dice", 90_000);
    const invite = alice.url();

    // The same seat opened in another tab of the same browser: this one went on elsewhere.
    const tab = await alice.context().newPage();
    await tab.goto(invite);
    // The player looks at the first tab again: a tab behind another draws about one frame a second.
    await alice.bringToFront();
    await bannerSays(alice, en["banner.moved"]);
    expect(await bannerApart(alice, "moved")).toEqual([]);

    // Back here ("Play here"), then the line goes: the page says it reconnects.
    await alice.locator(".banner").getByRole("button", { name: en["banner.playHere"] }).click();
    await alice.locator(".board-area:not(.offline)").waitFor({ timeout: 20_000 });
    await tab.close();
    await alice.context().setOffline(true);
    await bannerSays(alice, en["banner.reconnecting"]);
    expect(await bannerApart(alice, "reconnecting")).toEqual([]);
    await alice.context().setOffline(false);
    expect(bots.stop()).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});

describe("each page at 360×640", () => {
  test("the lobby, an invite, the waiting room, a replay, How to play", async () => {
    const phone = { ...PHONE_360, ...ui.STILL };
    const host = await suite.page(phone);
    await host.goto(suite.server.url);
    await host.getByLabel("Your name").waitFor();
    await suite.shot(host, "page-lobby");

    const links = await ui.createTable(host, suite.server.url, { name: "Alice", game: "deathtrap", fields: { Players: "4" } });
    await host.locator(".board-overlay:not([hidden])").waitFor();
    await suite.shot(host, "page-waiting-room");
    const guest = await suite.page(phone);
    await guest.goto(links.invite);
    await guest.getByRole("button", { name: "Take a seat" }).waitFor();
    await suite.shot(guest, "page-invite");

    // A finished Dog Eat Dog game's replay: nothing hidden, so no word of seats or cards.
    const { tableId, seated } = await ui.startedDuel(suite);
    await playOut(seated, [], "reading-replay");
    const viewer = await suite.page(phone);
    await viewer.goto(`${suite.server.url}/#/replay/${tableId}`);
    await viewer.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
    expect(await viewer.getByText(/choose a seat/i).count()).toBe(0);
    await suite.shot(viewer, "page-replay");
    await viewer.locator(".replay-panel").scrollIntoViewIfNeeded();
    await suite.shot(viewer, "page-replay-controls");

    // How to play, Deathtrap: the titles' exchange, each title inside its box (how-to-play.e2e measures it).
    await host.goto(suite.server.url);
    await host.locator('[data-game-card="deathtrap"] [data-action=how-to-play]').click();
    await host.locator("dialog.how-to-play [data-section=setup] svg.rules-figure").first().scrollIntoViewIfNeeded();
    await suite.shot(host, "page-how-to-play");
    await host.locator('dialog.how-to-play button[data-locale="de"]').click();
    await host.locator('dialog.how-to-play[data-locale="de"] [data-section=setup] svg.rules-figure').first().scrollIntoViewIfNeeded();
    await suite.shot(host, "page-how-to-play-de");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});

/** Every 7 in parts of one step (its seven moves one at a time); any legal action otherwise. */
const sevenByOnes: Chooser = (legal, view, rng) => {
  const ones = legal.filter((a: any) => a.type === "seven" && a.steps === 1);
  return ones.length > 0 ? ones[rng.int(ones.length)] : anyLegal(legal, view, rng);
};

describe("DOG's log", () => {
  test("a 7 taken one step at a time is one line per card, in English and French", async () => {
    const sdk = new Client(suite.server.url);
    const seated = [await sdk.create("dog", { name: "Ana", private: true })];
    for (const name of ["Bob", "Cy", "Dee"]) seated.push(await sdk.joinById(seated[0].roomId, { name }));
    for (const room of seated) room.onMessage("*", () => undefined);
    await ui.untilState(seated[0], (s) => s.seats.every((seat: any) => seat.occupant !== "" && seat.connected), "every seat taken");
    seated[0].send("start", {});
    await ui.untilState(seated[0], (s) => s.phase === "playing" && s.board !== undefined, "the game to start");
    const page = await suite.page(ui.STILL);
    await ui.watchTable(page, `${suite.server.url}/#/watch/${seated[0].roomId}`);
    await ui.waitForTable(page);

    let sevens = 0;
    const played = (action: any): boolean => action.type === "seven" && action.card !== undefined;
    for (let i = 0; i < 20 && sevens < 2; i++) {
      await playOut(seated, [], `reading-dog-${i}`, { maxActions: 20, choose: sevenByOnes, each: (_moves, move) => void (sevens += played(move.action) ? 1 : 0) });
    }
    expect(sevens).toBeGreaterThanOrEqual(2);
    const lines = () => Array.from((globalThis as any).document.querySelectorAll(".log-line.log-events"), (node: any) => String(node.textContent ?? ""));
    const seven = /^(Ana|Bob|Cy|Dee) plays (a 7|a Joker as a 7): (\d) with one marble/;
    // A finished 7 adds up to seven steps.
    const steps = (line: string): number => [...line.matchAll(/(\d) with (one marble|another|\w+'s marble)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    // The page tells the moves as their patches reach it, after the programs saw them: the
    // log is read once it tells the first 7 whole.
    const told = await ui.until(page, lines, (shown) => steps(shown.find((line) => seven.test(line)) ?? "") === 7, { what: "the first 7's line, whole" });
    const sevenLines = told.filter((line) => seven.test(line));
    expect(sevenLines.length).toBeGreaterThanOrEqual(1);
    // No move of a 7 on a line of its own: each joins the line of its card.
    expect(told.filter((line) => /^(Ana|Bob|Cy|Dee)'s marble moves \d+$/.test(line))).toEqual([]);
    expect(steps(sevenLines[0])).toBe(7);
    await speak(page, "fr");
    await ui.until(page, lines, (shown) => shown.some((line) => /^(Ana|Bob|Cy|Dee) joue (un 7|un Joker comme un 7) : \d avec un pion/.test(line)), { what: "a 7's line in French" });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
