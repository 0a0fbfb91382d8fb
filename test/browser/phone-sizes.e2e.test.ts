/**
 * Every table on the smallest phones, upright (360×640) and on its side (640×360), at a
 * decision where the board itself is what the player picks from (issues 14 and 15):
 *   DOG          a marble (on a phone, the list of finger-sized buttons over the board);
 *   Frontline    a square of the start line, then a square holding a pyramid (a Move's);
 *   Dog Eat Dog  a target pile;
 *   Deathtrap    a card.
 * Each look is checked with test/support/layout-checks.ts: targets at least 44 px, inside the
 * canvas and the window, none over another, no text under 12 px or over another text; and in
 * English, French and German every label drawn into a box reads whole, not cut with "…" nor
 * wider than its box (issue 28: Deathtrap's card names, Frontline's Drop buttons before a
 * die is picked, Dog Eat Dog's last attack once one was played). The page does not scroll
 * sideways either. One browser and one server for the file; the other seats are programmatic
 * players. Screenshots: test/artifacts/phone-<game>-<size>[-<lang>].png.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { BOT_SEED, botChooser } from "../support/dog-browser.ts";
import { canvasSays, cutLabels, LANGUAGES, layoutProblems, startedTable, PHONE_360, PHONE_640, resizeTo, speak } from "../support/layout-checks.ts";
import { autoPlay, botsOf, viewsOf } from "../support/table-play.ts";

/** DOG with this seed deals the host two Aces in the first deal (table-polish's seed). */
const suite = ui.browserSuite("phone", { seed: "polish-144" });

/** The page's problems at both phone sizes, screenshots named after `game`; the page ends at 360×640. */
async function phoneSizes(page: Page, game: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, size] of [["640x360", PHONE_640.viewport], ["360x640", PHONE_360.viewport]] as const) {
    await resizeTo(page, size);
    problems.push(...(await layoutProblems(page, { phone: true })).map((p) => `${name}: ${p}`));
    const sideways = await page.evaluate(() => {
      const root = (globalThis as any).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    if (sideways > 0) problems.push(`${name}: the page scrolls sideways by ${sideways} px`);
    await suite.shot(page, `${game}-${name}`);
    for (const lang of [...LANGUAGES.filter((l) => l !== "en"), "en"]) {
      await speak(page, lang);
      problems.push(...(await cutLabels(page)).map((p) => `${name} ${lang}: ${p}`));
      if (lang !== "en" && name === "360x640") await suite.shot(page, `${game}-${name}-${lang}`);
    }
  }
  return problems;
}

/** Plays the page's turns, by the first label matching a preference, until `done`. */
async function playUntil(page: Page, done: () => Promise<boolean>, preference: RegExp[], ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    const labels = await ui.canvasLabels(page);
    if (Date.now() > until) throw new Error(`not reached in ${ms / 1000} s; labels ${JSON.stringify(labels)}`);
    const next = preference.map((p) => labels.find((l) => p.test(l))).find((l) => l !== undefined);
    if (next === undefined) {
      await page.waitForTimeout(100);
      continue;
    }
    await ui.clickLabel(page, next, "enter");
    await ui.labelsChange(page, labels).catch(() => undefined);
  }
}


/** Clicks `label` and waits for the page's choices to change; returns them. */
async function press(page: Page, label: string): Promise<string[]> {
  const before = await ui.canvasLabels(page);
  if (!before.includes(label)) throw new Error(`no ${label} among ${JSON.stringify(before)}`);
  await ui.clickLabel(page, label, "enter");
  // The buttons go while the press waits for the server's answer; what it offers next comes after.
  const after = await ui.labelsChange(page, before);
  return after.length > 0 ? after : ui.labelsWhere(page, (l) => l.length > 0, `the choices after ${label}`);
}

describe("the tables at 360×640 and 640×360", () => {
  test("DOG: picking a marble", async () => {
    const { alice, rooms } = await startedTable(suite, "dog", {}, ["Bob", "Carol", "Dave"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, BOT_SEED(i + 1), botChooser(i + 1))));
    await resizeTo(alice, PHONE_360.viewport);
    let labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 60_000);
    for (let i = 0; i < 3 && (await ui.stageFacts(alice)).phase === "exchange"; i++) {
      // Keep the Aces: give the partner something else.
      labels = await press(alice, labels.find((l) => !/^Card A /.test(l))!);
      await press(alice, labels.find((l) => l.startsWith("Give card "))!);
      labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 60_000);
    }
    labels = await ui.labelsWhere(alice, (l) => l.includes("Card A #1"), "Alice's Ace", 60_000);
    labels = await press(alice, "Card A #1");
    expect(labels.some((l) => /^Marble \d+( to |$)/.test(l))).toBe(true);
    expect(await phoneSizes(alice, "dog")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Frontline: picking a square, then a pyramid", async () => {
    const { alice, rooms } = await startedTable(suite, "frontline", {}, ["Bob"]);
    const bots = botsOf([autoPlay(rooms[0], 1, "bot 1")]);
    let labels = await ui.labelsWhere(alice, (l) => l.includes("Die 1") && l.includes("Drop die 1"), "Alice's dice", 90_000);
    expect(await phoneSizes(alice, "frontline-dice")).toEqual([]);
    labels = await press(alice, "Die 1");
    // The die's first action, until squares are offered.
    for (let i = 0; i < 3 && !labels.some((l) => l.startsWith("Square ")); i++) {
      labels = await press(alice, labels.find((l) => !/^(Back|Die \d|Drop die \d)$/.test(l))!);
    }
    expect(labels.some((l) => l.startsWith("Square "))).toBe(true);
    expect(await phoneSizes(alice, "frontline")).toEqual([]);

    // Later turns: a Move (or another power) offers pyramids on the board, listed with their piece.
    const board = (): { colour?: string }[] => (viewsOf(rooms[0], null).table as any).squares;
    const holdsPyramid = (l: string): boolean => {
      const m = /^Square ([a-h])([1-8])$/.exec(l);
      return m !== null && board()[(Number(m[2]) - 1) * 8 + m[1].charCodeAt(0) - 97]?.colour !== undefined;
    };
    const preference = [/^Die \d$/, /^Move$/, /^(Activate|Grow|Take)$/, /^Square /, /^(?!Back$|Drop die|Claim the draw)/];
    let pyramids = false;
    for (let i = 0; i < 40 && !pyramids; i++) {
      labels = await ui.labelsWhere(alice, (l) => l.length > 0, "Alice's turn", 90_000);
      if (labels.some(holdsPyramid)) {
        pyramids = true;
        break;
      }
      const next = preference.map((p) => labels.find((l) => p.test(l))).find((l) => l !== undefined)!;
      labels = await press(alice, next);
    }
    expect(pyramids).toBe(true);
    expect(await phoneSizes(alice, "frontline-pyramid")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Dog Eat Dog: picking a target pile", async () => {
    const { alice, rooms } = await startedTable(suite, "dog-eat-dog", { Players: "3" }, ["Bob", "Carol"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `bot ${i + 1}`)));
    let labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Attacker ")), "Alice's attackers", 60_000);
    labels = await press(alice, labels.find((l) => l.startsWith("Attacker "))!);
    expect(labels.some((l) => l.startsWith("Target "))).toBe(true);
    expect(await phoneSizes(alice, "dog-eat-dog")).toEqual([]);
    // Her attack, told in the panel's title once the dice settle ("Last attack · …").
    const told = () => canvasSays(alice, /^(Last attack|Dernière attaque|Letzter Angriff) · /);
    await playUntil(alice, told, [/^Target /, /^(?!Pass$|Cancel$|Back$)/]);
    expect(await phoneSizes(alice, "dog-eat-dog-attack")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Deathtrap: picking a card", async () => {
    const { alice, rooms } = await startedTable(suite, "deathtrap", { Players: "4" }, ["Bob", "Carol", "Dave"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `bot ${i + 1}`)));
    await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 90_000);
    expect(await phoneSizes(alice, "deathtrap")).toEqual([]);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
