import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { openStore } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { plain, playOut, viewsOf } from "../support/table-play.ts";
import { startCluster, waitUntil, type Cluster } from "../support/server-process.ts";
import { fullTable, keepSeatKey, quiet, seatKeyOf, waitForState } from "../support/server-harness.ts";
import { startPostgres, type Postgres } from "../support/postgres.ts";

/** Two-seat tables of the registry's first game two may play. */
const DUEL = aGame({ plays: 2 });

/**
 * Several processes share one Postgres and one Redis: each table has one owning process.
 * When a process dies, another takes its tables over within seconds, under the same ids, and
 * their players come back with their seat keys through the process that is left: the
 * presence tells a dead process before its lease (the default 15 s) runs out. A turn-based
 * table asleep in the store wakes on exactly one process, whichever its players come through.
 */
const SLEEP_SECONDS = 0.5;
let postgres: Postgres;
let cluster: Cluster;
const rooms: Room[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  const env = (name: string) => ({ DATABASE_URL: postgres.url, PROCESS_NAME: name, SLEEP_SECONDS: String(SLEEP_SECONDS) });
  cluster = await startCluster([env("a"), env("b")], 30_000);
}, 120_000);

afterAll(async () => {
  await cluster?.stop(rooms);
  await postgres?.stop();
});

/** The port of the process a client's socket is connected to. */
function portOf(room: Room): number {
  const url = (room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws.url;
  return Number(new URL(url).port);
}

test("a sleeping table wakes on exactly one process when its players come through both at once", async () => {
  const [a, b] = cluster.ports.map((port) => new Client(`http://127.0.0.1:${port}`));
  const ana = keepSeatKey(quiet(await a.create(aGame({ opens: 2 }).facts.id, { name: "Ana", pace: "turns", clock: 0 })));
  const bo = keepSeatKey(quiet(await b.joinById(ana.roomId, { name: "Bo" })));
  await waitForState(ana, (s: any) => s.seats[1].occupant !== "", "Bo seated");
  ana.send("start", {});
  await waitForState(bo, (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
  const id = ana.roomId;
  const keys = [seatKeyOf(ana), seatKeyOf(bo)];
  await ana.leave(true);
  await bo.leave(true);
  const asleep = async (): Promise<boolean> => (await (await fetch(`http://127.0.0.1:${cluster.ports[0]}/api/tables/${id}`)).json()).asleep === true;
  await waitUntil(asleep, "the table asleep");
  // Ana's page asks one process, Bo's the other, at the same moment.
  const [anaBack, boBack] = await Promise.all([
    a.joinById(id, { name: "Ana", seatKey: keys[0] }),
    b.joinById(id, { name: "Bo", seatKey: keys[1] }),
  ]);
  rooms.push(quiet(anaBack), quiet(boBack));
  // One table: each sees the other in their seat, through whichever process they came.
  await waitForState(anaBack, (s: any) => s.seats[0].occupant === anaBack.sessionId && s.seats[1].occupant === boBack.sessionId, "both in one table");
  expect(portOf(anaBack)).toBe(portOf(boBack));
  const store = await openStore({ databaseUrl: postgres.url, owner: "test-reader" });
  const row = await store.tableRow(id);
  await store.close();
  expect(row).toMatchObject({ asleep: false, closedAt: null });
  await anaBack.leave(true);
  await boBack.leave(true);
}, 60_000);

test("a killed process's tables come back on the other within seconds; their players rejoin with their keys", async () => {
  // Tables are created through both processes until each one holds some.
  const tables: { rooms: Room[]; played: { seat: number; action: unknown }[] }[] = [];
  for (let i = 0; i < 8 && new Set(tables.map((t) => portOf(t.rooms[0]))).size < 2; i++) {
    const table = await fullTable({ url: `http://127.0.0.1:${cluster.ports[i % 2]}` }, DUEL.facts.id, 2, { options: { seats: 2 } });
    rooms.push(...table);
    table[0].send("start", {});
    await Promise.all(table.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
    const played: { seat: number; action: unknown }[] = [];
    await playOut(table, [], `takeover ${i}`, { maxActions: 6, each: (_m, p) => played.push(p) });
    tables.push({ rooms: table, played });
  }
  const victim = portOf(tables[0].rooms[0]);
  const survivor = cluster.ports.find((port) => port !== victim)!;
  const lost = tables.filter((t) => portOf(t.rooms[0]) === victim);
  const kept = tables.filter((t) => portOf(t.rooms[0]) === survivor);
  expect(lost.length).toBeGreaterThan(0);
  expect(kept.length).toBeGreaterThan(0);

  cluster.servers[cluster.ports.indexOf(victim)].process.kill("SIGKILL");
  const killedAt = Date.now();

  const url = `http://127.0.0.1:${survivor}`;
  for (const table of lost) {
    const tableId = table.rooms[0].roomId;
    const back: Room[] = [];
    for (const [seat, room] of table.rooms.entries()) {
      let joined: Room | undefined;
      // Until the survivor has taken the table over, the table is not there (or still
      // listed on the dead process): a client retries, as the web client does.
      await waitUntil(
        async () => {
          joined = await new Client(url).joinById(tableId, { name: "anyone", seatKey: seatKeyOf(room) });
          return true;
        },
        `table ${tableId} back on the survivor`,
        20_000,
      );
      back.push(keepSeatKey(quiet(joined!)));
      rooms.push(joined!);
      expect(portOf(joined!)).toBe(survivor);
    }
    // Before the dead process's lease could have run out: the presence said it was gone.
    expect(Date.now() - killedAt).toBeLessThan(12_000);
    await Promise.all(back.map((r) => waitForState(r, (s: any) => s.board !== undefined && s.moves === table.played.length, "the table as it was")));
    const store = await openStore({ databaseUrl: postgres.url, owner: "test-reader" });
    const stored = (await store.loadTable(tableId))!;
    await store.close();
    const rules = DUEL.rules;
    let state = rules.setup(2, stored.games.at(-1)!.seed, stored.options);
    for (const { seat, action } of table.played) state = rules.apply(state, seat, action);
    for (const [seat, room] of back.entries()) {
      expect(viewsOf(room, seat).table).toEqual(plain(rules.publicView(state)));
      expect(viewsOf(room, seat).mine).toEqual(plain(rules.privateView(state, seat)));
    }
    await playOut(back, [], `takeover after ${tableId}`);
    expect((back[0].state as any).phase).toBe("over");
  }
  // The survivor's own tables never noticed.
  for (const table of kept) for (const room of table.rooms) expect(room.connection.isOpen).toBe(true);
}, 180_000);
