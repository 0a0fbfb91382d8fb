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
const paceLine = (page: Page) => page.locator(".pace-line").innerText();

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
    await alice.waitForSelector(".seats .seat-mine");
    expect(await paceLine(alice)).toBe("Turn-based · 12 h per move · a bot keeps a seat after 2 missed moves in a row; the host may then give it away");

    // Bob sits and sees the same pace; the host's fields are Alice's alone.
    const bob = await suite.player(links.tableId, "Bob");
    await ui.untilState(bob, (s) => s.pace === "turns" && s.clock === 12 * HOUR && s.awayAfter === 2, "the pace as chosen");
    const clock = alice.locator(".pace-form").getByLabel(en["lobby.clock"], { exact: true });
    await clock.focus();
    await clock.selectOption(String(72 * HOUR));
    await ui.untilState(bob, (s) => s.clock === 72 * HOUR, "the clock changed by the host");
    await alice.locator(".pace-line", { hasText: "3 days per move" }).waitFor();
    expect(await alice.evaluate(() => document.activeElement?.id)).toBe("table-clock");
    // Live and back: a live table has other clocks; the host's choice reaches the table.
    await alice.locator(".pace-form").getByLabel(en["pace.label"], { exact: true }).selectOption("live");
    await ui.untilState(bob, (s) => s.pace === "live" && s.clock === 0, "a live table");
    await alice.locator('.pace-line[data-pace="live"]').waitFor();
    expect(await paceLine(alice)).toBe("Live · no time limit");
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
    await alice.locator('.seat[data-seat="0"] .seat-clock:not([hidden])').waitFor();
    expect(await alice.locator('.seat[data-seat="0"] .seat-clock').innerText()).toMatch(/^(3 days|2 days \d+ h)$/);
    expect(await alice.locator(".my-clock-time").innerText()).toMatch(/^(3 days|2 days \d+ h)$/);
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
    const first = alice.locator(".my-tables > li").first();
    await alice.locator(`.my-tables [data-table="${links.tableId}"][data-your-turn]`).waitFor();
    expect(await first.getAttribute("data-table")).toBe(links.tableId);
    expect(await first.locator(".table-seats").innerText()).toMatch(/^seat 1 · your turn: (3 days|2 days 23 h) left · last seen /);
    expect(await alice.locator(".my-tables > li").nth(1).getAttribute("data-table")).toBe(duel.tableId);
    expect(await alice.locator(".my-tables > li").nth(1).getAttribute("data-your-turn")).toBeNull();
    expect(await alice.title()).toBe("(1) Tablée");
    expect(await alice.evaluate(() => (globalThis as any).badge)).toBe(1);
    await alice.locator(".mine").scrollIntoViewIfNeeded();
    await suite.shot(alice, "04-my-tables");
    // Her seat is hers, away, not free, and the game waits for her: so a spectator reads it.
    expect([bob.state.seats[0].name, bob.state.seats[0].occupant]).toEqual(["Alice", ""]);
    const dee = await suite.page();
    await ui.watchTable(dee, links.watch);
    const hers = dee.locator('.seat[data-seat="0"]');
    expect(await hers.getAttribute("data-holder")).toBe("person");
    expect(await hers.locator(".seat-name").innerText()).toBe("Alice");
    expect(await hers.locator(".seat-state").innerText()).toBe(en["seat.offline"]);
    expect(await dee.locator(".status").innerText()).toBe("Alice to play.");
    expect(await hers.locator(".seat-clock").innerText()).toMatch(/^(3 days|2 days \d+ h)$/);

    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
