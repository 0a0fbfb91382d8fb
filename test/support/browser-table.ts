import { afterAll, afterEach, beforeAll, beforeEach } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { aGame, gameIds } from "@tablee/shared";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { ensureClientBuilt } from "./browser-build.ts";
import { launchChromium } from "./browser-chromium.ts";
import { startTestServer, type ServerPace, type TestServer } from "./browser-server.ts";
import { PROGRAMS_AT_FULL_SPEED } from "./start-server.ts";

/**
 * The one helper every browser test uses: a server and a Chromium for the file, pages for
 * people (desktop or phone), a table opened from the lobby, its invite and watch links,
 * seats taken by following the invite link, a spectator page, programmatic players (SDK
 * clients, e.g. driven by the engine's bot) at the other seats, and the page handles a
 * screen-reader user has: the accessible buttons Pixi's accessibility layer lays over the
 * canvas (their `title` is the renderer's label) and the shell's labelled DOM.
 */

// The page functions below run in the browser; the test project has no DOM types.
declare const document: {
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null; textContent: string | null }>;
};

const ARTIFACTS = fileURLToPath(new URL("../artifacts", import.meta.url));

/**
 * A browser test's timeout. Each test is meant to take at most 90 s on a 2-core machine
 * with one core kept busy by another process; the timeout is twice that, so that a machine
 * even busier makes a test slow, not red.
 */
export const BROWSER_TEST_MS = 180_000;

/** The accessible buttons on the table canvas; only what can be clicked now is labelled. */
export const CANVAS_BUTTONS = ".stage button[title]";

/** A desktop window, small enough that software WebGL draws it cheaply. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1024, height: 720 } };
/** A phone held upright. */
export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/**
 * A person who asked for reduced motion: moves and rolls land at once (client/src/table/
 * stage.ts). The tests give it to the players' pages, whose clicks are what they check, and
 * leave the spectator's page every animation: the animations still run, on one page.
 */
export const STILL: BrowserContextOptions = { reducedMotion: "reduce" };

/**
 * The suite's server as a page must open it for passkeys: at http://localhost:<port>. The
 * server makes passkeys for the host a page is on (docs/protocol.md, "Players"), and browsers
 * take no IP address such as 127.0.0.1 as a passkey's site.
 */
export function onLocalhost(url: string): string {
  const at = new URL(url);
  at.hostname = "localhost";
  return at.origin;
}

export interface TableLinks {
  tableId: string;
  /** The host's address bar: `…/#/table/<id>`, what the host shares to invite players. */
  invite: string;
  /** `…/#/watch/<id>`: opens the table as a spectator. */
  watch: string;
}

export interface BrowserSuite {
  /** The in-process game server (absent with `server: false`). */
  readonly server: TestServer;
  readonly browser: Browser;
  /**
   * Every uncaught error of every page (each tab of each person's browser). After each test
   * the suite fails it when any came (and empties the list): a test need not remember to check.
   */
  readonly pageErrors: string[];
  /** A new person: a fresh browser context (no saved name, no seat), English. */
  page(options?: BrowserContextOptions): Promise<Page>;
  /**
   * The window kept under `name` for the whole file: made on first use as `page` makes one,
   * then handed out again on a blank page at its first size, its storage kept (a name, seat
   * keys). Tests that open one table after another in the same kind of window use it: a new
   * window costs a renderer process and a cold start of the app.
   */
  window(name: string, options?: BrowserContextOptions): Promise<Page>;
  /**
   * A screenshot in test/artifacts/<prefix>-<name>.png, one pixel per CSS pixel: encoding a
   * phone's 3x picture took half a second; `devicePixels` keeps the screen's density (a
   * picture that is about it).
   */
  shot(page: Page, name: string, options?: { devicePixels?: boolean }): Promise<void>;
  /** Several screenshots at once, by name: `{ "07-spectator-end": spectator, … }`. */
  shots(pages: Record<string, Page>): Promise<void>;
  /** A programmatic player joining the table as the invite link does (SDK `joinById`). */
  player(tableId: string, name: string): Promise<Room>;
  /** A room of the test's own making, left when the test ends like the players'. */
  keep(room: Room): Room;
}

/**
 * Sets up the file's server and browser (beforeAll); fails a test whose pages threw and
 * closes its pages and programmatic players (afterEach); closes the windows, the browser and
 * the server (afterAll). `seed` makes every table's deal the same
 * (tests that need a given hand); `pace`, the bots' pause and the clock's second (tests of
 * bots and the turn clock); `server: false` for a test that runs its own server;
 */
export function browserSuite(prefix: string, options: { seed?: string; pace?: ServerPace; server?: boolean } = {}): BrowserSuite {
  const contexts: BrowserContext[] = [];
  const windows = new Map<string, { page: Page; options: string }>();
  const rooms: Room[] = [];
  // What the running test made (not the file's windows): it goes when the test ends.
  let inTest = false;
  const ofTest: { contexts: BrowserContext[]; rooms: Room[] } = { contexts: [], rooms: [] };
  let lastPictures = 0;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const suite: BrowserSuite = {
    get server() {
      if (!server) throw new Error("this suite runs no server");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is not up yet");
      return browser;
    },
    pageErrors: [],
    async page(contextOptions = {}) {
      const context = await suite.browser.newContext({ locale: "en-US", ...DESKTOP, ...contextOptions });
      contexts.push(context);
      if (inTest) ofTest.contexts.push(context);
      // Every tab of this person's browser, a second one a test opens included.
      context.on("page", (page) => page.on("pageerror", (error) => suite.pageErrors.push(error.message)));
      return context.newPage();
    },
    async window(name, windowOptions = {}) {
      const kept = windows.get(name);
      const options = JSON.stringify(windowOptions);
      if (!kept) {
        const page = await suite.page(windowOptions);
        ofTest.contexts = ofTest.contexts.filter((context) => context !== page.context());
        windows.set(name, { page, options });
        return page;
      }
      if (kept.options !== options) throw new Error(`the window ${name} was made with ${kept.options}, not ${options}`);
      await kept.page.goto("about:blank");
      await kept.page.setViewportSize({ ...DESKTOP.viewport!, ...windowOptions.viewport });
      return kept.page;
    },
    async shot(page, name, { devicePixels = false } = {}) {
      await page.screenshot({ path: join(ARTIFACTS, `${prefix}-${name}.png`), scale: devicePixels ? "device" : "css" });
    },
    async shots(byName) {
      for (const [name, page] of Object.entries(byName)) await suite.shot(page, name);
    },
    async player(tableId, name) {
      const room = await new Client(suite.server.url).joinById(tableId, { name });
      // Its notices and errors are of no interest unless a driver listens for them.
      room.onMessage("*", () => undefined);
      return suite.keep(room);
    },
    keep(room) {
      rooms.push(room);
      if (inTest) ofTest.rooms.push(room);
      return room;
    },
  };
  /**
   * Whatever happened, the last picture of each page is kept (the first look after a failure);
   * then the rooms are left and the windows closed.
   */
  const closeAll = async (gone: { contexts: BrowserContext[]; rooms: Room[] }): Promise<void> => {
    for (const page of gone.contexts.flatMap((context) => context.pages())) {
      const path = join(ARTIFACTS, `${prefix}-zz-last-${lastPictures++}.png`);
      if (!page.isClosed()) await page.screenshot({ path, scale: "css", timeout: 10_000 }).catch(() => undefined);
    }
    // A room the test already left would never answer a second leave.
    for (const room of gone.rooms) if (room.connection?.isOpen) await room.leave(true).catch(() => undefined);
    for (const context of gone.contexts) await context.close().catch(() => undefined);
  };
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    ensureClientBuilt();
    // The programs at the other seats (table-play.ts) answer as fast as the table does: no
    // browser test is about the message rate (server/hardening.test.ts is), and pages click
    // at a person's pace anyway.
    if (options.server !== false) server = await startTestServer({ seed: options.seed, pace: options.pace, limits: PROGRAMS_AT_FULL_SPEED });
    browser = await launchChromium();
  }, 120_000);
  beforeEach(() => {
    inTest = true;
  });
  // A test's pages and players go with it: a page left on its table goes on drawing it and
  // answering it while the next tests run, for nobody. What its pages threw is taken first, so
  // that it is the test's, and fails the test once they are closed.
  afterEach(async () => {
    inTest = false;
    const errors = suite.pageErrors.splice(0);
    await closeAll({ contexts: ofTest.contexts.splice(0), rooms: ofTest.rooms.splice(0) });
    if (errors.length > 0) throw new Error(`the pages threw ${errors.length} uncaught error(s):\n${errors.join("\n")}`);
  }, 60_000);
  afterAll(async () => {
    await closeAll({ contexts, rooms });
    await browser?.close();
    await server?.close();
  }, 60_000);
  return suite;
}

/**
 * The lobby's form, opened by a game card's "New table" (the lobby's first game's unless `game`): name, the
 * game's fields by label (e.g. { Players: "4" }), private;
 * `beforeCreate` runs on the filled form (a screenshot, a check). Creates the table and
 * returns its links, checking that the invite link is the address the host is on and the
 * watch link the same table's.
 */
export async function createTable(
  page: Page,
  base: string,
  {
    name,
    game,
    fields = {},
    beforeCreate,
  }: { name: string; game?: string; fields?: Record<string, string>; beforeCreate?: () => Promise<void> },
): Promise<TableLinks> {
  await page.goto(base);
  await page.getByLabel("Your name").fill(name);
  await page.locator(`[data-game-card="${game ?? gameIds[0]}"]`).getByRole("button", { name: "New table" }).click();
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByLabel("Private: by invite link only").check();
  await beforeCreate?.();
  await page.getByRole("button", { name: "Create table" }).click();
  await page.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/);
  const links = () => {
    const doc = (globalThis as any).document;
    return { address: String((globalThis as any).location.href), invite: doc.querySelector("[data-link=invite]")?.value ?? "", watch: doc.querySelector("[data-link=watch]")?.value ?? "" };
  };
  const { invite, watch } = await until(page, links, ({ address, invite, watch }) => {
    if (invite !== address) throw new Error(`the invite link ${invite} is not the host's address ${address}`);
    if (watch !== invite.replace("#/table/", "#/watch/")) throw new Error(`the watch link ${watch} does not match the invite link ${invite}`);
  }, { what: "the table's invite and watch links" });
  return { tableId: invite.split("/").pop()!, invite, watch };
}

/**
 * A private table of `game` that a program creates as `name` (the SDK's `create`; `create`
 * holds the rest of its message: `options`, `bots`, `clock`…), whose seat 0 the page then
 * takes by the seat's "continue on another device" link (docs/protocol.md, "Seat keys"): the
 * page is the host, in the waiting room, as if it had made the table. For tests whose subject
 * is what comes after; the lobby's form is the subject of those that create with createTable.
 */
export async function hostByKey(suite: BrowserSuite, page: Page, game: string, name: string, create: Record<string, unknown> = {}): Promise<TableLinks> {
  const host = suite.keep(await new Client(suite.server.url).create(game, { name, private: true, ...create }));
  // Registered as soon as the create resolves: the key comes in a message after it.
  const key = new Promise<string>((resolve) => host.onMessage("seat-key", (message: { key: string }) => resolve(message.key)));
  host.onMessage("*", () => undefined);
  const invite = `${suite.server.url}/#/table/${host.roomId}`;
  await page.goto(`${invite}/key/${encodeURIComponent(await key)}`);
  // The page drops the key from its address; the program's connection is closed (4011).
  const seated = () => ({
    address: String((globalThis as any).location.href),
    seat: (globalThis as any).document.querySelector(".seats .seat-mine")?.getAttribute("data-seat") ?? null,
    live: (globalThis as any).document.querySelector(".board-area:not(.offline)") !== null,
  });
  await until(page, seated, (now) => now.address === invite && now.seat === "0" && now.live, { what: `${name}'s page in seat 0 by its key` });
  return { tableId: host.roomId, invite, watch: invite.replace("#/table/", "#/watch/") };
}

/** Opens an invite link as a newcomer: the page asks a name once, then takes a seat. Returns the seat. */
export async function joinByInvite(page: Page, invite: string, name: string): Promise<number> {
  await page.goto(invite);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.waitForSelector(".seat-mine");
  return mySeat(page);
}

/**
 * Opens a watch link: a spectator, no seat. A browser that remembers no name is asked one,
 * which it leaves out (the chat shows "Spectator"); one that does watches at once.
 */
export async function watchTable(page: Page, watch: string): Promise<void> {
  await page.goto(watch);
  const first = page.locator(".role-badge:not([hidden]), form.join-form").first();
  await first.waitFor();
  if (await first.evaluate((node: any) => node.tagName === "FORM")) await page.getByRole("button", { name: "Watch the game" }).click();
  await page.waitForSelector(".role-badge:not([hidden])");
  const seat = await mySeat(page);
  if (seat !== -1) throw new Error(`a spectator sits in seat ${seat}`);
}

/** A newcomer on the invite link of a full table is offered to watch instead. */
export async function offeredToWatch(page: Page, invite: string, name: string): Promise<void> {
  await page.goto(invite);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Take a seat" }).click();
  await page.getByRole("button", { name: "Watch the game" }).waitFor();
}

/** Resolves once the room's state passes `test` (checked on every patch). */
export function untilState(room: Room, test: (state: any) => boolean, what: string, ms = 30_000): Promise<any> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      try {
        return test(room.state);
      } catch {
        return false;
      }
    };
    if (check()) return resolve(room.state);
    const timer = setTimeout(() => {
      room.onStateChange.remove(handler);
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    const handler = (): void => {
      if (!check()) return;
      clearTimeout(timer);
      room.onStateChange.remove(handler);
      resolve(room.state);
    };
    room.onStateChange(handler);
  });
}

/**
 * A private table of `game` made by programs: its host is the first of `names` (SDK `create`
 * with `options`), the others join as the invite link does, and it waits until every seat is
 * taken, by them or by the bots `options` asks for. Their rooms, host first, are left when
 * the test ends. Not started: a test may first open a page on it.
 */
export async function programTable(suite: BrowserSuite, game: string, names: readonly string[], options: Record<string, unknown> = {}): Promise<Room[]> {
  const host = await new Client(suite.server.url).create(game, { name: names[0], private: true, ...options });
  host.onMessage("*", () => undefined);
  const rooms = [suite.keep(host)];
  for (const name of names.slice(1)) rooms.push(await suite.player(host.roomId, name));
  await untilState(host, (s) => s.seats.every((seat: any) => (seat.occupant !== "" && seat.connected) || seat.bot !== ""), "every seat taken");
  return rooms;
}

/** The host starts its table; resolves once the game is on. */
export async function startBy(host: Room): Promise<void> {
  host.send("start", {});
  await untilState(host, (s) => s.phase === "playing" && s.board !== undefined, "the game to start");
}

/**
 * A started two-seat table of programmatic players, Ana its host and Bob: a game the pages
 * only watch or replay (its moves the test's), of the registry's first game two may play.
 */
export async function startedDuel(suite: BrowserSuite): Promise<{ tableId: string; seated: Room[] }> {
  const seated = await programTable(suite, aGame({ plays: 2 }).facts.id, ["Ana", "Bob"], { options: { seats: 2 } });
  await startBy(seated[0]);
  return { tableId: seated[0].roomId, seated };
}

// ----- reading a page ----------------------------------------------------------------------

/** A page that does not answer in this time is hung: fail with that, not the test's timeout. */
function bounded<T>(what: string, promise: Promise<T>, ms = 60_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: the page did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Waits for a state of the page, read whole: `read` runs in the page and reads every fact the
 * test asserts at once (one evaluate, so no fact is from another moment than the others), and
 * is read again until `holds` passes on one reading, which is returned. A page goes on
 * changing between two reads of its own (a clock ticks, a bot plays, a patch lands): a fact
 * read after another may already be about a later state. `holds` may be an expectation that
 * throws; a `read` that throws (an element not there yet) is a reading that does not hold.
 * With `holdFor`, the state must then stay so, every reading, for that long (a message that
 * must outlive an event). On timeout the error names `what`, the last reading and why it failed.
 */
export async function until<T, A = undefined>(
  page: Page,
  read: (arg: A) => T | Promise<T>,
  holds: (snapshot: T) => boolean | void,
  { what, arg, timeout = 20_000, holdFor = 0, every = 50 }: { what: string; arg?: A; timeout?: number; holdFor?: number; every?: number },
): Promise<T> {
  const deadline = Date.now() + timeout;
  let held: number | undefined;
  let last: { snapshot?: T; failure: string } = { failure: "not read yet" };
  for (;;) {
    const remaining = Math.max(deadline - Date.now(), 0) + holdFor;
    try {
      const snapshot = await bounded(what, page.evaluate(read as (arg: unknown) => T | Promise<T>, arg), Math.max(remaining, 10_000));
      last = { snapshot, failure: "" };
      if (holds(snapshot) === false) last.failure = "it does not hold";
    } catch (error) {
      last = { ...last, failure: error instanceof Error ? error.message : String(error) };
    }
    const now = Date.now();
    if (last.failure === "") {
      held ??= now;
      if (now - held >= holdFor) return last.snapshot as T;
    } else if (held !== undefined) {
      throw new Error(`${what}: held for ${now - held} ms of ${holdFor}, then ${last.failure}; last read ${JSON.stringify(last.snapshot)}`);
    } else if (now > deadline) {
      throw new Error(`${what}: not so within ${timeout / 1000} s: ${last.failure}; last read ${JSON.stringify(last.snapshot)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

export async function canvasLabels(page: Page): Promise<string[]> {
  return bounded("reading the canvas labels", page.$$eval(CANVAS_BUTTONS, (nodes) => nodes.map((node) => node.getAttribute("title") ?? "")));
}

/** The table is drawn (the shell marks its stage once the first frame of the table is drawn). */
export async function waitForTable(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForSelector(".stage[data-table-ready]", { timeout });
}

/** The plain facts the shell writes on the stage: phase, deal, turn, how many legal actions. */
export async function stageFacts(page: Page): Promise<{ phase: string; deal: number; turn: string; legal: number }> {
  return bounded(
    "reading the table",
    page.$eval(".stage", (node) => ({
      phase: node.getAttribute("data-phase") ?? "",
      deal: Number(node.getAttribute("data-deal") ?? 0),
      turn: node.getAttribute("data-turn") ?? "",
      legal: Number(node.getAttribute("data-legal") ?? 0),
    })),
  );
}

/** The seat this page plays, from the shell's seat list (-1 when not seated). */
export async function mySeat(page: Page): Promise<number> {
  const seat = await page.$eval(".seats", (list) => list.querySelector(".seat-mine")?.getAttribute("data-seat") ?? "-1");
  return Number(seat);
}

/** The game log in words, as the page shows it. */
export async function logLines(page: Page): Promise<string[]> {
  return bounded("reading the log", page.$$eval(".log-line", (lines) => lines.map((line) => line.textContent ?? "")));
}

/** Waits until a log line after the first `from` lines matches `pattern`. */
export async function newLogLine(page: Page, from: number, pattern: RegExp, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    ([source, flags, skip]) => Array.from(document.querySelectorAll(".log-line"), (n) => n.textContent ?? "").slice(skip).some((t) => new RegExp(source, flags).test(t)),
    [pattern.source, pattern.flags, from] as const,
    { timeout, polling: 100 },
  );
}

/** The shell's game-over card is up (the table's phase is "over"). */
export async function isOver(page: Page): Promise<boolean> {
  return (await page.$$('.board-overlay[data-phase="over"]:not([hidden])')).length > 0;
}

/**
 * Everything a page shows that could reveal a hand: labelled hand cards or exchange
 * buttons on the canvas. A spectator's must always be empty.
 */
export async function faceUpHandCards(page: Page): Promise<string[]> {
  return (await canvasLabels(page)).filter((label) => /^(Card |Carte |Give card |Donner la carte )/.test(label));
}

// ----- acting on a page ----------------------------------------------------------------------

/**
 * How a label is clicked: `mouse`, a real click at the button's centre (`force` skips
 * Playwright's wait for two identical animation frames: a still table draws none);
 * `enter`, the key on the focused button, as a keyboard player does (scattered pieces may
 * overlap a pointer's aim); `tap`, the click a screen reader sends to the accessible button
 * after checking it is the one on top at its centre.
 */
export type Press = "mouse" | "enter" | "tap";

export async function clickLabel(page: Page, label: string, how: Press = "mouse"): Promise<void> {
  const button = page.locator(`${CANVAS_BUTTONS}[title="${label.replace(/"/g, '\\"')}"]`).first();
  if (how === "enter") return button.press("Enter", { timeout: 15_000, noWaitAfter: true });
  if (how === "mouse") {
    // Pixi's accessibility layer lays its buttons out again whenever the table draws, and may
    // take one away and put it back: a forced click that finds it gone in between is made
    // again (it clicked nothing), as a person clicks the button where it shows now.
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        return await button.click({ timeout: Math.max(deadline - Date.now(), 1000), force: true, noWaitAfter: true });
      } catch (error) {
        if (Date.now() > deadline || !/Element is not visible|Element is outside of the viewport|not attached to the DOM/.test(String(error))) throw error;
        await page.waitForTimeout(50);
      }
    }
  }
  const onTop = await button.evaluate((node: any) => {
    node.scrollIntoView({ block: "center" });
    const r = node.getBoundingClientRect();
    return (globalThis as any).document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === node;
  });
  if (!onTop) throw new Error(`the button ${label} is covered by another`);
  await button.dispatchEvent("click");
}

/** Waits until the page's clickable labels differ from `before`; returns the new ones. */
export async function labelsChange(page: Page, before: readonly string[], timeout = 20_000): Promise<string[]> {
  const key = before.join("|");
  await page.waitForFunction(
    ([selector, previous]) => Array.from(document.querySelectorAll(selector), (n) => n.getAttribute("title")).join("|") !== previous,
    [CANVAS_BUTTONS, key] as const,
    { timeout, polling: 50 },
  );
  return canvasLabels(page);
}

/** Waits until some label on the page passes `test`; returns them all. */
export async function labelsWhere(page: Page, test: (labels: string[]) => boolean, what: string, timeout = 20_000): Promise<string[]> {
  const until = Date.now() + timeout;
  for (;;) {
    const labels = await canvasLabels(page);
    if (test(labels)) return labels;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}; labels ${JSON.stringify(labels)}`);
    await page.waitForTimeout(50);
  }
}
