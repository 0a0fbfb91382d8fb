/**
 * DOG in real browsers: four players set up a private table by its invite link, a fifth
 * person watches by the watch link; the partner exchange completes; everybody plays by
 * clicking the labelled canvas buttons for two full deals; one player reloads mid-game and
 * is back in the same seat with the same hand; the spectator never sees a hand card.
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
import {
  canvasLabels,
  faceUpHandCards,
  handLabels,
  mySeat,
  playOneClick,
  stageFacts,
  waitForHand,
  waitForTable,
} from "../support/browser-table.ts";

const ARTIFACTS = fileURLToPath(new URL("../artifacts", import.meta.url));
const DEALS = 2;

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const pages: Page[] = [];

async function newPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1024, height: 720 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  pages.push(page);
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `dog-${name}.png`) });
}

/** Opens an invite link as a newcomer: the page asks a name once, then takes a seat. */
async function joinByInvite(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.waitForSelector(".seat-mine");
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ensureClientBuilt();
  server = await startTestServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  // Whatever happened, the last picture of every page is kept.
  for (const [i, page] of pages.entries()) {
    if (!page.isClosed()) await page.screenshot({ path: join(ARTIFACTS, `dog-zz-last-${i}.png`), timeout: 10_000 }).catch(() => undefined);
  }
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
}, 120_000);

describe("DOG in the browser", () => {
  test("a private table by link: exchange, two deals by clicking, a reload, a spectator who sees no hand", async () => {
    // The host creates a private table from the lobby.
    const host = await newPage();
    await host.goto(server.url);
    await host.getByLabel("Your name").fill("Alice");
    await host.getByLabel("Private: by invite link only").check();
    await shot(host, "01-lobby");
    await host.getByRole("button", { name: "Create table" }).click();
    await host.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/);
    const invite = await host.inputValue("[data-link=invite]");
    const watch = await host.inputValue("[data-link=watch]");
    expect(invite).toBe(host.url());
    expect(watch).toBe(invite.replace("#/table/", "#/watch/"));

    // Three friends follow the invite link; one of them on a phone.
    const bob = await newPage();
    const carol = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const dave = await newPage();
    await joinByInvite(bob, invite, "Bob");
    await joinByInvite(carol, invite, "Carol");
    await joinByInvite(dave, invite, "Dave");
    const players = [host, bob, carol, dave];
    const seats = await Promise.all(players.map(mySeat));
    expect([...seats].sort()).toEqual([0, 1, 2, 3]);

    // A fifth person opens the watch link: a spectator at once, no name asked.
    const spectator = await newPage({ viewport: { width: 1200, height: 800 } });
    await spectator.goto(watch);
    await spectator.waitForSelector(".role-badge:not([hidden])");
    expect(await mySeat(spectator)).toBe(-1);

    // A latecomer on the invite link of a full table is offered to watch instead.
    const late = await newPage();
    await late.goto(invite);
    await late.getByLabel("Your name").fill("Eve");
    await late.getByRole("button", { name: "Take a seat" }).click();
    await late.getByRole("button", { name: "Watch the game" }).waitFor();
    await late.context().close();

    await shot(host, "02-waiting");
    await host.getByRole("button", { name: "Start the game" }).click();
    await Promise.all([...players, spectator].map((page) => waitForTable(page)));

    const spectatorSeesNoHand = async () => {
      expect(await faceUpHandCards(spectator)).toEqual([]);
    };
    await spectatorSeesNoHand();
    await shot(host, "03-exchange");

    let clicks = 0;
    let exchanged = false;
    let reloaded = false;
    let idleSince = Date.now();
    let lastDeal = 1;
    for (;;) {
      const facts = await stageFacts(spectator);
      if (facts.phase === "over" || facts.deal > DEALS) break;
      if (facts.deal !== lastDeal) {
        lastDeal = facts.deal;
        await shot(spectator, `05-spectator-deal-${facts.deal}`);
      }
      if (facts.phase === "play" && !exchanged) {
        exchanged = true;
        await shot(carol, "04-phone-after-exchange");
      }

      // Mid-game, the player whose turn it is reloads: same seat, same playable hand.
      if (!reloaded && exchanged && clicks >= 30) {
        for (const page of players) {
          const hand = await handLabels(page);
          if (hand.length === 0) continue;
          const seat = await mySeat(page);
          await page.reload();
          await waitForTable(page);
          await waitForHand(page);
          expect(await mySeat(page)).toBe(seat);
          expect(await handLabels(page)).toEqual(hand);
          await shot(page, "06-after-reload");
          reloaded = true;
          break;
        }
      }

      let progressed = false;
      for (const page of players) {
        const label = await playOneClick(page);
        if (label) {
          clicks++;
          if (process.env.DEBUG_CLICKS) process.stderr.write(`click ${clicks} deal ${facts.deal} ${facts.phase}: ${label}\n`);
          progressed = true;
          await spectatorSeesNoHand();
        }
      }
      if (progressed) idleSince = Date.now();
      else if (Date.now() - idleSince > 90_000) {
        const labels = await Promise.all(players.map(canvasLabels));
        throw new Error(`nobody could play for 90 s; facts ${JSON.stringify(facts)}; labels ${JSON.stringify(labels)}`);
      } else await host.waitForTimeout(100);
    }

    expect(exchanged).toBe(true);
    expect(reloaded).toBe(true);
    const end = await stageFacts(spectator);
    expect(end.phase === "over" || end.deal > DEALS).toBe(true);
    await spectatorSeesNoHand();
    // The game log tells the deals in words.
    const log = await spectator.$$eval(".log-line", (lines) => lines.map((line) => line.textContent ?? ""));
    expect(log.some((line) => line.includes("Partners exchanged"))).toBe(true);
    expect(log.some((line) => /Alice|Bob|Carol|Dave/.test(line) && line.includes("plays"))).toBe(true);
    await shot(spectator, "07-spectator-end");
    await shot(host, "08-host-end");
    await shot(carol, "09-phone-end");
    expect(pageErrors).toEqual([]);
  }, 1_200_000);
});
