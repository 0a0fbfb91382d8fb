import { expect, test } from "@jest/globals";
import { fullTable, quiet, sdk, startServer, waitForState } from "../support/server-harness.ts";

// Colyseus's matchmaker is one per process and does not start again once shut down, so the
// health probe and the shutdown share one server.
test("/healthz answers 200 with JSON; shutting down refuses new joins, tells every table, then closes", async () => {
  const server = await startServer();
  const response = await fetch(`${server.url}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  expect(await response.json()).toMatchObject({ ok: true });

  const rooms = await fullTable(server, "dog", 4);
  const watcher = quiet(await sdk(server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
  await waitForState(rooms[0], (s: any) => s.members.size === 5);
  const everyone = [...rooms, watcher];
  const told = everyone.map((room) => new Promise<unknown>((resolve) => room.onMessage("notice", (n: any) => n.code === "shutdown" && resolve(n))));
  const left = everyone.map((room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code))));

  const closing = server.close();
  await expect(sdk(server).joinById(rooms[0].roomId, { name: "Late" })).rejects.toThrow();
  for (const notice of await Promise.all(told)) expect(notice).toMatchObject({ code: "shutdown" });
  // 4001: the server is shutting down, not a drop the SDK would try to reconnect after.
  expect(await Promise.all(left)).toEqual([4001, 4001, 4001, 4001, 4001]);
  await closing;
  const after = await fetch(`${server.url}/healthz`).then(
    () => "answered",
    () => "closed",
  );
  expect(after).toBe("closed");
});
