import { expect, test } from "@jest/globals";
import { rm } from "node:fs/promises";
import { openStore } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { freshDataDir, fullTable, quiet, sdk, startServer, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

// Colyseus's matchmaker is one per process and does not start again once shut down, so the
// health probe and the shutdown share one server.
test("/healthz answers 200 with JSON; shutting down refuses new joins, tells every table it restarts, keeps it, then closes", async () => {
  const dataDir = await freshDataDir();
  const server = await startServer({ dataDir });
  const response = await fetch(`${server.url}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  expect(await response.json()).toMatchObject({ ok: true });

  const rooms = await fullTable(server, FOUR, 4);
  const watcher = quiet(await sdk(server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
  await waitForState(rooms[0], (s: any) => s.members.size === 5);
  const everyone = [...rooms, watcher];
  const told = everyone.map((room) => new Promise<unknown>((resolve) => room.onMessage("notice", (n: any) => n.code === "restarting" && resolve(n))));
  const left = everyone.map((room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code))));

  const closing = server.close();
  await expect(sdk(server).joinById(rooms[0].roomId, { name: "Late" })).rejects.toThrow();
  for (const notice of await Promise.all(told)) expect(notice).toMatchObject({ code: "restarting" });
  // 4001: the server is shutting down, not a drop the SDK would try to reconnect after; the
  // web client comes back by itself once the server answers again.
  expect(await Promise.all(left)).toEqual([4001, 4001, 4001, 4001, 4001]);
  await closing;
  const after = await fetch(`${server.url}/healthz`).then(
    () => "answered",
    () => "closed",
  );
  expect(after).toBe("closed");

  // Everything is stored, nothing is closed: the next process brings the table back with
  // its four seats held for their players.
  const store = await openStore({ dataDir, owner: "test-reader" });
  try {
    expect(await store.openTableIds()).toEqual([rooms[0].roomId]);
    const stored = await store.loadTable(rooms[0].roomId);
    expect(stored).toMatchObject({ game: FOUR, seatCount: 4, phase: "waiting", closedAt: null });
    expect(stored!.seats.map((seat) => seat.name)).toEqual(["Player 1", "Player 2", "Player 3", "Player 4"]);
    expect(stored!.seats.every((seat) => /^[0-9a-f]{64}$/.test(seat.keyHash))).toBe(true);
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
