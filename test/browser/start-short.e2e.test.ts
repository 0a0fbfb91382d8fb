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

/** What the invite page says of the table, read at once (in the page); null until the server has answered. */
function summary(): { title: string; game: string; seated: string; free: string } | null {
  const doc = (globalThis as any).document;
  if (!doc.querySelector(".invite-summary")) return null;
  const text = (selector: string) => String(doc.querySelector(selector)?.innerText ?? "");
  return { title: text(".join-form h1"), game: text(".invite-game"), seated: text(".invite-seated"), free: text(".invite-free") };
}

/** Opens the invite link and waits until its page says `expected` of the table. */
async function invitation(page: Page, invite: string, expected: Partial<NonNullable<ReturnType<typeof summary>>>): Promise<void> {
  await page.goto(invite);
  await ui.until(page, summary, (said) => expect(said).toMatchObject(expected), { what: "the invite's summary" });
}

/** The host's waiting room, read at once (in the page): the seats' names, the start buttons, the seat count. */
function waitingRoom() {
  const doc = (globalThis as any).document;
  const text = (selector: string) => (doc.querySelector(selector)?.innerText ?? null) as string | null;
  return {
    names: Array.from(doc.querySelectorAll(".seats .seat .seat-name"), (node: any) => String(node.textContent ?? "")),
    mine: doc.querySelector(".seats .seat-mine")?.getAttribute("data-seat") ?? null,
    seatCount: doc.querySelector("[data-seat-count]")?.getAttribute("data-seat-count") ?? null,
    seatCountText: text("[data-seat-count]"),
    startShort: text("[data-action=start-short]"),
    startDisabled: doc.querySelector("[data-action=start]")?.disabled ?? null,
    fillBots: text("[data-action=fill-bots]"),
    phase: doc.querySelector(".status")?.getAttribute("data-phase") ?? null,
    device: ((node: any) => (node && node.getClientRects().length > 0 ? String(node.value) : null))(doc.querySelector("[data-link=device]")),
  };
}

function room(page: Page, holds: (shown: ReturnType<typeof waitingRoom>) => boolean | void, what: string) {
  return ui.until(page, waitingRoom, holds, { what });
}

async function takeSeat(page: Page, name: string): Promise<number> {
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.waitForSelector(".seat-mine");
  return ui.mySeat(page);
}


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
    await room(alice, (r) => expect({ mine: r.mine, names: r.names }).toEqual({ mine: "0", names: ["Alice", "Free seat", "Free seat", "Free seat"] }), "Alice seated, three seats free");
    // A seat more, and one less again.
    await alice.getByRole("button", { name: "Add a seat" }).click();
    await room(alice, (r) => r.seatCount === "5" && r.names.length === 5, "five seats");
    await alice.getByRole("button", { name: "Remove a seat" }).click();
    await room(alice, (r) => r.seatCount === "4" && r.names.length === 4, "four seats");

    const bob = await suite.page({ ...PHONE, ...ui.STILL });
    await invitation(bob, links.invite, {
      title: "Alice's table",
      game: `Game: ${gameNameOf(GAME)}`,
      seated: "Seated: Alice",
      free: "3 seats are free.",
    });
    await suite.shot(bob, "01-invite-phone");
    expect(await takeSeat(bob, "Bob")).toBe(1);

    const carol = await suite.page({ ...WIDE, ...ui.STILL });
    await invitation(carol, links.invite, { seated: "Seated: Alice, Bob", free: "2 seats are free." });
    await suite.shot(carol, "02-invite-wide");
    expect(await takeSeat(carol, "Carol")).toBe(2);
    // Carol moves to the last seat: starting short closes the free one before it, and she moves up.
    await carol.locator('[data-sit="3"]').click();
    const { device: carolsLink } = await room(carol, (r) => {
      expect(r.mine).toBe("3");
      expect(r.device).toContain(`/table/${links.tableId}/key/`);
    }, "Carol in the last seat, her device link");

    // Three of four seated: the plain start waits for the fourth, the other two ways do not.
    const startShort = alice.locator("[data-action=start-short]");
    await room(alice, (r) => expect(r).toMatchObject({ startShort: "Start with 3", startDisabled: true, fillBots: "Fill with bots", seatCountText: "4 seats" }), "three of four seated");
    // Only the host has them.
    expect(await bob.locator("[data-action=start-short]").count()).toBe(0);
    await suite.shot(alice, "03-host-waiting-wide");

    await startShort.click();
    for (const page of [alice, bob, carol]) await ui.waitForTable(page);
    for (const [seat, page] of [alice, bob, carol].entries()) {
      await room(page, (r) => expect(r).toMatchObject({ names: ["Alice", "Bob", "Carol"], mine: String(seat), phase: "playing" }), `seat ${seat}: three seats, playing`);
    }
    // Her key opens the seat she moved to: the page still offers it for another device.
    await room(carol, (r) => r.device === carolsLink, "Carol's device link, as before");
    await suite.shots({ "04-started-wide": alice, "05-started-phone": bob });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
