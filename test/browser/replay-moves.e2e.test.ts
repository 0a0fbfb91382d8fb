/**
 * The replay's list of moves as a keyboard and a screen reader meet it (issue 39, 7): one tab
 * stop for the whole list (a listbox: the arrow keys, Home and End move through it and the
 * board follows), every entry named in words (no bare "16."), a DOG 7 split between marbles
 * told as one move ("Bob plays a 7: 4 with one marble, 3 with another"), and "Watch the
 * replay" opens in the same tab, with a way back to the table.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { Dog } from "@tablee/shared";
import * as ui from "../support/browser-table.ts";
import { autoPlay, botsOf, playOut, type Chooser } from "../support/table-play.ts";
import { botChooser } from "../support/dog-browser.ts";

const suite = ui.browserSuite("replay-moves", { seed: "replay-moves-1" });

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;

/** The elements Tab stops at inside the list of moves. */
async function tabStopsInList(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector(".replay-steps");
    const all = [list, ...list.querySelectorAll("*")];
    return all.filter((node: any) => node.tabIndex >= 0 && !node.disabled && node.getClientRects().length > 0).length;
  });
}

/** Each entry of the list as a screen reader names it. */
async function entries(page: Page): Promise<string[]> {
  return page.$$eval(".replay-steps [role=option]", (nodes) => nodes.map((node: any) => (node.getAttribute("aria-label") ?? node.textContent ?? "").replace(/\s+/g, " ").trim()));
}

describe("the replay's moves", () => {
  test(
    "one tab stop, arrow keys inside, every entry named; Watch the replay in the same tab, and back",
    async () => {
      const { tableId, seated } = await ui.startedDuel(suite);
      const spectator = await suite.page(ui.STILL);
      await ui.watchTable(spectator, `${suite.server.url}/#/watch/${tableId}`);
      await playOut(seated, [], "replay-moves");
      await spectator.locator('.board-overlay[data-phase="over"]:not([hidden])').waitFor({ timeout: 20_000 });
      const pages = spectator.context().pages().length;
      await spectator.locator(".overlay-card [data-action=replay]").click();
      await spectator.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
      expect(spectator.url()).toMatch(new RegExp(`#/replay/${tableId}`));
      expect(spectator.context().pages().length).toBe(pages);

      expect(await tabStopsInList(spectator)).toBe(1);
      const named = await entries(spectator);
      expect(named.length).toBeGreaterThan(3);
      // Every entry says what happened, in words past its number.
      expect(named.filter((name) => !/\p{L}{2,}/u.test(name.replace(/^\d+\.\s*/, "")))).toEqual([]);

      // The list is reached with Tab; the arrows step through it, the board follows.
      await spectator.locator(".replay-steps").focus();
      await spectator.keyboard.press("Home");
      await spectator.locator('.stage[data-step="0"]').waitFor();
      await spectator.keyboard.press("ArrowDown");
      await spectator.keyboard.press("ArrowDown");
      const chosen = await spectator.$eval(".replay-steps", (list: any) => document.getElementById(list.getAttribute("aria-activedescendant"))?.getAttribute("aria-selected"));
      expect(chosen).toBe("true");
      expect(Number(await spectator.locator(".stage").getAttribute("data-step"))).toBeGreaterThan(0);
      await spectator.keyboard.press("End");
      await spectator.waitForFunction(() => document.querySelector(".replay-steps [aria-selected=true]") === document.querySelector(".replay-steps [role=option]:last-child"));

      // And back to the table, in the same tab.
      await spectator.getByRole("link", { name: "Back to the table" }).click();
      await spectator.locator(".table-page").waitFor();
      expect(spectator.url()).toMatch(new RegExp(`#/(watch|table)/${tableId}$`));
      for (const room of seated) await room.leave(true);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "a DOG 7 split between marbles is one move in the list",
    async () => {
      const rooms = await ui.programTable(suite, "dog", ["Ann", "Bob", "Cy", "Di"]);
      const [host] = rooms;
      await ui.startBy(host);
      // Each seat splits a 7 whenever it may (the shortest first part), else plays as the bot does.
      const splitting = (seat: number): Chooser => (legal, view, rng) => {
        const sevens = (legal as Dog.DogAction[]).filter((a) => a.type === "seven" && a.card !== undefined && a.steps < 7);
        if (sevens.length > 0) return sevens.sort((a, b) => (a as { steps: number }).steps - (b as { steps: number }).steps)[0];
        return botChooser(seat)(legal, view, rng);
      };
      const players = botsOf(rooms.map((room, seat) => autoPlay(room, seat, `split ${seat}`, splitting(seat))));
      // Until some 7 was played in parts (a part after the first names no card).
      const split = async (): Promise<number> => {
        const replay = (await (await fetch(`${suite.server.url}/api/tables/${host.roomId}/replay`)).json()) as { steps: { action?: { type: string; card?: string } }[] };
        return replay.steps.findIndex((step, i) => i > 0 && step.action?.type === "seven" && step.action.card === undefined);
      };
      const until = Date.now() + 90_000;
      let at = -1;
      while ((at = await split()) < 0) {
        if (Date.now() > until) throw new Error("no 7 was split in 90 s");
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(players.stop()).toEqual([]);

      const page = await suite.page(ui.STILL);
      await page.goto(`${suite.server.url}/#/replay/${host.roomId}`);
      await page.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
      const named = await entries(page);
      // The split's later part is no entry of its own: it is told in its card's line.
      const sevenLines = named.filter((name) => /plays a 7: /.test(name));
      expect(sevenLines.length).toBeGreaterThan(0);
      expect(named.filter((name) => /^\d+\.\s*\S+'s marble moves \d+$/.test(name))).toEqual([]);
      const option = page.locator(`.replay-steps [role=option][data-steps~="${at}"]`);
      expect(await option.count()).toBe(1);
      // An entry is named by its words.
      expect(await option.textContent()).toMatch(/plays a 7: /);
    },
    ui.BROWSER_TEST_MS,
  );
});
