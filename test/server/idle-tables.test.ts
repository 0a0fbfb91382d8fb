import { expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { openStore } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { playOut } from "../support/table-play.ts";
import { fullTable, restartableServer, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * IDLE_DAYS: a table nobody opened for that long is closed when a server starts (and every
 * hour after); it is not brought back, nobody can join it, and it stays as history: its
 * replay is still there. (A day here is shortened to a fraction of a second.)
 */
const server = restartableServer();

test("a table idle longer than IDLE_DAYS is closed at start, not brought back, and still replays", async () => {
  const url = server.url;
  const first = await server.start();
  const rooms: Room[] = await fullTable({ url }, TWO, 2, { options: { seats: 2 } });
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
  await playOut(rooms, [], "idle", { maxActions: 5 });
  const tableId = rooms[0].roomId;
  first.process.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  // A "day" of 0.2 s: by the next start the table has been idle for longer.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const second = await server.start({ IDLE_DAYS: String(0.2 / 86_400) });
  await expect(new Client(url).joinById(tableId, { name: "Late" })).rejects.toThrow();
  const replay = await fetch(`${url}/api/tables/${tableId}/replay`);
  expect(replay.status).toBe(200);
  expect(((await replay.json()) as { steps: unknown[] }).steps).toHaveLength(6);
  second.process.kill("SIGTERM");
  expect(await second.exited).toBe(0);

  const store = await openStore({ dataDir: server.dataDir, owner: "test-reader" });
  try {
    expect(await store.openTableIds()).toEqual([]);
    expect((await store.loadTable(tableId))?.closedAt).toEqual(expect.any(Number));
  } finally {
    await store.close();
  }
}, 90_000);
