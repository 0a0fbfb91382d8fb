/**
 * Deathtrap Dungeon in real browsers: the host creates a private four-seat table from the
 * lobby's form (seat count and the Pig option), three friends follow the invite link (one
 * on a phone), a fifth person watches by the watch link; the Pig step and several tricks
 * are played by clicking the labelled canvas buttons; the spectator never sees a hand card.
 *
 * Needs Chromium (see test/support/browser-chromium.ts) and builds the client when its
 * sources are newer than client/dist. Screenshots land in test/artifacts/.
 */
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ensureClientBuilt } from "../support/browser-build.ts";
import { launchChromium } from "../support/browser-chromium.ts";
import { startTestServer, type TestServer } from "../support/browser-server.ts";
import { CANVAS_BUTTONS, canvasLabels, faceUpHandCards, mySeat, waitForTable } from "../support/browser-table.ts";

// The page functions below run in the browser; the test project has no DOM types.
declare const document: { querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }> };

const ARTIFACTS = fileURLToPath(new URL("../artifacts", import.meta.url));
const TRICKS = 3;

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
  await page.screenshot({ path: join(ARTIFACTS, `deathtrap-${name}.png`) });
}

async function joinByInvite(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.waitForSelector(".seat-mine");
}

/**
 * What a player clicks next, by a fixed policy over what is lit up: send a ready choice
 * (Pig discard, a set), else pick the first playable kind of the hand, else pass. A kind
 * picked on the previous click that still makes no set is passed on. Never the Killing
 * Machine out of turn (the server tests race it).
 */
function choose(labels: readonly string[], previous: string | null): string | null {
  const first = (test: (label: string) => boolean) => labels.find(test) ?? null;
  const card = first((l) => l.startsWith("Card "));
  return (
    first((l) => l === "Discard with the Exploding Pig") ??
    first((l) => l === "Play the set") ??
    (card && !previous?.startsWith("Card ") ? card : null) ??
    first((l) => l === "Pass") ??
    null
  );
}

/** One click on this page if something is playable; waits until its choices change. */
async function playOneClick(page: Page, previous: string | null): Promise<string | null> {
  const before = await canvasLabels(page);
  const label = choose(before, previous);
  if (!label) return null;
  try {
    await page.locator(`${CANVAS_BUTTONS}[title="${label}"]`).first().click({ timeout: 10_000 });
  } catch (error) {
    // The state moved on between reading the labels and clicking: nothing was sent.
    if (process.env.DEBUG_CLICKS) console.log(String(error).slice(0, 1500));
    return null;
  }
  await page
    .waitForFunction(
      ([selector, key]) => Array.from(document.querySelectorAll(selector), (n) => n.getAttribute("title")).join("|") !== key,
      [CANVAS_BUTTONS, before.join("|")] as const,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
  return label;
}

async function logLines(page: Page): Promise<string[]> {
  return page.$$eval(".log-line", (lines) => lines.map((line) => line.textContent ?? ""));
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ensureClientBuilt();
  server = await startTestServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

describe("Deathtrap Dungeon in the browser", () => {
  test("a private four-seat table by link: the Pig step and tricks by clicking, a spectator who sees no hand", async () => {
    // The host picks the game, four seats and the Pig option in the lobby's form.
    const host = await newPage();
    await host.goto(server.url);
    await host.getByLabel("Your name").fill("Alice");
    await host.getByLabel("Game").selectOption("deathtrap");
    await host.getByLabel("Players").selectOption("4");
    await expect(host.getByLabel("After the Exploding Pig").inputValue()).resolves.toBe("left-of-holder");
    await host.getByLabel("Private: by invite link only").check();
    await shot(host, "01-lobby");
    await host.getByRole("button", { name: "Create table" }).click();
    await host.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/);
    const invite = await host.inputValue("[data-link=invite]");
    const watch = await host.inputValue("[data-link=watch]");

    const bob = await newPage();
    const carol = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const dave = await newPage();
    await joinByInvite(bob, invite, "Bob");
    await joinByInvite(carol, invite, "Carol");
    await joinByInvite(dave, invite, "Dave");
    const players = [host, bob, carol, dave];
    expect((await Promise.all(players.map(mySeat))).sort()).toEqual([0, 1, 2, 3]);

    const spectator = await newPage();
    await spectator.goto(watch);
    await spectator.waitForSelector(".role-badge:not([hidden])");
    expect(await mySeat(spectator)).toBe(-1);

    await host.getByRole("button", { name: "Start the game" }).click();
    await Promise.all([...players, spectator].map((page) => waitForTable(page)));
    const spectatorSeesNoHand = async () => expect(await faceUpHandCards(spectator)).toEqual([]);
    await spectatorSeesNoHand();
    await shot(host, "02-pig-step");
    await shot(spectator, "03-spectator-pig-step");

    const previous = new Map<Page, string | null>();
    let clicks = 0;
    let idleSince = Date.now();
    let tricks = 0;
    let shots = 0;
    for (;;) {
      const log = await logLines(spectator);
      tricks = log.filter((line) => line.startsWith("Trick over")).length;
      if (tricks >= TRICKS) break;
      let progressed = false;
      for (const page of players) {
        const label = await playOneClick(page, previous.get(page) ?? null);
        previous.set(page, label);
        if (!label) continue;
        clicks++;
        progressed = true;
        await spectatorSeesNoHand();
        if (label === "Play the set" && shots < 2) await shot(page, `04-after-set-${++shots}`);
      }
      if (progressed) idleSince = Date.now();
      else if (Date.now() - idleSince > 60_000) {
        const labels = await Promise.all(players.map(canvasLabels));
        for (const [i, page] of players.entries()) await shot(page, `stuck-${i}`);
        throw new Error(`nobody could play for 60 s; labels ${JSON.stringify(labels)}`);
      } else await host.waitForTimeout(100);
    }

    const log = await logLines(spectator);
    // DD-4: the Pig's holder discarded it with another card; then the sets and passes.
    expect(log.some((line) => line.includes("plays the Exploding Pig"))).toBe(true);
    expect(log.some((line) => /(Alice|Bob|Carol|Dave) (leads|plays) \d+ × /.test(line))).toBe(true);
    expect(log.some((line) => / passes\.$/.test(line))).toBe(true);
    expect(tricks).toBeGreaterThanOrEqual(TRICKS);
    await spectatorSeesNoHand();
    await shot(spectator, "05-spectator");
    await shot(host, "06-host");
    await shot(carol, "07-phone");
    expect(pageErrors).toEqual([]);
  }, 420_000);
});
