import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { keepSeatKey, PROGRAMS_AT_FULL_SPEED, quiet, roomsOfEachTest, roundTrip, sdk, settle, startServer, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

/**
 * A live table nobody watches (DESIGN.md, "Bots and the turn clock"): when every seat is a
 * bot's (seated bots, and bots standing in for players who gave their seat up), it plays on
 * to the end of its game with nobody connected, rather than stalling until someone opens it;
 * while a person's seat is still theirs, it waits for them as before.
 */
let server: TableServer;
const open = roomsOfEachTest();
beforeAll(async () => {
  server = await startServer({ limits: PROGRAMS_AT_FULL_SPEED, botPauseMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** What anyone with the table's link reads of it (GET /api/tables/<id>). */
async function summary(tableId: string): Promise<{ phase: string; moves: number }> {
  const table = (await (await fetch(`${server.url}/api/tables/${tableId}`)).json()) as { phase: string };
  const replay = (await (await fetch(`${server.url}/api/tables/${tableId}/replay`)).json()) as { steps: unknown[]; over: boolean };
  return { phase: replay.over ? "over" : table.phase, moves: replay.steps.length - 1 };
}

/** Ana's live DOG table with three easy bots, started; her room. */
async function startedWithBots(): Promise<Room> {
  const ana = keepSeatKey(quiet(await sdk(server).create(FOUR, { name: "Ana", private: true, bots: ["easy", "easy", "easy"] })));
  open.push(ana);
  await roundTrip(ana);
  await waitForState(ana, (s) => s.seats.length === 4 && s.seats.every((seat: any) => seat.occupant !== "" || seat.bot !== ""), "the bots seated");
  ana.send("start", {});
  await waitForState(ana, (s) => s.phase === "playing", "the start");
  return ana;
}

describe("a live table nobody watches", () => {
  test("with bots alone at it, plays on to the end of its game", async () => {
    const ana = await startedWithBots();
    const tableId = ana.roomId;
    // Ana gives her seat up as she leaves: a bot plays it until someone takes it.
    ana.send("open-seat", { seat: 0 });
    await waitForState(ana, (s) => s.seats[0].bot !== "" && s.seats[0].open, "Ana's seat open to a newcomer");
    await ana.leave(true);
    const left = await summary(tableId);
    const until = Date.now() + 60_000;
    let now = left;
    while (now.phase !== "over") {
      if (Date.now() > until) throw new Error(`the bots stalled at move ${now.moves} (from ${left.moves}) with nobody connected`);
      await settle(200);
      now = await summary(tableId);
    }
    expect(now.moves).toBeGreaterThan(left.moves);
  }, 90_000);

  test("with a person's seat still theirs, waits for them (nothing plays to an empty room)", async () => {
    const ana = await startedWithBots();
    const tableId = ana.roomId;
    // Her line drops: her seat is kept for her, and the table waits.
    ana.reconnection.enabled = false;
    await ana.leave(false);
    // A bot's decision already on its way lands first.
    await settle(300);
    const before = await summary(tableId);
    await settle(1_000);
    const after = await summary(tableId);
    expect(after).toEqual(before);
  }, 30_000);
});
