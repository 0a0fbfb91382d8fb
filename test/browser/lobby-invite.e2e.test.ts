/**
 * The lobby and the invitation, in a real browser. The lobby shows a card per game with its
 * players and usual length; "New table" on a card creates a table of that game; the QR code
 * beside the invite link reads back as the invite link (decoded from the canvas's pixels by
 * jsQR, as a phone's camera would), and a phone's share sheet is handed the invite link; the
 * app is installable (a manifest with its icons, and a service worker that registers); and
 * on a phone, upright (360x640) and on its side (640x360), the lobby (in English and French),
 * the waiting room and a table of every game scroll only up and down and have no control
 * under 44 px high. Screenshots land in test/artifacts/lobby-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import jsqr from "jsqr";
import type { BrowserContextOptions, Page } from "playwright-core";
import { aGame, gameList } from "@tablee/shared";
import * as ui from "../support/browser-table.ts";
import { browserKitOf } from "../support/games/browser-kit.ts";
import { gameNameOf } from "../support/games/kit.ts";

const suite = ui.browserSuite("lobby");

// jsqr is CommonJS: Node's default import is its module.exports, which carries the decoder as
// `default` (the type-check reads it as a bundler would, as the decoder itself).
const jsQR: typeof jsqr = (jsqr as unknown as { default?: typeof jsqr }).default ?? jsqr;

/** A phone, held upright then turned on its side. */
const UPRIGHT = { width: 360, height: 640 };
const SIDEWAYS = { width: 640, height: 360 };
const PHONE: BrowserContextOptions = { viewport: UPRIGHT, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: "reduce" };

/** What each card must say: the game's name, its players from its facts (DOG's "4 or 6", not a range it does not seat), and the usual length in minutes. */
const CARDS = gameList.map(({ facts: { id, minPlayers, maxPlayers, seatCounts } }) => ({
  game: id,
  name: gameNameOf(id),
  players: seatCounts ? `${seatCounts.slice(0, -1).join(", ")} or ${seatCounts.at(-1)} players` : minPlayers === maxPlayers ? `${minPlayers} players` : `${minPlayers}–${maxPlayers} players`,
}));
/** A game three may play; one whose tables open with two seats; one with options and a seat range, all of them in play at its default count: its form shows every field. */
const THREE = aGame({ plays: 3 }).facts.id;
const TWO = aGame({ opens: 2 }).facts.id;
const EVERY_FIELD = gameList.find(
  ({ facts }) => facts.options.length > 0 && facts.maxPlayers > facts.minPlayers && facts.options.every((o) => o.atSeats?.includes(facts.defaultPlayers) ?? true),
)!.facts.id;

/**
 * How a page fits its window: how far it scrolls sideways, and the controls a thumb would
 * find too small (shorter than 44 px; a radio button counts with its label, which checks it).
 * The canvas's accessibility layer (inside .stage) is Pixi's, sized to the drawing: left out.
 */
async function fit(page: Page): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const small: string[] = [];
    for (const node of doc.querySelectorAll("button, a[href], input:not([type=hidden]), select, textarea")) {
      if (node.closest(".stage") || node.getClientRects().length === 0) continue;
      const style = (globalThis as any).getComputedStyle(node);
      if (style.visibility === "hidden") continue;
      const target = node.type === "radio" || node.type === "checkbox" ? (node.closest(".radio, label") ?? node) : node;
      const height = target.getBoundingClientRect().height;
      if (height < 43.5) small.push(`${node.tagName.toLowerCase()}.${node.className || "-"} "${(node.getAttribute("aria-label") ?? node.textContent ?? "").trim()}" ${Math.round(height)} px`);
    }
    return { overflow: doc.documentElement.scrollWidth - (globalThis as any).innerWidth, small };
  });
}

/** Checks `fit` at both phone sizes, from the top of the page or from the element `from`. */
async function expectFits(page: Page, what: string, from?: string): Promise<void> {
  for (const [size, viewport] of [["360x640", UPRIGHT], ["640x360", SIDEWAYS]] as const) {
    await page.setViewportSize(viewport);
    // From the top of the page, or `from` (clicks scroll their button into view), once the
    // layout and the table's canvas have followed the new size (two frames).
    await page.evaluate((selector) => {
      const node = selector ? (globalThis as any).document.querySelector(selector) : null;
      if (node) node.scrollIntoView({ block: "start" });
      else (globalThis as any).scrollTo(0, 0);
      return new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve)));
    }, from ?? null);
    await suite.shot(page, `${what}-${size}`);
    const { overflow, small } = await fit(page);
    expect({ what, size, overflow: Math.max(0, overflow), small }).toEqual({ what, size, overflow: 0, small: [] });
  }
  await page.setViewportSize(UPRIGHT);
}

describe("the lobby's game cards and the invitation", () => {
  test("a card per game with players and length; New table from a card; the invite's QR code reads as the invite link; installable", async () => {
    const page = await suite.page();
    await page.goto(suite.server.url);
    const cards = page.locator("[data-game-card]");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(CARDS.length);
    for (const card of CARDS) {
      const node = page.locator(`[data-game-card="${card.game}"]`);
      expect(await node.locator(".game-name").textContent()).toBe(card.name);
      expect(await node.locator(".game-players").textContent()).toBe(card.players);
      expect(await node.locator(".game-duration").textContent()).toMatch(/^\d+–\d+ min$/);
      expect(await node.locator("svg.game-picture").count()).toBe(1);
    }
    await suite.shot(page, "01-cards");

    // The manifest is linked, read as one, and names icons that exist.
    const manifestHref = await page.getAttribute('link[rel="manifest"]', "href");
    expect(manifestHref).toBeTruthy();
    const manifest = await page.request.get(new URL(manifestHref!, suite.server.url).href);
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const { icons, display, start_url } = await manifest.json();
    expect({ display, start_url }).toEqual({ display: "standalone", start_url: "/" });
    expect(icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`)).toEqual(["192x192", "512x512", "512x512 maskable"]);
    for (const icon of icons) {
      const png = await page.request.get(new URL(icon.src, suite.server.url).href);
      expect([png.status(), png.headers()["content-type"]]).toEqual([200, "image/png"]);
    }
    // The service worker registers and runs; its script is asked for again on every visit.
    const worker = await page.evaluate(() => (globalThis as any).navigator.serviceWorker.ready.then((registration: any) => registration.active?.scriptURL ?? ""));
    expect(worker).toBe(`${suite.server.url}/sw.js`);
    const sw = await page.request.get(`${suite.server.url}/sw.js`);
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    expect(sw.headers()["cache-control"]).toBe("no-cache");

    // "New table" on a game's card opens the form for that game, and makes its table.
    const links = await ui.createTable(page, suite.server.url, { name: "Alice", game: THREE, fields: { Players: "3" } });
    // The waiting room shows the invite's code at once; it reads as the invite link.
    const waitingRoom = () => {
      const doc = (globalThis as any).document;
      return {
        game: doc.querySelector(".stage")?.getAttribute("data-game") ?? null,
        seats: doc.querySelectorAll(".seats .seat").length,
        code: doc.querySelector("#waiting-qr-invite")?.getAttribute("data-qr") ?? null,
      };
    };
    await ui.until(page, waitingRoom, (room) => expect(room).toEqual({ game: THREE, seats: 3, code: links.invite }), { what: `${THREE}'s waiting room for three, its invite's code` });
    const code = page.locator("#waiting-qr-invite[data-qr]");
    await suite.shot(page, "02-qr");
    const pixels = await code.evaluate((canvas: any) => {
      const image = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
      // As base64: the same bytes as an array of numbers took five seconds to come back.
      const bytes = image.data as Uint8ClampedArray;
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { width: image.width, height: image.height, data: (globalThis as any).btoa(binary) as string };
    });
    const bytes = Buffer.from(pixels.data, "base64");
    const decoded = jsQR(new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length), pixels.width, pixels.height);
    expect(decoded?.data).toBe(links.invite);

    // The watch link's code is behind its button.
    const toggle = page.locator("#side-link-watch ~ .link-qr-toggle");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const watchCode = () => (globalThis as any).document.querySelector("#side-qr-watch")?.getAttribute("data-qr") ?? null;
    await ui.until(page, watchCode, (link) => link === links.watch, { what: "the watch link's code" });

    // A phone with a share sheet (Chromium here has none: the page is given one that keeps
    // what it was handed): the button says Share and hands the sheet the invite link.
    const phone = await suite.page(PHONE);
    await phone.addInitScript(() => {
      (globalThis as any).navigator.share = (data: unknown) => {
        (globalThis as any).shared = data;
        return Promise.resolve();
      };
    });
    await ui.watchTable(phone, links.watch);
    const share = phone.locator(".links-panel [data-copy=invite]");
    const shareButton = () => (globalThis as any).document.querySelector(".links-panel [data-copy=invite]")?.textContent ?? null;
    await ui.until(phone, shareButton, (text) => text === "Share", { what: "the Share button" });
    await share.click();
    await ui.until(phone, () => (globalThis as any).shared?.url ?? null, (url) => url === links.invite, { what: "the share sheet handed the invite link" });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("a public table is listed under its game", async () => {
    const host = await suite.page();
    await host.goto(suite.server.url);
    await host.getByLabel("Your name").fill("Bea");
    await host.locator(`[data-game-card="${TWO}"]`).getByRole("button", { name: "New table" }).click();
    await host.getByRole("button", { name: "Create table" }).click();
    await host.waitForURL(/#\/table\//);
    const tableId = host.url().split("/").pop()!;
    const guest = await suite.page();
    await guest.goto(suite.server.url);
    const listed = ([id, game]: readonly [string, string]) => {
      const group = (globalThis as any).document.querySelector(`.table-group[data-game="${game}"]`);
      return { title: group?.querySelector(".table-group-title")?.textContent ?? null, row: group?.querySelector(`[data-table="${id}"]`)?.textContent ?? null };
    };
    await ui.until(guest, listed, (s) => s.title === gameNameOf(TWO) && (s.row ?? "").includes("Bea's table"), { what: `Bea's table under ${gameNameOf(TWO)}`, arg: [tableId, TWO] as const });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("on a phone, upright and on its side, the lobby and a table of each game fit the width and keep every control 44 px high", async () => {
    const page = await suite.page(PHONE);
    await page.goto(suite.server.url);
    await page.locator("[data-game-card]").first().waitFor();
    await expectFits(page, "phone-lobby");
    // French words are longer: the cards and buttons must still fit.
    await page.locator('.locale-switch button[lang="fr"]').click();
    await expectFits(page, "phone-lobby-fr");
    await page.locator('.locale-switch button[lang="en"]').click();
    // The create form, opened from a card, with every field showing.
    await page.getByLabel("Your name").fill("Cleo");
    await page.locator(`[data-game-card="${EVERY_FIELD}"]`).getByRole("button", { name: "New table" }).click();
    await expectFits(page, "phone-create", "form.create");

    // Each game's table as the suites open it, its other seats bots.
    for (const [index, { facts }] of gameList.entries()) {
      const game = facts.id;
      const { table } = await browserKitOf(game);
      const fields = { ...table.fields, "Bots seated at once": String(table.seats - 1) };
      await ui.createTable(page, suite.server.url, { name: "Cleo", game, fields });
      // The waiting room, with the invite's QR code open: its card scrolls within the board.
      if (index === 0) await expectFits(page, "phone-waiting");
      await page.getByRole("button", { name: "Start the game" }).click();
      await ui.waitForTable(page);
      await page.waitForSelector('.stage:not([data-phase="waiting"])');
      await expectFits(page, `phone-${game}`);
    }
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
