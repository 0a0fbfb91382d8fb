/**
 * What a turn-based table costs while nobody is at it, and how quickly it comes back
 * (bench/run.ts; BENCH_ONLY=sleeping runs these alone):
 *   server.sleeping_table_kb  the server process's RSS per sleeping table: BENCH_SLEEPING_TABLES
 *       (10,000) turn-based four-seat tables made through the server as players make them (a host
 *       creates the table with a one-day clock, three friends join, the game starts, a few
 *       moves, everybody leaves), the server started with SLEEP_SECONDS=1; RSS read, after
 *       full collections, once BENCH_SLEEPING_WARMUP (200) such tables sleep, and again once
 *       the store says every table sleeps and SETTLE_MS passed: (after - before) / tables, KB.
 *   server.wake_ms_p99  from a link opened (a seat-key joinById through the SDK, as a player's
 *       page does) to the table's first state, over BENCH_WAKES (300) of those sleeping tables
 *       taken one after another (after WAKE_WARMUP wakes of warm-up tables); the same join
 *       again while the table is awake is shown on stderr for comparison.
 *   server.turn_based_tables  see bench/turn-based.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { Rng, seedRng } from "@tablee/shared";
import { LoadTable, type LoadEvents, type Route } from "./load-table.ts";
import { progressOf, type BenchResult } from "./result.ts";
import { startServerProcess, type ProbeMemory, type ServerProcess } from "./server-process.ts";
import { StoreReader, TURN_CLOCK_SECONDS } from "./sleeping-store.ts";
import { stateReached } from "./state-reached.ts";
import { percentile } from "./stats.ts";
import { PACE_MS } from "./table-pace.ts";
import { turnBasedTables } from "./turn-based.ts";

const TABLES = Number(process.env.BENCH_SLEEPING_TABLES ?? 10_000);
const WARMUP_TABLES = Number(process.env.BENCH_SLEEPING_WARMUP ?? 200);
const WAKES = Number(process.env.BENCH_WAKES ?? 300);
/** Tables woken before the measured ones. */
const WAKE_WARMUP = 20;
/** Moves played at each table before its players leave. */
const ACTIONS = 4;
/** Tables being made at once. */
const MAKING_AT_ONCE = 8;
/**
 * After the store says all sleep: the last rooms' timers and sockets go, and V8's memory
 * reducer, which looks every 8 s whether the process allocates little, gives back the pages
 * the collector freed (server/src/memory-reducer.ts): two of its looks.
 */
const SETTLE_MS = 20_000;
/** How long the store may take to say that every table sleeps. */
const ASLEEP_TIMEOUT_MS = 120_000;
const WAKE_TIMEOUT_MS = 10_000;

const progress = progressOf("bench sleeping");

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Where the process grew, per table: RSS that is anonymous or files', the JS heap used and committed, external memory. */
function grew(before: ProbeMemory, after: ProbeMemory, tables: number): string {
  const per = (key: keyof Omit<ProbeMemory, "spacesKb" | "mapsKb">): string => ((after[key] - before[key]) / tables).toFixed(2);
  return `anonymous ${per("rssAnonKb")} KB, files ${per("rssFileKb")} KB; JS heap used ${per("heapUsedKb")} KB, committed ${per("heapTotalKb")} KB; external ${per("externalKb")} KB; V8's malloc ${per("v8MallocKb")} KB`;
}

/** The growth per table of each kind of mapping (bench/server-probe.ts), then of each V8 space that grew or shrank. */
function grewWhere(before: ProbeMemory, after: ProbeMemory, tables: number): string {
  const by = (a: Record<string, number>, b: Record<string, number>): string =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .map((kind) => [kind, ((b[kind] ?? 0) - (a[kind] ?? 0)) / tables] as const)
      .filter(([, perTable]) => Math.abs(perTable) >= 0.005)
      .map(([kind, perTable]) => `${kind} ${perTable.toFixed(2)}`)
      .join(", ");
  return `mappings (KB a table): ${by(before.mapsKb, after.mapsKb) || "none grew"}; V8 spaces: ${by(before.spacesKb, after.spacesKb) || "none grew"}`;
}

/** RSS by kind of mapping, in MB. */
const maps = (memory: ProbeMemory): string =>
  Object.entries(memory.mapsKb)
    .map(([kind, rss]) => `${kind} ${(rss / 1024).toFixed(1)}`)
    .join(", ");

/** The seat keys of the tables made so far, by table id. */
type Made = Map<string, string[]>;

/**
 * Tables made as players make them, `MAKING_AT_ONCE` at a time: each created turn-based, four
 * players seated, the game started, ACTIONS moves, then everybody leaves (the seats stay theirs).
 */
async function makeTables(route: Route, count: number, made: Made): Promise<void> {
  let next = made.size;
  const end = next + count;
  let failure: Error | null = null;
  const events: LoadEvents = { sample: () => undefined, failure: (error) => void (failure ??= error) };
  const worker = async (): Promise<void> => {
    while (next < end && failure === null) {
      const index = next++;
      const table = await LoadTable.open(route, [route], index, events, { pace: "turns", clock: TURN_CLOCK_SECONDS });
      try {
        await play(table, ACTIONS);
        const keys = table.seatKeys();
        if (keys.includes("")) throw new Error(`a player of table ${table.roomId} got no seat key`);
        made.set(table.roomId, keys);
        if (made.size % 1000 === 0) progress(`${made.size} tables made`);
      } finally {
        await table.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAKING_AT_ONCE, count) }, worker));
  if (failure !== null) throw failure;
}

/** Plays `actions` moves at the table, each once every other player has the one before. */
async function play(table: LoadTable, actions: number): Promise<void> {
  for (let tries = 0; table.counts.sent < actions || table.unanswered !== null; tries++) {
    if (tries > 200) throw new Error(`table ${table.roomId} did not take ${actions} moves`);
    table.tick();
    await pause(PACE_MS);
  }
}

/** Makes `count` more tables; once the store has every table asleep and SETTLE_MS passed, the server's memory. */
async function sleepMore(route: Route, count: number, made: Made, store: StoreReader, server: ServerProcess): Promise<ProbeMemory> {
  await Promise.race([makeTables(route, count, made), server.died]);
  await allAsleep(store, made.size, server);
  await pause(SETTLE_MS);
  return server.memory(true);
}

/** Resolves once the store says `count` tables sleep. */
async function allAsleep(store: StoreReader, count: number, server: ServerProcess): Promise<void> {
  const until = Date.now() + ASLEEP_TIMEOUT_MS;
  for (let asleep = store.asleepCount(); asleep < count; asleep = store.asleepCount()) {
    if (Date.now() > until) throw new Error(`only ${asleep} of ${count} tables asleep after ${ASLEEP_TIMEOUT_MS} ms`);
    await Promise.race([pause(500), server.died]);
  }
}

/**
 * Opens `ids` one after another as a player's page does (a seat-key joinById, then the first
 * state), each while it sleeps (the store says so just before) and once more while it is
 * awake; returns both times, in ms.
 */
async function wakes(url: string, ids: string[], made: Made, store: StoreReader): Promise<{ asleep: number[]; awake: number[] }> {
  const times = { asleep: [] as number[], awake: [] as number[] };
  const open = async (id: string): Promise<number> => {
    const start = performance.now();
    const room = await new Client(url).joinById<{ phase?: string }>(id, { name: "Ana", seatKey: made.get(id)![0] });
    room.onMessage("*", () => undefined);
    await stateReached(room, (state) => state.phase === "playing", `table ${id}'s first state`, WAKE_TIMEOUT_MS);
    const ms = performance.now() - start;
    await room.leave(true);
    return ms;
  };
  for (const id of ids) {
    if (!store.asleep(id)) throw new Error(`table ${id} was awake before its link was opened`);
    times.asleep.push(await open(id));
    times.awake.push(await open(id));
  }
  return times;
}

async function sleepingTables(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "tablee-sleeping-"));
  try {
    return await measure(dataDir, await startServerProcess({ dataDir, env: { SLEEP_SECONDS: "1" } }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(dataDir: string, server: ServerProcess): Promise<BenchResult[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const route: Route = { base: server.url, from: "127.0.0.1", agent };
  const made: Made = new Map();
  let store: StoreReader | undefined;
  try {
    store = new StoreReader(dataDir);
    progress(`server pid ${server.pid}; warming up with ${WARMUP_TABLES} sleeping tables`);
    const before = await sleepMore(route, WARMUP_TABLES, made, store, server);
    progress(`RSS ${(before.rssKb / 1024).toFixed(1)} MB with ${made.size} tables asleep; making ${TABLES} more`);
    // Read halfway too: whether the process grows by each table or once (its headroom).
    const half = Math.floor(TABLES / 2);
    const start = performance.now();
    const middle = await sleepMore(route, half, made, store, server);
    const after = await sleepMore(route, TABLES - half, made, store, server);
    progress(`${TABLES} tables made in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    const perTable = (after.rssKb - before.rssKb) / TABLES;
    progress(
      `RSS ${(before.rssKb / 1024).toFixed(1)} -> ${(middle.rssKb / 1024).toFixed(1)} -> ${(after.rssKb / 1024).toFixed(1)} MB with ${made.size} tables asleep: ` +
        `${perTable.toFixed(2)} KB a table (${grew(before, after, TABLES)}); the second half alone ${((after.rssKb - middle.rssKb) / (TABLES - half)).toFixed(2)} KB a table`,
    );
    progress(`where: ${grewWhere(before, after, TABLES)}; the second half alone: ${grewWhere(middle, after, TABLES - half)}`);
    progress(`RSS by mapping (MB): before ${maps(before)}; after ${maps(after)}`);

    // The wake's code compiled first, as in a server that wakes tables all day: a few of the
    // warm-up tables are opened before the measured ones (drawn from the others).
    const warm = [...made.keys()].slice(0, WARMUP_TABLES);
    await Promise.race([wakes(server.url, warm.slice(0, WAKE_WARMUP), made, store), server.died]);
    const rng = new Rng(seedRng("bench-wakes"));
    const ids = [...made.keys()].slice(WARMUP_TABLES);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    const times = await Promise.race([wakes(server.url, ids.slice(0, WAKES), made, store), server.died]);
    const asleep = times.asleep.sort((a, b) => a - b);
    const awake = times.awake.sort((a, b) => a - b);
    progress(
      `${asleep.length} links opened to a sleeping table: first state p50 ${percentile(asleep, 50).toFixed(1)} ms, p99 ${percentile(asleep, 99).toFixed(1)} ms, max ${asleep[asleep.length - 1].toFixed(1)} ms; ` +
        `the same join to the table awake: p50 ${percentile(awake, 50).toFixed(1)} ms, p99 ${percentile(awake, 99).toFixed(1)} ms`,
    );
    return [
      { bench: "server.sleeping_table_kb", value: round2(perTable), unit: "KB" },
      { bench: "server.wake_ms_p99", value: round2(percentile(asleep, 99)), unit: "ms" },
    ];
  } finally {
    store?.close();
    agent.destroy();
    await server.stop();
  }
}

export async function sleepingBenchmarks(): Promise<BenchResult[]> {
  return [...(await sleepingTables()), ...(await turnBasedTables())];
}
