/**
 * Starting with whoever is there, in real browsers: the host opens a private table from the
 * lobby, of a game three to five may play, with the default seat count (the game's smallest
 * sensible one, four),
 * two friends follow the invite link, whose page says before they join which game it is,
 * whose table, who sits there and how many seats are free, and the host starts with the
 * three of them: the free seat closes, and the friend in the last seat moves up with her
 * "continue on another device" link.
 *
 * Screenshots land in test/artifacts/start-short-*.png, at 1280×800 and 390×844.
 */
import { describe, expect, test } from "@jest/globals";
import { gameList } from "@tablee/shared";
import type { Page } from "playwright-core";
import { gameNameOf } from "../support/games/kit.ts";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("start-short");

const WIDE = { viewport: { width: 1280, height: 800 } };
const PHONE = { ...ui.PHONE, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };

/** What the invite page says of the table, once the server has answered. */
async function invitation(page: Page, invite: string): Promise<{ title: string; game: string; seated: string; free: string }> {
  await page.goto(invite);
  await page.waitForSelector(".invite-summary");
  const text = (selector: string) => page.locator(selector).innerText();
  return { title: await text(".join-form h1"), game: await text(".invite-game"), seated: await text(".invite-seated"), free: await text(".invite-free") };
}

async function takeSeat(page: Page, name: string): Promise<number> {
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.waitForSelector(".seat-mine");
  return ui.mySeat(page);
}

const seatNames = (page: Page): Promise<string[]> => page.$$eval(".seats .seat .seat-name", (nodes) => nodes.map((node) => node.textContent ?? ""));

/** A game whose tables open with four seats, and three to five may play. */
const GAME = gameList.find(({ facts }) => facts.defaultPlayers === 4 && facts.minPlayers <= 3 && facts.maxPlayers >= 5)!.facts.id;

describe("starting short", () => {
  test("a table opens with four seats; two friends see whose table it is on the link's page; the host starts with three", async () => {
    const alice = await suite.page({ ...WIDE, ...ui.STILL });
    const links = await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      game: GAME,
      beforeCreate: async () => {
        expect(await alice.getByLabel("Players", { exact: true }).inputValue()).toBe("4");
      },
    });
    await alice.waitForSelector(".seats .seat-mine");
    expect(await seatNames(alice)).toEqual(["Alice", "Free seat", "Free seat", "Free seat"]);
    // A seat more, and one less again.
    await alice.getByRole("button", { name: "Add a seat" }).click();
    await alice.waitForSelector('[data-seat-count="5"]');
    expect(await seatNames(alice)).toHaveLength(5);
    await alice.getByRole("button", { name: "Remove a seat" }).click();
    await alice.waitForSelector('[data-seat-count="4"]');
    expect(await seatNames(alice)).toHaveLength(4);

    const bob = await suite.page({ ...PHONE, ...ui.STILL });
    expect(await invitation(bob, links.invite)).toEqual({
      title: "Alice's table",
      game: `Game: ${gameNameOf(GAME)}`,
      seated: "Seated: Alice",
      free: "3 seats are free.",
    });
    await suite.shot(bob, "01-invite-phone");
    expect(await takeSeat(bob, "Bob")).toBe(1);

    const carol = await suite.page({ ...WIDE, ...ui.STILL });
    expect(await invitation(carol, links.invite)).toMatchObject({ seated: "Seated: Alice, Bob", free: "2 seats are free." });
    await suite.shot(carol, "02-invite-wide");
    expect(await takeSeat(carol, "Carol")).toBe(2);
    // Carol moves to the last seat: starting short closes the free one before it, and she moves up.
    await carol.locator('[data-sit="3"]').click();
    await carol.waitForSelector('.seat-mine[data-seat="3"]');
    const device = carol.locator("[data-link=device]");
    const carolsLink = await device.inputValue();
    expect(carolsLink).toContain(`/table/${links.tableId}/key/`);

    // Three of four seated: the plain start waits for the fourth, the other two ways do not.
    const startShort = alice.locator("[data-action=start-short]");
    await expect(startShort.innerText()).resolves.toBe("Start with 3");
    expect(await alice.locator("[data-action=start]").isDisabled()).toBe(true);
    expect(await alice.locator("[data-action=fill-bots]").innerText()).toBe("Fill with bots");
    expect(await alice.locator("[data-seat-count]").innerText()).toBe("4 seats");
    // Only the host has them.
    expect(await bob.locator("[data-action=start-short]").count()).toBe(0);
    await suite.shot(alice, "03-host-waiting-wide");

    await startShort.click();
    for (const page of [alice, bob, carol]) await ui.waitForTable(page);
    for (const page of [alice, bob, carol]) {
      await page.waitForFunction(() => document.querySelectorAll(".seats .seat").length === 3);
      expect(await seatNames(page)).toEqual(["Alice", "Bob", "Carol"]);
    }
    expect(await Promise.all([alice, bob, carol].map((page) => ui.mySeat(page)))).toEqual([0, 1, 2]);
    // Her key opens the seat she moved to: the page still offers it for another device.
    expect(await device.isVisible()).toBe(true);
    expect(await device.inputValue()).toBe(carolsLink);
    for (const page of [alice, bob, carol]) expect(await page.locator(".status").getAttribute("data-phase")).toBe("playing");
    await suite.shots({ "04-started-wide": alice, "05-started-phone": bob });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});

declare const document: { querySelectorAll(selector: string): ArrayLike<unknown> };
