import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { PushServiceStandIn } from "../support/push-service.ts";
import { fullTable, leaveAll, roundTrip, seatKeyOf, startServer, waitForState } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * A player is called shortly before their clock runs out (a quarter of the clock, at most an
 * hour), also while the table sleeps: its deadline in the store is the warning's moment
 * first, and the warning is given once. A clock second lasts 5 ms here: "one hour" is 18 s,
 * the warning comes 4.5 s before it.
 */
const HOUR = 3600;
let standIn: PushServiceStandIn;
let server: TableServer;

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  server = await startServer({
    clockSecondMs: 5,
    sleepSeconds: 0.3,
    push: { endpointHosts: [standIn.host], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: 50 },
  });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  expect(standIn.faults).toEqual([]);
});

test("a sleeping table wakes to warn the player whose clock runs out soon, once, then plays the missed move at the deadline", async () => {
  const rooms = await fullTable(server, TWO, 2, { pace: "turns", clock: HOUR });
  for (const room of rooms) await roundTrip(room);
  const id = rooms[0].roomId;
  const phones = [standIn.browser(), standIn.browser()];
  for (const seat of [0, 1]) {
    const answer = await fetch(`${server.url}/api/tables/${id}/push`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seatKey: seatKeyOf(rooms[seat]), subscription: phones[seat].subscription }),
    });
    expect(answer.status).toBe(201);
  }
  rooms[0].send("start", {});
  const started = await waitForState(rooms[0], (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
  const first = started.board.active[0] as number;
  const deadline = started.seats[first].deadline as number;
  await leaveAll(rooms);
  await waitUntil(async () => (await server.store.tableRow(id))?.asleep === true, "the table asleep");
  // Asleep, it is woken for the warning first: a quarter of the clock before the deadline.
  expect(await server.store.dueTables(deadline - 4_500 + 1, 10)).toEqual([id]);
  expect(await server.store.dueTables(deadline - 4_500 - 1_000, 10)).toEqual([]);

  const [turn, warning] = await standIn.received(phones[first], 2);
  expect(turn.payload.tables[0]).toMatchObject({ id, kind: "turn" });
  expect(warning.payload.tables[0]).toMatchObject({ id, kind: "clock", game: TWO });
  // Before the deadline: the clock has not played yet.
  expect((await server.store.loadTable(id))?.games[0].actions).toHaveLength(0);
  // At the deadline the take-over bot plays the move; the player is not warned again.
  await waitUntil(async () => ((await server.store.loadTable(id))?.games[0].actions.length ?? 0) >= 1, "the clock's move", 30_000);
  expect(phones[first].pushes.filter((push) => push.payload.tables.some((t: any) => t.kind === "clock"))).toHaveLength(1);
}, 60_000);
