/**
 * A turn-based table from the lobby, in a real browser: Alice chooses the pace in the create
 * form (the clocks of a turn-based table, the away rule), the waiting room shows the pace to
 * everybody and lets the host change it (the field keeps the keyboard's focus as the table
 * answers), Bob (a programmatic player) sits, plays his first turn, and the game waits for
 * Alice. She leaves, told that her seat stays hers; the lobby's My tables puts that table
 * first, above one she watched since, with the time she has left, and the page title and
 * the app's badge count it; a spectator reads her seat as hers, away, and the game waiting
 * for her. axe-core finds nothing on the form and the waiting room.
 *
 * Screenshots land in test/artifacts/turn-based-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import { axeViolations } from "../support/axe.ts";
import * as ui from "../support/browser-table.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";

const suite = ui.browserSuite("turn-based");
const HOUR = 3600;

const options = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator("option").allInnerTexts();

/** The waiting room's pace and what has the keyboard's focus, read at once (in the page). */
function paceShown() {
  const doc = (globalThis as any).document;
  const line = doc.querySelector(".pace-line");
  return { mine: doc.querySelector(".seats .seat-mine") !== null, line: (line?.innerText ?? null) as string | null, pace: line?.getAttribute("data-pace") ?? null, focus: doc.activeElement?.id ?? null };
}

/** A table's seat 0 and status as the page shows them, and her own clock, read at once (in the page). */
function hersShown() {
  const doc = (globalThis as any).document;
  const row = doc.querySelector('.seat[data-seat="0"]');
  const clock = row?.querySelector(".seat-clock:not([hidden])");
  return {
    holder: row?.getAttribute("data-holder") ?? null,
    name: (row?.querySelector(".seat-name")?.innerText ?? null) as string | null,
    state: (row?.querySelector(".seat-state")?.innerText ?? null) as string | null,
    clock: (clock?.innerText ?? null) as string | null,
    myClock: (doc.querySelector(".my-clock-time")?.innerText ?? null) as string | null,
    status: (doc.querySelector(".status")?.innerText ?? null) as string | null,
  };
}

/** The lobby's My tables, read at once (in the page): each row's table, its line, whether it waits for you; the title and the app's badge. */
function myTables() {
  const doc = (globalThis as any).document;
  return {
    rows: Array.from(doc.querySelectorAll(".my-tables > li"), (li: any) => ({
      table: li.getAttribute("data-table"),
      yourTurn: li.getAttribute("data-your-turn"),
      line: String(li.querySelector(".table-seats")?.innerText ?? ""),
    })),
    title: doc.title as string,
    badge: (globalThis as any).badge as number | undefined,
  };
}

describe("a turn-based table", () => {
  test("chosen in the lobby, changed by the host in the waiting room, and first in My tables while it waits for you", async () => {
    const alice = await suite.page(ui.STILL);
    // The installed app's badge, as the platform would show it (a page outside an app has none to look at).
    await alice.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "setAppBadge", { configurable: true, value: async (n: number) => void ((globalThis as any).badge = n) });
      Object.defineProperty(Navigator.prototype, "clearAppBadge", { configurable: true, value: async () => void ((globalThis as any).badge = 0) });
    });
    const links = await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      game: aGame({ opens: 2 }).facts.id,
      beforeCreate: async () => {
        // A live table's clocks, then a turn-based one's, and its away rule.
        expect(await options(alice, en["lobby.clock"])).toEqual(["No limit", "30 s", "1 min", "2 min", "5 min"]);
        expect(await alice.getByLabel(en["pace.awayAfter"]).isVisible()).toBe(false);
        await alice.getByLabel(en["pace.label"], { exact: true }).selectOption("turns");
        expect(await options(alice, en["lobby.clock"])).toEqual(["No limit", "1 h", "12 h", "1 day", "3 days"]);
        expect(await alice.getByLabel(en["lobby.clock"], { exact: true }).inputValue()).toBe(String(24 * HOUR));
        await alice.getByLabel(en["lobby.clock"], { exact: true }).selectOption(String(12 * HOUR));
        await alice.getByLabel(en["pace.awayAfter"]).selectOption("2");
        expect(await axeViolations(alice)).toEqual([]);
        await suite.shot(alice, "01-create-form");
      },
    });
    await ui.until(alice, paceShown, (p) => p.mine && p.line === "Turn-based · 12 h per move · a bot keeps a seat after 2 missed moves in a row; the host may then give it away", { what: "the pace as chosen, in the waiting room" });

    // Bob sits and sees the same pace; the host's fields are Alice's alone.
    const bob = await suite.player(links.tableId, "Bob");
    await ui.untilState(bob, (s) => s.pace === "turns" && s.clock === 12 * HOUR && s.awayAfter === 2, "the pace as chosen");
    const clock = alice.locator(".pace-form").getByLabel(en["lobby.clock"], { exact: true });
    await clock.focus();
    await clock.selectOption(String(72 * HOUR));
    await ui.untilState(bob, (s) => s.clock === 72 * HOUR, "the clock changed by the host");
    await ui.until(alice, paceShown, (p) => (p.line ?? "").includes("3 days per move") && p.focus === "table-clock", { what: "3 days per move, the field still focused" });
    // Live and back: a live table has other clocks; the host's choice reaches the table.
    await alice.locator(".pace-form").getByLabel(en["pace.label"], { exact: true }).selectOption("live");
    await ui.untilState(bob, (s) => s.pace === "live" && s.clock === 0, "a live table");
    await ui.until(alice, paceShown, (p) => p.pace === "live" && p.line === "Live · no time limit", { what: "a live table's pace" });
    await alice.locator(".pace-form").getByLabel(en["pace.label"], { exact: true }).selectOption("turns");
    await alice.locator(".pace-form").getByLabel(en["lobby.clock"], { exact: true }).selectOption(String(72 * HOUR));
    await ui.untilState(bob, (s) => s.pace === "turns" && s.clock === 72 * HOUR, "turn-based again, 3 days");
    await alice.locator(".pace-line", { hasText: "3 days per move" }).waitFor();
    await alice.getByRole("button", { name: en["table.start"] }).waitFor();
    expect(await axeViolations(alice)).toEqual([]);
    await suite.shot(alice, "02-waiting-room");

    // The game starts; Bob plays whenever it is his turn, and then it is Alice's.
    const bots = botsOf([autoPlay(bob, 1, "turn-based bob")]);
    await alice.getByRole("button", { name: en["table.start"] }).click();
    await ui.untilState(bob, (s) => s.phase === "playing" && [...s.board.active].includes(0) && s.seats[0].deadline > 0, "Alice's turn", 60_000);
    const threeDays = /^(3 days|2 days \d+ h)$/;
    await ui.until(alice, hersShown, (h) => threeDays.test(h.clock ?? "") && threeDays.test(h.myClock ?? ""), { what: "her clocks on her turn" });
    await suite.shot(alice, "03-her-turn");

    // A table Alice watches since: newer in My tables, but not waiting for her.
    const duel = await ui.startedDuel(suite);
    await alice.getByRole("button", { name: en["table.leave"], exact: true }).click();
    expect(await alice.getByRole("dialog").locator(".dialog-text").innerText()).toBe(en["leave.seat-kept"]);
    await alice.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await alice.locator(".lobby").waitFor();
    await ui.watchTable(alice, `${suite.server.url}/#/watch/${duel.tableId}`);
    await alice.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await alice.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();

    // My tables: the turn-based table first, with Alice's time left; the title and the badge count it.
    await ui.until(alice, myTables, ({ rows, title, badge }) => {
      expect(rows[0]).toMatchObject({ table: links.tableId, yourTurn: expect.anything(), line: expect.stringMatching(/^seat 1 · your turn: (3 days|2 days 23 h) left · last seen /) });
      expect(rows[1]).toMatchObject({ table: duel.tableId, yourTurn: null });
      expect({ title, badge }).toEqual({ title: "(1) Tablée", badge: 1 });
    }, { what: "My tables: the table waiting for her first, counted in the title and the badge" });
    await alice.locator(".mine").scrollIntoViewIfNeeded();
    await suite.shot(alice, "04-my-tables");
    // Her seat is hers, away, not free, and the game waits for her: so a spectator reads it.
    expect([bob.state.seats[0].name, bob.state.seats[0].occupant]).toEqual(["Alice", ""]);
    const dee = await suite.page();
    await ui.watchTable(dee, links.watch);
    await ui.until(dee, hersShown, (h) => {
      expect(h).toMatchObject({ holder: "person", name: "Alice", state: en["seat.offline"], status: "Alice to play." });
      expect(h.clock).toMatch(threeDays);
    }, { what: "her seat hers, away, the game waiting for her" });

    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
