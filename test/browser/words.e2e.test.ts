/**
 * What the shared drawing shows a person, at 1280×800 and on a phone (390×844): the canvas
 * drawn at the screen's density (2x and 3x here, and again at 1x when the ratio changes), the
 * game log after a reload telling the moves before it, a clean table behind the waiting card
 * after a rematch, and an away player on the board: "Bob is away — 01:52 left to come back",
 * his name whole in the seat list, and a screen reader told which card each card button gives.
 *
 * Screenshots land in test/artifacts/words-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import type { BrowserContextOptions, Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";
import { playOut } from "../support/table-play.ts";
import { describeDed, logTranslator } from "../../client/src/games/dog-eat-dog/log.ts";
import { dogLogWords } from "../../client/src/games/dog/log.ts";
import type { DogEatDog } from "@tablee/shared";

type DedEvent = DogEatDog.DedViewEvent;

const suite = ui.browserSuite("words", { seed: "words-1", pace: { botPauseMs: 150 } });

/** A laptop at 2x (software WebGL draws a 1280×800 window at 2x within its budget: client/src/table/density.ts). */
const DESK: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, ...ui.STILL };
/** A phone at 3x, as most are. */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, ...ui.STILL };

// The page functions below run in the browser; the test project has no DOM types.
declare const document: { querySelector(selector: string): any; querySelectorAll(selector: string): ArrayLike<any> };

/** The canvas's size on the page (CSS pixels) and its backing store (device pixels), read at once. */
function canvasSize(): { cssWidth: number; cssHeight: number; width: number; height: number } | null {
  const canvas = document.querySelector(".stage canvas");
  if (!canvas) return null;
  const box = canvas.getBoundingClientRect();
  return { cssWidth: box.width, cssHeight: box.height, width: canvas.width, height: canvas.height };
}

/** Waits until the canvas's backing store is `ratio` times its CSS size (Pixi rounds to whole pixels). */
async function drawnAt(page: Page, ratio: number): Promise<void> {
  await ui.until(
    page,
    canvasSize,
    (size) => {
      expect(size!.cssWidth).toBeGreaterThan(200);
      expect(Math.abs(size!.width - size!.cssWidth * ratio)).toBeLessThanOrEqual(1);
      expect(Math.abs(size!.height - size!.cssHeight * ratio)).toBeLessThanOrEqual(1);
    },
    { what: `the canvas drawn at ${ratio}x` },
  );
}

/** The log's lines told from the game's events (not the table's notices), as the page shows them. */
function eventLines(page: Page): Promise<string[]> {
  return page.$$eval(".log-line.log-events", (lines) => lines.map((line) => line.textContent ?? ""));
}

/** Every move of the table's game so far in words: its public replay told by Dog Eat Dog's log. */
async function toldSoFar(tableId: string): Promise<string[]> {
  const replay = (await (await fetch(`${suite.server.url}/api/tables/${tableId}/replay`)).json()) as { players: string[]; steps: { view: { events: unknown[] } }[] };
  const events = (step: { view: { events: unknown[] } }) => step.view.events.map((event) => (typeof event === "string" ? JSON.parse(event) : event)) as DedEvent[];
  return replay.steps.flatMap((step) => describeDed(events(step), replay.players, logTranslator("en")));
}

/** Polls until the page's event lines are these. */
async function logIs(page: Page, lines: string[], what: string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const shown = await eventLines(page);
    if (JSON.stringify(shown) === JSON.stringify(lines)) return;
    if (Date.now() > until) throw new Error(`${what}: the log shows\n${shown.join("\n")}\n--- instead of\n${lines.join("\n")}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Two screenshots side by side, decoded by the page: their sizes, and the share of pixels
 * whose colour differs by more than a faint shade.
 */
function compare(page: Page, a: Buffer, b: Buffer): Promise<{ sizes: [number, number][]; differing: number }> {
  return page.evaluate(
    async ([left, right]) => {
      const pixels = async (base64: string) => {
        const bitmap = await (globalThis as any).createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new (globalThis as any).OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        context.drawImage(bitmap, 0, 0);
        return { size: [bitmap.width, bitmap.height] as [number, number], data: context.getImageData(0, 0, bitmap.width, bitmap.height).data as Uint8ClampedArray };
      };
      const [x, y] = [await pixels(left), await pixels(right)];
      if (x.data.length !== y.data.length) return { sizes: [x.size, y.size], differing: 1 };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (Math.max(Math.abs(x.data[i] - y.data[i]), Math.abs(x.data[i + 1] - y.data[i + 1]), Math.abs(x.data[i + 2] - y.data[i + 2])) > 24) differing++;
      }
      return { sizes: [x.size, y.size], differing: differing / (x.data.length / 4) };
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
}

describe("the shared drawing, as people see it", () => {
  test("watching at 1280×800 (2x) and on a phone (3x): the canvas at the screen's density, the log after a reload, a clean board after the rematch", async () => {
    const { tableId, seated } = await ui.startedDuel(suite);
    const watch = `${suite.server.url}/#/watch/${tableId}`;
    const desk = await suite.page(DESK);
    const phone = await suite.page(PHONE);
    for (const page of [desk, phone]) {
      await ui.watchTable(page, watch);
      await ui.waitForTable(page);
    }
    await drawnAt(desk, 2);
    await drawnAt(phone, 3);
    // These two show the density itself: in the screen's pixels.
    await suite.shot(desk, "01-desk-2x", { devicePixels: true });
    await suite.shot(phone, "01-phone-3x", { devicePixels: true });

    // A reload mid-game: the log tells every move so far again (before, it kept only the
    // latest move's), as the game's own log words tell the table's public replay.
    await playOut(seated, [], "words-play", { maxActions: 8 });
    const told = await toldSoFar(tableId);
    expect(told.length).toBeGreaterThan(8);
    await desk.reload();
    await ui.waitForTable(desk);
    await logIs(desk, told, "after the reload");
    await suite.shot(desk, "02-desk-log-after-reload");

    // The game ends; the host asks for a rematch: both pages show the waiting card on an empty
    // table, exactly as a page that never saw the last game shows it.
    await playOut(seated, [], "words-play");
    for (const page of [desk, phone]) await page.locator('.board-overlay[data-phase="over"]:not([hidden])').waitFor({ timeout: 20_000 });
    await suite.shots({ "03-desk-over": desk, "03-phone-over": phone });
    seated[0].send("rematch", {});
    for (const page of [desk, phone]) await page.locator('.board-overlay[data-phase="waiting"]:not([hidden])').waitFor({ timeout: 20_000 });
    const freshDesk = await suite.page(DESK);
    const freshPhone = await suite.page(PHONE);
    for (const page of [freshDesk, freshPhone]) {
      await ui.watchTable(page, watch);
      await page.locator('.board-overlay[data-phase="waiting"]:not([hidden])').waitFor();
    }
    await suite.shots({ "04-desk-rematch-waiting": desk, "04-phone-rematch-waiting": phone });
    for (const [page, fresh] of [
      [desk, freshDesk],
      [phone, freshPhone],
    ] as const) {
      const [shown, clean] = [await page.locator(".board-area").screenshot(), await fresh.locator(".board-area").screenshot()];
      const compared = await compare(fresh, shown, clean);
      expect(compared.sizes[0]).toEqual(compared.sizes[1]);
      // The old board covered most of the area; what remains may differ by the odd pixel of a
      // gradient's dithering, never by a drawing.
      expect(compared.differing).toBeLessThan(0.002);
    }

    // The next game draws again, at the density of the screen; the window moved to a 1x screen
    // of another width, the canvas follows. (Chromium's emulation changes the ratio without the
    // media-query event a real screen change sends, so the test moves to a screen of another size.)
    seated[0].send("start", {});
    await ui.waitForTable(freshDesk);
    await desk.locator(".board-overlay[hidden]").waitFor({ state: "attached", timeout: 20_000 });
    await drawnAt(desk, 2);
    const cdp = await desk.context().newCDPSession(desk);
    await cdp.send("Emulation.setDeviceMetricsOverride", { width: 1200, height: 800, deviceScaleFactor: 1, mobile: false });
    await drawnAt(desk, 1);
    await suite.shot(desk, "05-desk-1x-after-change");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("on a phone: Bob is away while the table waits for him; the board says so with his time left, his name stays whole", async () => {
    const alice = await suite.page(PHONE);
    const links = await ui.hostByKey(suite, alice, "dog", "Alice", { bots: ["easy", "easy"] });
    await alice.waitForSelector('.seat[data-seat="3"][data-holder="bot"]');
    const bob = await suite.player(links.tableId, "Bob");
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
    await alice.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(alice);
    await drawnAt(alice, 3);

    // Bob's line drops (not a goodbye: his seat is kept for him). The exchange waits for
    // every seat; once Alice and the bots have given their cards, it waits for Bob alone.
    bob.reconnection.enabled = false;
    await bob.leave(false);
    await alice.waitForSelector('.seat[data-seat="1"].seat-away');
    // A screen reader says which card it gives (the button's aria-label, over its title).
    const firstCard = (selector: string) => {
      const button = Array.from(document.querySelectorAll(selector), (node: any) => node).find((node: any) => String(node.getAttribute("title")).startsWith("Card "));
      return button ? { card: String(button.getAttribute("title")), spoken: button.getAttribute("aria-label") } : null;
    };
    const { card, spoken } = (await ui.until(alice, firstCard, (found) => found !== null, { what: "Alice's cards", arg: ui.CANVAS_BUTTONS }))!;
    const rank = card.replace(/^Card (\S+) #\d+$/, "$1");
    expect(spoken).toBe(`Give ${(dogLogWords.en as Record<string, string>)[`log.dog.card.${rank}`]} to your partner`);
    await ui.clickLabel(alice, card);
    const give = await ui.labelsWhere(alice, (labels) => labels.some((l) => l.startsWith("Give card ")), "the give button").catch(() => []);
    const giveLabel = give.find((l) => l.startsWith("Give card "));
    if (giveLabel) await ui.clickLabel(alice, giveLabel);
    const status = () => String(document.querySelector(".status")?.textContent ?? "");
    const first = await ui.until(alice, status, (text) => /^Bob is away — \d\d:\d\d left to come back\.$/.test(text), { what: "Bob away on the board" });
    // The time counts down on the board, second by second.
    await ui.until(alice, status, (text) => text !== first && /^Bob is away — (01:[0-5]\d|02:00) left to come back\.$/.test(text), { what: "Bob's time counting down", timeout: 5_000 });

    // His row: the name whole (no ellipsis), the team tag beside or under it, never over it.
    const bobsRow = () => {
      const node = document.querySelector('.seat[data-seat="1"]');
      const name = node.querySelector(".seat-name");
      const team = node.querySelector(".tag-team")?.getBoundingClientRect();
      const box = name.getBoundingClientRect();
      const overlaps = team ? !(team.right <= box.left || team.left >= box.right || team.bottom <= box.top || team.top >= box.bottom) : false;
      return { text: name.textContent, cut: name.scrollWidth > name.clientWidth, overlaps, state: node.querySelector(".seat-state")?.textContent ?? "" };
    };
    await ui.until(alice, bobsRow, (row) => expect(row).toEqual({ text: "Bob", cut: false, overlaps: false, state: expect.stringMatching(/^away, \d+ s to come back$/) }), { what: "Bob's row" });
    await alice.locator(".seats").scrollIntoViewIfNeeded();
    await suite.shot(alice, "06-phone-bob-away");
    await alice.locator(".status").scrollIntoViewIfNeeded();
    await suite.shot(alice, "06-phone-bob-away-board");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
