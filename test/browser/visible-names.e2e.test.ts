/**
 * What a button says is what it is called (issue 39, 3, 6 and 10): axe-core (its rules as
 * they come, label-content-name-mismatch included) finds nothing on the waiting room of a
 * host and of a spectator with free seats ("Sit here", "Bot (easy)", "Fill with bots"), a
 * table where the host may give a seat away, and the lobby's My tables; every accessible
 * name starts with the button's visible words (WCAG 2.5.3). The host's greyed Start says why
 * it is greyed, the bots' button counts in real plurals, and the words of the seat list read
 * whole in French and German at 1280 px and on a phone.
 *
 * A second of the turn clock lasts 50 ms: a "30 s" clock runs out in 1.5 s.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.ts";
import * as ui from "../support/browser-table.ts";
import { LAPTOP_1280, PHONE_390, speak } from "../support/layout-checks.ts";
import { cutPageTexts } from "../support/page-words.ts";

const suite = ui.browserSuite("names", { seed: "names-1", pace: { botPauseMs: 150, clockSecondMs: 50 } });

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;

async function noViolations(page: Page, where: string): Promise<void> {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

/** Buttons and links whose accessible name does not start with their visible words. */
async function namesNotStartingWithWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
    for (const node of document.querySelectorAll("button[aria-label], a[aria-label]")) {
      if (node.closest(".stage") || node.closest("[hidden]")) continue;
      const visible = squash(node.innerText ?? "");
      // Symbols alone (−, +, «) are not words.
      if (!/\p{L}/u.test(visible)) continue;
      const name = squash(node.getAttribute("aria-label"));
      if (!name.startsWith(visible)) out.push(`"${visible}" is named "${name}"`);
    }
    return out;
  });
}

/** The page's words in French and German at 1280 px and 390 px; the problems in words. */
async function wordsWhole(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of [["laptop", LAPTOP_1280.viewport], ["phone", PHONE_390.viewport]] as const) {
    await page.setViewportSize(viewport);
    for (const lang of ["fr", "de", "en"]) {
      await speak(page, lang);
      for (const p of await cutPageTexts(page)) problems.push(`${what}, ${lang}, ${size}: ${p}`);
    }
  }
  await page.setViewportSize(LAPTOP_1280.viewport);
  return problems;
}

describe("names that match what is shown", () => {
  test(
    "the waiting room with free seats, a host's and a spectator's; Start says why it is greyed; the lobby's My tables",
    async () => {
      const alice = await suite.page(LAPTOP_1280);
      const links = await ui.createTable(alice, suite.server.url, { name: "Alice" });
      const bob = await suite.page(LAPTOP_1280);
      await ui.joinByInvite(bob, links.invite, "Bob");
      await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
      await alice.locator("[data-action=fill-bots]").waitFor();

      // Two of four seated at a DOG table: the greyed Start says why, in words everyone sees.
      const start = alice.getByRole("button", { name: "Start the game" });
      expect(await start.isDisabled()).toBe(true);
      const why = await start.evaluate((node: any) => {
        const ids = String(node.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        return ids.map((id) => document.getElementById(id)).filter((n: any) => n && n.offsetParent !== null).map((n: any) => n.textContent).join(" ");
      });
      expect(why).toMatch(/DOG needs 4 players/);
      expect(await alice.textContent(".board-overlay")).not.toMatch(/with whoever is seated/);

      expect(await namesNotStartingWithWords(alice)).toEqual([]);
      await noViolations(alice, "a host's waiting room with free seats");
      const spectator = await suite.page(LAPTOP_1280);
      await ui.watchTable(spectator, links.watch);
      await spectator.locator(".seat-sit").first().waitFor();
      expect(await namesNotStartingWithWords(spectator)).toEqual([]);
      await noViolations(spectator, "a spectator's waiting room with free seats");

      // One seat free: the bots' button says "1 free seat", in a real plural.
      await alice.locator('.seat[data-seat="2"] [data-add-bot="easy"]').click();
      await alice.waitForSelector('.seat[data-seat="2"][data-holder="bot"]');
      const fill = await alice.locator("[data-action=fill-bots]").getAttribute("aria-label");
      expect(fill).toMatch(/^Fill with bots\b/);
      expect(fill).not.toMatch(/1 free seats/);
      expect(fill).toMatch(/the free seat\b|1 free seat\b/);
      expect(await wordsWhole(alice, "a host's waiting room")).toEqual([]);

      // The lobby lists the table in My tables.
      const lobby = await alice.context().newPage();
      await lobby.goto(suite.server.url);
      await lobby.locator(".mine [data-table]").first().waitFor();
      await noViolations(lobby, "the lobby with My tables");
      expect(await namesNotStartingWithWords(lobby)).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "a seat a bot plays for a player put away by the clock who left: the host may open it, and its button says so whole",
    async () => {
      const alice = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
      const links = await ui.createTable(alice, suite.server.url, { name: "Alice", fields: { "Turn clock": "30", "Bots seated at once": "2" } });
      await alice.waitForSelector('.seat[data-seat="3"][data-holder="bot"]');
      const bob = await suite.player(links.tableId, "Bob");
      await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
      await alice.getByRole("button", { name: "Start the game" }).click();
      await ui.waitForTable(alice);
      // Bob lets his clock run out three times, then leaves: the host may let someone else take his seat.
      await ui.untilState(bob, (s) => s.seats[1].bot !== "" && s.seats[1].standIn, "Bob put away by the clock", 90_000);
      await bob.leave(true);
      await alice.locator('.seat[data-seat="1"] .seat-open').waitFor({ timeout: 30_000 });
      expect(await namesNotStartingWithWords(alice)).toEqual([]);
      await noViolations(alice, "a table where the host may open a seat");
      expect(await wordsWhole(alice, "a seat the host may open")).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );
});
