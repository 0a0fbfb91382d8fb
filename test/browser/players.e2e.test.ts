/**
 * "Keep my games on every device" in real browsers (docs/protocol.md, "Players"), each device
 * a browser context of its own with Chromium's virtual authenticator for its passkeys:
 * - Ana sits at a turn-based DOG table on her phone (three bots), then makes her player
 *   there: the seat her phone holds becomes hers. Her passkey syncs to her laptop, which
 *   signs in with it (no name asked), finds the table in My tables with her turn and time
 *   left, opens it with no key of its own, and plays her move there. Signed out everywhere
 *   from the phone, the laptop's lobby lists what that browser saw itself.
 * - Bea adds a tablet by its one-time link (its QR code on her phone): the tablet makes its
 *   own passkey and is signed in, and the link opens nothing again; it signs out and back in; her phone lists both devices and
 *   passkeys, removes the tablet's (which then signs nobody in), keeps the last one, renames
 *   her, and downloads everything kept about her.
 * - Cy deletes his player after a clear question: the lobby says so, and at his table in
 *   play a stand-in bot plays the seat of "a former player".
 * Every new page: axe-core finds nothing, accessible names start with the visible words, and
 * no words are cut at 1280×800 and 390×844 in French, English and German. Pages are opened
 * at http://localhost:<port>: browsers take no IP address as a passkey's site.
 */
import { describe, expect, test } from "@jest/globals";
import { readFileSync } from "node:fs";
import { Client } from "@colyseus/sdk";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import { axeViolations } from "../support/axe.ts";
import * as ui from "../support/browser-table.ts";
import { LAPTOP_1280, PHONE_390 } from "../support/layout-checks.ts";
import { passkeyId, syncPasskeys, virtualAuthenticator } from "../support/passkey-browser.ts";
import { focused, pageProblems, say, signInHere, signUp, toPlayerPages, words } from "../support/player-pages.ts";

const suite = ui.browserSuite("players");

/**
 * A turn-based DOG table with three bots that `page` opens from the lobby as `name` and starts;
 * a spectator's room watches it (resolved once the game is on).
 */
async function startedTurnBasedTable(page: Page, site: string, name: string) {
  const links = await ui.createTable(page, site, {
    name,
    game: "dog",
    beforeCreate: async () => {
      await page.getByLabel(en["pace.label"], { exact: true }).selectOption("turns");
      await page.getByLabel(en["lobby.bots"], { exact: true }).selectOption("3");
    },
  });
  const watcher = await new Client(suite.server.url).joinById(links.tableId, { name: "Watcher", spectate: true });
  watcher.onMessage("*", () => undefined);
  await page.getByRole("button", { name: en["table.start"] }).click();
  await ui.untilState(watcher, (s) => s.phase === "playing", "the start", 60_000);
  return { links, watcher };
}

/** Leaves the table by the Leave dialog's plain leave (the seat kept). */
async function leaveTable(page: Page): Promise<void> {
  await page.getByRole("button", { name: en["table.leave"], exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: en["leave.go"] }).click();
}

describe("keep my games on every device", () => {
  test(
    "a seat taken on the phone follows its player: the laptop signs in with the synced passkey, finds the table in My tables and plays there",
    async () => {
      const site = ui.onLocalhost(suite.server.url);
      const phone = await suite.page({ ...PHONE_390, ...ui.STILL });
      const phoneKeys = await virtualAuthenticator(phone, { synced: true });

      // ---- a turn-based DOG table with three bots, made and left before any player exists
      const { links, watcher } = await startedTurnBasedTable(phone, site, "Ana");
      await ui.untilState(watcher, (s) => [...s.board.active].includes(0) && s.seats[0].deadline > 0, "Ana's turn", 60_000);
      await leaveTable(phone);
      await phone.locator(".lobby").waitFor();
      expect(await phone.locator(".player-line").innerText()).toBe(en["player.offer"]);
      expect(await pageProblems(phone, "lobby, signed out")).toEqual([]);

      // ---- the phone makes Ana's player: the seat it holds becomes hers
      const said = await signUp(phone, site, "Ana");
      expect(said).toBe(`${say("player.welcome", { name: "Ana" })} ${say("player.claimed#one", { count: 1 })}`);
      expect(await focused(phone)).toBe(`p: ${said}`);
      expect(await phone.locator(".player-line").innerText()).toBe(say("player.signedInAs", { name: "Ana" }));
      const phoneRow = phone.locator(`.my-tables [data-table="${links.tableId}"][data-from="player"]`);
      await phoneRow.waitFor();
      expect(await phoneRow.getAttribute("data-your-turn")).not.toBeNull();
      expect(await pageProblems(phone, "lobby, signed in")).toEqual([]);
      await suite.shot(phone, "01-phone-signed-in");

      // ---- her passkey syncs to her laptop, which signs in with it: no name asked
      const laptop = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
      const laptopKeys = await virtualAuthenticator(laptop, { synced: true });
      expect(await syncPasskeys(phoneKeys, laptopKeys)).toBe(1);
      await laptop.goto(site);
      expect(await laptop.locator(".my-tables > li").count()).toBe(0);
      await toPlayerPages(laptop, false);
      expect(await focused(laptop)).toBe("keep-title");
      expect(await pageProblems(laptop, "signed-out page")).toEqual([]);
      await suite.shot(laptop, "02-laptop-keep-page");
      expect(await signInHere(laptop)).toBe(say("player.welcome", { name: "Ana" }));

      // ---- My tables on the laptop: the phone's table, her turn and her time left
      const row = laptop.locator(`.my-tables [data-table="${links.tableId}"][data-from="player"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getAttribute("data-your-turn")).not.toBeNull();
      expect(await row.locator(".table-seats").innerText()).toMatch(/^seat 1 · your turn: (1 day|23 h \d+ min) left · changed /);
      expect(await laptop.title()).toBe("(1) Tablée");
      await suite.shot(laptop, "03-laptop-my-tables");

      // ---- opened with no key on this device: the session opens her seat, and she plays there
      const before = watcher.state.moves as number;
      await row.getByRole("link", { name: en["lobby.return"] }).click();
      await laptop.locator('.seat-mine[data-seat="0"]').waitFor({ timeout: 30_000 });
      expect(await laptop.evaluate((id) => (globalThis as any).localStorage.getItem(`tablee.seat.${id}`), links.tableId)).toBeNull();
      await ui.waitForTable(laptop);
      const card = (await ui.labelsWhere(laptop, (labels) => labels.some((l) => /^Card .+ #1$/.test(l)), "Ana's hand", 30_000)).find((l) => /^Card .+ #1$/.test(l))!;
      await ui.clickLabel(laptop, card);
      const rank = card.match(/^Card (.+) #1$/)![1];
      await ui.labelsWhere(laptop, (labels) => labels.includes(`Give card ${rank}`), "the give button");
      await ui.clickLabel(laptop, `Give card ${rank}`);
      await ui.untilState(watcher, (s) => s.moves > before && s.board.exchangeChosen[0] === true, "Ana's card given from the laptop");
      expect(watcher.state.seats[0].name).toBe("Ana");
      await suite.shot(laptop, "04-laptop-played");
      await watcher.leave(true);

      // ---- signed out everywhere from the phone: the laptop's lobby sees it, and lists what this browser saw itself
      await phone.goto(site);
      await toPlayerPages(phone, true);
      await phone.getByRole("button", { name: words["me.signOutEverywhere"] }).click();
      await phone.locator("#keep-title").waitFor();
      expect(await phone.locator(".keep-intro .player-status").innerText()).toBe(en["player.signedOut"]);
      expect(await focused(phone)).toBe(`p: ${en["player.signedOut"]}`);
      await laptop.goto(site);
      await laptop.locator(".player-line", { hasText: en["player.offer"] }).waitFor({ timeout: 20_000 });
      await laptop.locator(`.my-tables [data-table="${links.tableId}"][data-from="browser"]`).waitFor();
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "another device by its one-time link: the tablet makes its own passkey and signs in; the phone lists devices and passkeys, removes one, keeps the last, renames",
    async () => {
      const site = ui.onLocalhost(suite.server.url);
      const phone = await suite.page({ ...PHONE_390, ...ui.STILL });
      const phoneKeys = await virtualAuthenticator(phone);
      expect(await signUp(phone, site, "Bea")).toBe(say("player.welcome", { name: "Bea" }));
      await toPlayerPages(phone, true);
      expect(await focused(phone)).toBe("me-title");
      await phone.locator(".me-passkeys-list [data-passkey]").first().waitFor();
      expect(await phone.locator("#me-title").innerText()).toBe(say("me.title", { name: "Bea" }));

      // ---- a link and its QR code for the tablet
      await phone.getByRole("button", { name: words["me.addMake"] }).click();
      await phone.locator("#me-link").waitFor();
      const link = await phone.locator("#me-link").inputValue();
      expect(link).toMatch(new RegExp(`^${site}/#/device/[A-Za-z0-9_-]{22}$`));
      expect(await focused(phone)).toBe("me-link");
      // The QR code is drawn once its encoder (a chunk) has come.
      await phone.waitForFunction(() => (globalThis as any).document.querySelector(".me-link .link-qr")?.width > 0);
      expect(await pageProblems(phone, "player page")).toEqual([]);
      await suite.shot(phone, "05-phone-player-page");

      // ---- the tablet opens it, makes its own passkey, and is signed in as Bea
      const tablet = await suite.page({ ...PHONE_390, ...ui.STILL });
      const tabletKeys = await virtualAuthenticator(tablet);
      await tablet.goto(link);
      await tablet.getByRole("button", { name: words["device.create"] }).waitFor();
      expect(await tablet.locator(".device-card .player-intro").innerText()).toBe(say("device.text", { name: "Bea" }));
      expect(await focused(tablet)).toBe("device-title");
      expect(await pageProblems(tablet, "device page")).toEqual([]);
      await suite.shot(tablet, "06-tablet-device-page");
      await tablet.getByRole("button", { name: words["device.create"] }).click();
      await tablet.locator(".player-said:not([hidden])").waitFor({ timeout: 20_000 });
      expect(await tablet.locator(".player-said").innerText()).toBe(say("player.welcome", { name: "Bea" }));
      // The used link left the history: back goes nowhere near it.
      expect(tablet.url()).toBe(`${site}/`);
      // Opened again, the link opens nothing, and says so.
      await tablet.goto(link);
      await tablet.locator(".device-card .player-intro", { hasText: words["account.bad-link"] }).waitFor();
      expect(await tablet.getByRole("button", { name: words["device.create"] }).isVisible()).toBe(false);
      await tablet.goto(site);
      const [tabletPasskey] = await tabletKeys.credentials();
      expect(tabletPasskey.isResidentCredential).toBe(true);

      // ---- the tablet signs out, and back in with its own passkey
      await toPlayerPages(tablet, true);
      await tablet.getByRole("button", { name: words["me.signOut"] }).click();
      await tablet.locator("#keep-title").waitFor();
      expect(await tablet.locator(".keep-intro .player-status").innerText()).toBe(en["player.signedOut"]);
      expect(await focused(tablet)).toBe(`p: ${en["player.signedOut"]}`);
      expect(await signInHere(tablet)).toBe(say("player.welcome", { name: "Bea" }));

      // ---- the phone lists both devices and both passkeys
      await phone.reload();
      await phone.locator(".me-passkeys-list [data-passkey]").nth(1).waitFor();
      expect(await phone.locator(".me-devices-list [data-session]").count()).toBe(2);
      expect(await phone.locator('.me-devices-list [data-current] .player-item-name').innerText()).toBe(words["me.thisDevice"]);
      expect(await pageProblems(phone, "player page with two devices")).toEqual([]);

      // ---- the tablet's passkey removed: it signs nobody in any more; the last one stays
      await phone.locator(`[data-passkey="${passkeyId(tabletPasskey)}"]`).getByRole("button", { name: words["me.removePasskey"] }).click();
      await phone.locator(".me-passkeys .player-status", { hasText: words["me.passkeyRemoved"] }).waitFor();
      expect(await focused(phone)).toBe("me-passkeys-title");
      expect(await phone.locator(".me-passkeys-list [data-passkey]").count()).toBe(1);
      const [phonePasskey] = await phoneKeys.credentials();
      await phone.locator(`[data-passkey="${passkeyId(phonePasskey)}"]`).getByRole("button", { name: words["me.removePasskey"] }).click();
      await phone.locator(".me-passkeys .player-status", { hasText: words["account.last-passkey"] }).waitFor();
      expect(await phone.locator(".me-passkeys-list [data-passkey]").count()).toBe(1);
      await toPlayerPages(tablet, true);
      await tablet.getByRole("button", { name: words["me.signOut"] }).click();
      await tablet.getByRole("button", { name: words["keep.signIn"] }).click();
      await tablet.locator(".keep-have .player-status", { hasText: words["account.passkey-refused"] }).waitFor({ timeout: 20_000 });
      expect(await focused(tablet)).toBe(`button: ${words["keep.signIn"]}`);

      // ---- a new name
      await phone.getByLabel(words["keep.nameLabel"]).fill("Bea B");
      await phone.getByRole("button", { name: words["me.rename"] }).click();
      await phone.locator(".me-name .player-status", { hasText: say("me.renamed", { name: "Bea B" }) }).waitFor();
      expect(await phone.locator("#me-title").innerText()).toBe(say("me.title", { name: "Bea B" }));
      // ---- everything kept about her, downloaded
      const [download] = await Promise.all([phone.waitForEvent("download"), phone.getByRole("link", { name: words["me.download"] }).click()]);
      expect(download.suggestedFilename()).toBe("tablee-player.json");
      const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
      expect(exported.player.name).toBe("Bea B");
      expect(exported.passkeys.map((p: { id: string }) => p.id)).toEqual([passkeyId(phonePasskey)]);
      await phone.goto(site);
      expect(await phone.locator(".player-line").innerText()).toBe(say("player.signedInAs", { name: "Bea B" }));
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "deleting the player, after a clear question: the lobby says so, and at the table in play a stand-in bot keeps the seat of “a former player”",
    async () => {
      const site = ui.onLocalhost(suite.server.url);
      const page = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
      await virtualAuthenticator(page);
      await signUp(page, site, "Cy");
      // A seat taken while signed in is the player's.
      const { links, watcher } = await startedTurnBasedTable(page, site, "Cy");
      await leaveTable(page);
      await page.locator(`.my-tables [data-table="${links.tableId}"][data-from="player"]`).waitFor({ timeout: 20_000 });

      // ---- the question says what goes and what stays; "keep" changes nothing
      await toPlayerPages(page, true);
      const remove = page.getByRole("button", { name: words["me.delete"] });
      await remove.click();
      const dialog = page.getByRole("dialog", { name: words["me.deleteTitle"] });
      expect(await dialog.locator(".dialog-text").innerText()).toBe(words["me.deleteText"]);
      expect(await focused(page)).toBe(`button: ${words["me.deleteKeep"]}`);
      expect(await axeViolations(page)).toEqual([]);
      await suite.shot(page, "07-delete-question");
      await dialog.getByRole("button", { name: words["me.deleteKeep"] }).click();
      expect(await dialog.count()).toBe(0);
      expect(await focused(page)).toBe(`button: ${words["me.delete"]}`);
      expect(await page.locator("#me-title").innerText()).toBe(say("me.title", { name: "Cy" }));

      // ---- deleted: the lobby says so, forgets the table, and offers a player again
      await remove.click();
      await page.getByRole("dialog").getByRole("button", { name: words["me.deleteGo"] }).click();
      await page.locator(".player-said:not([hidden])").waitFor({ timeout: 20_000 });
      expect(await page.locator(".player-said").innerText()).toBe(en["player.deleted"]);
      expect(await focused(page)).toBe(`p: ${en["player.deleted"]}`);
      expect(await page.locator(".player-line").innerText()).toBe(en["player.offer"]);
      expect(await page.locator(`.my-tables [data-table="${links.tableId}"]`).count()).toBe(0);
      await ui.untilState(watcher, (s) => s.seats[0].name === "a former player" && s.seats[0].bot !== "", "a stand-in in the former player's seat");
      await suite.shot(page, "08-deleted");
      await watcher.leave(true);
    },
    ui.BROWSER_TEST_MS,
  );
});
