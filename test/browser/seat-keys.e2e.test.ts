/**
 * Seat keys in the browser (docs/protocol.md, "Seat keys"): a seated player's page keeps its
 * seat's key, and the lobby's "My tables" leads back to the seat, also from a new tab (the
 * key, not the tab's token, brings it back); the "continue on another device" link takes the
 * seat in another browser, whose address bar drops the key at once; the page the seat left
 * says so, offers to play here, and does not take the seat back by itself.
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist.
 */
import { expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("seat-keys");

/** What the page says of its seat, read at once: the banner, its Play here button, the board out of reach. */
function seatState(words: { playHere: string }) {
  const doc = (globalThis as any).document;
  const banner = doc.querySelector(".banner:not([hidden])");
  const board = doc.querySelector(".board-area");
  const buttons = Array.from(doc.querySelectorAll(".banner button"), (b: any) => b).filter((b: any) => b.getClientRects().length > 0);
  return {
    banner: String(banner?.querySelector(".banner-text")?.textContent ?? ""),
    playHere: buttons.filter((b: any) => String(b.textContent).toLowerCase().includes(words.playHere.toLowerCase())).length,
    offline: !!board && board.classList.contains("offline") && board.inert === true,
  };
}
const WORDS = { playHere: en["banner.playHere"] };

/** The page sits in `seat`, live (not dimmed, no connection banner), and hosts the table (the seat's holder created it). */
async function seatedLive(page: Page, seat: number): Promise<void> {
  const seated = () => {
    const doc = (globalThis as any).document;
    const mine = doc.querySelector(".seat-mine");
    return { seat: mine?.getAttribute("data-seat") ?? null, host: !!mine?.querySelector(".tag-host"), live: doc.querySelector(".board-area:not(.offline)") !== null };
  };
  await ui.until(page, seated, (s) => expect(s).toEqual({ seat: String(seat), host: true, live: true }), { what: `seated live in seat ${seat}, hosting`, timeout: 20_000 });
}

/** The page was told its seat went on elsewhere: board dimmed, "play here" offered; with `holdFor`, it stays so that long. */
async function movedAway(page: Page, holdFor = 0): Promise<void> {
  await ui.until(page, seatState, (s) => expect(s).toEqual({ banner: en["banner.moved"], playHere: 1, offline: true }), { what: "the seat gone on elsewhere", arg: WORDS, holdFor });
}

test("My tables leads back to the seat; the device link moves it to another browser and back", async () => {
  const alice = await suite.page();
  const { tableId, invite } = await ui.createTable(alice, suite.server.url, { name: "Alice", game: aGame({ opens: 2 }).facts.id });
  const bob = await suite.player(tableId, "Bob");
  await ui.untilState(bob, (s) => s.seats.every((seat: any) => seat.occupant !== ""), "both seats taken");
  await seatedLive(alice, 0);

  // The key arrived: the links panel offers the seat to another device, with a warning.
  const offered = (id: string) => {
    const doc = (globalThis as any).document;
    const device = doc.querySelector("[data-link=device]");
    return {
      shown: !!device && device.getClientRects().length > 0,
      link: String(device?.value ?? ""),
      hint: doc.querySelector(".link-hint")?.textContent ?? null,
      kept: String((globalThis as any).localStorage.getItem(`tablee.seat.${id}`)),
    };
  };
  const keyLink = new RegExp(`^${suite.server.url}/#/table/${tableId}/key/[A-Za-z0-9_-]{40,}$`);
  const { link } = await ui.until(alice, offered, (s) => s.shown && keyLink.test(s.link) && s.hint === en["links.deviceHint"] && s.kept.includes(s.link.split("/key/")[1]), {
    what: "the device link, its warning and the key kept",
    arg: tableId,
    timeout: 10_000,
  });

  // ---- the lobby's My tables, in a new tab of the same browser: the key brings the seat back
  const tab = await alice.context().newPage();
  await tab.goto(suite.server.url);
  const row = tab.locator(`.my-tables [data-table="${tableId}"]`);
  const listed = (id: string) => {
    const node = (globalThis as any).document.querySelector(`.my-tables [data-table="${id}"]`);
    return { status: node?.getAttribute("data-status") ?? null, text: String(node?.textContent ?? "") };
  };
  await ui.until(tab, listed, (s) => s.status === "playing" && s.text.includes("with Bob"), { what: "the table in My tables, playing with Bob", arg: tableId });
  await suite.shot(tab, "01-my-tables");
  await row.getByRole("link", { name: en["lobby.return"] }).click();
  expect(tab.url()).toBe(invite);
  await seatedLive(tab, 0);
  // The first tab's seat went on in the new one: it says so and stays put, also once looked at
  // again (a tab behind another draws about one frame a second).
  await alice.bringToFront();
  await movedAway(alice, 1500);
  await suite.shots({ "02-moved": alice });

  // ---- another browser opens the device link
  const phone = await suite.page(ui.PHONE);
  await phone.goto(link);
  await seatedLive(phone, 0);
  // The key left the address bar at once; the page shows the plain table link.
  expect(phone.url()).toBe(invite);
  await movedAway(tab);
  // The phone knows the seat's key too now, and offers it on.
  await ui.until(phone, offered, (s) => s.shown && s.link === link, { what: "the device link on the phone", arg: tableId });
  await suite.shot(phone, "03-phone-took-the-seat");

  // ---- "play here" on the first page takes the seat back; the phone is told in turn
  await alice.locator(".banner").getByRole("button", { name: en["banner.playHere"] }).click();
  await seatedLive(alice, 0);
  await movedAway(phone);
  expect(await ui.mySeat(alice)).toBe(0);
  bob.send("chat", { text: "still here" });
  await alice.locator(".chat-line", { hasText: "still here" }).waitFor({ timeout: 10_000 });
  expect(suite.pageErrors).toEqual([]);
}, ui.BROWSER_TEST_MS);
