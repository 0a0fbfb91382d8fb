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

async function bannerText(page: Page): Promise<string> {
  return (await page.locator(".banner:not([hidden]) .banner-text").textContent({ timeout: 1000 }).catch(() => null)) ?? "";
}

/** The page sits in `seat`, live (not dimmed, no connection banner), and hosts the table (the seat's holder created it). */
async function seatedLive(page: Page, seat: number): Promise<void> {
  await page.locator(`.seat-mine[data-seat="${seat}"]`).waitFor({ timeout: 20_000 });
  await page.locator(".board-area:not(.offline)").waitFor({ timeout: 20_000 });
  await page.locator(".seat-mine .tag-host").waitFor({ timeout: 5000 });
}

/** The page was told its seat went on elsewhere: board dimmed, "play here" offered. */
async function movedAway(page: Page): Promise<void> {
  await page.locator(".banner", { hasText: en["banner.moved"] }).waitFor({ timeout: 20_000 });
  expect(await page.locator(".board-area").evaluate((node: any) => node.classList.contains("offline") && node.inert)).toBe(true);
  expect(await page.locator(".banner").getByRole("button", { name: en["banner.playHere"] }).count()).toBe(1);
}

test("My tables leads back to the seat; the device link moves it to another browser and back", async () => {
  const alice = await suite.page();
  const { tableId, invite } = await ui.createTable(alice, suite.server.url, { name: "Alice", game: aGame({ opens: 2 }).facts.id });
  const bob = await suite.player(tableId, "Bob");
  await ui.untilState(bob, (s) => s.seats.every((seat: any) => seat.occupant !== ""), "both seats taken");
  await seatedLive(alice, 0);

  // The key arrived: the links panel offers the seat to another device, with a warning.
  const device = alice.locator("[data-link=device]");
  await device.waitFor({ state: "visible", timeout: 10_000 });
  const link = await device.inputValue();
  expect(link).toMatch(new RegExp(`^${suite.server.url}/#/table/${tableId}/key/[A-Za-z0-9_-]{40,}$`));
  expect(await alice.locator(".link-hint").textContent()).toBe(en["links.deviceHint"]);
  expect(await alice.evaluate((id) => (globalThis as any).localStorage.getItem(`tablee.seat.${id}`), tableId)).toContain(link.split("/key/")[1]);

  // ---- the lobby's My tables, in a new tab of the same browser: the key brings the seat back
  const tab = await alice.context().newPage();
  await tab.goto(suite.server.url);
  const row = tab.locator(`.my-tables [data-table="${tableId}"]`);
  await row.waitFor();
  expect(await row.getAttribute("data-status")).toBe("playing");
  expect(await row.textContent()).toContain("with Bob");
  await suite.shot(tab, "01-my-tables");
  await row.getByRole("link", { name: en["lobby.return"] }).click();
  expect(tab.url()).toBe(invite);
  await seatedLive(tab, 0);
  // The first tab's seat went on in the new one: it says so and stays put.
  await movedAway(alice);
  await alice.waitForTimeout(1500);
  expect(await bannerText(alice)).toBe(en["banner.moved"]);
  await suite.shots({ "02-moved": alice });

  // ---- another browser opens the device link
  const phone = await suite.page(ui.PHONE);
  await phone.goto(link);
  await seatedLive(phone, 0);
  // The key left the address bar at once; the page shows the plain table link.
  expect(phone.url()).toBe(invite);
  await movedAway(tab);
  // The phone knows the seat's key too now, and offers it on.
  expect(await phone.locator("[data-link=device]").inputValue()).toBe(link);
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
