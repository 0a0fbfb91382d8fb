/**
 * The table store's figures, with the default (embedded) store, as `npm start` keeps tables:
 *   store.appends_per_s  accepted actions a second that one server process stores and then
 *       tells every client of the table, when BENCH_STORE_TABLES (100) four-seat tables of four bot
 *       clients each play as fast as the answers come (each table sends its next action as
 *       soon as all four clients have the previous one, each client within the server's 20
 *       messages a second), over BENCH_STORE_SECONDS (10);
 *   server.restore_ms_per_1000_tables  from starting a server process on a store that holds
 *       1,000 open four-seat tables (each 60 actions into its game) to the moment it reports every
 *       table back (/healthz answers 200 once they are; a sample of them is then joined to
 *       check), scaled to 1,000 if BENCH_RESTORE_TABLES says otherwise.
 * Progress goes to stderr; bench/run.ts prints the results.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { digestDue, gameViews, openStore, viewsDigest } from "@tablee/server";
import { Rng, seedRng } from "@tablee/shared";
import { progressOf, type BenchResult } from "./result.ts";
import { startServerProcess } from "./server-process.ts";
import { BotTable, type TableEvents } from "./server-table.ts";
import { GAME, SEATS } from "./table-pace.ts";

const TABLES = Number(process.env.BENCH_STORE_TABLES ?? 100);
const SECONDS = Number(process.env.BENCH_STORE_SECONDS ?? 10);
const WARMUP_MS = 2_000;
const RESTORE_TABLES = Number(process.env.BENCH_RESTORE_TABLES ?? 1_000);
const ACTIONS_PER_TABLE = 60;
const SAMPLE_JOINS = 20;

const progress = progressOf("bench store");

async function appendsPerSecond(): Promise<number> {
  const server = await startServerProcess();
  const tables: BotTable[] = [];
  let stored = 0;
  let counting = false;
  let failure: Error | null = null;
  let running = true;
  const events: TableEvents = {
    sample() {
      if (counting) stored++;
    },
    failure(error) {
      failure ??= error;
    },
    // A table acts again as soon as its last action reached all four clients.
    settled(table) {
      if (running) table.tick();
    },
  };
  // A table that found nobody able to act (a rematch under way, or its next player's client
  // at the message rate limit) is asked again a little later.
  let nudge: NodeJS.Timeout | undefined;
  try {
    for (let i = 0; i < TABLES; i++) tables.push(await BotTable.open(server.url, i, events));
    progress(`${TABLES} tables playing as fast as the answers come`);
    for (const table of tables) table.tick();
    nudge = setInterval(() => tables.forEach((table) => table.tick()), 10);
    await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
    counting = true;
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    counting = false;
    const seconds = (performance.now() - start) / 1000;
    running = false;
    if (failure) throw failure;
    const rate = stored / seconds;
    progress(`${stored} actions stored and told in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} a second`);
    return Math.round(rate);
  } finally {
    running = false;
    clearInterval(nudge);
    await Promise.all(tables.map((table) => table.close()));
    await server.stop();
  }
}

/** A store holding `count` open four-seat tables, each `ACTIONS_PER_TABLE` bot actions into its game, as the server writes it. */
async function storeWithTables(dataDir: string, count: number): Promise<string[]> {
  const store = await openStore({ dataDir, owner: "bench-writer" });
  const { rules, bot } = GAME;
  const ids: string[] = [];
  try {
    for (let t = 0; t < count; t++) {
      const id = `bench-${t}`;
      const now = Date.now();
      const seats = ["North", "East", "South", "West"].map((name) => ({ name, keyHash: "0".repeat(64) }));
      await store.saveTable({ id, game: GAME.facts.id, seatCount: SEATS, options: {}, private: true, host: "North", phase: "playing", seats, chat: [], pace: "live", clock: 0, takeover: "easy", awayAfter: 3, turn: [], createdAt: now, updatedAt: now });
      const seed = `bench-restore-${t}`;
      await store.startGame(id, { gameNo: 1, seed, players: seats.map((s) => s.name), startedAt: now });
      const rng = new Rng(seedRng(seed));
      let state = rules.setup(SEATS, seed, {});
      for (let i = 0; i < ACTIONS_PER_TABLE && rules.outcome(state) === null; i++) {
        const seat = rules.activeSeats(state)[0];
        const action = bot(rules.view(state, seat), rng);
        state = rules.apply(state, seat, action);
        await store.appendAction(id, 1, i, { seat, action, digest: digestDue(i, rules.outcome(state) !== null) ? viewsDigest(gameViews(rules, state, 4)) : "", at: now });
      }
      ids.push(id);
    }
  } finally {
    await store.close();
  }
  return ids;
}

async function restoreMs(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "tablee-restore-"));
  try {
    const ids = await storeWithTables(dataDir, RESTORE_TABLES);
    progress(`${ids.length} open tables stored; starting a server on them`);
    const start = performance.now();
    // startServerProcess returns once /healthz answers 200: every table is back by then.
    const server = await startServerProcess({ dataDir, readyTimeoutMs: 120_000 });
    const ms = performance.now() - start;
    try {
      const rng = new Rng(seedRng("restore-sample"));
      for (let i = 0; i < SAMPLE_JOINS; i++) {
        const id = ids[rng.int(ids.length)];
        const room = await new Client(server.url).joinById(id, { name: `Watcher ${i}`, spectate: true });
        room.onMessage("*", () => undefined);
        await room.leave(true);
      }
      progress(`back in ${ms.toFixed(0)} ms (process start included); ${SAMPLE_JOINS} of them joined`);
    } finally {
      await server.stop();
    }
    return Math.round((ms * 1000) / ids.length);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function storeBenchmarks(): Promise<BenchResult[]> {
  const appends = await appendsPerSecond();
  const restore = await restoreMs();
  return [
    { bench: "store.appends_per_s", value: appends, unit: "actions/s" },
    { bench: "server.restore_ms_per_1000_tables", value: restore, unit: "ms" },
  ];
}
