import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { aGame } from "@tablee/shared";
import { startCluster, waitUntil, type Child, type Cluster } from "../support/server-process.ts";
import { keepSeatKey, quiet, seatKeyOf, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with four seats. */
const GAME = aGame({ opens: 4 }).facts.id;

// Two server processes with the same REDIS_URL serve one lobby; both stop cleanly on SIGTERM.
let cluster: Cluster;
let servers: Child[] = [];
let ports: number[] = [];
const rooms: Room[] = [];

beforeAll(async () => {
  cluster = await startCluster([{}, {}]);
  ({ servers, ports } = cluster);
}, 60_000);

afterAll(() => cluster?.stop(rooms));

test("a table created on one process shows in the lobby of the other, and is joined through it", async () => {
  const a = new Client(`http://127.0.0.1:${ports[0]}`);
  const b = new Client(`http://127.0.0.1:${ports[1]}`);
  const lobby = await a.joinOrCreate("lobby");
  rooms.push(lobby);
  const listed = new Map<string, any>();
  lobby.onMessage("rooms", (list: any[]) => list.forEach((r) => listed.set(r.roomId, r)));
  lobby.onMessage("+", ([id, r]: [string, any]) => listed.set(id, r));
  lobby.onMessage("-", (id: string) => listed.delete(id));

  const host = await b.create(GAME, { name: "Ana" });
  rooms.push(host);
  await waitUntil(async () => listed.get(host.roomId)?.metadata?.taken === 1, "the other process's table in the lobby", 10_000);
  expect(listed.get(host.roomId).metadata).toMatchObject({ game: GAME, seats: 4, free: 3, started: false });

  const secret = await b.create(GAME, { name: "Cy", private: true });
  rooms.push(secret);
  const guest = keepSeatKey(await a.joinById(host.roomId, { name: "Bo" }));
  rooms.push(guest);
  await waitForState(host, (s: any) => s.seats[1].name === "Bo", "Bo seated through the other process");
  expect(listed.has(secret.roomId)).toBe(false);
});

test("a seat key reserved through the other process is checked by the table's own process", async () => {
  const [host, guest] = [rooms[1], rooms[3]];
  await waitUntil(async () => seatKeyOf(guest) !== undefined, "Bo's seat key");
  const a = new Client(`http://127.0.0.1:${ports[0]}`);
  await expect(a.joinById(host.roomId, { name: "Mallory", seatKey: "A".repeat(43) })).rejects.toThrow(/^bad-seat-key: /);
  quiet(guest);
  const back = quiet(await a.joinById(host.roomId, { name: "Bo", seatKey: seatKeyOf(guest) }));
  rooms.push(back);
  await waitForState(host, (s: any) => s.seats[1].occupant === back.sessionId, "Bo's seat taken back through the other process");
});

test("SIGTERM: each process tells its tables, closes them and exits with 0", async () => {
  const host = rooms[1];
  // Every room hears the notice; only the host's is checked.
  for (const room of rooms) quiet(room);
  const notice = new Promise<any>((resolve) => host.onMessage("notice", (n: any) => n.code === "restarting" && resolve(n)));
  const left = new Promise<number>((resolve) => host.onLeave((code) => resolve(code)));
  for (const child of servers) child.process.kill("SIGTERM");
  expect(await notice).toMatchObject({ code: "restarting" });
  expect(await left).toBe(4001);
  expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
}, 30_000);
