import { afterAll, expect, test } from "@jest/globals";
import { rm } from "node:fs/promises";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { freshDataDir, keepSeatKey, leaveAll, quiet, roundTrip, sdk, seatKeyOf, startServer, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * The turn clock's deadline is stored with the table: a restart neither resets it nor
 * forgets it. A clock second lasts 20 ms here, so "300 s" is 6 s.
 */
const SECOND_MS = 20;
const opened: Room[] = [];
let dataDir = "";
let server: TableServer | undefined;

afterAll(async () => {
  await leaveAll(opened);
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test("a restart keeps each seat's deadline, and the clock plays when it runs out", async () => {
  dataDir = await freshDataDir();
  server = await startServer({ dataDir, clockSecondMs: SECOND_MS });
  const ana = keepSeatKey(quiet(await sdk(server).create(TWO, { name: "Ana", clock: 300 })));
  const bo = keepSeatKey(quiet(await sdk(server).joinById(ana.roomId, { name: "Bo" })));
  opened.push(ana, bo);
  await roundTrip(bo);
  ana.send("start", {});
  const started = await waitForState(ana, (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
  const active = started.board.active[0] as number;
  const deadline = started.seats[active].deadline as number;
  expect(deadline).toBeGreaterThan(Date.now());
  const keys = [seatKeyOf(ana)!, seatKeyOf(bo)!];
  await server.close();

  server = await startServer({ dataDir, clockSecondMs: SECOND_MS });
  const back = keepSeatKey(quiet(await sdk(server).joinById(ana.roomId, { name: "Ana", seatKey: keys[0] })));
  opened.push(back);
  const seen = await waitForState(back, (s: any) => s.phase === "playing" && s.seats.length === 2, "the table back");
  expect(seen.seats[active].deadline).toBe(deadline);
  expect(seen.seats[1 - active].deadline).toBe(0);
  const timedOut = new Promise<{ code: string; seat: number }>((resolve) =>
    back.onMessage("notice", (payload: { code: string; seat: number }) => payload.code === "timeout" && resolve(payload)),
  );
  expect(await timedOut).toMatchObject({ seat: active });
  // Not before the stored deadline (a timer may fire a few milliseconds early).
  expect(Date.now()).toBeGreaterThanOrEqual(deadline - 60);
  await waitForState(back, (s: any) => s.moves === 1, "the clock's move");
}, 30_000);
