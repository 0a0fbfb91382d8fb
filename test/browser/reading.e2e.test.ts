/**
 * Reading the table on the smallest phones (issue 28): upright (360×640) and on its side
 * (640×360), in English, French and German, every label a table draws into a box reads whole
 * (not cut with "…", not wider than its box: test/support/layout-checks.ts `cutLabels`), at
 * a moment of each game where its long labels are up: DOG's hand, Frontline's dice with their
 * Decline buttons, Dog Eat Dog's last attack, Deathtrap's hand. A banner takes its own room:
 * "You continued at this table elsewhere" and "Connection lost — reconnecting…" lie over
 * nothing (the board, the side's panels). Screenshots of each page at 360×640 in
 * test/artifacts/reading-*.png: the lobby, an invite, the waiting room, each game, a replay,
 * How to play.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";
import { BOT_SEED, botChooser } from "../support/dog-browser.ts";
import { cutLabels, type Box, PHONE_360, PHONE_640, resizeTo, sharedArea, startedTable } from "../support/layout-checks.ts";
import { autoPlay, botsOf, playOut } from "../support/table-play.ts";

const suite = ui.browserSuite("reading", { seed: "polish-144" });

const SIZES = [
  ["640x360", PHONE_640.viewport],
  ["360x640", PHONE_360.viewport],
] as const;
const LANGUAGES = ["en", "fr", "de"] as const;

/** Switches the page's language with its own switch (a select in a phone's table bar) and waits for the redraw. */
async function speak(page: Page, lang: string): Promise<void> {
  const select = page.locator(".topbar .locale-select");
  if (await select.isVisible()) await select.selectOption(lang);
  else await page.locator(`.topbar .locale-switch button[lang="${lang}"]`).click();
  await page.waitForFunction((l) => (globalThis as any).document.documentElement.lang === l, lang);
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
  }
}

/** The labels that do not read whole, at both phone sizes in the three languages; a screenshot of each at 360×640. */
async function labelsEverywhere(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of SIZES) {
    await resizeTo(page, viewport);
    for (const lang of LANGUAGES) {
      await speak(page, lang);
      problems.push(...(await cutLabels(page)).map((p) => `${size} ${lang}: ${p}`));
      if (size === "360x640" || lang === "en") await suite.shot(page, `${name}-${lang}${size === "360x640" ? "" : "-640x360"}`);
    }
  }
  await speak(page, "en");
  return problems;
}

/** Plays the page's turns by the first label matching a preference until `done`; returns the labels then. */
async function playUntil(page: Page, done: () => Promise<boolean>, preference: RegExp[], ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not reached in ${ms / 1000} s; labels ${JSON.stringify(await ui.canvasLabels(page))}`);
    const labels = await ui.canvasLabels(page);
    const next = preference.map((p) => labels.find((l) => p.test(l))).find((l) => l !== undefined);
    if (next === undefined) {
      await page.waitForTimeout(100);
      continue;
    }
    await ui.clickLabel(page, next, "enter");
    await ui.labelsChange(page, labels).catch(() => undefined);
  }
}

describe("every label reads whole, in three languages at both phone sizes", () => {
  test("DOG: the hand", async () => {
    const { alice, rooms } = await startedTable(suite, "dog", {}, ["Bob", "Carol", "Dave"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, BOT_SEED(i + 1), botChooser(i + 1))));
    await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 60_000);
    expect(await labelsEverywhere(alice, "dog")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Frontline: the dice and their Decline buttons", async () => {
    const { alice, rooms } = await startedTable(suite, "frontline", { "Who plays first": "0" }, ["Bob"]);
    const bots = botsOf([autoPlay(rooms[0], 1, "bot 1")]);
    await ui.labelsWhere(alice, (l) => l.includes("Decline die 1"), "Alice's dice", 90_000);
    expect(await labelsEverywhere(alice, "frontline")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Dog Eat Dog: the last attack's panel", async () => {
    const { alice, rooms } = await startedTable(suite, "dog-eat-dog", { Players: "3" }, ["Bob", "Carol"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `bot ${i + 1}`)));
    // An attack told in the panel's title ("Last attack · …"), Alice's turn to come.
    const attacked = async () => (await ui.canvasLabels(alice)).some((l) => l.startsWith("Attacker ")) && (await ui.logLines(alice)).some((l) => /attacks/.test(l));
    await playUntil(alice, attacked, [/^Attacker /, /^Target /, /^(?!Pass$|Cancel$)/]);
    expect(await labelsEverywhere(alice, "dog-eat-dog")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Deathtrap: the hand", async () => {
    const { alice, rooms } = await startedTable(suite, "deathtrap", { Players: "4" }, ["Bob", "Carol", "Dave"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `bot ${i + 1}`)));
    await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 90_000);
    expect(await labelsEverywhere(alice, "deathtrap")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});

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
    const { alice, rooms } = await startedTable(suite, "frontline", { "Who plays first": "0" }, ["Bob"]);
    const bots = botsOf([autoPlay(rooms[0], 1, "bot 1")]);
    await ui.labelsWhere(alice, (l) => l.includes("Die 1"), "Alice's dice", 90_000);
    const invite = alice.url();

    // The same seat opened in another tab of the same browser: this one went on elsewhere.
    const tab = await alice.context().newPage();
    await tab.goto(invite);
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
