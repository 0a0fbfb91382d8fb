/**
 * What a new group met in a week of play, around the tables (issue 39, 5, 8 and 10): on a
 * phone, the lobby's My tables comes first when a table waits for you (not a screen and a
 * half down under the game cards); a turn-based table's invite page says it is turn-based and
 * its pace; the Game over card covers nothing drawn on the board; and push that cannot work
 * says so in the table's panel, where everyone sees it, not in a disabled bell's tooltip; and
 * Deathtrap's log counts the creatures it names, the wilds named after them. An uncaught error
 * in any tab a test opens fails that test.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { Deathtrap } from "@tablee/shared";
import { en } from "../../client/src/i18n/en.ts";
import deathtrapWords from "../../client/src/games/deathtrap/i18n.json" with { type: "json" };
import * as ui from "../support/browser-table.ts";
import { canvasTexts, LAPTOP_1280, PHONE_390, sharedArea } from "../support/layout-checks.ts";
import { anyLegal, autoPlay, botsOf, playOut, type Chooser } from "../support/table-play.ts";
import { botChooser } from "../support/dog-browser.ts";

const suite = ui.browserSuite("week");
const HOUR = 3600;

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;

/** A turn-based Frontline table made from the lobby, 12 h a move. */
async function turnBasedTable(page: Page) {
  return ui.createTable(page, suite.server.url, {
    name: "Alice",
    game: "frontline",
    beforeCreate: async () => {
      await page.getByLabel(en["pace.label"], { exact: true }).selectOption("turns");
      await page.getByLabel(en["lobby.clock"], { exact: true }).selectOption(String(12 * HOUR));
    },
  });
}

describe("a week of play, around the tables", () => {
  test(
    "a turn-based table: its invite page says so with its pace; on a phone My tables comes first while it waits for you",
    async () => {
      const alice = await suite.page({ ...PHONE_390, ...ui.STILL });
      const links = await turnBasedTable(alice);

      // A friend opens the invite link: before joining, the page says how the table plays.
      const friend = await suite.page(PHONE_390);
      await friend.goto(links.invite);
      await friend.locator(".invite-summary").waitFor();
      expect(await friend.locator(".invite-summary").innerText()).toMatch(/Turn-based · 12 h per move/);

      const bob = await suite.player(links.tableId, "Bob");
      const bots = botsOf([autoPlay(bob, 1, "week bob")]);
      await alice.getByRole("button", { name: en["table.start"] }).click();
      await ui.untilState(bob, (s) => s.phase === "playing" && [...s.board.active].includes(0), "Alice's turn", 60_000);
      await alice.getByRole("button", { name: en["table.leave"], exact: true }).click();
      await alice.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
      await alice.locator(".lobby").waitFor();
      await alice.locator(`.my-tables [data-table="${links.tableId}"][data-your-turn]`).waitFor();
      expect(await alice.title()).toBe("(1) Tablée");
      await alice.evaluate(() => (globalThis as any).scrollTo(0, 0));
      const where = await alice.evaluate(() => {
        const row = document.querySelector(".my-tables [data-your-turn]").getBoundingClientRect();
        const cards = document.querySelector(".game-cards, [data-game-card]").getBoundingClientRect();
        return { rowTop: row.top, rowBottom: row.bottom, cardsTop: cards.top, height: (globalThis as any).innerHeight };
      });
      await suite.shot(alice, "01-phone-lobby-waiting");
      // In the first screen, above the game cards.
      expect(where.rowBottom).toBeLessThanOrEqual(where.height);
      expect(where.rowTop).toBeLessThan(where.cardsTop);
      expect(bots.stop()).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "the Game over card covers nothing drawn on the board, on a laptop and on a phone",
    async () => {
      const { tableId, seated } = await ui.startedDuel(suite);
      const pages = { laptop: await suite.page({ ...LAPTOP_1280, ...ui.STILL }), phone: await suite.page({ ...PHONE_390, ...ui.STILL }) };
      for (const page of Object.values(pages)) {
        await ui.watchTable(page, `${suite.server.url}/#/watch/${tableId}`);
        await ui.waitForTable(page);
      }
      await playOut(seated, [], "week-over");
      const covered: string[] = [];
      for (const [size, page] of Object.entries(pages)) {
        await page.locator('.board-overlay[data-phase="over"]:not([hidden])').waitFor({ timeout: 20_000 });
        // Two frames: the board drawn at its size once the card took its place.
        for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
        const card = await page.$eval(".overlay-card", (node: any) => {
          const r = node.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        });
        for (const text of await canvasTexts(page)) if (sharedArea(card, text) > 4) covered.push(`${size}: "${text.text}"`);
        await suite.shot(page, `02-over-${size}`);
      }
      expect(covered).toEqual([]);
      for (const room of seated) await room.leave(true);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "push that cannot work says so in the panel: a browser with no push service, and notifications blocked",
    async () => {
      // A browser whose push service cannot be reached (as Chromium without one answers).
      const alice = await suite.page({ ...LAPTOP_1280, permissions: ["notifications"] });
      await alice.addInitScript(() => {
        (globalThis as any).PushManager.prototype.subscribe = async () => {
          throw new DOMException("Registration failed - push service not available", "AbortError");
        };
      });
      const links = await turnBasedTable(alice);
      await alice.getByRole("button", { name: en["push.offer"] }).click();
      const panel = alice.locator(".links-panel");
      await panel.locator(".push-status").waitFor();
      const said = await panel.innerText();
      expect(said).toMatch(/no push service/i);
      expect(said).not.toMatch(/Try again later/);

      // Notifications blocked for the site: the bell is not a dead, greyed button; the panel says why.
      const bob = await suite.page(LAPTOP_1280);
      await bob.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
      await bob.goto(links.invite);
      await bob.getByLabel("Your name").fill("Bob");
      await bob.getByRole("button", { name: "Take a seat" }).click();
      await bob.waitForSelector(".seat-mine");
      const bell = bob.locator(".alert-bell");
      // Focusable (aria-disabled, not disabled): the keyboard reaches it, and it says why.
      expect(await bell.evaluate((node: any) => node.disabled)).toBe(false);
      const why = await bell.evaluate((node: any) => {
        const id = node.getAttribute("aria-describedby");
        const said = id ? document.getElementById(id) : null;
        return said && said.offsetParent !== null ? said.textContent : "";
      });
      expect(why).toMatch(/blocked/);
      expect(await bob.locator(".links-panel").innerText()).toContain(why);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "Deathtrap's log counts the creature it names: a set of naturals and a wild reads \"2 × Orc + Red Lotus\"",
    async () => {
      const rooms = await ui.programTable(suite, "deathtrap", ["Ann", "Bob", "Cy", "Di"]);
      const [host] = rooms;
      await ui.startBy(host);
      // Every seat lays creatures with a wild whenever it may, else plays as any player might.
      const withWilds = (legal: readonly unknown[]) =>
        (legal as Deathtrap.DeathtrapAction[]).find((a) => a.type === "play" && a.kind !== null && a.naturals > 0 && a.wilds > 0);
      // Every seat waits once one of them lays such a set: a late spectator's log tells the last
      // 30 moves only, which programs at full speed would play past before the replay is read.
      let laid = false;
      const choose: Chooser = (legal, view, rng) => {
        if (laid) return undefined;
        const set = withWilds(legal);
        laid = set !== undefined;
        return set ?? anyLegal(legal, view, rng);
      };
      // The Killing Machine is a race any seat may lose.
      const players = botsOf(rooms.map((room, seat) => autoPlay(room, seat, `wilds ${seat}`, choose, ["not-your-turn"])));
      const played = async () => {
        const replay = (await (await fetch(`${suite.server.url}/api/tables/${host.roomId}/replay`)).json()) as { steps: { action?: Deathtrap.DeathtrapAction }[] };
        return replay.steps.map((step) => step.action).find((a) => a?.type === "play" && a.kind !== null && a.naturals > 0 && a.wilds > 0);
      };
      const until = Date.now() + 90_000;
      let set: Deathtrap.DeathtrapAction | undefined;
      while (!(set = await played())) {
        if (Date.now() > until) throw new Error("no set with a wild was laid in 90 s");
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(players.stop()).toEqual([]);
      if (set.type !== "play" || set.kind === null) throw new Error("not a set");

      const spectator = await suite.page(ui.STILL);
      await ui.watchTable(spectator, `${suite.server.url}/#/watch/${host.roomId}`);
      await ui.waitForTable(spectator);
      const creature = (deathtrapWords.en as Record<string, string>)[`dt.card.${set.kind}`];
      // The moves before the spectator came reach the log after the table is drawn.
      const linesWith = (text: string) => Array.from((globalThis as any).document.querySelectorAll(".log-line"), (n: any) => String(n.textContent ?? "")).filter((line) => line.includes(text));
      const lines = await ui.until(spectator, linesWith, (found) => found.length > 0, { what: `the log telling ${creature} and a wild`, arg: ` × ${creature} + ` });
      // The number is of the creature named, the wilds come after it by name.
      expect(lines[0]).toMatch(new RegExp(`(leads|plays) ${set.naturals} × ${creature} \\+ \\p{L}`, "u"));
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "an uncaught error in any tab of a person's browser fails the test it happened in",
    async () => {
      const alice = await suite.page();
      // A second tab, as a test opens one to continue somewhere else (My tables, a moved seat).
      const tab = await alice.context().newPage();
      await tab.goto(suite.server.url);
      await tab.getByLabel(en["name.label"]).waitFor();
      await tab.evaluate(() => setTimeout(() => {
        throw new Error("thrown in a second tab");
      }));
      const until = Date.now() + 20_000;
      while (!suite.pageErrors.some((message) => message.includes("thrown in a second tab"))) {
        if (Date.now() > until) throw new Error("a second tab's uncaught error was not counted");
        await tab.waitForTimeout(50);
      }
      // Counted; taken back here, or this test would fail for it after its end.
      expect(suite.pageErrors.splice(0)).toEqual([expect.stringContaining("thrown in a second tab")]);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "a DOG table whose window changes size while marbles move (a banner comes and goes) throws nothing",
    async () => {
      const rooms = await ui.programTable(suite, "dog", ["Ann", "Bob", "Cy", "Di"]);
      const [host] = rooms;
      // The spectator's page animates the moves (no reduced motion).
      const spectator = await suite.page(LAPTOP_1280);
      await ui.watchTable(spectator, `${suite.server.url}/#/watch/${host.roomId}`);
      host.send("start", {});
      await ui.waitForTable(spectator);
      const players = botsOf(rooms.map((room, seat) => autoPlay(room, seat, `resize ${seat}`, botChooser(seat))));
      const until = Date.now() + 8_000;
      for (let i = 0; Date.now() < until; i++) {
        await spectator.setViewportSize(i % 2 === 0 ? { width: 1280, height: 760 } : { width: 1280, height: 800 });
        await spectator.waitForTimeout(120);
      }
      expect(players.stop()).toEqual([]);
      await host.leave(true);
    },
    ui.BROWSER_TEST_MS,
  );
});
