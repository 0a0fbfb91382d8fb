import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { aGame, gameList } from "@tablee/shared";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import type { TableCall } from "../../server/src/push/payload.ts";
import { PushServiceStandIn, type FakeBrowser } from "../support/push-service.ts";
import { fullTable, keepSeatKey, quiet, roomsOfEachTest, roundTrip, sdk, seatKeyOf, startServer, waitForState } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/** A game two to six may play. */
const WIDE = gameList.find(({ facts }) => facts.minPlayers <= 2 && facts.maxPlayers >= 6)!.facts.id;

/**
 * A seat's push subscriptions end with its key (docs/protocol.md, "Push"): a seat given a new
 * key or left by its holder forgets them, so that nobody is told of a seat that is no longer
 * theirs, which their dead key could not unsubscribe from. A seat whose key still opens it (a
 * bot playing for its absent player) keeps them.
 */
let standIn: PushServiceStandIn;
let server: TableServer;
const open = roomsOfEachTest();

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  server = await startServer({ push: { endpointHosts: [standIn.host], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: 60_000 } });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  expect(standIn.faults).toEqual([]);
});

async function table(): Promise<{ id: string; rooms: Room[]; keys: string[] }> {
  const rooms = await fullTable(server, TWO, 2, { options: { seats: 2 }, pace: "turns", clock: 0 });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  return { id: rooms[0].roomId, rooms, keys: rooms.map((room) => seatKeyOf(room)!) };
}

function post(id: string, body: unknown, method = "POST"): Promise<{ status: number; body: any }> {
  return fetch(`${server.url}/api/tables/${id}/push`, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
}

const subscriptions = async (id: string, seat: number) => server.store.push.subscriptions(id, seat);

async function subscribe(id: string, seatKey: string, browser: FakeBrowser): Promise<void> {
  expect((await post(id, { seatKey, subscription: browser.subscription })).status).toBe(201);
}

const turn = (tableId: string, seat: number): TableCall => ({ tableId, seat, kind: "turn", game: TWO, host: "Player 1", names: ["Player 2"] });

async function callAndSend(...calls: TableCall[]): Promise<void> {
  for (const c of calls) server.push.notifier.call(c);
  await server.push.notifier.flushAll();
}

test("a seat's subscriptions end with its key: whoever stood up or moved seats is told nothing of the next holder", async () => {
  const { id, rooms, keys } = await table();
  const phones = [standIn.browser(), standIn.browser()];
  for (const seat of [0, 1]) await subscribe(id, keys[seat], phones[seat]);
  // Seat 1's player stands up; seat 0's takes seat 1 (a new key); a newcomer takes seat 0.
  rooms[1].send("stand", {});
  await waitForState(rooms[0], (s: any) => s.seats[1].occupant === "", "seat 1 free");
  rooms[0].send("sit", { seat: 1 });
  await waitForState(rooms[0], (s: any) => s.seats[1].occupant === rooms[0].sessionId, "the move to seat 1");
  const newcomer = keepSeatKey(quiet(await sdk(server).joinById(id, { name: "Newcomer" })));
  open.push(newcomer);
  await waitForState(newcomer, (s: any) => s.seats[0].occupant === newcomer.sessionId, "the newcomer in seat 0");
  await waitUntil(async () => seatKeyOf(newcomer) !== undefined, "the newcomer's key");
  expect([...(await subscriptions(id, 0)), ...(await subscriptions(id, 1))]).toEqual([]);

  const theirs = standIn.browser();
  await subscribe(id, seatKeyOf(newcomer)!, theirs);
  await callAndSend(turn(id, 0), turn(id, 1));
  await standIn.received(theirs, 1);
  expect(phones.map((phone) => phone.pushes)).toEqual([[], []]);
  // The dead key has nothing left to unsubscribe.
  expect(await post(id, { seatKey: keys[1], endpoint: phones[1].subscription.endpoint }, "DELETE")).toMatchObject({ status: 403, body: { code: "wrong-seat-key" } });
});

test("a seat a bot played for its absent player keeps its subscriptions; given to a newcomer, it forgets them", async () => {
  const rooms = await fullTable(server, TWO, 2, { options: { seats: 2 } });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  const id = rooms[0].roomId;
  const phone = standIn.browser();
  await subscribe(id, seatKeyOf(rooms[1])!, phone);
  rooms[0].send("start", {});
  await waitForState(rooms[0], (s: any) => s.phase === "playing", "the start");
  await rooms[1].leave(true);
  await waitForState(rooms[0], (s: any) => s.seats[1].standIn, "the stand-in");
  // The key still opens the seat: its holder may come back, and is still told.
  expect(await subscriptions(id, 1)).toHaveLength(1);
  // Back by the key, the player gives the seat up: a bot plays it, open, and the key still opens it until it is taken.
  const back = quiet(await sdk(server).joinById(id, { name: "Player 2", seatKey: seatKeyOf(rooms[1])! }));
  open.push(back);
  await waitForState(rooms[0], (s: any) => s.seats[1].occupant === back.sessionId, "the player back");
  back.send("open-seat", { seat: 1 });
  await waitForState(rooms[0], (s: any) => s.seats[1].open && s.seats[1].standIn, "the seat given up");
  expect(await subscriptions(id, 1)).toHaveLength(1);
  const newcomer = keepSeatKey(quiet(await sdk(server).joinById(id, { name: "Newcomer" })));
  open.push(newcomer);
  await waitForState(rooms[0], (s: any) => s.seats[1].occupant === newcomer.sessionId, "the newcomer in seat 1");
  expect(await subscriptions(id, 1)).toEqual([]);
});

test("seats that move before the start take their subscriptions along: the key moves with its holder", async () => {
  const ana = keepSeatKey(quiet(await sdk(server).create(WIDE, { name: "Ana", pace: "turns", clock: 0 })));
  open.push(ana);
  const id = ana.roomId;
  const bo = keepSeatKey(quiet(await sdk(server).joinById(id, { name: "Bo" })));
  open.push(bo);
  ana.send("set-seats", { count: 6 });
  await waitForState(ana, (s: any) => s.seatCount === 6, "six seats");
  await waitUntil(async () => seatKeyOf(bo) !== undefined, "Bo's key");
  const first = seatKeyOf(bo);
  bo.send("sit", { seat: 5 });
  await waitUntil(async () => seatKeyOf(bo) !== first, "Bo's key for seat 5");
  const phone = standIn.browser();
  await subscribe(id, seatKeyOf(bo)!, phone);
  expect(await subscriptions(id, 5)).toHaveLength(1);

  // Two seats: Bo moves up to seat 1, and so does his subscription.
  ana.send("set-seats", { count: 2 });
  await waitForState(bo, (s: any) => s.seatCount === 2 && s.members.get(bo.sessionId).seat === 1, "Bo in seat 1");
  expect((await subscriptions(id, 1)).map((s) => s.endpoint)).toEqual([phone.subscription.endpoint]);
  await callAndSend(turn(id, 1));
  await standIn.received(phone, 1);
});
