/**
 * Bots standing in for people, in a real browser. A player who leaves mid-game gets a bot at
 * his seat; he gives it up as he leaves, and a newcomer takes it by the invite link. A
 * player who lets the turn clock run out three times sees that a bot plays for her, and takes
 * her seat back with one button (on a phone). Tables are created from the lobby with bots seated at once.
 *
 * The server's bots pause 150 ms (the pages see each stage), and a second of the turn clock
 * lasts 50 ms: a "30 s" clock runs out in 1.5 s. Screenshots land in test/artifacts/bots-away-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("bots-away", { seed: "bots-away-1", pace: { botPauseMs: 150, clockSecondMs: 50 } });

/** A seat's row as the page shows it. */
function row(page: Page, seat: number) {
  return page.$eval(`.seats .seat[data-seat="${seat}"]`, (node) => ({
    holder: node.getAttribute("data-holder") ?? "",
    bot: node.getAttribute("data-bot") ?? "",
    label: node.getAttribute("aria-label") ?? "",
    tags: Array.from(node.querySelectorAll(".tag"), (tag: any) => String(tag.textContent ?? "")),
  }));
}

describe("bots standing in for people, in the browser", () => {
  test("a player gives up his seat as he leaves mid-game: a bot plays it, open, and a newcomer takes it by the invite link; the host cannot give a seat away", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, { name: "Alice", fields: { "Bots seated at once": "2", "Their level": "strong" } });
    // The lobby's bots sit in the last seats; the first is the creator's.
    await alice.waitForSelector('.seat[data-seat="3"][data-holder="bot"]');
    expect(await row(alice, 2)).toMatchObject({ holder: "bot", bot: "strong" });
    expect(await row(alice, 3)).toMatchObject({ holder: "bot", bot: "strong" });
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
    await alice.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(alice);
    await ui.waitForTable(bob);

    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.giveUp"] }).click();
    await bob.locator(".lobby").waitFor();
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="stand-in"] .tag-open');
    const standIn = await row(alice, 1);
    expect(standIn.label).toContain("a bot plays for Bob");
    expect(standIn.tags).toContain("bot");
    await ui.newLogLine(alice, 0, /^Bob gave up seat 2: a bot plays it until someone takes it\.$/);
    // Only a seat's player gives it away: the host is offered nothing on anyone's seat.
    expect(await alice.$$(".seat-open")).toHaveLength(0);
    await suite.shot(alice, "01-bob-gave-up-his-seat");

    const carol = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(carol, links.invite, "Carol")).toBe(1);
    await ui.waitForTable(carol);
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
    expect((await row(alice, 1)).label).toContain("Carol");
    expect((await row(alice, 1)).tags).not.toContain("bot");
    await suite.shot(carol, "02-carol-in-bobs-seat");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("the clock runs out three times for a player: a bot plays for her until she says she is back", async () => {
    // On a phone: her clock is in the top bar, above the board, whatever she scrolled to.
    const dana = await suite.page({ ...ui.PHONE, ...ui.STILL });
    await ui.createTable(dana, suite.server.url, { name: "Dana", fields: { "Turn clock": "30", "Bots seated at once": "3" } });
    await dana.waitForSelector('.seat[data-seat="3"][data-holder="bot"][data-bot="easy"]');
    await dana.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(dana);

    // Her clock: 30 clock seconds of 50 ms each, urgent from the start.
    const clock = await dana.waitForSelector(".my-clock.is-urgent:not([hidden])");
    expect(await clock.textContent()).toMatch(/^Your time00:(0\d|[12]\d|30)$/);
    expect(await clock.isVisible()).toBe(true);
    await suite.shot(dana, "03-phone-clock");
    await ui.newLogLine(dana, 0, /^Dana ran out of time: a move was played for them\.$/, 30_000);
    await ui.newLogLine(dana, 0, /^Dana ran out of time too often: a bot plays for them until they come back\.$/, 60_000);
    await dana.waitForSelector('.seat[data-seat="0"][data-holder="stand-in"]');
    expect(await dana.textContent(".status")).toBe("A bot plays for you: your time ran out too often.");
    await suite.shot(dana, "04-put-away");

    const lines = (await ui.logLines(dana)).length;
    await dana.getByRole("button", { name: "I'm back: let me play" }).click();
    // Told as herself: her own page says "you".
    await ui.newLogLine(dana, lines, /^You took your seat back\.$/);
    await dana.waitForSelector('.seat[data-seat="0"][data-holder="person"]');
    expect(await dana.$$("[data-action=back]")).toHaveLength(0);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
