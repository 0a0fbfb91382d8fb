/**
 * Dog Eat Dog in real browsers: three players at a private table by its invite link (one on
 * a phone), a fourth person watching by the watch link. Players attack by clicking one of
 * their lit pyramids, then a lit target; the first attack rolls the Treehouse die and its
 * follow-up is taken or declined; the dice and every roll reach the log; the spectator and
 * the players not on turn never get anything to click; then everybody passes and the final
 * scoring shows each player's trees.
 *
 * The host creates the table from the lobby's form: 3 players, Treehouse die on, private.
 * Screenshots land in test/artifacts/ (dog-eat-dog-*.png).
 */
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ensureClientBuilt } from "../support/browser-build.ts";
import { launchChromium } from "../support/browser-chromium.ts";
import { startTestServer, type TestServer } from "../support/browser-server.ts";
import { CANVAS_BUTTONS, canvasLabels, mySeat, waitForTable } from "../support/browser-table.ts";

const ARTIFACTS = fileURLToPath(new URL("../artifacts", import.meta.url));
const ATTACKS = 5;

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function newPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `dog-eat-dog-${name}.png`) });
}

async function joinByInvite(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.waitForSelector(".seat-mine");
}

async function clickLabel(page: Page, label: string): Promise<void> {
  // Keyboard play through the accessibility layer: the scattered pyramids may overlap, so a
  // pointer at a button's centre can land on a neighbour; Enter on the focused button cannot.
  await page.locator(`${CANVAS_BUTTONS}[title="${label}"]`).first().press("Enter", { timeout: 30_000, noWaitAfter: true });
}

/** Waits until this page's clickable labels differ from `before` (the server answered, or the choice moved on). */
async function labelsChange(page: Page, before: readonly string[]): Promise<string[]> {
  const key = before.join("|");
  for (let i = 0; i < 600; i++) {
    const now = await canvasLabels(page);
    if (now.join("|") !== key) return now;
    await page.waitForTimeout(100);
  }
  throw new Error(`the labels never changed from ${key}`);
}

async function stageTurn(page: Page): Promise<string> {
  return page.$eval(".stage", (node) => node.getAttribute("data-turn") ?? "");
}

/** The seat every page shows on turn, once they all agree (patches reach pages at slightly different times). */
async function sameTurn(pages: Page[]): Promise<string> {
  let turns: string[] = [];
  for (let i = 0; i < 100; i++) {
    turns = await Promise.all(pages.map(stageTurn));
    if (new Set(turns).size === 1) return turns[0];
    await pages[0].waitForTimeout(100);
  }
  throw new Error(`the pages never agreed on the turn: ${turns.join(", ")}`);
}

/** The shell's game-over card is up (the table's phase is "over"). */
async function isOver(page: Page): Promise<boolean> {
  return (await page.$$('.board-overlay[data-phase="over"]:not([hidden])')).length > 0;
}

async function logLines(page: Page): Promise<string[]> {
  return page.$$eval(".log-line", (lines) => lines.map((line) => line.textContent ?? ""));
}

/** Waits until a line after the first `from` matches: the attack reached this page's log. */
async function newLogLine(page: Page, from: number, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const found = (await logLines(page)).slice(from).find((line) => pattern.test(line));
    if (found) return found;
    await page.waitForTimeout(100);
  }
  throw new Error(`no log line like ${pattern} after line ${from}`);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ensureClientBuilt();
  server = await startTestServer();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

describe("Dog Eat Dog in the browser", () => {
  test("three players by link and a spectator: attacks by clicking, dice in the log, the Treehouse die, final trees", async () => {
    // Alice creates a private 3-player table with the Treehouse die from the lobby.
    const alice = await newPage();
    await alice.goto(server.url);
    await alice.getByLabel("Your name").fill("Alice");
    await alice.getByLabel("Game", { exact: true }).selectOption("dog-eat-dog");
    await alice.getByLabel("Players", { exact: true }).selectOption("3");
    await alice.getByLabel("Treehouse die", { exact: true }).selectOption("true");
    await alice.getByLabel("Private: by invite link only").check();
    await shot(alice, "00-lobby");
    await alice.getByRole("button", { name: "Create table" }).click();
    await alice.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/);
    const invite = await alice.inputValue("[data-link=invite]");
    const watch = await alice.inputValue("[data-link=watch]");

    // Two friends follow the invite link, one of them on a phone; a third person watches.
    const bob = await newPage();
    const carol = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await joinByInvite(bob, invite, "Bob");
    await joinByInvite(carol, invite, "Carol");
    const players = [alice, bob, carol];
    expect(await Promise.all(players.map(mySeat))).toEqual([0, 1, 2]);
    const spectator = await newPage();
    await spectator.goto(watch);
    await spectator.waitForSelector(".role-badge:not([hidden])");
    expect(await mySeat(spectator)).toBe(-1);

    await alice.getByRole("button", { name: "Start the game" }).click({ timeout: 20_000 });
    await Promise.all([...players, spectator].map((page) => waitForTable(page, 40_000)));
    await shot(spectator, "01-start");

    let attacks = 0;
    let usedTreehouse = false;
    let followUps = 0;
    let passes = 0;
    let rounds = 0;
    while (rounds++ < 60) {
      // Exactly one page has something to click: the player on turn. Never the spectator.
      const labels = await Promise.all(players.map(canvasLabels));
      expect(await canvasLabels(spectator)).toEqual([]);
      const onTurn = labels.map((l, seat) => (l.length > 0 ? seat : -1)).filter((seat) => seat >= 0);
      if (onTurn.length === 0) {
        if (await isOver(spectator)) break;
        await spectator.waitForTimeout(200);
        continue;
      }
      expect(onTurn).toHaveLength(1);
      const seat = onTurn[0];
      const page = players[seat];
      const mine = labels[seat];
      // Every page, the spectator's too, shows the same player to move: that player.
      expect(await sameTurn([...players, spectator])).toBe(String(seat));

      if (attacks >= ATTACKS) {
        // Enough fighting: everybody passes (or declines) in turn, and the stall guard ends the game.
        const stop = mine.find((l) => l === "Pass" || l === "Decline")!;
        await clickLabel(page, stop);
        if (stop === "Pass") passes++;
        await labelsChange(page, mine);
        continue;
      }
      const follow = mine.includes("Decline");
      if (follow) {
        followUps++;
        await shot(page, `05-follow-up-${followUps}`);
        const swap = mine.find((l) => l.startsWith("Swap top "));
        const other = mine.find((l) => /^(Dig|Aim) /.test(l));
        if (swap) {
          await clickLabel(page, swap);
          const next = (await labelsChange(page, mine)).find((l) => l.startsWith("Swap top ") && l !== swap);
          await clickLabel(page, next!);
          await labelsChange(page, [...mine]);
          continue;
        }
        if (other) {
          await clickLabel(page, other);
          await labelsChange(page, mine);
          continue;
        }
        if (!mine.some((l) => l.startsWith("Attacker "))) {
          await clickLabel(page, "Decline");
          await labelsChange(page, mine);
          continue;
        }
        // WILD: one more attack, taken below like any other.
      }

      // Attack with the largest lit pyramid (ids 6..8 of a seat are large, 3..5 medium) on the
      // smallest target, so attacks mostly win and the final trees have something to show;
      // 2- and 3-pip attackers switch the Treehouse die on (it stays on for that player).
      const size = (label: string): number => Math.floor((Number(label.split(" ")[1]) % 9) / 3);
      const attackersLit = mine.filter((l) => l.startsWith("Attacker "));
      expect(attackersLit.length).toBeGreaterThan(0);
      const attacker = [...attackersLit].sort((a, b) => size(b) - size(a))[0];
      await clickLabel(page, attacker);
      let now = await labelsChange(page, mine);
      const targets = now.filter((l) => l.startsWith("Target ")).sort((a, b) => size(a) - size(b));
      expect(targets.length).toBeGreaterThan(0);
      if (attacks === 0) await shot(page, "02-attacker-picked");
      if (now.includes("Treehouse die: off")) {
        await clickLabel(page, "Treehouse die: off");
        now = await labelsChange(page, now);
        expect(now).toContain("Treehouse die: on");
      }
      if (now.includes("Treehouse die: on")) usedTreehouse = true;
      const linesBefore = (await logLines(spectator)).length;
      await clickLabel(page, targets[0]);
      attacks++;
      await labelsChange(page, now);
      // The roll shows on every board: a picture while the dice tumble, and every die in the log.
      if (attacks <= 2) await shot(spectator, `03-dice-${attacks}`);
      await newLogLine(spectator, linesBefore, /attacks .* rolls [1-6]/);
    }

    for (let i = 0; i < 100 && !(await isOver(spectator)); i++) await spectator.waitForTimeout(200);
    expect(await isOver(spectator)).toBe(true);
    expect(attacks).toBe(ATTACKS);
    expect(usedTreehouse).toBe(true);
    expect(passes).toBeGreaterThan(0);
    const log = await logLines(spectator);
    expect(log.some((l) => l.includes("Treehouse die shows"))).toBe(true);
    expect(log.some((l) => /Scores: Alice \d+, Bob \d+, Carol \d+/.test(l))).toBe(true);
    // Nothing is left to click for anybody once the game is over.
    for (const page of [...players, spectator]) expect(await canvasLabels(page)).toEqual([]);
    await spectator.waitForTimeout(1_000);
    await shot(spectator, "06-final-trees");
    await shot(carol, "07-phone-final");
    await shot(alice, "08-host-final");
    expect(pageErrors).toEqual([]);
  }, 900_000);
});
