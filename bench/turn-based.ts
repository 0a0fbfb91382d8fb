/**
 * server.turn_based_tables: how many turn-based tables one server process holds with 1% of
 * them awake and played at a person's pace. BENCH_TURN_TABLES (100,000; 0 skips it) sleeping turn-based
 * Four-seat tables are written into the store before the server starts (bench/sleeping-store.ts:
 * the store's own calls, as the server writes them); the server then starts on it, and the
 * players of 1% of the tables come back through their links (four seat-key joins a table,
 * raw clients: bench/load-table.ts), which wakes them. Each awake table then takes a move
 * every 10 to 30 s (each wait drawn at random, the tables' first moves spread over 30 s);
 * over BENCH_TURN_SECONDS (60) the samples are, as in the other server figures, from an
 * action sent to the last other player of its table having it, and the server's RSS is read
 * every second. The value is the table count; the unit says how many were awake, the highest
 * RSS read and the p99, the figures the count is held at (goal: 100,000, under 500 MB).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Rng, seedRng } from "@tablee/shared";
import { LoadTable, type LoadEvents, type Route } from "./load-table.ts";
import { progressOf, type BenchResult } from "./result.ts";
import { startServerProcess } from "./server-process.ts";
import { seededId, seededKey, seedSleepingTables, StoreReader } from "./sleeping-store.ts";
import { median, percentile } from "./stats.ts";
import { SEATS } from "./table-pace.ts";

const TABLES = Number(process.env.BENCH_TURN_TABLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 60);
/** A person's pace at a turn-based table they sit at: a move every 10 to 30 s. */
const MOVE_MIN_MS = 10_000;
const MOVE_MAX_MS = 30_000;
/** Tables whose players come back at once. */
const WAKING_AT_ONCE = 8;
/** After the window: the last actions' patches arrive. */
const DRAIN_MS = 1_000;

const progress = progressOf("bench turn-based");

/** Wakes the `ids` by their players' return, `WAKING_AT_ONCE` at a time. */
async function wakeTables(route: Route, ids: string[], events: LoadEvents): Promise<LoadTable[]> {
  const tables: LoadTable[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < ids.length) {
      const index = next++;
      const keys = Array.from({ length: SEATS }, (_, seat) => seededKey(ids[index], seat));
      tables.push(await LoadTable.rejoin(route, ids[index], keys, index, events));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(WAKING_AT_ONCE, ids.length) }, worker));
  } catch (error) {
    await Promise.all(tables.map((table) => table.close()));
    throw error;
  }
  return tables;
}

/** Each table moves after a wait drawn from [MOVE_MIN_MS, MOVE_MAX_MS], the first within MOVE_MAX_MS. Returns the stop. */
function playAtPersonsPace(tables: LoadTable[], rng: Rng): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let running = true;
  const schedule = (table: LoadTable, ms: number): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!running) return;
      table.tick();
      schedule(table, MOVE_MIN_MS + rng.int(MOVE_MAX_MS - MOVE_MIN_MS));
    }, ms);
    timers.add(timer);
  };
  for (const table of tables) schedule(table, rng.int(MOVE_MAX_MS));
  return () => {
    running = false;
    for (const timer of timers) clearTimeout(timer);
  };
}

export async function turnBasedTables(): Promise<BenchResult[]> {
  if (TABLES === 0) return [];
  const dataDir = mkdtempSync(join(tmpdir(), "tablee-turns-"));
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  let tables: LoadTable[] = [];
  let stop = (): void => undefined;
  try {
    const seeding = performance.now();
    await seedSleepingTables(dataDir, TABLES, (done) => progress(`${done} tables stored asleep`));
    progress(`${TABLES} sleeping tables stored in ${((performance.now() - seeding) / 1000).toFixed(0)} s; starting the server on them`);
    const server = await startServerProcess({ dataDir, readyTimeoutMs: 120_000 });
    try {
      const store = new StoreReader(dataDir);
      const asleep = store.asleepCount();
      store.close();
      if (asleep !== TABLES) throw new Error(`the store has ${asleep} of ${TABLES} tables asleep after the start`);
      const before = await server.memory(true);
      const rng = new Rng(seedRng("bench-turn-based"));
      const awake = Math.ceil(TABLES / 100);
      const ids = new Set<string>();
      while (ids.size < awake) ids.add(seededId(rng.int(TABLES)));
      progress(`server RSS ${(before.rssKb / 1024).toFixed(1)} MB with ${TABLES} tables asleep; ${awake} of them woken by their players`);

      const window = { start: Infinity, end: Infinity };
      const samples: number[] = [];
      let failure: Error | null = null;
      let failed: (error: Error) => void = () => undefined;
      const fatal = new Promise<never>((_, reject) => (failed = reject));
      fatal.catch(() => undefined);
      const events: LoadEvents = {
        sample(sentAt, ms) {
          if (sentAt >= window.start && sentAt < window.end) samples.push(ms);
        },
        failure(error) {
          failure ??= error;
          failed(error);
        },
      };
      const waking = performance.now();
      tables = await Promise.race([wakeTables({ base: server.url, from: "127.0.0.1", agent }, [...ids], events), server.died]);
      progress(`${tables.length} tables awake, ${tables.length * SEATS} players back, in ${((performance.now() - waking) / 1000).toFixed(1)} s; playing for ${SECONDS} s`);

      stop = playAtPersonsPace(tables, rng);
      window.start = performance.now();
      window.end = window.start + SECONDS * 1000;
      const rss: number[] = [];
      const reading = setInterval(() => rss.push(server.rssMb()), 1000);
      try {
        await Promise.race([new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 + DRAIN_MS)), server.died, fatal]);
      } finally {
        clearInterval(reading);
        stop();
      }
      if (failure !== null) throw failure;
      if (samples.length === 0) throw new Error("no action of an awake table reached its other players");
      const held = await server.memory(true);
      const sent = tables.reduce((sum, table) => sum + table.counts.sent, 0);
      samples.sort((a, b) => a - b);
      const p99 = percentile(samples, 99);
      const peak = Math.max(...rss);
      const stillAsleep = new StoreReader(dataDir);
      const asleepAfter = stillAsleep.asleepCount();
      stillAsleep.close();
      progress(
        `${samples.length} samples of ${sent} moves: p50 ${percentile(samples, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${samples[samples.length - 1].toFixed(2)} ms; ` +
          `RSS while playing: median ${median(rss).toFixed(1)} MB, highest ${peak.toFixed(1)} MB; after full collections ${(held.rssKb / 1024).toFixed(1)} MB ` +
          `(JS heap ${(held.heapUsedKb / 1024).toFixed(1)} MB); ${asleepAfter} tables asleep in the store`,
      );
      return [{ bench: "server.turn_based_tables", value: TABLES, unit: `tables (${tables.length} awake; RSS ${peak.toFixed(0)} MB; action to peer p99 ${p99.toFixed(1)} ms)` }];
    } finally {
      stop();
      await Promise.all(tables.map((table) => table.close()));
      await server.stop();
    }
  } finally {
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
