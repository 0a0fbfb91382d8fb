/**
 * Leaving and coming back, in the browser. The Leave button asks in the page what leaving
 * does (the seat frees before the start; a bot plays for you during a game; a spectator just
 * goes); Stay and Escape keep you at the table. A player who leaves mid-game keeps the seat's
 * key: the lobby's My tables says a bot plays for them and takes the seat back from it, and
 * the others see them back. A watch link asks a name (optional; remembered after that) that
 * the chat shows, and a spectator may sit in a free seat ("Sit here: seat 2", which the waiting
 * card points to): before the start, and in a seat the host opened mid-game.
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist. Screenshots land in test/artifacts/come-back-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import { aGame } from "@tablee/shared";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("come-back");
/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/** What the open leave (or name) dialog is, as a screen reader meets it. */
async function openDialog(page: Page) {
  await page.locator("dialog[open]").waitFor({ timeout: 10_000 });
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const dialog = doc.querySelector("dialog[open]");
    const labelledBy = doc.getElementById(dialog.getAttribute("aria-labelledby"));
    return {
      modal: dialog.matches(":modal"),
      label: labelledBy?.tagName === "H2" ? labelledBy.textContent : null,
      text: doc.getElementById(dialog.getAttribute("aria-describedby"))?.textContent ?? null,
      focusInside: dialog.contains(doc.activeElement),
      focused: doc.activeElement?.textContent ?? "",
    };
  });
}

async function noDialog(page: Page): Promise<void> {
  await page.locator("dialog").waitFor({ state: "detached", timeout: 10_000 });
}

/** A seat's row as the page shows it. */
function holder(page: Page, seat: number): Promise<string | null> {
  return page.locator(`.seats .seat[data-seat="${seat}"]`).getAttribute("data-holder");
}

/** The line under a table's game in this page's My tables: "seat 2 · in progress · last seen …". */
async function seatLine(page: Page, tableId: string): Promise<string | null> {
  return page.locator(`.my-tables [data-table="${tableId}"] .table-seats`).textContent();
}

/** What the waiting card over the board tells this page to do. */
function waitingHint(page: Page): Promise<string | null> {
  return page.locator('.board-overlay[data-phase="waiting"] .hint').textContent();
}

/** A spectator's waiting card when a seat is free for them. */
const sitHint = en["overlay.waitingWatchSit"].replace("{sit}", en["seat.sit"]);

/** `from` says `text` in the chat; the line as `to` shows it. */
async function say(from: Page, text: string, to: Page) {
  await from.getByLabel(en["chat.placeholder"]).fill(text);
  await from.getByLabel(en["chat.placeholder"]).press("Enter");
  const line = to.locator(".chat-line", { hasText: text });
  await line.waitFor();
  return line;
}

/** The seat key this browser keeps for the table, and its seat. */
async function keptKey(page: Page, tableId: string): Promise<{ key: string; seat: number } | null> {
  const text: string | null = await page.evaluate((id) => (globalThis as any).localStorage.getItem(`tablee.seat.${id}`), tableId);
  if (text === null) return null;
  const { key, seat } = JSON.parse(text);
  return { key, seat };
}

describe("leaving and coming back", () => {
  test("mid-game: the dialog says a bot plays; Escape and Stay keep the seat; My tables takes it back from the bot", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, { name: "Alice", game: TWO });
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    await alice.getByRole("button", { name: en["table.start"] }).click();
    await ui.waitForTable(bob);
    const key = await keptKey(bob, links.tableId);
    expect(key).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), seat: 1 });

    // Escape cancels; so does Stay. Each time the page stays at the table, in its seat.
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    expect(await openDialog(bob)).toEqual({ modal: true, label: en["leave.title"], text: en["leave.bot-plays"], focusInside: true, focused: en["leave.stay"] });
    expect(await bob.getByRole("dialog", { name: en["leave.title"] }).count()).toBe(1);
    await suite.shot(bob, "01-leave-mid-game");
    await bob.keyboard.press("Escape");
    await noDialog(bob);
    expect(await ui.mySeat(bob)).toBe(1);
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.stay"] }).click();
    await noDialog(bob);
    expect(await ui.mySeat(bob)).toBe(1);
    expect(await holder(alice, 1)).toBe("person");

    // Leaves for real: the lobby, the key kept, a bot plays for him at Alice's table.
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await bob.locator(".my-tables").waitFor();
    expect(await keptKey(bob, links.tableId)).toEqual(key);
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="stand-in"]');
    await ui.newLogLine(alice, 0, /^A bot plays for Bob until they come back\.$/);
    // His row in My tables says so.
    const row = bob.locator(`.my-tables [data-table="${links.tableId}"]`);
    expect(await seatLine(bob, links.tableId)).toMatch(new RegExp(`^seat 2 · ${en["lobby.botPlaysForYou"]} · last seen `));
    // A browser that saw no leave (its tab closed, the time to come back ran out) learns it
    // from the table's public listing.
    await bob.evaluate(() => {
      const storage = (globalThis as any).localStorage;
      const tables = JSON.parse(storage.getItem("tablee.tables")).map(({ left, ...entry }: any) => entry);
      storage.setItem("tablee.tables", JSON.stringify(tables));
    });
    await bob.reload();
    await row.and(bob.locator("[data-bot-plays]")).waitFor();
    expect(await seatLine(bob, links.tableId)).toMatch(new RegExp(`^seat 2 · ${en["lobby.botPlaysForYou"]} · last seen `));
    await suite.shot(bob, "02-my-tables-bot-plays");

    // My tables: Return takes the seat back from the bot; Alice sees him back.
    const lines = (await ui.logLines(alice)).length;
    await row.getByRole("link", { name: en["lobby.return"] }).click();
    await bob.locator('.seat-mine[data-seat="1"]').waitFor({ timeout: 20_000 });
    await bob.locator(".board-area:not(.offline)").waitFor();
    expect(await holder(bob, 1)).toBe("person");
    expect(await bob.locator(".enter-card", { hasText: en["join.fullTitle"] }).count()).toBe(0);
    await ui.newLogLine(alice, lines, /^Bob took their seat back\.$/);
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"][data-connected="true"]');
    expect(await alice.locator('.seat[data-seat="1"] .seat-name').textContent()).toBe("Bob");
    await suite.shots({ "03-back-alice": alice, "03-back-bob": bob });

    // The seat goes on in a second tab of Bob's browser: the first page holds no seat any
    // more, says so when asked to leave, and leaving it takes nothing from the second tab.
    const tab = await bob.context().newPage();
    await tab.goto(links.invite);
    await tab.locator('.seat-mine[data-seat="1"]').waitFor({ timeout: 20_000 });
    await bob.locator(".banner", { hasText: en["banner.moved"] }).waitFor({ timeout: 20_000 });
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    expect(await openDialog(bob)).toMatchObject({ text: en["leave.no-seat"] });
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await bob.locator(".my-tables").waitFor();
    expect(await keptKey(tab, links.tableId)).toEqual(key);
    expect(await ui.mySeat(tab)).toBe(1);
    expect(await alice.locator('.seat[data-seat="1"]').getAttribute("data-holder")).toBe("person");
    // He plays it again: My tables no longer says a bot does.
    expect(await seatLine(bob, links.tableId)).toMatch(/^seat 2 · in progress · last seen /);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("before the start: leaving frees the seat; a watch link asks a name the chat shows; a spectator sits in the free seat; a spectator just goes", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, { name: "Alice", game: TWO });
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    expect(await openDialog(bob)).toMatchObject({ modal: true, label: en["leave.title"], text: en["leave.seat-frees"], focusInside: true });
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="free"]');
    await bob.locator(".lobby").waitFor();
    // Nothing to come back to: neither the key nor a My tables row.
    expect(await keptKey(bob, links.tableId)).toBeNull();
    expect(await bob.locator(`.my-tables [data-table="${links.tableId}"]`).count()).toBe(0);

    // A newcomer's watch link asks a name first; the chat shows it.
    const dee = await suite.page(ui.STILL);
    await dee.goto(links.watch);
    await dee.locator("form.join-form").waitFor();
    expect(await dee.locator("#join-name-hint").textContent()).toBe(en["watch.nameHint"]);
    expect(await dee.getByRole("button", { name: en["join.sit"] }).count()).toBe(0);
    await suite.shot(dee, "04-watch-asks-a-name");
    // A name only the server can see is empty: the form comes back, saying so, with the name.
    await dee.getByLabel(en["name.label"]).fill("\u200b\u200b");
    await dee.getByRole("button", { name: en["join.watchInstead"] }).click();
    await dee.locator("#join-name-hint.invalid").waitFor();
    expect(await dee.locator("#join-name-hint").textContent()).toBe(en["join.bad-name"]);
    expect(await dee.getByLabel(en["name.label"]).inputValue()).toBe("\u200b\u200b");
    expect(await dee.evaluate(() => (globalThis as any).localStorage.getItem("tablee.name"))).toBe("");
    await dee.getByLabel(en["name.label"]).fill("Dee");
    await dee.getByRole("button", { name: en["join.watchInstead"] }).click();
    await dee.waitForSelector(".role-badge:not([hidden])");
    // Seat 2 is free: the waiting card tells her she may take it, and its button names it.
    expect(await waitingHint(dee)).toBe(sitHint);
    expect(await dee.getByRole("button", { name: "Sit here: seat 2", exact: true }).count()).toBe(1);
    const line = await say(dee, "hi from the rail", alice);
    expect(await line.locator(".chat-name").textContent()).toBe("Dee");
    expect(await line.locator(".chat-tag").textContent()).toBe(en["chat.watching"]);

    // Bob's browser remembers his name: his watch link watches at once, under it.
    await bob.goto(links.watch);
    await bob.waitForSelector(".role-badge:not([hidden])");
    expect(await (await say(bob, "Bob watching", alice)).locator(".chat-name").textContent()).toBe("Bob");

    // Dee sits in the free seat under her own name: no question; Alice sees her there.
    await dee.getByRole("button", { name: "Sit here: seat 2", exact: true }).click();
    await dee.locator('.seat-mine[data-seat="1"]').waitFor();
    expect(await dee.locator(".role-badge").isHidden()).toBe(true);
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
    expect(await alice.locator('.seat[data-seat="1"] .seat-name').textContent()).toBe("Dee");
    expect(await keptKey(dee, links.tableId)).toMatchObject({ seat: 1 });
    // The table is full now: Bob, still watching, is offered no seat.
    expect(await bob.locator("[data-sit]").count()).toBe(0);
    await bob.locator(".board-overlay .hint", { hasText: en["overlay.waitingWatch"] }).waitFor();
    expect(await waitingHint(bob)).toBe(en["overlay.waitingWatch"]);

    // A spectator's leave: nothing changes at the table.
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    expect(await openDialog(bob)).toMatchObject({ modal: true, label: en["leave.title"], text: en["leave.no-seat"], focusInside: true });
    await suite.shot(bob, "05-leave-spectator");
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await bob.locator(".lobby").waitFor();
    expect(await holder(alice, 1)).toBe("person");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("mid-game a spectator without a name of their own is asked one, and takes the seat its player gave up", async () => {
    const sdk = new Client(suite.server.url);
    const ana = await sdk.create(TWO, { name: "Ana", private: true });
    const bo = await sdk.joinById(ana.roomId, { name: "Bo" });
    for (const room of [ana, bo]) room.onMessage("*", () => undefined);
    await ui.untilState(ana, (s) => s.seats.every((seat: any) => seat.occupant !== "" && seat.connected), "both seats taken");
    ana.send("start", {});
    await ui.untilState(ana, (s) => s.phase === "playing", "the start");

    const fay = await suite.page(ui.STILL);
    // No name: she watches as "Spectator".
    await ui.watchTable(fay, `${suite.server.url}/#/watch/${ana.roomId}`);
    await fay.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
    // Nothing to sit in while Bo plays.
    expect(await fay.locator("[data-sit]").count()).toBe(0);
    bo.send("open-seat", { seat: 1 });
    await bo.leave(true);
    await fay.locator('.seat[data-seat="1"][data-holder="stand-in"] [data-sit]').click();
    expect(await openDialog(fay)).toMatchObject({ modal: true, label: "Take seat 2", text: en["sitName.text"], focusInside: true });
    await suite.shot(fay, "06-sit-asks-a-name");
    // The name is checked before it is sent.
    await fay.getByRole("dialog").getByRole("button", { name: en["sitName.go"] }).click();
    expect(await fay.locator("dialog .field-hint").textContent()).toBe(en["name.empty"]);
    await fay.getByRole("dialog").getByLabel(en["name.label"]).fill("Fay");
    await fay.getByRole("dialog").getByRole("button", { name: en["sitName.go"] }).click();
    await noDialog(fay);
    await fay.locator('.seat-mine[data-seat="1"]').waitFor({ timeout: 20_000 });
    const state = await ui.untilState(ana, (s) => s.seats[1].name === "Fay", "Fay in seat 2");
    expect(state.seats[1].toJSON()).toMatchObject({ bot: "", standIn: false, connected: true });
    expect(await fay.locator(".role-badge").isHidden()).toBe(true);
    await ana.leave(true);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("at a game of teams each free seat's button names the seat and its team", async () => {
    const ana = await new Client(suite.server.url).create(aGame().facts.id, { name: "Ana", private: true });
    ana.onMessage("*", () => undefined);
    const gil = await suite.page(ui.STILL);
    await ui.watchTable(gil, `${suite.server.url}/#/watch/${ana.roomId}`);
    expect(await gil.locator(".seats [data-sit]").count()).toBe(3);
    for (const [seat, name] of [[1, "Sit here: seat 2, team 2"], [2, "Sit here: seat 3, team 1"], [3, "Sit here: seat 4, team 2"]] as const) {
      expect(await gil.getByRole("button", { name, exact: true }).getAttribute("data-sit")).toBe(String(seat));
    }
    expect(await waitingHint(gil)).toBe(sitHint);
    await ana.leave(true);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
