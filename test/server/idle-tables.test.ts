import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { rm } from "node:fs/promises";
import { Client, type Room } from "@colyseus/sdk";
import { openStore } from "@tablee/server";
import { playOut } from "../support/table-play.ts";
import { buildServer, freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { freshDataDir, fullTable, waitForState } from "../support/server-harness.ts";

/**
 * IDLE_DAYS: a table nobody opened for that long is closed when a server starts (and every
 * hour after); it is not brought back, nobody can join it, and it stays as history: its
 * replay is still there. (A day here is shortened to a fraction of a second.)
 */
let dataDir: string;
let port: number;
const servers: Child[] = [];

async function started(env: Record<string, string> = {}): Promise<Child> {
  const child = startServerProcess(port, { DATA_DIR: dataDir, ...env });
  servers.push(child);
  await waitUntil(() => healthy(port), `the server (${child.output()})`, 30_000);
  return child;
}

beforeAll(async () => {
  buildServer();
  dataDir = await freshDataDir();
  port = await freePort();
}, 60_000);

afterAll(async () => {
  for (const child of servers) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill("SIGKILL");
  await Promise.all(servers.map((child) => child.exited));
  await rm(dataDir, { recursive: true, force: true });
});

test("a table idle longer than IDLE_DAYS is closed at start, not brought back, and still replays", async () => {
  const url = `http://127.0.0.1:${port}`;
  const first = await started();
  const rooms: Room[] = await fullTable({ url }, "frontline", 2, { options: { seats: 2 } });
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
  await playOut(rooms, [], "idle", { maxActions: 5 });
  const tableId = rooms[0].roomId;
  first.process.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  // A "day" of 0.2 s: by the next start the table has been idle for longer.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const second = await started({ IDLE_DAYS: String(0.2 / 86_400) });
  await expect(new Client(url).joinById(tableId, { name: "Late" })).rejects.toThrow();
  const replay = await fetch(`${url}/api/tables/${tableId}/replay`);
  expect(replay.status).toBe(200);
  expect(((await replay.json()) as { steps: unknown[] }).steps).toHaveLength(6);
  second.process.kill("SIGTERM");
  expect(await second.exited).toBe(0);

  const store = await openStore({ dataDir, owner: "test-reader" });
  try {
    expect(await store.openTableIds()).toEqual([]);
    expect((await store.loadTable(tableId))?.closedAt).toEqual(expect.any(Number));
  } finally {
    await store.close();
  }
}, 90_000);
