import { describe, expect, test } from "@jest/globals";
import { gameIds } from "@tablee/shared";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { StoreError } from "../../server/src/store/error.ts";
import { TOUCH_MS } from "../../server/src/store/sql-store.ts";
import { openStore } from "../../server/src/store/open.ts";
import { WAL_KEPT_BYTES } from "../../server/src/store/sqlite.ts";
import type { ActionRecord, TableRecord } from "../../server/src/store/store.ts";
import { postgres, sqlite, storesOn } from "../support/store-backends.ts";
import { waitUntil } from "../support/server-process.ts";

function table(id: string, at: number, changes: Partial<TableRecord> = {}): TableRecord {
  return {
    id,
    game: gameIds[0],
    seatCount: 4,
    options: { teams: true, target: { points: 7 }, note: "l'été" },
    private: false,
    host: "Ana",
    phase: "waiting",
    seats: [
      { name: "Ana", keyHash: "a".repeat(64) },
      { name: "Bot 2", keyHash: "", bot: "strong" },
      { name: "Zoë \"Z\"", keyHash: "b".repeat(64), bot: "easy", standIn: true, open: true, timeouts: 3 },
      { name: "Lu", keyHash: "c".repeat(64), deadline: at + 60_000, timeouts: 1 },
    ],
    chat: [
      { name: "Ana", seat: 0, spectator: false, text: "hello 👋", at: at - 2 },
      { name: "Max", seat: -1, spectator: true, text: "may I watch?\nplease", at: at - 1 },
    ],
    pace: "turns",
    clock: 60,
    takeover: "strong",
    awayAfter: 2,
    turn: [3],
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

const action = (i: number, at: number): ActionRecord => ({
  seat: i % 4,
  action: { type: "play", card: { rank: i, suit: "♠" }, path: [i, i + 1] },
  digest: `${i}`.padStart(64, "0"),
  at,
});

describe.each([sqlite(), postgres()])("the $kind store", (backend) => {
  const open = storesOn(backend);

  test("a saved table loads back as it was saved, and a later save replaces seats, chat, privacy and phase", async () => {
    const store = await open();
    expect(store.kind).toBe(backend.kind);
    const first = table("t1", 1_000);
    await store.saveTable(first);
    expect(await store.loadTable("t1")).toEqual({ ...first, closedAt: null, asleep: false, games: [] });

    const seats = first.seats.map((seat, i) => (i === 1 ? { name: "Bo", keyHash: "c".repeat(64) } : seat));
    const later = { ...first, seats, private: true, host: "Zoë \"Z\"", phase: "playing" as const, chat: [], updatedAt: 2_000 };
    await store.saveTable(later);
    expect(await store.loadTable("t1")).toEqual({ ...later, closedAt: null, asleep: false, games: [] });
    expect(await store.loadTable("nowhere")).toBeNull();
  });

  test("games and their actions come back in order with their digests; finishGame keeps the outcome", async () => {
    const store = await open();
    await store.saveTable(table("t1", 1_000));
    await store.startGame("t1", { gameNo: 1, seed: "f".repeat(64), players: ["Ana", "Bo", "Cy", "Di"], startedAt: 1_100 });
    const first = Array.from({ length: 12 }, (_, i) => action(i, 1_200 + i));
    for (const [i, a] of first.entries()) await store.appendAction("t1", 1, i, a);
    await store.finishGame("t1", 1, { winners: [1, 3], scores: [2, 7, 0, 7] }, 1_500);
    await store.startGame("t1", { gameNo: 2, seed: "e".repeat(64), players: ["Ana", "Bo", "", "Di"], startedAt: 1_600 });
    const second = [action(0, 1_700), action(1, 1_800)];
    for (const [i, a] of second.entries()) await store.appendAction("t1", 2, i, a);

    const loaded = await store.loadTable("t1");
    expect(loaded!.games).toEqual([
      { gameNo: 1, seed: "f".repeat(64), players: ["Ana", "Bo", "Cy", "Di"], startedAt: 1_100, actions: first, outcome: { winners: [1, 3], scores: [2, 7, 0, 7] }, finishedAt: 1_500 },
      { gameNo: 2, seed: "e".repeat(64), players: ["Ana", "Bo", "", "Di"], startedAt: 1_600, actions: second, outcome: null, finishedAt: null },
    ]);
    // The second game's start moved the table's updated_at; its actions came within TOUCH_MS of it.
    expect(loaded!.updatedAt).toBe(1_600);
  });

  test("an action is stored with what it changed (the outcome, the table's row), or none of it is", async () => {
    const store = await open();
    await store.saveTable(table("t1", 1_000));
    await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana", "Bo"], startedAt: 1_100 }, table("t1", 1_000, { phase: "playing", updatedAt: 1_100 }));
    expect((await store.loadTable("t1"))!.phase).toBe("playing");
    await store.appendAction("t1", 1, 0, action(0, 1_200));
    // The table's row is refused (its game missing): the action and the outcome are not kept.
    const broken = table("t1", 1_000, { phase: "over", updatedAt: 1_300, game: null as unknown as string });
    const refused = await Promise.resolve(store.appendAction("t1", 1, 1, action(1, 1_300), { outcome: { winners: [0] }, table: broken })).then(
      () => "stored",
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ operation: "appendAction", reason: "failed" });
    const kept = await store.loadTable("t1");
    expect(kept).toMatchObject({ phase: "playing", games: [{ actions: [action(0, 1_200)], outcome: null, finishedAt: null }] });
    // That failure made the store's health failing (writes refused until its probe succeeds):
    // the next change goes through a store opened afresh.
    await store.close();

    const again = await open("alpha");
    await again.appendAction("t1", 1, 1, action(1, 1_400), { outcome: { winners: [0] }, table: table("t1", 1_000, { phase: "over", updatedAt: 1_400 }) });
    expect(await again.loadTable("t1")).toMatchObject({ phase: "over", updatedAt: 1_400, games: [{ actions: [action(0, 1_200), action(1, 1_400)], outcome: { winners: [0] }, finishedAt: 1_400 }] });
  });

  test("a game in play keeps its table from looking idle, to within TOUCH_MS", async () => {
    const store = await open();
    await store.saveTable(table("t1", 1_000));
    await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_000 });
    const times = [1_000 + TOUCH_MS - 1, 1_000 + TOUCH_MS, 1_000 + TOUCH_MS + 5, 1_000 + 3 * TOUCH_MS];
    const seen: number[] = [];
    for (const [i, at] of times.entries()) {
      await store.appendAction("t1", 1, i, action(i, at));
      seen.push((await store.loadTable("t1"))!.updatedAt);
    }
    // An action a minute after the last move of updated_at moves it again; those between do not.
    expect(seen).toEqual([1_000, 1_000 + TOUCH_MS, 1_000 + TOUCH_MS, 1_000 + 3 * TOUCH_MS]);
    // A process that takes the table over moves it with its first action.
    const other = await open("beta");
    await other.appendAction("t1", 1, 4, action(4, 1_010 + 3 * TOUCH_MS));
    expect((await store.loadTable("t1"))!.updatedAt).toBe(1_010 + 3 * TOUCH_MS);
    // The end of a game always does.
    await other.finishGame("t1", 1, { winners: [0] }, 1_020 + 3 * TOUCH_MS);
    expect((await store.loadTable("t1"))!.updatedAt).toBe(1_020 + 3 * TOUCH_MS);
  });

  test("appending an action index already stored is refused, and the first one stays", async () => {
    const store = await open();
    await store.saveTable(table("t1", 1_000));
    await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_000 });
    await store.appendAction("t1", 1, 0, action(0, 1_001));
    await store.appendAction("t1", 1, 1, action(1, 1_000 + TOUCH_MS));

    // Late enough to move updated_at, had it been stored.
    const refused = await Promise.resolve(store.appendAction("t1", 1, 1, action(7, 1_000 + 3 * TOUCH_MS))).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StoreError);
    expect(refused).toMatchObject({ operation: "appendAction", tableId: "t1", reason: "duplicate" });
    expect((refused as Error).message).toBe("appendAction of table t1: action 1 of game 1 is stored already");
    const loaded = await store.loadTable("t1");
    expect(loaded!.games[0].actions).toEqual([action(0, 1_001), action(1, 1_000 + TOUCH_MS)]);
    expect(loaded!.updatedAt).toBe(1_000 + TOUCH_MS);
  });

  test("a call about a table or game that is not stored fails, naming the call and the table", async () => {
    const store = await open();
    await store.saveTable(table("t1", 1_000));
    await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_000 });
    // The embedded store answers a success at once; a failure is always a rejected promise.
    const failure = (call: unknown): Promise<unknown> => Promise.resolve(call).then(() => "resolved", (e: unknown) => e);

    expect(await failure(store.appendAction("t1", 2, 0, action(0, 1_001)))).toMatchObject({
      reason: "missing",
      message: "appendAction of table t1: game 2 is not stored",
    });
    expect(await failure(store.startGame("t1", { gameNo: 1, seed: "s", players: [], startedAt: 1 }))).toMatchObject({
      reason: "duplicate",
      message: "startGame of table t1: game 1 is stored already",
    });
    expect(await failure(store.startGame("t9", { gameNo: 1, seed: "s", players: [], startedAt: 1 }))).toMatchObject({
      reason: "missing",
      message: "startGame of table t9: the table is not stored",
    });
    expect(await failure(store.finishGame("t1", 3, { winners: [] }, 2_000))).toMatchObject({
      reason: "missing",
      message: "finishGame of table t1: game 3 is not stored",
    });
    expect(await failure(store.closeTable("t9", 2_000))).toMatchObject({ reason: "missing", message: "closeTable of table t9: the table is not stored" });
    // The refused finishGame left the table as it was.
    expect((await store.loadTable("t1"))!.updatedAt).toBe(1_000);
  });

  test("openTableIds lists the open tables oldest first, without the closed ones", async () => {
    const store = await open();
    for (const [id, at] of [["c", 3_000], ["a", 1_000], ["d", 4_000], ["b", 2_000]] as const) await store.saveTable(table(id, at));
    await store.closeTable("b", 5_000);
    expect(await store.openTableIds()).toEqual(["a", "c", "d"]);
    await store.closeTable("b", 6_000);
    expect((await store.loadTable("b"))!.closedAt).toBe(5_000);
  });

  test("closeIdle closes only the tables idle since then; they still load as history", async () => {
    const store = await open();
    await store.saveTable(table("idle", 1_000));
    await store.startGame("idle", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_500 });
    await store.appendAction("idle", 1, 0, action(0, 2_000));
    await store.saveTable(table("saved", 1_000, { updatedAt: 5_000 }));
    await store.saveTable(table("playing", 1_000));
    await store.startGame("playing", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_500 });
    await store.appendAction("playing", 1, 0, action(0, 1_500 + TOUCH_MS));

    expect(await store.closeIdle(3_000, 2 * TOUCH_MS)).toEqual(["idle"]);
    expect(await store.closeIdle(3_000, 2 * TOUCH_MS + 500)).toEqual([]);
    expect(await store.openTableIds()).toEqual(["playing", "saved"]);
    const history = await store.loadTable("idle");
    expect(history).toMatchObject({ closedAt: 2 * TOUCH_MS, phase: "waiting" });
    expect(history!.games[0].actions).toEqual([action(0, 2_000)]);
  });

  test("a store reopened on the same place finds everything, and its migrations run again harmlessly", async () => {
    const store = await open();
    await store.saveTable(table("t1", 1_000));
    await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana", "Bo"], startedAt: 1_100 });
    await store.appendAction("t1", 1, 0, action(0, 1_200));
    await store.finishGame("t1", 1, { winners: [0] }, 1_300);
    await store.saveTable(table("t2", 2_000));
    await store.closeTable("t2", 2_500);
    const before = [await store.loadTable("t1"), await store.loadTable("t2")];
    await store.close();

    const [again, twice] = await Promise.all([open(), open()]);
    expect([await again.loadTable("t1"), await again.loadTable("t2")]).toEqual(before);
    expect(await twice.openTableIds()).toEqual(["t1"]);
    await again.appendAction("t1", 1, 1, action(1, 1_400));
    expect((await twice.loadTable("t1"))!.games[0].actions).toHaveLength(2);
  });

  test("two stores opening a new place at once both serve it: the schema is made once", async () => {
    const [alpha, beta] = await Promise.all([open("alpha"), open("beta")]);
    await alpha.saveTable(table("t1", 1_000));
    expect(await beta.openTableIds()).toEqual(["t1"]);
  });

  // Leases are for several processes on one database; the embedded store has one process.
  if (backend.kind === "sqlite") {
    test("a claim takes every open table, whatever owner saved it and however live its lease", async () => {
      const [alpha, beta] = [await open("alpha"), await open("beta")];
      await alpha.claimTables(1_000, 100_000);
      await alpha.saveTable(table("t1", 1_000));
      await alpha.saveTable(table("t2", 1_100));
      await alpha.closeTable("t2", 1_200);
      expect(await beta.claimTables(1_300, 100_000)).toEqual(["t1"]);
    });
    return;
  }

  describe("leases", () => {
    test("another owner cannot take a table while its owner's lease is live, and takes it once the lease ran out", async () => {
      const [alpha, beta] = [await open("alpha"), await open("beta")];
      expect(await alpha.claimTables(1_000, 2_000)).toEqual([]);
      await alpha.saveTable(table("t1", 1_000));
      expect(await alpha.claimTables(1_500, 2_500)).toEqual(["t1"]);

      expect(await beta.claimTables(2_000, 3_000)).toEqual([]);
      // A later save, from anyone, leaves the owner.
      await beta.saveTable(table("t1", 1_000, { updatedAt: 2_100 }));
      expect(await beta.claimTables(2_200, 3_200)).toEqual([]);
      expect(await alpha.claimTables(2_400, 3_400)).toEqual(["t1"]);

      // alpha stopped renewing: its lease ended at 3 400.
      expect(await beta.claimTables(3_401, 4_400)).toEqual(["t1"]);
      expect(await alpha.claimTables(3_500, 4_500)).toEqual([]);
      // Closed tables are nobody's to take.
      await beta.closeTable("t1", 3_600);
      expect(await beta.claimTables(3_700, 4_700)).toEqual([]);
    });

    test("a new table belongs to the process that saved it; releaseTables lets another owner take them at once", async () => {
      const [alpha, beta] = [await open("alpha"), await open("beta")];
      await alpha.claimTables(1_000, 10_000);
      await alpha.saveTable(table("t2", 1_200));
      await alpha.saveTable(table("t1", 1_100));
      expect(await beta.claimTables(1_300, 10_000)).toEqual([]);
      await alpha.releaseTables();
      expect(await beta.claimTables(1_400, 10_000)).toEqual(["t1", "t2"]);
      expect(await alpha.claimTables(1_500, 10_000)).toEqual([]);
    });

    test("two owners claiming at once never both get a table, and every table goes to one of them", async () => {
      const gone = await open("gone");
      await gone.claimTables(0, 1);
      const ids = Array.from({ length: 80 }, (_, i) => `t${String(i).padStart(2, "0")}`);
      for (const [i, id] of ids.entries()) await gone.saveTable(table(id, 10 + i));
      const [alpha, beta] = [await open("alpha"), await open("beta")];
      // Each round's leases end before the next round: every table is up for grabs again.
      for (let round = 1; round <= 20; round++) {
        const now = round * 100;
        const [a, b] = await Promise.all([alpha.claimTables(now, now + 50), beta.claimTables(now, now + 50)]);
        expect(a.filter((id) => b.includes(id))).toEqual([]);
        expect([...a, ...b].sort()).toEqual(ids);
      }
    });
  });
});

test("the embedded store answers a write at once (a table's change is told in the same tick), a failure as a rejected promise", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tablee-store-"));
  const store = await openStore({ dataDir, owner: "now" });
  try {
    expect(store.saveTable(table("t1", 1_000))).toBeUndefined();
    expect(store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_000 })).toBeUndefined();
    expect(store.appendAction("t1", 1, 0, action(0, 1_001))).toBeUndefined();
    const duplicate = store.appendAction("t1", 1, 0, action(0, 1_002));
    expect(duplicate).toBeInstanceOf(Promise);
    await expect(duplicate).rejects.toMatchObject({ reason: "duplicate" });
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the embedded store gives back the disk a burst of writes took: once checkpointed, its log is cut back", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tablee-store-"));
  const store = await openStore({ dataDir, owner: "burst" });
  const wal = join(dataDir, "tablee.sqlite-wal");
  try {
    store.saveTable(table("t1", 1_000));
    store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana"], startedAt: 1_000 });
    // A burst three times the size kept, from another connection that never checkpoints.
    const burst = new DatabaseSync(join(dataDir, "tablee.sqlite"));
    burst.exec("PRAGMA wal_autocheckpoint = 0; CREATE TABLE burst (b BLOB); BEGIN");
    const insert = burst.prepare("INSERT INTO burst VALUES (?)");
    for (let i = 0; i < (3 * WAL_KEPT_BYTES) / 4096; i++) insert.run(new Uint8Array(4096));
    burst.exec("COMMIT");
    burst.close();
    expect(statSync(wal).size).toBeGreaterThan(3 * WAL_KEPT_BYTES);
    // The checkpointer catches up within its second; the store's next commit restarts the log.
    let index = 0;
    await waitUntil(async () => {
      await store.appendAction("t1", 1, index, action(index, 2_000 + index));
      index++;
      return statSync(wal).size <= WAL_KEPT_BYTES;
    }, "the WAL file back at its kept size");
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
