import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import { request } from "node:http";
import type { TableServer } from "@tablee/server";
import type { TableCall } from "../../server/src/push/payload.ts";
import { IN_FLIGHT_PER_ADDRESS } from "../../server/src/push/lanes.ts";
import { SHUTDOWN_GRACE_MS } from "../../server/src/push/service.ts";
import { PushServiceStandIn, SilentPushService, type FakeBrowser } from "../support/push-service.ts";
import { fullTable, roomsOfEachTest, roundTrip, seatKeyOf, startServer } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * Pushes while somebody makes endpoints hang (docs/protocol.md, "Push"): an attacker
 * subscribes 40 endpoints that take connections and never answer, on an allowed host of their
 * own (127.0.0.2 here) or on the honest phone's push service (the stand-in, 127.0.0.1), and
 * their tables call them over and over. The honest phone is told within the digest's window
 * and 2 s, during the attack and after it; one phone whose endpoint hangs has one push under
 * way and then rests; and the server still stops within its grace.
 */
const DIGEST_MS = 300;
/** What docs/protocol.md promises an honest phone: the digest's window, then at most 2 s. */
const BOUND_MS = DIGEST_MS + 2_000;

let standIn: PushServiceStandIn;
let silent: SilentPushService;
let server: TableServer;
const open = roomsOfEachTest();

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  silent = await SilentPushService.start("127.0.0.2");
  server = await startServer({
    push: { endpointHosts: [standIn.host, silent.host], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: DIGEST_MS },
  });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await silent?.close();
  expect(standIn.faults).toEqual([]);
});

/** A turn-based table of two, every seat's key kept. */
async function table(): Promise<{ id: string; keys: string[] }> {
  const rooms = await fullTable(server, TWO, 2, { options: { seats: 2 }, pace: "turns", clock: 0 });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  return { id: rooms[0].roomId, keys: rooms.map((room) => seatKeyOf(room)!) };
}

/** POST /api/tables/<id>/push from a chosen address of 127.0.0.0/8. */
function subscribe(id: string, seatKey: string, subscription: FakeBrowser["subscription"], from: string): Promise<number> {
  const body = JSON.stringify({ seatKey, subscription });
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/tables/${id}/push`, {
      method: "POST",
      localAddress: from,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => (res.resume(), resolve(res.statusCode ?? 0)));
    req.on("error", reject);
    req.end(body);
  });
}

const turn = (tableId: string, seat: number): TableCall => ({ tableId, seat, kind: "turn", game: TWO, host: "Player 1", names: ["Player 2"] });

/** Calls the seat and answers how long its phone waited for the push. */
async function told(phone: FakeBrowser, call: TableCall): Promise<number> {
  const count = phone.pushes.length + 1;
  const started = Date.now();
  server.push.notifier.call(call);
  await standIn.received(phone, count);
  return Date.now() - started;
}

/**
 * An attacker's 40 endpoints that never answer (8 seats of 4 tables, 5 each, subscribed from
 * `from`), called every 300 ms: the honest phone on the stand-in is told within the bound
 * three times during the attack and once after it.
 */
async function underAttack(service: string, hanging: () => FakeBrowser["subscription"], from: string, hung: () => number): Promise<void> {
  const seats: { id: string; seat: number }[] = [];
  for (let t = 0; t < 4; t++) {
    const { id, keys } = await table();
    for (const seat of [0, 1]) {
      for (let i = 0; i < 5; i++) expect(await subscribe(id, keys[seat], hanging(), from)).toBe(201);
      seats.push({ id, seat });
    }
  }
  const honest = await table();
  const phone = standIn.browser();
  expect(await subscribe(honest.id, honest.keys[0], phone.subscription, "127.0.0.1")).toBe(201);

  const attack = setInterval(() => {
    for (const { id, seat } of seats) server.push.notifier.call(turn(id, seat));
  }, 300);
  try {
    await waitUntil(async () => hung() >= 4, "the attacker's pushes hanging");
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) waits.push(await told(phone, turn(honest.id, 0)));
    for (const wait of waits) expect(wait).toBeLessThan(BOUND_MS);
  } finally {
    clearInterval(attack);
  }
  expect(await told(phone, turn(honest.id, 0))).toBeLessThan(BOUND_MS);
  // Called over and over, an endpoint waits once at most: the attackers' backlog is theirs, and no longer than their endpoints.
  expect(server.push.notifier.waiting(service)).toBeLessThanOrEqual(seats.length * 5);
}

test("an attacker's endpoints on a push service that never answers delay no push of another service, during the attack or after", async () => {
  await underAttack(silent.host, () => silent.subscription(), "127.0.7.1", () => silent.open);
  // That service never holds more than one address's share of the server's sockets.
  expect(silent.mostAtOnce).toBeLessThanOrEqual(IN_FLIGHT_PER_ADDRESS);
}, 60_000);

test("an attacker's endpoints that never answer, on the honest phone's own push service, delay it by no more", async () => {
  const hanging = () => {
    const browser = standIn.browser();
    standIn.answer(browser, "silent");
    return browser.subscription;
  };
  await underAttack(standIn.host, hanging, "127.0.7.3", () => standIn.hanging);
}, 60_000);

test("one phone whose endpoint never answers has one push under way, and delays nobody on its push service", async () => {
  const a = await table();
  const b = await table();
  const hanging = standIn.browser();
  const phone = standIn.browser();
  standIn.answer(hanging, "silent");
  expect(await subscribe(a.id, a.keys[0], hanging.subscription, "127.0.0.1")).toBe(201);
  expect(await subscribe(b.id, b.keys[0], phone.subscription, "127.0.0.1")).toBe(201);

  // Twenty moves in two seconds at the hanging phone's table: one push leaves, the rest wait for its answer.
  for (let i = 0; i < 20; i++) {
    server.push.notifier.call(turn(a.id, 0));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(standIn.attemptsFor(hanging)).toBe(1);
  expect(await told(phone, turn(b.id, 0))).toBeLessThan(BOUND_MS);

  // Once its push is given up, the hanging endpoint rests: its seat plays and is called again,
  // with the other phone, and it is not tried again.
  await waitUntil(async () => standIn.hangingFor(hanging) === 0, "the hanging push given up");
  server.push.notifier.settled(a.id, 0);
  server.push.notifier.call(turn(a.id, 0));
  expect(await told(phone, turn(b.id, 0))).toBeLessThan(BOUND_MS);
  expect(standIn.attemptsFor(hanging)).toBe(1);
}, 60_000);

// Last: it stops the file's server.
test("the server stops within its grace while pushes hang", async () => {
  const { id, keys } = await table();
  for (let i = 0; i < 5; i++) expect(await subscribe(id, keys[1], silent.subscription(), "127.0.7.2")).toBe(201);
  const before = silent.connections;
  server.push.notifier.call(turn(id, 1));
  await waitUntil(async () => silent.connections >= before + 5, "the pushes under way");
  const started = Date.now();
  await server.close();
  expect(Date.now() - started).toBeLessThan(SHUTDOWN_GRACE_MS + 2_000);
}, 60_000);
