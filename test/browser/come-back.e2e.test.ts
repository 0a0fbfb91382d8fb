/**
 * Leaving and coming back, in the browser. The Leave button asks in the page what leaving
 * does (the seat frees before the start; a bot plays for you during a game; a spectator just
 * goes); Stay and Escape keep you at the table. A player who leaves mid-game keeps the seat's
 * key: the lobby's My tables says a bot plays for them and takes the seat back from it, and
 * the others see them back. A watch link asks a name (optional; remembered after that) that
 * the chat shows, and a spectator may sit in a free seat ("Sit here: seat 2", which the waiting
 * card points to): before the start, and in a seat its player gave up mid-game.
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

/** What the open leave (or name) dialog is, as a screen reader meets it; null while none is open. */
function dialogShown() {
  const doc = (globalThis as any).document;
  const dialog = doc.querySelector("dialog[open]");
  if (!dialog) return null;
  const labelledBy = doc.getElementById(dialog.getAttribute("aria-labelledby"));
  return {
    modal: dialog.matches(":modal") as boolean,
    label: labelledBy?.tagName === "H2" ? (labelledBy.textContent as string) : null,
    text: (doc.getElementById(dialog.getAttribute("aria-describedby"))?.textContent ?? null) as string | null,
    focusInside: dialog.contains(doc.activeElement) as boolean,
    focused: String(doc.activeElement?.textContent ?? ""),
    hint: (dialog.querySelector(".field-hint")?.textContent ?? null) as string | null,
  };
}

/** Waits for the open dialog to be `expected` (the fields named), read whole. */
async function openDialog(page: Page, expected: Partial<NonNullable<ReturnType<typeof dialogShown>>>): Promise<void> {
  await ui.until(page, dialogShown, (dialog) => expect(dialog).toMatchObject(expected), { what: "the open dialog", timeout: 10_000 });
}

async function noDialog(page: Page): Promise<void> {
  await page.locator("dialog").waitFor({ state: "detached", timeout: 10_000 });
}

/**
 * What a page shows of a table, read at once (in the page): each seat's row, the seat it holds,
 * the waiting card's hint, the free seats it may sit in (by their buttons' names), whether its
 * spectator badge shows and its board is live, the "table is full" card, and the line under
 * the table in the lobby's My tables ("seat 2 · in progress · last seen …").
 */
function tableShown(tableId: string) {
  const doc = (globalThis as any).document;
  const visible = (node: any) => !!node && node.getClientRects().length > 0 && (globalThis as any).getComputedStyle(node).visibility !== "hidden";
  const seats: { holder: string | null; connected: string | null; name: string | null }[] = [];
  for (const row of doc.querySelectorAll(".seats .seat[data-seat]")) {
    seats[Number(row.getAttribute("data-seat"))] = {
      holder: row.getAttribute("data-holder"),
      connected: row.getAttribute("data-connected"),
      name: row.querySelector(".seat-name")?.textContent ?? null,
    };
  }
  const myRow = doc.querySelector(`.my-tables [data-table="${tableId}"]`);
  return {
    seats,
    mine: Number(doc.querySelector(".seats .seat-mine")?.getAttribute("data-seat") ?? "-1"),
    hint: (doc.querySelector('.board-overlay[data-phase="waiting"] .hint')?.textContent ?? null) as string | null,
    sits: Array.from(doc.querySelectorAll("[data-sit]"), (b: any) => ({
      seat: String(b.getAttribute("data-sit")),
      name: String(b.getAttribute("aria-label") ?? b.textContent).trim(),
      inSeats: b.closest(".seats") !== null,
      shown: visible(b),
    })),
    spectatorBadge: visible(doc.querySelector(".role-badge")),
    live: doc.querySelector(".board-area:not(.offline)") !== null,
    fullCards: Array.from(doc.querySelectorAll(".enter-card"), (n: any) => String(n.textContent)),
    myTables: myRow ? { line: String(myRow.querySelector(".table-seats")?.textContent ?? ""), botPlays: myRow.hasAttribute("data-bot-plays") } : null,
  };
}

/** Waits until the page shows the table as `holds` says, read whole. */
function shows(page: Page, tableId: string, holds: (shown: ReturnType<typeof tableShown>) => boolean | void, what: string, timeout = 20_000) {
  return ui.until(page, tableShown, holds, { what, arg: tableId, timeout });
}

/** A spectator's waiting card when a seat is free for them. */
const sitHint = en["overlay.waitingWatchSit"].replace("{sit}", en["seat.sit"]);

/** `from` says `text` in the chat; the line as `to` shows it: who said it, and their tag. */
async function say(from: Page, text: string, to: Page): Promise<{ name: string | null; tag: string | null }> {
  await from.getByLabel(en["chat.placeholder"]).fill(text);
  await from.getByLabel(en["chat.placeholder"]).press("Enter");
  const said = (words: string) => {
    const line = Array.from((globalThis as any).document.querySelectorAll(".chat-line"), (node: any) => node).find((node: any) => String(node.textContent).includes(words));
    return line ? { name: (line.querySelector(".chat-name")?.textContent ?? null) as string | null, tag: (line.querySelector(".chat-tag")?.textContent ?? null) as string | null } : null;
  };
  return (await ui.until(to, said, (line) => line !== null, { what: `the chat line "${text}"`, arg: text }))!;
}

/** The seat key this browser keeps for the table, and its seat (in the page). */
function seatKey(tableId: string): { key: string; seat: number } | null {
  const text: string | null = (globalThis as any).localStorage.getItem(`tablee.seat.${tableId}`);
  if (text === null) return null;
  const { key, seat } = JSON.parse(text);
  return { key, seat };
}

/** The key this browser keeps for the table, once it is as `holds` says. */
function keptKey(page: Page, tableId: string, holds: (kept: ReturnType<typeof seatKey>) => boolean | void) {
  return ui.until(page, seatKey, holds, { what: "the seat key kept", arg: tableId });
}

describe("leaving and coming back", () => {
  test("mid-game: the dialog says a bot plays; Escape and Stay keep the seat; My tables takes it back from the bot", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.hostByKey(suite, alice, TWO, "Alice");
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    await alice.getByRole("button", { name: en["table.start"] }).click();
    await ui.waitForTable(bob);
    // The seat's key comes with the seat.
    const key = await keptKey(bob, links.tableId, (kept) => expect(kept).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), seat: 1 }));

    // Escape cancels; so does Stay. Each time the page stays at the table, in its seat.
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await openDialog(bob, { modal: true, label: en["leave.title"], text: en["leave.bot-plays"], focusInside: true, focused: en["leave.stay"] });
    expect(await bob.getByRole("dialog", { name: en["leave.title"] }).count()).toBe(1);
    await suite.shot(bob, "01-leave-mid-game");
    await bob.keyboard.press("Escape");
    await noDialog(bob);
    expect(await ui.mySeat(bob)).toBe(1);
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.stay"] }).click();
    await noDialog(bob);
    expect(await ui.mySeat(bob)).toBe(1);
    expect((await alice.evaluate(tableShown, links.tableId)).seats[1].holder).toBe("person");

    // Leaves for real: the lobby, the key kept, a bot plays for him at Alice's table.
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await bob.locator(".my-tables").waitFor();
    await keptKey(bob, links.tableId, (kept) => expect(kept).toEqual(key));
    await shows(alice, links.tableId, (s) => s.seats[1].holder === "stand-in", "a bot standing in for Bob");
    await ui.newLogLine(alice, 0, /^A bot plays for Bob until they come back\.$/);
    // His row in My tables says so.
    const row = bob.locator(`.my-tables [data-table="${links.tableId}"]`);
    const botPlays = new RegExp(`^seat 2 · ${en["lobby.botPlaysForYou"]} · last seen `);
    await shows(bob, links.tableId, (s) => botPlays.test(s.myTables!.line), "My tables saying a bot plays for him");
    // A browser that saw no leave (its tab closed, the time to come back ran out) learns it
    // from the table's public listing.
    await bob.evaluate(() => {
      const storage = (globalThis as any).localStorage;
      const tables = JSON.parse(storage.getItem("tablee.tables")).map(({ left, ...entry }: any) => entry);
      storage.setItem("tablee.tables", JSON.stringify(tables));
    });
    await bob.reload();
    await shows(bob, links.tableId, (s) => s.myTables!.botPlays && botPlays.test(s.myTables!.line), "My tables saying a bot plays for him, from the listing");
    await suite.shot(bob, "02-my-tables-bot-plays");

    // My tables: Return takes the seat back from the bot; Alice sees him back.
    const lines = (await ui.logLines(alice)).length;
    await row.getByRole("link", { name: en["lobby.return"] }).click();
    await shows(
      bob,
      links.tableId,
      (s) => s.mine === 1 && s.live && s.seats[1].holder === "person" && !s.fullCards.some((card) => card.includes(en["join.fullTitle"])),
      "Bob back in his seat, live",
    );
    await ui.newLogLine(alice, lines, /^Bob took their seat back\.$/);
    await shows(alice, links.tableId, (s) => expect(s.seats[1]).toEqual({ holder: "person", connected: "true", name: "Bob" }), "Bob back at Alice's table");
    await suite.shots({ "03-back-alice": alice, "03-back-bob": bob });

    // The seat goes on in a second tab of Bob's browser: the first page holds no seat any
    // more, says so when asked to leave, and leaving it takes nothing from the second tab.
    const tab = await bob.context().newPage();
    await tab.goto(links.invite);
    await tab.locator('.seat-mine[data-seat="1"]').waitFor({ timeout: 20_000 });
    // Back to the first tab (a tab behind another draws about one frame a second).
    await bob.bringToFront();
    await bob.locator(".banner", { hasText: en["banner.moved"] }).waitFor({ timeout: 20_000 });
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await openDialog(bob, { text: en["leave.no-seat"] });
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await bob.locator(".my-tables").waitFor();
    expect(await tab.evaluate(seatKey, links.tableId)).toEqual(key);
    expect(await ui.mySeat(tab)).toBe(1);
    expect((await alice.evaluate(tableShown, links.tableId)).seats[1].holder).toBe("person");
    // He plays it again: My tables no longer says a bot does.
    await shows(bob, links.tableId, (s) => /^seat 2 · in progress · last seen /.test(s.myTables!.line), "My tables saying the game is in progress");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("before the start: leaving frees the seat; a watch link asks a name the chat shows; a spectator sits in the free seat; a spectator just goes", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.hostByKey(suite, alice, TWO, "Alice");
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await openDialog(bob, { modal: true, label: en["leave.title"], text: en["leave.seat-frees"], focusInside: true });
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="free"]');
    await bob.locator(".lobby").waitFor();
    // Nothing to come back to: neither the key nor a My tables row.
    expect(await bob.evaluate(seatKey, links.tableId)).toBeNull();
    expect(await bob.locator(`.my-tables [data-table="${links.tableId}"]`).count()).toBe(0);

    // A newcomer's watch link asks a name first; the chat shows it.
    const dee = await suite.page(ui.STILL);
    await dee.goto(links.watch);
    const nameForm = () => {
      const doc = (globalThis as any).document;
      const hint = doc.querySelector("form.join-form #join-name-hint");
      return {
        hint: (hint?.textContent ?? null) as string | null,
        invalid: !!hint?.classList.contains("invalid"),
        name: String(doc.querySelector("form.join-form input")?.value ?? ""),
        buttons: Array.from(doc.querySelectorAll("button"), (b: any) => b).filter((b: any) => b.getClientRects().length > 0).map((b: any) => String(b.getAttribute("aria-label") ?? b.textContent).trim()),
      };
    };
    const asked = await ui.until(dee, nameForm, (form) => form.hint === en["watch.nameHint"], { what: "the watch link's name form" });
    expect(asked.buttons.filter((name) => name.toLowerCase().includes(en["join.sit"].toLowerCase()))).toEqual([]);
    await suite.shot(dee, "04-watch-asks-a-name");
    // A name only the server can see is empty: the form comes back, saying so, with the name.
    await dee.getByLabel(en["name.label"]).fill("\u200b\u200b");
    await dee.getByRole("button", { name: en["join.watchInstead"] }).click();
    await ui.until(dee, nameForm, (form) => expect(form).toMatchObject({ hint: en["join.bad-name"], invalid: true, name: "\u200b\u200b" }), { what: "the form back, saying the name is empty" });
    expect(await dee.evaluate(() => (globalThis as any).localStorage.getItem("tablee.name"))).toBe("");
    await dee.getByLabel(en["name.label"]).fill("Dee");
    await dee.getByRole("button", { name: en["join.watchInstead"] }).click();
    // Seat 2 is free: the waiting card tells her she may take it, and its button names it.
    await shows(dee, links.tableId, (s) => {
      expect(s.spectatorBadge).toBe(true);
      expect(s.hint).toBe(sitHint);
      expect(s.sits.filter((b) => b.shown && b.name === "Sit here: seat 2")).toHaveLength(1);
    }, "Dee watching, offered seat 2");
    expect(await say(dee, "hi from the rail", alice)).toEqual({ name: "Dee", tag: en["chat.watching"] });

    // Bob's browser remembers his name: his watch link watches at once, under it.
    await bob.goto(links.watch);
    await bob.waitForSelector(".role-badge:not([hidden])");
    expect((await say(bob, "Bob watching", alice)).name).toBe("Bob");

    // Dee sits in the free seat under her own name: no question; Alice sees her there.
    await dee.getByRole("button", { name: "Sit here: seat 2", exact: true }).click();
    await shows(dee, links.tableId, (s) => s.mine === 1 && !s.spectatorBadge, "Dee in seat 2, no spectator badge");
    await shows(alice, links.tableId, (s) => s.seats[1].holder === "person" && s.seats[1].name === "Dee", "Dee in seat 2 at Alice's table");
    await keptKey(dee, links.tableId, (kept) => expect(kept).toMatchObject({ seat: 1 }));
    // The table is full now: Bob, still watching, is offered no seat.
    await shows(bob, links.tableId, (s) => expect({ sits: s.sits, hint: s.hint }).toEqual({ sits: [], hint: en["overlay.waitingWatch"] }), "Bob offered no seat");

    // A spectator's leave: nothing changes at the table.
    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await openDialog(bob, { modal: true, label: en["leave.title"], text: en["leave.no-seat"], focusInside: true });
    await suite.shot(bob, "05-leave-spectator");
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
    await bob.locator(".lobby").waitFor();
    expect((await alice.evaluate(tableShown, links.tableId)).seats[1].holder).toBe("person");
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
    // Nothing to sit in while Bo plays.
    await shows(fay, ana.roomId, (s) => s.seats[1]?.holder === "person" && s.sits.length === 0, "Bo in seat 2, nothing to sit in");
    // Only its player gives a seat up, as he goes.
    bo.send("open-seat", { seat: 1 });
    await bo.leave(true);
    await shows(fay, ana.roomId, (s) => s.seats[1].holder === "stand-in" && s.sits.some((b) => b.seat === "1" && b.inSeats && b.shown), "a bot in Bo's seat, open to Fay");
    await fay.locator('.seat[data-seat="1"][data-holder="stand-in"] [data-sit]').click();
    await openDialog(fay, { modal: true, label: "Take seat 2", text: en["sitName.text"], focusInside: true });
    await suite.shot(fay, "06-sit-asks-a-name");
    // The name is checked before it is sent.
    await fay.getByRole("dialog").getByRole("button", { name: en["sitName.go"] }).click();
    await openDialog(fay, { hint: en["name.empty"] });
    await fay.getByRole("dialog").getByLabel(en["name.label"]).fill("Fay");
    await fay.getByRole("dialog").getByRole("button", { name: en["sitName.go"] }).click();
    await noDialog(fay);
    await shows(fay, ana.roomId, (s) => s.mine === 1 && !s.spectatorBadge, "Fay in seat 2, no spectator badge");
    const state = await ui.untilState(ana, (s) => s.seats[1].name === "Fay", "Fay in seat 2");
    expect(state.seats[1].toJSON()).toMatchObject({ bot: "", standIn: false, connected: true });
    await ana.leave(true);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("at a game of teams each free seat's button names the seat and its team", async () => {
    const ana = await new Client(suite.server.url).create(aGame().facts.id, { name: "Ana", private: true });
    ana.onMessage("*", () => undefined);
    const gil = await suite.page(ui.STILL);
    await ui.watchTable(gil, `${suite.server.url}/#/watch/${ana.roomId}`);
    await shows(gil, ana.roomId, (s) => {
      expect(s.sits.filter((b) => b.inSeats).map(({ seat, name }) => ({ seat, name }))).toEqual([
        { seat: "1", name: "Sit here: seat 2, team 2" },
        { seat: "2", name: "Sit here: seat 3, team 1" },
        { seat: "3", name: "Sit here: seat 4, team 2" },
      ]);
      expect(s.hint).toBe(sitHint);
    }, "three free seats offered by seat and team");
    await ana.leave(true);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
