import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { createTableServer, type TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import type { TableCall } from "../../server/src/push/payload.ts";
import { PushServiceStandIn, type FakeBrowser } from "../support/push-service.ts";
import { freshDataDir, fullTable, roomsOfEachTest, roundTrip, seatKeyOf, startServer, waitForState } from "../support/server-harness.ts";
import { viewsOf } from "../support/table-play.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * Web Push over a real server (docs/protocol.md, "Push"): a seat's holder subscribes with the
 * seat's key, and the push service stand-in receives each push, checks its VAPID token and
 * decrypts it as the browser would. What the server refuses changes nothing.
 */
let standIn: PushServiceStandIn;
let server: TableServer;
const open = roomsOfEachTest();
const PER_ADDRESS = 12;

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  server = await startServer({
    push: { endpointHosts: [standIn.host, "fcm.googleapis.com"], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: 60_000 },
    limits: { pushPerAddress: PER_ADDRESS },
  });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  expect(standIn.faults).toEqual([]);
});

async function table(seats = 2): Promise<{ id: string; rooms: Room[]; keys: string[] }> {
  const rooms = await fullTable(server, TWO, seats, { options: { seats }, pace: "turns", clock: 0 });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  return { id: rooms[0].roomId, rooms, keys: rooms.map((room) => seatKeyOf(room)!) };
}

function post(id: string, body: unknown, method = "POST"): Promise<{ status: number; body: any }> {
  return fetch(`${server.url}/api/tables/${id}/push`, { method, headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) }).then(
    async (res) => ({ status: res.status, body: await res.json() }),
  );
}

const subscriptions = async (id: string, seat: number) => server.store.push.subscriptions(id, seat);

/** Subscribes a browser to a seat, as the page does; the server must take it. */
async function subscribe(id: string, seatKey: string, browser: FakeBrowser): Promise<void> {
  const answer = await post(id, { seatKey, subscription: browser.subscription });
  expect(answer.status).toBe(201);
}

const turn = (tableId: string, seat: number, kind: TableCall["kind"] = "turn"): TableCall => ({ tableId, seat, kind, game: TWO, host: "Player 1", names: ["Player 2"] });

/** Calls the seats, then sends at once what the digest would have sent at the end of its window. */
async function callAndSend(...calls: TableCall[]): Promise<void> {
  for (const c of calls) server.push.notifier.call(c);
  await server.push.notifier.flushAll();
}

test("a seat's holder subscribes with the seat's key and is told, in a push only their browser can read", async () => {
  const { id, keys } = await table();
  const phone = standIn.browser();
  const answer = await post(id, { seatKey: keys[1], subscription: phone.subscription });
  expect(answer).toEqual({ status: 201, body: { seat: 1 } });

  await callAndSend(turn(id, 1));
  const [push] = await standIn.received(phone, 1);
  const { publicKey } = await (await fetch(`${server.url}/api/push/key`)).json();
  expect(push.vapidKey).toBe(publicKey);
  expect(push.payload).toEqual({ tag: "tablee", url: `/#/table/${id}`, tables: [{ id, kind: "turn", game: TWO, host: "Player 1", names: ["Player 2"] }] });
  expect(push).toMatchObject({ urgency: "high", topic: "tablee" });
  expect(push.ttl).toBeGreaterThan(0);
});

test("a subscription is told about its own seat only, and never appears in what the table or its HTTP answers show", async () => {
  const { id, rooms, keys } = await table();
  const first = standIn.browser();
  const second = standIn.browser();
  await subscribe(id, keys[0], first);
  await subscribe(id, keys[1], second);
  await callAndSend(turn(id, 0));
  await standIn.received(first, 1);
  expect(second.pushes).toEqual([]);

  const summary = await (await fetch(`${server.url}/api/tables/${id}`)).text();
  const state = JSON.stringify(rooms[1].state.toJSON());
  for (const seen of [summary, state]) {
    expect(seen).not.toContain(first.subscription.endpoint);
    expect(seen).not.toContain(first.subscription.keys.auth);
  }
});

test("refused, changing nothing: a spectator, a wrong key, another table's key", async () => {
  const { id } = await table();
  const other = await table();
  const phone = standIn.browser();
  const answers = [
    await post(id, { subscription: phone.subscription }),
    await post(id, { seatKey: "A".repeat(43), subscription: phone.subscription }),
    await post(id, { seatKey: other.keys[0], subscription: phone.subscription }),
    await post("no-such-table", { seatKey: other.keys[0], subscription: phone.subscription }),
  ];
  expect(answers.map((a) => [a.status, a.body.code])).toEqual([[403, "seat-key-needed"], [403, "wrong-seat-key"], [403, "wrong-seat-key"], [404, "not-found"]]);
  for (const answer of answers) expect(answer.body.message).toEqual(expect.any(String));
  expect([...(await subscriptions(id, 0)), ...(await subscriptions(id, 1))]).toEqual([]);
});

test("refused, changing nothing: forged, oversized or malformed subscriptions, endpoints off the allow list or plain http", async () => {
  const { id, keys } = await table();
  const { subscription } = standIn.browser();
  const forgedPoint = Buffer.alloc(65, 9);
  forgedPoint[0] = 4;
  const cases: [unknown, number, string][] = [
    [{ seatKey: keys[0], subscription: { ...subscription, keys: { ...subscription.keys, p256dh: forgedPoint.toString("base64url") } } }, 400, "bad-subscription"],
    [{ seatKey: keys[0], subscription: { ...subscription, keys: { ...subscription.keys, auth: "c2hvcnQ" } } }, 400, "bad-subscription"],
    [{ seatKey: keys[0], subscription: { endpoint: subscription.endpoint } }, 400, "bad-subscription"],
    [{ seatKey: keys[0], subscription, seat: 1 }, 400, "bad-subscription"],
    [{ seatKey: keys[0], subscription: { ...subscription, endpoint: `${subscription.endpoint}/${"x".repeat(3000)}` } }, 413, "body-too-large"],
    [{ seatKey: keys[0], subscription: { ...subscription, endpoint: "https://push.evil.example/x" } }, 400, "endpoint-refused"],
    [{ seatKey: keys[0], subscription: { ...subscription, endpoint: subscription.endpoint.replace("https:", "http:") } }, 400, "endpoint-refused"],
    ["{not json", 400, "bad-subscription"],
  ];
  for (const [body, status, code] of cases) {
    const answer = await post(id, body);
    expect([status, code]).toEqual([answer.status, answer.body.code]);
  }
  expect(await subscriptions(id, 0)).toEqual([]);
});

test("a seat keeps its five newest subscriptions, and an address has a budget for all its seats", async () => {
  const { id, keys } = await table();
  const phones = Array.from({ length: 6 }, () => standIn.browser());
  for (const phone of phones) expect((await post(id, { seatKey: keys[0], subscription: phone.subscription })).status).toBe(201);
  const kept = (await subscriptions(id, 0)).map((s) => s.endpoint);
  expect(kept).toHaveLength(5);
  expect(kept).not.toContain(phones[0].subscription.endpoint);

  // The budget counts every subscription of this address (127.0.0.1) in the store, whatever its seat.
  const other = await table();
  const seats: [string, string][] = [[id, keys[1]], [other.id, other.keys[0]], [other.id, other.keys[1]]];
  let refused: { status: number; body: any } | undefined;
  for (let i = 0; i < 3 * 5 && refused === undefined; i++) {
    const [table, key] = seats[i % 3];
    const answer = await post(table, { seatKey: key, subscription: standIn.browser().subscription });
    if (answer.status !== 201) refused = answer;
  }
  expect(refused).toMatchObject({ status: 429, body: { code: "too-many-subscriptions" } });
  // The budget is given back for the next tests.
  for (const [table, seat] of [[id, 0], [id, 1], [other.id, 0], [other.id, 1]] as const) await server.store.push.forgetSeat(table, seat);
});

test("DELETE unsubscribes: the seat is told no more", async () => {
  const { id, keys } = await table();
  const phone = standIn.browser();
  await subscribe(id, keys[0], phone);
  expect(await post(id, { seatKey: keys[1], endpoint: phone.subscription.endpoint }, "DELETE")).toEqual({ status: 200, body: { removed: false } });
  expect(await subscriptions(id, 0)).toHaveLength(1);
  expect(await post(id, { seatKey: keys[0], endpoint: phone.subscription.endpoint }, "DELETE")).toEqual({ status: 200, body: { removed: true } });
  expect(await subscriptions(id, 0)).toEqual([]);
});

test.each([404, 410])("a push service that answers %i has forgotten the browser: so does the server", async (status) => {
  const { id, keys } = await table();
  const phone = standIn.browser();
  const kept = standIn.browser();
  await subscribe(id, keys[0], phone);
  await subscribe(id, keys[0], kept);
  standIn.answer(phone, status);
  await callAndSend(turn(id, 0));
  await standIn.received(kept, 1);
  expect((await subscriptions(id, 0)).map((s) => s.endpoint)).toEqual([kept.subscription.endpoint]);
});

test("two tables waiting for one phone make one push naming both; a table that is settled leaves the list", async () => {
  const a = await table();
  const b = await table();
  const phone = standIn.browser();
  await subscribe(a.id, a.keys[0], phone);
  await subscribe(b.id, b.keys[1], phone);
  await callAndSend(turn(a.id, 0), turn(b.id, 1));
  const [both] = await standIn.received(phone, 1);
  expect(both.payload.tag).toBe("tablee");
  expect(both.payload.tables.map((t: { id: string }) => t.id)).toEqual([b.id, a.id]);

  // b's seat played: the next push (a's clock) names a alone, and replaces the last one (same tag).
  server.push.notifier.settled(b.id, 1);
  await callAndSend(turn(a.id, 0, "clock"));
  const pushes = await standIn.received(phone, 2);
  expect(pushes).toHaveLength(2);
  expect(pushes[1].payload).toMatchObject({ tag: "tablee", tables: [{ id: a.id, kind: "clock" }] });
});

test("no push while the seat has a visible page on the table; told again once it is hidden", async () => {
  const { id, keys } = await table();
  const phone = standIn.browser();
  await subscribe(id, keys[0], phone);
  server.push.notifier.setWatching(id, 0, "page-1", true);
  const before = standIn.attempts;
  await callAndSend(turn(id, 0));
  expect(standIn.attempts).toBe(before);
  server.push.notifier.setWatching(id, 0, "page-1", false);
  await callAndSend(turn(id, 0, "over"));
  const [push] = await standIn.received(phone, 1);
  expect(push.payload.tables).toEqual([expect.objectContaining({ id, kind: "over" })]);
});

test("a turn-based table calls the seats it awaits once the game starts, but not a seat whose page says it is shown", async () => {
  const { id, rooms, keys } = await table();
  const phones = [standIn.browser(), standIn.browser()];
  for (const seat of [0, 1]) await subscribe(id, keys[seat], phones[seat]);
  // Seat 1's page is shown; seat 0's page was shown, then hidden.
  rooms[1].send("visible", { visible: true });
  rooms[0].send("visible", { visible: true });
  rooms[0].send("visible", { visible: false });
  for (const room of rooms) await roundTrip(room);
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing", "the start")));
  await server.push.notifier.flushAll();
  const awaited = [0, 1].filter((seat) => viewsOf(rooms[seat], seat).legal.length > 0);
  expect(awaited.length).toBeGreaterThan(0);
  if (awaited.includes(0)) {
    const [push] = await standIn.received(phones[0], 1);
    expect(push.payload.tables).toEqual([{ id, kind: "turn", game: TWO, host: "Player 1", names: ["Player 2"] }]);
  } else expect(phones[0].pushes).toEqual([]);
  expect(phones[1].pushes).toEqual([]);
});

test("a live table calls nobody: its players are at the screen", async () => {
  const rooms = await fullTable(server, TWO, 2, { options: { seats: 2 } });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  const phones = [standIn.browser(), standIn.browser()];
  for (const seat of [0, 1]) await subscribe(rooms[0].roomId, seatKeyOf(rooms[seat])!, phones[seat]);
  const before = standIn.attempts;
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing", "the start")));
  await server.push.notifier.flushAll();
  expect(standIn.attempts).toBe(before);
});

// The last two tests start servers of their own: a process serves one server at a time (its
// store and push service are the process's), so nothing runs on the file's server after them.
// The last two start servers of their own: the shared one goes first (a process serves one store and one push service).
test("a server whose allow list names a private address still refuses it, and never calls a name that resolves inside", async () => {
  await server.close();
  const strict = await startServer({ push: { endpointHosts: [standIn.host, "localhost"], allowPorts: true, ca: standIn.cert } });
  try {
    const rooms = await fullTable(strict, TWO, 2, { options: { seats: 2 } });
    open.push(...rooms);
    await roundTrip(rooms[1]);
    const id = rooms[0].roomId;
    const phone = standIn.browser();
    const post = (subscription: unknown) =>
      fetch(`${strict.url}/api/tables/${id}/push`, { method: "POST", body: JSON.stringify({ seatKey: seatKeyOf(rooms[0]), subscription }) }).then(async (r) => [r.status, (await r.json()).code]);
    expect(await post(phone.subscription)).toEqual([400, "endpoint-refused"]);
    // A name passes the allow list; its address is checked when the push leaves.
    const byName = { ...phone.subscription, endpoint: phone.subscription.endpoint.replace("127.0.0.1", "localhost") };
    expect(await post(byName)).toEqual([201, undefined]);
    const before = standIn.attempts;
    strict.push.notifier.call(turn(id, 0));
    await strict.push.notifier.flushAll();
    expect(standIn.attempts).toBe(before);
  } finally {
    await strict.close();
  }
});

test("VAPID keys are made once and kept by the store; given keys come all three together or the server does not start", async () => {
  const dataDir = await freshDataDir();
  const first = await startServer({ dataDir });
  const key = first.push.publicKey;
  await first.close();
  const again = await startServer({ dataDir });
  expect(again.push.publicKey).toBe(key);
  await again.close();

  const partial = createTableServer({ port: 0, host: "127.0.0.1", dataDir: await freshDataDir(), push: { publicKey: key } });
  await expect(partial).rejects.toThrow("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are given together or not at all: VAPID_PRIVATE_KEY and VAPID_SUBJECT missing");
  const bad = createTableServer({ port: 0, host: "127.0.0.1", dataDir: await freshDataDir(), push: { publicKey: key, privateKey: "short", subject: "mailto:a@b.example" } });
  await expect(bad).rejects.toThrow(/^VAPID keys: /);
});
