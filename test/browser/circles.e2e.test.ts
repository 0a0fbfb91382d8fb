/**
 * Circles of friends in real browsers (docs/protocol.md, "Circles" and "Push"): Ana, on her
 * laptop, makes a circle on her player page and an invite link (its QR code too); Bo opens the
 * link on his phone, makes his player there (Chromium's virtual authenticator) and joins; Cy
 * and Dee join by the same link through the HTTP API, with the software authenticator. Ana's
 * open page hears each arrival. Bo allows notifications once on his phone, sets quiet hours in
 * his time zone and mutes and unmutes his device; Cy and Dee allow theirs through the API.
 * Ana opens a new table for the circle from its page: every other member's device is pushed
 * (the push service stand-in decrypts what the server sends), Bo's service worker shows it in
 * words, and Bo's open page lists the table. Cy and Dee play a game to its end (SDK clients
 * playing legal moves, signed in), Cy one more against a bot: the pages show the finished
 * games with their replays and the standings with each rating's change, the bot apart; Cy's
 * player page lists his circle and his games. Ana removes Bo: his open page says so and asks
 * the server nothing more; the link, revoked, opens nothing. Ana leaves: the circle is Cy's.
 *
 * Headless Chromium has no push service: Bo's page's PushManager is stubbed (an init script) to
 * answer with a subscription to the stand-in; everything after it is real (push.e2e does the
 * same). Every new page: axe-core finds nothing, accessible names start with the visible
 * words, and no words are cut at 1280×800 and 390×844 in French, English and German. Pages
 * are opened at http://localhost:<port>: browsers take no IP address as a passkey's site.
 */
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import { Device } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { CLIENT_DIST } from "../support/browser-build.ts";
import { gameNameOf } from "../support/games/kit.ts";
import * as ui from "../support/browser-table.ts";
import { LAPTOP_1280, PHONE_390 } from "../support/layout-checks.ts";
import { virtualAuthenticator } from "../support/passkey-browser.ts";
import { focused, pageProblems, say, signUp, toPlayerPages, words } from "../support/player-pages.ts";
import { PushServiceStandIn, type FakeBrowser } from "../support/push-service.ts";
import { keepSeatKey, PROGRAMS_AT_FULL_SPEED, quiet, startServer, waitForState } from "../support/server-harness.ts";
import { autoPlay } from "../support/table-play.ts";

const suite = ui.browserSuite("circles", { server: false });
/** The table Ana opens for the circle: a game of two. */
const OPENED = aGame({ opens: 2 }).facts.id;
/** The games Cy and Dee play to the end: the tests' own, short. */
const SHORT = aGame({ added: true, plays: 2 }).facts.id;
const CIRCLE = "Friday games";
/** Bo's phone's time zone, where his quiet hours are kept. */
const ZONE = "Europe/Zurich";

let standIn: PushServiceStandIn;
let server: TableServer;
const rooms: Room[] = [];

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  server = await startServer({
    clientDir: CLIENT_DIST,
    logLevel: "warn",
    limits: PROGRAMS_AT_FULL_SPEED,
    push: { endpointHosts: [standIn.host], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: 100 },
  });
}, 60_000);
afterAll(async () => {
  for (const room of rooms) if (room.connection?.isOpen) await room.leave(true).catch(() => undefined);
  await server?.close();
  await standIn?.close();
  expect(standIn?.faults ?? []).toEqual([]);
});

/** The page's PushManager and permission prompt, stubbed before any script runs (push.e2e's). */
function stubPush(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): void {
  (globalThis as any).PushManager.prototype.subscribe = async function () {
    return { endpoint: subscription.endpoint, toJSON: () => ({ ...subscription, expirationTime: null }) };
  };
}

/** A device of the API's on an address of its own, a player, its phone allowed for every table of theirs. */
async function apiMember(name: string, from: string, invite: string): Promise<{ device: Device; phone: FakeBrowser }> {
  const device = new Device(server.url, from);
  expect((await device.register(name)).answer.status).toBe(201);
  expect((await device.send("POST", "/api/circles/join", { invite })).body).toMatchObject({ joined: true });
  const phone = standIn.browser();
  expect((await device.send("POST", "/api/me/push", { subscription: phone.subscription })).status).toBe(201);
  return { device, phone };
}

/** The SDK as a signed-in page: the session cookie rides on its matchmaking requests. */
const signedSdk = (device: Device): Client => new Client(server.url, { headers: { cookie: device.cookie } });

/** The names in a circle page's member list, as shown (with their tags). */
const memberNames = (page: Page) => page.locator(".circle-members .player-item-name").allInnerTexts();

/** Waits until the page's member list holds `count` members (the page hears of them by itself). */
async function untilMembers(page: Page, count: number): Promise<void> {
  await page.locator(".circle-members [data-member]").nth(count - 1).waitFor({ timeout: 20_000 });
  await page.waitForFunction((n) => (globalThis as any).document.querySelectorAll(".circle-members [data-member]").length === n, count, { timeout: 20_000 });
}

/** A whole game of the short one at a circle's table, by two signed-in SDK clients, or one and an easy bot. */
async function playToEnd(host: Device, circle: string, guest: Device | null): Promise<string> {
  const table = keepSeatKey(quiet(await signedSdk(host).create(SHORT, { name: "Cy", circle, private: true, ...(guest === null ? { bots: ["easy"] } : {}) })));
  rooms.push(table);
  const seats = [autoPlay(table, 0, `${table.roomId}-0`)];
  if (guest !== null) {
    const other = keepSeatKey(quiet(await signedSdk(guest).joinById(table.roomId, { name: "Dee" })));
    rooms.push(other);
    seats.push(autoPlay(other, 1, `${table.roomId}-1`));
  }
  await waitForState(table, (s: any) => s.seats.every((seat: any) => seat.occupant !== "" || seat.bot !== ""), "every seat taken");
  table.send("start", {});
  await Promise.all(seats.map((seat) => seat.finished));
  return table.roomId;
}

/** The service worker's notifications after `payload` was pushed to it, sent again until one shows (push.e2e's way). */
async function deliverToWorker(page: Page, origin: string, payload: unknown): Promise<{ title: string; body: string }[]> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  for (;;) {
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
    for (let look = 0; look < 50; look++) {
      const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })));
      if (shown.length > 0) return shown;
    }
  }
}

/** "HH:MM" an hour or more away from now in `zone`: quiet hours that hold nothing during the test. */
function hoursFromNow(zone: string, hours: number): string {
  const now = Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(Date.now()));
  return `${String((now + hours) % 24).padStart(2, "0")}:00`;
}

/** A rating's change as the page writes it in English. */
const change = (n: number) => new Intl.NumberFormat("en", { maximumFractionDigits: 1, minimumFractionDigits: 1, signDisplay: "exceptZero" }).format(n);

describe("a circle of four", () => {
  let site: string;
  let ana: Page;
  let bo: Page;
  let boPhone: FakeBrowser;
  let circleId: string;
  let inviteUrl: string;
  let cy: { device: Device; phone: FakeBrowser };
  let dee: { device: Device; phone: FakeBrowser };
  /** The table Ana opened for the circle. */
  let anaTable: string;

  test(
    "Ana makes the circle and its invite link; Bo joins by the link on his phone, making his player first; Cy and Dee join too, and Ana's open page hears each",
    async () => {
      site = ui.onLocalhost(server.url);
      ana = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
      await virtualAuthenticator(ana);
      await signUp(ana, site, "Ana");

      // ---- her player page: a new circle by its name, and its page opens
      await toPlayerPages(ana, true);
      await ana.locator(".me-circles .empty", { hasText: words["circles.none"] }).waitFor();
      await ana.getByLabel(words["circles.newName"]).fill(CIRCLE);
      await ana.getByRole("button", { name: words["circles.create"] }).click();
      await ana.waitForURL(/#\/circle\/[A-Za-z0-9_-]{16}$/);
      circleId = ana.url().split("/").pop()!;
      await ana.locator("#circle-title", { hasText: CIRCLE }).waitFor();
      expect(await focused(ana)).toBe("circle-title");
      expect(await memberNames(ana)).toEqual([`Ana ${words["circle.creator"]} ${words["circle.you"]}`]);
      expect(await ana.locator(".circle-tables .empty").innerText()).toBe(words["circle.tablesNone"]);

      // ---- an invite link for a week (the default), its QR code, listed among the open links
      expect(await ana.getByLabel(words["circle.inviteLifetime"]).inputValue()).toBe("168");
      await ana.getByRole("button", { name: words["circle.inviteMake"] }).click();
      await ana.locator("#circle-invite-link").waitFor();
      inviteUrl = await ana.locator("#circle-invite-link").inputValue();
      expect(inviteUrl).toMatch(new RegExp(`^${site}/#/circle-invite/[A-Za-z0-9_-]{22}$`));
      expect(await focused(ana)).toBe("circle-invite-link");
      // The QR code is drawn once its encoder (a chunk) has come.
      await ana.waitForFunction(() => (globalThis as any).document.querySelector(".circle-invite-link .link-qr")?.width > 0);
      expect(await ana.locator("#circle-invite-until").innerText()).toMatch(/^It works until .+\.$/);
      await ana.locator(".circle-invites [data-invite]").waitFor();
      expect(await ana.locator(".circle-invites [data-invite]").count()).toBe(1);
      expect(await pageProblems(ana, "circle page")).toEqual([]);
      await suite.shot(ana, "01-circle-page");
      const invite = inviteUrl.split("/").pop()!;

      // ---- Bo opens the link on his phone: which circle, and a player first
      boPhone = standIn.browser();
      bo = await suite.page({ ...PHONE_390, ...ui.STILL, permissions: ["notifications"], timezoneId: ZONE });
      await bo.addInitScript(stubPush, boPhone.subscription);
      await virtualAuthenticator(bo);
      await bo.goto(inviteUrl);
      await bo.locator("#circle-join-title", { hasText: say("circle.joinTitle", { circle: CIRCLE }) }).waitFor();
      expect(await focused(bo)).toBe("circle-join-title");
      expect(await bo.locator(".circle-join .player-intro").innerText()).toBe(say("circle.joinText", { count: 1 }));
      await bo.locator(".circle-join-need").waitFor();
      expect(await bo.getByRole("button", { name: say("circle.joinGo", { circle: CIRCLE }) }).isVisible()).toBe(false);
      expect(await pageProblems(bo, "invite page, signed out")).toEqual([]);
      await suite.shot(bo, "02-invite-signed-out");
      await bo.getByLabel(words["keep.nameLabel"]).fill("Bo");
      await bo.getByRole("button", { name: words["keep.create"] }).click();
      const join = bo.getByRole("button", { name: say("circle.joinGo", { circle: CIRCLE }) });
      await join.waitFor({ timeout: 20_000 });
      expect(await bo.locator(".circle-join .player-status").innerText()).toBe(say("player.welcome", { name: "Bo" }));
      expect(await focused(bo)).toBe(`button: ${say("circle.joinGo", { circle: CIRCLE })}`);
      expect(await bo.locator(".circle-join-forms").isVisible()).toBe(false);
      await join.click();
      await bo.waitForURL(`${site}/#/circle/${circleId}`);
      await bo.locator("#circle-title", { hasText: CIRCLE }).waitFor();
      expect(await memberNames(bo)).toEqual([`Ana ${words["circle.creator"]}`, `Bo ${words["circle.you"]}`]);
      // The used link left the history: back does not open it again.
      await bo.goBack();
      expect(bo.url()).not.toContain("circle-invite");
      await bo.goto(`${site}/#/circle/${circleId}`);
      await bo.locator("#circle-title", { hasText: CIRCLE }).waitFor();

      // ---- Ana's page, open all along, hears of Bo; then of Cy and Dee, who join through the API
      await untilMembers(ana, 2);
      cy = await apiMember("Cy", "127.0.13.1", invite);
      dee = await apiMember("Dee", "127.0.13.2", invite);
      await untilMembers(ana, 4);
      expect(await memberNames(ana)).toEqual([`Ana ${words["circle.creator"]} ${words["circle.you"]}`, "Bo", "Cy", "Dee"]);
      // The creator removes members: a button for each other member, named for them.
      expect(await ana.locator(".circle-members").getByRole("button", { name: say("circle.removeLabel", { name: "Bo" }) }).count()).toBe(1);
      expect(await bo.locator(".circle-members button").count()).toBe(0);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "Bo allows notifications once on his phone, sets quiet hours in his time zone, mutes and unmutes it",
    async () => {
      await bo.getByRole("link", { name: words["circle.toPlayer"] }).click();
      await bo.locator("#me-title").waitFor();
      // His circle is listed, with its members.
      const listed = bo.locator(`.me-circles-list [data-circle="${circleId}"]`);
      await listed.waitFor();
      expect(await listed.innerText()).toContain(say("circles.members", { count: 4 }));
      await bo.locator(".me-push-here", { hasText: words["notify.notHere"] }).waitFor();
      await bo.getByRole("button", { name: words["notify.allow"] }).click();
      await bo.locator(".me-push .player-status", { hasText: words["notify.allowed"] }).waitFor({ timeout: 20_000 });
      expect(await focused(bo)).toBe(`button: ${words["notify.stop"]}`);
      const row = bo.locator('.me-push-devices [data-current="true"]');
      await row.waitFor();
      expect(await row.locator(".player-item-name").innerText()).toBe(words["me.thisDevice"]);

      // ---- quiet hours, in the phone's time zone, that hold nothing while the test runs
      const [from, to] = [hoursFromNow(ZONE, 2), hoursFromNow(ZONE, 3)];
      await bo.getByLabel(words["notify.quietOn"]).check();
      await bo.getByLabel(words["notify.from"], { exact: true }).fill(from);
      await bo.getByLabel(words["notify.to"], { exact: true }).fill(to);
      await bo.getByRole("button", { name: words["notify.save"] }).click();
      await bo.locator(".me-quiet .player-status", { hasText: say("notify.quietSet", { from, to }) }).waitFor();
      expect(await bo.locator("#me-quiet-zone").innerText()).toBe(say("notify.zone", { zone: ZONE }));

      // ---- muted, then told again: the server's answer is what the list shows
      await row.getByRole("button", { name: words["notify.mute"] }).click();
      await bo.locator('.me-push-devices [data-current="true"][data-muted="true"]').waitFor();
      expect(await bo.locator('.me-push-devices [data-current="true"] [aria-pressed="true"]').count()).toBe(1);
      expect(await focused(bo)).toBe(`button: ${words["notify.mute"]}`);
      expect(await pageProblems(bo, "player page with circles and notifications")).toEqual([]);
      await suite.shot(bo, "03-bo-notifications");
      await bo.locator('.me-push-devices [data-current="true"]').getByRole("button", { name: words["notify.mute"] }).click();
      await bo.locator('.me-push-devices [data-current="true"][data-muted="false"]').waitFor();

      // ---- read again from the server: the same device, the same quiet hours
      await bo.reload();
      await bo.locator(".me-push-here", { hasText: words["notify.here"] }).waitFor();
      expect(await bo.getByLabel(words["notify.quietOn"]).isChecked()).toBe(true);
      expect(await bo.getByLabel(words["notify.from"], { exact: true }).inputValue()).toBe(from);
      expect(await bo.getByLabel(words["notify.to"], { exact: true }).inputValue()).toBe(to);
      expect(await bo.locator(".me-push-devices [data-device]").count()).toBe(1);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "Ana opens a new table for the circle: every other member's device is pushed, Bo's shows it in words, Bo's open page lists it, and its offer of notifications says Bo's device is told",
    async () => {
      await bo.goto(`${site}/#/circle/${circleId}`);
      await bo.locator("#circle-title", { hasText: CIRCLE }).waitFor();
      await bo.locator(".circle-tables .empty").waitFor();

      await ana.getByRole("button", { name: words["circle.newOpen"] }).click();
      expect(await focused(ana)).toBe("circle-new-title");
      await ana.getByLabel(words["circle.newGame"], { exact: true }).selectOption(OPENED);
      await ana.getByLabel(en["pace.label"], { exact: true }).selectOption("turns");
      expect(await pageProblems(ana, "new table form")).toEqual([]);
      // The choices made survive the languages the checks went through.
      expect(await ana.getByLabel(words["circle.newGame"], { exact: true }).inputValue()).toBe(OPENED);
      expect(await ana.getByLabel(en["pace.label"], { exact: true }).inputValue()).toBe("turns");
      await suite.shot(ana, "04-new-table-form");
      await ana.getByRole("button", { name: en["lobby.createButton"] }).click();
      await ana.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
      const tableId = ana.url().split("/").pop()!;
      anaTable = tableId;
      await ana.locator(".seat-mine").waitFor({ timeout: 30_000 });

      // ---- each other member's device: one push, its table, the circle's name
      const expected = { tag: "tablee", url: `/#/table/${tableId}`, tables: [{ id: tableId, kind: "circle", game: OPENED, host: "Ana", names: [], circle: CIRCLE }] };
      for (const phone of [boPhone, cy.phone, dee.phone]) expect((await standIn.received(phone, 1))[0].payload).toEqual(expected);
      // Bo's service worker shows it in the words his page handed it.
      const shown = await deliverToWorker(bo, site, expected);
      expect(shown).toEqual([{ title: "Tablée", body: say("push.circle", { host: "Ana", circle: CIRCLE, game: gameNameOf(OPENED) }) }]);

      // ---- Bo's page, open all along, lists it: whose table, the seat free, its pace
      const row = bo.locator(`.circle-tables [data-table="${tableId}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.locator(".table-game").innerText()).toBe(`${gameNameOf(OPENED)} · ${say("join.tableOf", { host: "Ana" })}`);
      expect(await row.locator(".table-seats").innerText()).toMatch(new RegExp(`^${say("circle.tableWaiting", { count: 1 })} · turn-based, 1 day a move$`));
      expect(await row.getByRole("link", { name: words["circle.open"] }).getAttribute("href")).toBe(`/#/table/${tableId}`);
      await suite.shot(bo, "05-bo-table-listed");

      // ---- Bo takes the free seat from there: signed in, the table's offer says his device is told of every table of his
      // This browser knows his name (his player's): the seat is taken at once.
      await row.getByRole("link", { name: words["circle.open"] }).click();
      await bo.locator(".seat-mine").waitFor({ timeout: 30_000 });
      expect(await ui.mySeat(bo)).toBe(1);
      await bo.locator(".push-offer .push-status", { hasText: en["push.onPlayer"] }).waitFor({ timeout: 20_000 });
      expect(await bo.getByRole("button", { name: en["push.offer"] }).count()).toBe(0);
      await bo.goBack();
      await bo.locator(`.circle-tables [data-table="${tableId}"] .table-seats`, { hasText: words["circle.tableReady"] }).waitFor({ timeout: 20_000 });
      // Ana goes back to the circle's page.
      await ana.goBack();
      await ana.locator(`.circle-tables [data-table="${tableId}"]`).waitFor({ timeout: 20_000 });
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "finished games land on the open pages with their replays and the standings with each rating's change, the bot apart; Cy's player page lists his circle and games",
    async () => {
      // Bo's keyboard rests on the way into Ana's table while the list changes around it.
      await bo.locator(`.circle-tables [data-table="${anaTable}"] [data-action="open-table"]`).focus();
      const rated = await playToEnd(cy.device, circleId, dee.device);
      const withBot = await playToEnd(cy.device, circleId, null);
      const page = (await cy.device.send("GET", `/api/circles/${circleId}`)).body;
      const standing = page.standings.find((s: any) => s.game === SHORT);
      const cyLine = standing.players.find((p: any) => p.name === "Cy");
      const deeLine = standing.players.find((p: any) => p.name === "Dee");

      // ---- Bo's page, open all along: both games, newest first, the bot's unrated
      for (const id of [rated, withBot]) await bo.locator(`.circle-games [data-table="${id}"]`).waitFor({ timeout: 20_000 });
      expect(await bo.locator(".circle-games [data-table]").evaluateAll((rows: any[]) => rows.map((r) => [r.dataset.table, r.dataset.rated]))).toEqual([
        [withBot, "false"],
        [rated, "true"],
      ]);
      const ratedRow = bo.locator(`.circle-games [data-table="${rated}"]`);
      expect(await ratedRow.getByRole("link", { name: words["lobby.replay"] }).getAttribute("href")).toBe(`/#/replay/${rated}/1`);
      expect(await ratedRow.locator(".table-host").innerText()).toContain(change(page.games.find((g: any) => g.table === rated).seats[0].change));
      expect(await bo.locator(`.circle-games [data-table="${withBot}"] .table-seats`).innerText()).toBe(words["circle.notRated"]);
      expect(await bo.locator(".circle-tables [data-table]").count()).toBe(3);
      expect(await bo.evaluate(() => (globalThis as any).document.activeElement?.closest("[data-table]")?.dataset.table)).toBe(anaTable);

      // ---- the standings: Cy and Dee with their games, wins, rating and its last change; the bot apart
      const table = bo.locator(`.circle-standing[data-game="${SHORT}"]`);
      await table.locator(`tr[data-member]`).nth(1).waitFor({ timeout: 20_000 });
      const rows = await table.locator("tbody tr").evaluateAll((trs: any[]) => trs.map((tr) => [...tr.children].map((cell: any) => cell.textContent)));
      const line = (p: any) => [p.name, String(p.games), String(p.wins), new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(p.rating.ordinal), change(p.change)];
      expect(rows).toEqual(standing.players.map(line));
      expect(rows.map((r: string[]) => r[0]).sort()).toEqual(["Cy", "Dee"]);
      expect(cyLine.games).toBe(1);
      // A game between equals moves both ratings (a win, a loss or a draw: each is surer of them).
      expect(cyLine.change).not.toBe(0);
      expect(deeLine.change).not.toBe(0);
      expect(await table.locator(".circle-bots").innerText()).toBe(
        `${words["circle.bots"]} ${say("circle.botLine", { level: en["lobby.level.easy"], games: say("circle.games", { count: 1 }), wins: say("circle.wins", { count: standing.bots[0].wins }) })}`,
      );
      await suite.shot(bo, "06-bo-standings");
      await ana.locator(`.circle-standing[data-game="${SHORT}"] tbody tr`).nth(1).waitFor({ timeout: 20_000 });
      expect(await pageProblems(ana, "circle page with tables, games and standings")).toEqual([]);
      await suite.shot(ana, "07-ana-standings");

      // ---- Cy's player page (his session in a browser): his circle, his standing, his games
      const cyPage = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
      await cyPage.context().addCookies([{ name: "tablee_session", value: cy.device.cookies.get("tablee_session")!, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
      await cyPage.goto(`${site}/#/player`);
      await cyPage.locator(`.me-circles-list [data-circle="${circleId}"]`).waitFor({ timeout: 20_000 });
      expect(await cyPage.locator(`.me-circles-list [data-circle="${circleId}"] a`).getAttribute("href")).toBe(`/#/circle/${circleId}`);
      const mine = cyPage.locator(`.me-circle-standings [data-game="${SHORT}"]`);
      await mine.waitFor();
      expect(await mine.innerText()).toBe(
        say("circles.standing", {
          game: gameNameOf(SHORT),
          circle: CIRCLE,
          games: say("circle.games", { count: 1 }),
          wins: say("circle.wins", { count: cyLine.wins }),
          rating: new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(cyLine.rating.ordinal),
          change: change(cyLine.change),
        }),
      );
      expect(await cyPage.locator(".me-circle-games [data-table]").evaluateAll((rows: any[]) => rows.map((r) => r.dataset.table))).toEqual([withBot, rated]);
      expect(await pageProblems(cyPage, "player page with games in circles")).toEqual([]);
      await suite.shot(cyPage, "07b-cy-player-page");
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "Ana removes Bo after a clear question: his open page says so and asks nothing more; the link, revoked, opens nothing; Ana leaves, Cy keeps the circle",
    async () => {
      const asked: string[] = [];
      bo.on("request", (request) => {
        if (request.url().includes(`/api/circles/${circleId}`)) asked.push(request.url());
      });
      const remove = ana.locator(".circle-members").getByRole("button", { name: say("circle.removeLabel", { name: "Bo" }) });
      await remove.click();
      const dialog = ana.getByRole("dialog", { name: say("circle.removeTitle", { name: "Bo", circle: CIRCLE }) });
      expect(await dialog.locator(".dialog-text").innerText()).toBe(say("circle.removeText", { name: "Bo" }));
      expect(await focused(ana)).toBe(`button: ${words["circle.removeKeep"]}`);
      expect(await axeViolations(ana)).toEqual([]);
      await suite.shot(ana, "08-remove-question");
      await dialog.getByRole("button", { name: words["circle.removeKeep"] }).click();
      expect(await dialog.count()).toBe(0);
      expect(await focused(ana)).toBe(`button: ${words["circle.remove"]}`);
      await remove.click();
      await ana.getByRole("dialog").getByRole("button", { name: words["circle.removeGo"] }).click();
      await ana.locator(".circle-members-panel .player-status", { hasText: say("circle.removed", { name: "Bo" }) }).waitFor();
      expect(await focused(ana)).toBe("circle-members-title");
      expect(await memberNames(ana)).toEqual([`Ana ${words["circle.creator"]} ${words["circle.you"]}`, "Cy", "Dee"]);

      // ---- Bo's open page says so, with the focus on it
      const gone = bo.locator(".circle-gone .player-intro", { hasText: say("circle.gone", { circle: CIRCLE }) });
      await gone.waitFor({ timeout: 20_000 });
      expect(await focused(bo)).toBe(`p: ${say("circle.gone", { circle: CIRCLE })}`);
      expect(await bo.locator(".circle-tables, .circle-games, .circle-standings").count()).toBe(0);
      expect(await axeViolations(bo)).toEqual([]);
      await suite.shot(bo, "09-bo-removed");
      // ---- news that Ana's page hears (Dee leaves) makes Bo's ask nothing
      const before = asked.length;
      expect((await dee.device.send("DELETE", `/api/circles/${circleId}/members/me`)).status).toBe(204);
      await untilMembers(ana, 2);
      expect(asked.length).toBe(before);

      // ---- Ana revokes the link: the list is empty, and the link opens nothing
      await ana.locator(".circle-invites").getByRole("button", { name: words["circle.revoke"] }).click();
      await ana.locator(".circle-invite .player-status", { hasText: words["circle.revoked"] }).waitFor();
      expect(await focused(ana)).toBe("circle-invite-title");
      expect(await ana.locator(".circle-invites [data-invite]").count()).toBe(0);
      expect(await ana.locator("#circle-invite-link").isVisible()).toBe(false);
      await bo.goto(inviteUrl);
      await bo.locator(".circle-join .player-intro", { hasText: words["account.bad-invite"] }).waitFor();
      expect(await bo.getByRole("button", { name: say("circle.joinGo", { circle: CIRCLE }) }).isVisible()).toBe(false);

      // ---- Ana, its creator, leaves after a question that says what follows: Cy keeps it
      await ana.getByRole("button", { name: words["circle.leave"] }).click();
      const leaving = ana.getByRole("dialog", { name: say("circle.leaveTitle", { circle: CIRCLE }) });
      expect(await leaving.locator(".dialog-text").innerText()).toBe(words["circle.leaveCreator"]);
      expect(await focused(ana)).toBe(`button: ${words["circle.leaveStay"]}`);
      await leaving.getByRole("button", { name: words["circle.leaveGo"] }).click();
      await ana.locator(".player-said:not([hidden])", { hasText: say("circle.left", { circle: CIRCLE }) }).waitFor({ timeout: 20_000 });
      expect(await focused(ana)).toBe(`p: ${say("circle.left", { circle: CIRCLE })}`);
      const left = (await cy.device.send("GET", `/api/circles/${circleId}`)).body;
      expect(left.members.map((m: any) => [m.name, m.creator])).toEqual([["Cy", true]]);
    },
    ui.BROWSER_TEST_MS,
  );
});
