/**
 * Web Push in the browser (docs/protocol.md, "Push"): the table's "Tell me when it's my turn"
 * asks for nothing until it is clicked, then subscribes through the service worker and sends the
 * subscription with the seat's key; the service worker shows a push as one notification with
 * its tag, and a click on it takes a tab of that table to the seat.
 *
 * Headless Chromium has no push service: its PushManager.subscribe fails. The page's
 * PushManager is stubbed (an init script) to answer with a subscription to the push service
 * stand-in, keeping what the page asked for (userVisibleOnly, the server's key); everything
 * after it is real: the POST, the server's push, its decryption by the stand-in. The push
 * reaches the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage).
 * The notification's click is dispatched in the worker by script: such an event carries no user
 * activation, so the browser lets it navigate a tab but not focus one or open a window; the
 * test checks the tab it navigates, and the address the handler asks to open when no tab is open.
 */
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import type { Page, Worker } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import { CLIENT_DIST } from "../support/browser-build.ts";
import * as ui from "../support/browser-table.ts";
import { PushServiceStandIn } from "../support/push-service.ts";
import { startServer } from "../support/start-server.ts";

const suite = ui.browserSuite("push", { server: false });
/** A game whose tables open with two seats. */
const GAME = aGame({ opens: 2 }).facts.id;
let standIn: PushServiceStandIn;
let server: TableServer;

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  server = await startServer({ clientDir: CLIENT_DIST, logLevel: "warn", push: { endpointHosts: [standIn.host], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: 60_000 } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

/** The page's PushManager and permission prompt, watched and stubbed before any script runs. */
function stubPush(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): void {
  const seen = ((globalThis as any).__push = { prompts: 0, asked: [] as unknown[] });
  const request = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = () => {
    seen.prompts += 1;
    return request();
  };
  (globalThis as any).PushManager.prototype.subscribe = async function (options: { userVisibleOnly: boolean; applicationServerKey: string }) {
    seen.asked.push(options);
    return { endpoint: subscription.endpoint, toJSON: () => ({ ...subscription, expirationTime: null }) };
  };
  // The page goes to the background when the test says (a headless page is always shown).
  let hidden = false;
  Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
  (globalThis as any).__hide = () => {
    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
  };
}

async function serviceWorker(page: Page): Promise<Worker> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent("serviceworker"));
}

test("subscribe after a click, a push shown as one tagged notification, and its click takes the table's tab to the seat", async () => {
  const phone = standIn.browser();
  const alice = await suite.page({ permissions: ["notifications"] });
  await alice.addInitScript(stubPush, phone.subscription);
  // A turn-based table (pushes are for those), Bob's; Alice comes by its invite link.
  const bob = await new (await import("@colyseus/sdk")).Client(server.url).create(GAME, { name: "Bob", pace: "turns", clock: 0 });
  bob.onMessage("*", () => undefined);
  const tableId = bob.roomId;
  const seat = await ui.joinByInvite(alice, `${server.url}/#/table/${tableId}`, "Alice");
  const watch = `${server.url}/#/watch/${tableId}`;

  // The offer is in the table's links panel; nothing was asked before the click.
  const offer = alice.getByRole("button", { name: en["push.offer"] });
  await offer.waitFor({ timeout: 20_000 });
  expect(await alice.evaluate(() => (globalThis as any).__push.prompts)).toBe(0);
  await serviceWorker(alice);
  await offer.click();
  await alice.getByText(en["push.on"]).waitFor({ timeout: 20_000 });
  await suite.shot(alice, "01-subscribed");

  const { publicKey } = await (await fetch(`${server.url}/api/push/key`)).json();
  const seen = await alice.evaluate(() => (globalThis as any).__push);
  expect(seen).toEqual({ prompts: 1, asked: [{ userVisibleOnly: true, applicationServerKey: publicKey }] });
  expect((await server.store.push.subscriptions(tableId, seat)).map((s) => s.endpoint)).toEqual([phone.subscription.endpoint]);

  // While the page is shown, the seat is not called; once it is hidden, it is.
  const call = () => server.push.notifier.call({ tableId, seat, kind: "turn", game: GAME, host: "Bob", names: ["Bob"] });
  expect(server.push.notifier.watched(tableId, seat)).toBe(true);
  const before = standIn.attempts;
  call();
  await server.push.notifier.flushAll();
  expect(standIn.attempts).toBe(before);
  await alice.evaluate(() => (globalThis as any).__hide());
  while (server.push.notifier.watched(tableId, seat)) await alice.waitForTimeout(50);
  // The server's push, as the stand-in decrypted it, goes to the service worker.
  call();
  await server.push.notifier.flushAll();
  const [push] = await standIn.received(phone, 1);
  const cdp = await alice.context().newCDPSession(alice);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  const shown = async () =>
    alice.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url })));
  // A push delivered while the worker is being started can be lost by the protocol: it is sent
  // again until the notification is there (the test's timeout says if it never is).
  const deliver = async () => {
    for (;;) {
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: server.url, registrationId, data: JSON.stringify(push.payload) });
      for (let look = 0; look < 50; look++) {
        const notifications = await shown();
        if (notifications.length > 0) return notifications;
      }
    }
  };
  const notifications = await deliver();
  // The words are the page's: it handed them to the worker when it subscribed.
  expect(notifications).toEqual([{ title: "Tablée", body: "Your turn at Bob's table: Frontline with Bob", tag: "tablee", url: `/#/table/${tableId}` }]);

  // A tab watching the table is taken to the seat by the click.
  await alice.goto(watch);
  const worker = await serviceWorker(alice);
  await clickNotification(worker);
  await alice.waitForURL(`${server.url}/#/table/${tableId}`, { timeout: 20_000 });

  // With no tab of that table open, the click opens the table's address.
  await alice.goto(server.url);
  await deliver();
  const opened = await clickNotification(worker, true);
  expect(opened).toBe(`${server.url}/#/table/${tableId}`);
  expect(suite.pageErrors).toEqual([]);
  await bob.leave(true);
}, ui.BROWSER_TEST_MS);

/**
 * Dispatches notificationclick for the shown notification in the worker, waiting for what its
 * handler waits for; `watchOpen` records the address the handler asks to open instead.
 */
function clickNotification(worker: Worker, watchOpen = false): Promise<string | null> {
  return worker.evaluate(async (watch) => {
    const sw = self as any;
    let opened: string | null = null;
    if (watch) sw.clients.openWindow = async (url: string) => void (opened = url);
    const [notification] = await sw.registration.getNotifications();
    const event = new sw.NotificationEvent("notificationclick", { notification });
    let work: Promise<unknown> = Promise.resolve();
    // A scripted event's own waitUntil throws (it is not trusted): the handler's work is kept here.
    Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => (work = promise) });
    sw.dispatchEvent(event);
    await work;
    return opened;
  }, watchOpen);
}
