/**
 * The server's figures under load from raw clients (bench/load-table.ts) played by several
 * generator processes (bench/load-fleet.ts), so that the figure measures the server and not
 * the clients:
 *
 *   server.tables_at_human_pace  (group `capacity`) the most four-seat tables one server process
 *       holds with four players each, one action per table every BENCH_CAPACITY_INTERVAL_MS
 *       (3000, a person's pace), the other three players receiving every patch, with the p99
 *       from an action to the last of them at most 50 ms. Stepped up over
 *       BENCH_CAPACITY_STEPS (500,1000,1500,2000,2500,3000,3500,4000,4500) tables on one server (4,500
 *       tables are 18,000 sockets, about what a process allowed 20,000 open files holds):
 *       each step opens the tables it adds, warms up, and measures BENCH_CAPACITY_SECONDS (20); the
 *       first step over 50 ms, or that fails (a client dropped, a table refused), ends the
 *       climb. The figure is the largest step that passed (0 if none did; if the last passed,
 *       the server holds at least that many).
 *   server.redis.action_to_peer_ms_p50 / _p99  (group `redis`) the 200-table run of
 *       bench/server.ts (BENCH_TABLES, one action per table every BENCH_INTERVAL_MS, 250;
 *       BENCH_SERVER_SECONDS, 20) over two server processes sharing one lobby through a fresh
 *       Redis: half the tables created on each, their guests joining through one process or the
 *       other in turn (a reservation sends the socket to the process that holds the table).
 *
 * Prints nothing on stdout: progress goes to stderr, with the CPU shares and the generators'
 * event-loop delay that tell whether the bench itself held the figure back.
 */
import { progressOf, type BenchResult } from "./result.ts";
import { Fleet, type Measured } from "./load-fleet.ts";
import { startRedis, type RedisProcess } from "./load-redis-process.ts";
import { freePort, startServerProcess, type ServerProcess } from "./server-process.ts";
import { percentile } from "./stats.ts";

const STEPS = process.env.BENCH_CAPACITY_STEPS ?? "500,1000,1500,2000,2500,3000,3500,4000,4500";
const HUMAN_INTERVAL_MS = Number(process.env.BENCH_CAPACITY_INTERVAL_MS ?? 3_000);
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 20);
/** The bound on p99 for a step to pass. */
const P99_LIMIT_MS = 50;

const REDIS_TABLES = Number(process.env.BENCH_TABLES ?? 200);
const REDIS_INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
const REDIS_SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 20);

const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000);
/** After the window, how long its last actions may take to arrive. */
const DRAIN_MS = 1_000;

/** The climb's table counts: whole numbers, each above the one before (tables are only added). */
function steps(text: string): number[] {
  const counts = text.split(",").map((part) => Number(part.trim()));
  if (counts.some((count, i) => !Number.isInteger(count) || count <= (i === 0 ? 0 : counts[i - 1]))) {
    throw new Error(`BENCH_CAPACITY_STEPS must be table counts, each above the one before (e.g. 500,1000,2000), not ${JSON.stringify(text)}`);
  }
  return counts;
}

const progress = progressOf("bench load");

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Waits `ms`, or rejects as soon as `fatal` does. */
function waitUnless(fatal: Promise<never>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([elapsed, fatal]).finally(() => clearTimeout(timer));
}

interface Window extends Measured {
  p50: number;
  p99: number;
}

/** Warms up, then measures `seconds` of actions; says where the time went. */
async function window(fleet: Fleet, servers: ServerProcess[], intervalMs: number, seconds: number, fatal: Promise<never>): Promise<Window> {
  // Every table acts at least once before the window, whatever its interval.
  await waitUnless(fatal, Math.max(WARMUP_MS, intervalMs + 500));
  const serverCpu = servers.map((server) => server.cpuMs());
  const measured = await Promise.race([fleet.measure(seconds, DRAIN_MS), fatal]);
  const serverShares = servers.map((server, i) => ((server.cpuMs() - serverCpu[i]) / (seconds * 10)).toFixed(0));
  if (measured.samples.length === 0) throw new Error("no action reached its table's other clients");
  // One stall or slowness throughout? The 100 ms slices of the window the slow actions were sent in.
  const slowSlices = new Set(measured.sentAt.filter((_, i) => measured.samples[i] > P99_LIMIT_MS).map((at) => Math.floor(at / 100)));
  const samples = [...measured.samples].sort((a, b) => a - b);
  const { counts } = measured;
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const slow = samples.length - samples.findIndex((ms) => ms > P99_LIMIT_MS);
  if (measured.late > 0) progress(`${measured.late} actions had not reached every other player ${DRAIN_MS} ms after the window: counted with their wait so far`);
  if (slowSlices.size > 0) progress(`${slow} samples over ${P99_LIMIT_MS} ms, sent within ${slowSlices.size} of the window's ${seconds * 10} slices of 100 ms`);
  progress(
    `${fleet.tables} tables: ${samples.length} samples, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${samples[samples.length - 1].toFixed(2)} ms; ` +
      `server RSS ${servers.map((server) => server.rssMb().toFixed(0)).join(" + ")} MB; over the window actions sent ${counts.sent}, busy ticks ${counts.busy}, games begun ${counts.games}; ` +
      `CPU: server ${serverShares.join(" + ")}% of a core, generators ${(measured.cpuMs / (seconds * 10)).toFixed(0)}%, generators' event-loop delay p99 ${measured.loopDelayP99Ms.toFixed(1)} ms, max ${measured.loopDelayMaxMs.toFixed(1)} ms`,
  );
  return { ...measured, p50, p99 };
}

export async function capacityBenchmarks(): Promise<BenchResult[]> {
  const climb = steps(STEPS);
  let server: ServerProcess | undefined;
  let fleet: Fleet | undefined;
  let passed = 0;
  try {
    // The table cap would end the climb before the latency does.
    server = await startServerProcess({ env: { MAX_TABLES: String(climb[climb.length - 1] + 100) } });
    fleet = new Fleet([server.url]);
    const fatal = Promise.race([server.died, fleet.failed]);
    progress(`server pid ${server.pid}, RSS ${server.rssMb().toFixed(0)} MB; steps ${climb.join(", ")} tables, one action per table every ${HUMAN_INTERVAL_MS} ms`);
    for (const step of climb) {
      try {
        const opening = performance.now();
        await Promise.race([fleet.add(step - fleet.tables), fatal]);
        progress(`${step} tables playing (${((performance.now() - opening) / 1000).toFixed(0)} s to open the new ones)`);
        fleet.tick(HUMAN_INTERVAL_MS);
        const { p99 } = await window(fleet, [server], HUMAN_INTERVAL_MS, CAPACITY_SECONDS, fatal);
        if (p99 > P99_LIMIT_MS) {
          progress(`${step} tables: p99 over ${P99_LIMIT_MS} ms, the climb stops`);
          break;
        }
        passed = step;
      } catch (error) {
        progress(`${step} tables failed, the climb stops: ${error instanceof Error ? error.message : String(error)}`);
        break;
      }
    }
    if (passed === climb[climb.length - 1]) progress(`every step passed: the server holds at least ${passed} tables`);
    return [{ bench: "server.tables_at_human_pace", value: passed, unit: "tables" }];
  } finally {
    await fleet?.close();
    await server?.stop();
  }
}

export async function redisBenchmarks(): Promise<BenchResult[]> {
  let redis: RedisProcess | undefined;
  const servers: ServerProcess[] = [];
  let fleet: Fleet | undefined;
  try {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) {
      // Each process tells clients where its own tables are (the reservation's publicAddress).
      const port = await freePort();
      servers.push(await startServerProcess({ port, env: { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` } }));
    }
    fleet = new Fleet(servers.map((server) => server.url));
    const fatal = Promise.race([...servers.map((server) => server.died), fleet.failed]);
    progress(`two servers (pids ${servers.map((server) => server.pid).join(", ")}) sharing Redis at ${redis.url}; opening ${REDIS_TABLES} tables`);
    await Promise.race([fleet.add(REDIS_TABLES), fatal]);
    fleet.tick(REDIS_INTERVAL_MS);
    const { p50, p99 } = await window(fleet, servers, REDIS_INTERVAL_MS, REDIS_SECONDS, fatal);
    return [
      { bench: "server.redis.action_to_peer_ms_p50", value: round2(p50), unit: "ms" },
      { bench: "server.redis.action_to_peer_ms_p99", value: round2(p99), unit: "ms" },
    ];
  } finally {
    await fleet?.close();
    for (const server of servers) await server.stop();
    await redis?.stop();
  }
}
