import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import { request } from "node:http";
import { defaultLimits } from "../../server/src/limits/limits.ts";
import type { TableServer } from "@tablee/server";
import { PushServiceStandIn } from "../support/push-service.ts";
import { matchmake, type HttpAnswer } from "../support/raw-client.ts";
import { fullTable, roomsOfEachTest, roundTrip, seatKeyOf, startServer } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * The push routes' seat keys cost as they do on joinById (docs/protocol.md, "Limits"): a wrong
 * key holds a place of its address's joins budget for a reservation's time, and an address
 * whose budget is spent has no key read until it refills, while other addresses go on. Raw
 * HTTP from several addresses of 127.0.0.0/8, with the real budget (6) and 2 s reservations.
 */
const RESERVATION_SECONDS = 2;
let standIn: PushServiceStandIn;
let server: TableServer;
const open = roomsOfEachTest();

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  server = await startServer({
    push: { endpointHosts: [standIn.host], allowPrivate: true, allowPorts: true, ca: standIn.cert },
    limits: { reservationsPerAddress: defaultLimits.reservationsPerAddress, reservationSeconds: RESERVATION_SECONDS },
  });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

async function table(): Promise<{ id: string; keys: string[] }> {
  const rooms = await fullTable(server, TWO, 2, { options: { seats: 2 }, pace: "turns", clock: 0 });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  return { id: rooms[0].roomId, keys: rooms.map((room) => seatKeyOf(room)!) };
}

/** POST /api/tables/<id>/push from `from`. */
function subscribe(id: string, seatKey: string, from: string, subscription = standIn.browser().subscription): Promise<HttpAnswer> {
  const body = JSON.stringify({ seatKey, subscription });
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/tables/${encodeURIComponent(id)}/push`, {
      method: "POST",
      localAddress: from,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const codes = (answers: HttpAnswer[]) => answers.map((a) => `${a.status} ${a.body.code}`);

test("wrong seat keys cost their address: past its budget it is refused without a key read, other addresses go on", async () => {
  const { id, keys } = await table();
  const budget = defaultLimits.reservationsPerAddress;
  const guesses: HttpAnswer[] = [];
  // Guesses at once, as a script sends them: the budget holds for requests under way together.
  guesses.push(...(await Promise.all(Array.from({ length: 3 * budget }, (_, i) => subscribe(id, `${"A".repeat(42)}${i % 10}`, "127.0.8.1")))));
  expect(codes(guesses).filter((c) => c === "403 wrong-seat-key")).toHaveLength(budget);
  expect(codes(guesses).filter((c) => c === "429 too-many-joins")).toHaveLength(2 * budget);
  // A table that does not exist is a wrong guess too.
  expect(codes([await subscribe("no-such-table", keys[0], "127.0.8.2")])).toEqual(["404 not-found"]);

  // The address's budget is the joins' one: its key is not read, nor may it reserve a place.
  expect(codes([await subscribe(id, keys[0], "127.0.8.1")])).toEqual(["429 too-many-joins"]);
  expect((await matchmake(server.url, "joinById", id, { name: "Mallory", spectate: true }, "127.0.8.1")).body.error).toMatch(/^too-many-joins: /);
  // Another address with the right key is not held up.
  expect(codes([await subscribe(id, keys[0], "127.0.8.3")])).toEqual(["201 undefined"]);

  // A reservation's time later the address may try again.
  await waitUntil(async () => (await subscribe(id, keys[1], "127.0.8.1")).status === 201, "the budget refilled", RESERVATION_SECONDS * 1000 + 5_000);
});

test("right keys cost nothing: a player subscribes again as often as they like", async () => {
  const { id, keys } = await table();
  const phone = standIn.browser();
  for (let i = 0; i < 4 * defaultLimits.reservationsPerAddress; i++) {
    expect(codes([await subscribe(id, keys[0], "127.0.8.4", phone.subscription)])).toEqual(["201 undefined"]);
  }
});
