import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { gameIds } from "@tablee/shared";
import pg from "pg";
import { StoreError } from "../../server/src/store/error.ts";
import { openStore } from "../../server/src/store/open.ts";
import { postgresPool } from "../../server/src/store/postgres.ts";
import type { Maybe } from "../../server/src/steps.ts";
import type { TableRecord, TableStore } from "../../server/src/store/store.ts";
import { startPostgres, type Postgres } from "../support/postgres.ts";
import { waitUntil } from "../support/server-process.ts";

/** The lobby's first game. */
const GAME = gameIds[0];

/**
 * The Postgres store's connections failing under it, one at a time: killed mid-statement in
 * and out of a transaction, killed while lent out with no statement running (a LISTEN), and a
 * Postgres that stops answering. Each time the call fails as a store failure the health heard,
 * the process goes on (an unheard connection error would end it, and Jest would report it
 * here), and the store works again once Postgres does.
 */
let postgres: Postgres;
/** Another session: it holds the locks that keep the store's statements waiting, and ends backends. */
let admin: pg.Client;
const stores: TableStore[] = [];
/** A backend a test stopped (SIGSTOP): continued after the file even if the test failed. */
let stopped: number | undefined;

beforeAll(async () => {
  postgres = await startPostgres();
  admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  if (stopped !== undefined) process.kill(stopped, "SIGCONT");
  // First: its locks, should a test have failed holding them, keep the stores' calls waiting.
  await admin?.end();
  await Promise.all(stores.map((store) => store.close()));
  await postgres?.stop();
});

async function open(owner: string): Promise<TableStore> {
  const store = await openStore({ databaseUrl: postgres.url, owner });
  stores.push(store);
  return store;
}

function table(id: string): TableRecord {
  const at = Date.now();
  return {
    id, game: GAME, seatCount: 4, options: {}, private: false, host: "Ana", phase: "playing",
    seats: [{ name: "Ana", keyHash: "a".repeat(64) }], chat: [], pace: "live", clock: 0, takeover: "easy",
    awayAfter: 3, turn: [], createdAt: at, updatedAt: at,
  };
}

/** The backend of `owner`'s store that waits on a lock, once it does. */
async function waitingBackend(owner: string): Promise<number> {
  let pid = 0;
  await waitUntil(async () => {
    const { rows } = await admin.query("SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'", [`tablee ${owner}`]);
    pid = rows[0]?.pid ?? 0;
    return pid !== 0;
  }, `a statement of ${owner} waiting on a lock`);
  return pid;
}

/** Holds the table's row until `release` (the store's writes to it, and its games', wait). */
async function lockRow(id: string): Promise<{ release(): Promise<void> }> {
  await admin.query("BEGIN");
  await admin.query("SELECT id FROM tables WHERE id = $1 FOR UPDATE", [id]);
  return { release: async () => void (await admin.query("COMMIT")) };
}

async function expectFailed(call: Maybe<unknown>, detail: RegExp): Promise<void> {
  const error = await Promise.resolve(call).then(() => null, (failed: unknown) => failed);
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).reason).toBe("failed");
  expect((error as StoreError).message).toMatch(detail);
}

/** The store says it fails, then (its probe, every second) that it is back. */
async function expectBack(store: TableStore): Promise<void> {
  expect(store.health.failing).not.toBeNull();
  await waitUntil(async () => store.health.failing === null, "the store back");
}

test("a connection ended mid-transaction (its ROLLBACK then fails too): the call fails, the process goes on, the next call works", async () => {
  const store = await open("mid-transaction");
  await store.saveTable(table("t1"));
  const lock = await lockRow("t1");
  // A game's row refers to its table's: the insert waits for the lock, inside BEGIN … COMMIT.
  const starting = store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: Date.now() });
  await admin.query("SELECT pg_terminate_backend($1)", [await waitingBackend("mid-transaction")]);
  await expectFailed(starting, /terminating connection due to administrator command|Connection terminated/);
  await lock.release();
  await expectBack(store);
  await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: Date.now() });
  expect((await store.loadTable("t1"))!.games.map((game) => game.gameNo)).toEqual([1]);
});

test("a connection ended mid-statement outside a transaction: the call fails, the process goes on, the next call works", async () => {
  const store = await open("mid-statement");
  await store.saveTable(table("t2"));
  const lock = await lockRow("t2");
  const saving = store.saveTable({ ...table("t2"), phase: "over" });
  await admin.query("SELECT pg_terminate_backend($1)", [await waitingBackend("mid-statement")]);
  await expectFailed(saving, /terminating connection due to administrator command|Connection terminated/);
  await lock.release();
  await expectBack(store);
  await store.saveTable({ ...table("t2"), phase: "over" });
  expect((await store.tableRow("t2"))!.phase).toBe("over");
});

test("a connection lent out with no statement running (a LISTEN) and ended: its error is heard, and the pool drops it on release", async () => {
  const heard: string[] = [];
  const pool = postgresPool(postgres.url, "listener", (_client, error) => heard.push(error.message));
  try {
    const client = await pool.connect();
    await client.query("LISTEN tables_changed");
    const { rows } = await client.query("SELECT pg_backend_pid() AS pid");
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
    await waitUntil(async () => heard.length > 0, "the connection's error heard");
    expect(heard[0]).toMatch(/terminating connection due to administrator command|Connection terminated/);
    await expect(client.query("SELECT 1")).rejects.toThrow();
    client.release(new Error(heard[0]));
    expect(pool.totalCount).toBe(0);
    // The pool opens a new one.
    expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  } finally {
    await pool.end();
  }
});

test("a statement that waits too long is cancelled by Postgres (5 s): the call fails, and the store works again", async () => {
  const store = await open("slow");
  await store.saveTable(table("t3"));
  const lock = await lockRow("t3");
  const started = Date.now();
  await expectFailed(store.saveTable({ ...table("t3"), phase: "over" }), /statement timeout/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  await lock.release();
  await expectBack(store);
  await store.saveTable({ ...table("t3"), phase: "over" });
}, 30_000);

test("a Postgres that stops answering mid-statement: the call gives up after 8 s and the connection is closed; the store works again", async () => {
  const store = await open("hung");
  await store.saveTable(table("t4"));
  const lock = await lockRow("t4");
  const sent = Date.now();
  const saving = store.saveTable({ ...table("t4"), phase: "over" });
  const pid = await waitingBackend("hung");
  // Stopped, its backend answers nothing, not even its own statement timeout.
  process.kill(pid, "SIGSTOP");
  stopped = pid;
  await lock.release();
  await expectFailed(saving, /Query read timeout/);
  expect(Date.now() - sent).toBeGreaterThanOrEqual(7_500);
  process.kill(pid, "SIGCONT");
  stopped = undefined;
  await expectBack(store);
  await store.saveTable({ ...table("t4"), phase: "over" });
  // The connection given up on was closed: its backend is gone.
  await waitUntil(async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [pid])).rows.length === 0, "the hung backend gone");
}, 30_000);
