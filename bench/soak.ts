/**
 * `npm run soak` (not in CI): SOAK_MINUTES (60) of SOAK_TABLES (500) tables of every game
 * played at a human pace (SOAK_THINK_MS, 3000, per decision) against a real server process:
 * people reload their pages, leave and come back with their seat keys, spectators come and
 * go, tables finish and new ones open, and a fuzzing client sends malformed messages
 * throughout. Prints JSON lines like the bench: the server's RSS every minute, then its slope
 * after the first 10 minutes (the first third for a run shorter than 30), crashes, refused
 * honest actions, and what was played. Progress goes to stderr. Exits 1 if the server died.
 */
import { fileURLToPath } from "node:url";
import { gameIds } from "@tablee/shared";
import { print, progressOf } from "./result.ts";
import { startServerProcess } from "./server-process.ts";
import { median } from "./stats.ts";
import { fuzzTables, type FuzzCounts } from "./soak-fuzz.ts";
import { newCounts, SoakTable, told } from "./soak-table.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 60);
const TABLES = Number(process.env.SOAK_TABLES ?? 500);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 3_000);
/** Each table sees about one reload, leave or spectator every this many seconds. */
const CHURN_SECONDS = Number(process.env.SOAK_CHURN_SECONDS ?? 60);
/** How long the server's event loop is held after each turn of its timers (0: not at all; bench/soak-lag.ts). */
const SERVER_LAG_MS = Number(process.env.SOAK_SERVER_LAG_MS ?? 0);
const WARMUP_MINUTES = Math.min(10, Math.floor(MINUTES / 3));
/** Tables being opened at once. */
const OPENING_AT_ONCE = 8;

const progress = progressOf("soak");

/**
 * Theil–Sen slope of (x, y): the median of the slopes between every pair of points. One
 * minute read while the collector was shrinking or growing the heap (tens of MB either way)
 * would swing a least-squares line by more than the leak it is looking for; a median does not
 * move for one outlier. (The hour of 2026-11-23: least squares -0.29 MB per 10 min, only
 * because minute 11 read 395 MB and minute 12 353; Theil–Sen 0.55.)
 */
function slope(points: [number, number][]): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [x1, y1] = points[i];
      const [x2, y2] = points[j];
      if (x2 !== x1) slopes.push((y2 - y1) / (x2 - x1));
    }
  }
  return slopes.length === 0 ? 0 : median(slopes);
}

// A starved server (bench/soak-lag.ts): the races of an overloaded machine, in minutes.
const lag = SERVER_LAG_MS > 0 ? { NODE_OPTIONS: `--import ${fileURLToPath(new URL("./soak-lag.ts", import.meta.url))}`, SOAK_SERVER_LAG_MS: String(SERVER_LAG_MS) } : undefined;
const server = await startServerProcess({ env: lag });
let crashed = false;
server.died.catch((error: Error) => {
  crashed = true;
  progress(String(error.message));
});
progress(`server ${server.url} (pid ${server.pid}); ${TABLES} tables for ${MINUTES} min${SERVER_LAG_MS > 0 ? `; the server held ${SERVER_LAG_MS} ms a turn` : ""}`);

const counts = newCounts();
const fuzz: FuzzCounts = { frames: 0, answers: 0, putOut: 0 };
const tables = new Set<SoakTable>();
let opened = 0;
let stopping = false;

/** Opens one more table; when it closes for good, the next one opens in its place. */
async function openTable(): Promise<void> {
  const index = opened++;
  const table = new SoakTable(server.url, gameIds[index % gameIds.length], index, counts, THINK_MS);
  try {
    await table.open();
  } catch (error) {
    table.failed(`opening: ${told(error)}`);
    await table.close();
    return;
  }
  tables.add(table);
  void table.done.then(() => {
    tables.delete(table);
    if (!stopping && !crashed) void openTable();
  });
}

const started = Date.now();
for (let i = 0; i < TABLES; i += OPENING_AT_ONCE) {
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, TABLES - i) }, () => openTable()));
}
progress(`${tables.size} tables open after ${Math.round((Date.now() - started) / 1000)} s`);

const churn = setInterval(() => {
  // Each second, each table churns with probability 1 / CHURN_SECONDS.
  for (const table of tables) if (Math.random() < 1 / CHURN_SECONDS) void table.churn();
}, 1_000);

const pickTable = (): string | undefined => {
  const open = [...tables].filter((t) => !t.closing);
  return open.length === 0 ? undefined : open[Math.floor(Math.random() * open.length)].id;
};
const fuzzing = fuzzTables(server.url, pickTable, () => stopping || crashed, fuzz);

const rss: [number, number][] = [];
for (let minute = 1; minute <= MINUTES && !crashed; minute++) {
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  if (crashed) break;
  const mb = server.rssMb();
  rss.push([minute, mb]);
  print({ bench: "soak.rss_mb", value: Math.round(mb * 10) / 10, unit: `MB at minute ${minute}` });
  progress(
    `minute ${minute}: ${tables.size} tables, ${counts.actions} actions, ${counts.games} games, ${counts.refused} refused, ` +
      `${counts.reloads} reloads, ${counts.comebacks} comebacks, ${fuzz.frames} fuzz frames, ${counts.failures} failures; ` +
      // The people's own process: a soak client that grows starves itself (late joins, expired seat reservations).
      `this client's RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
}

stopping = true;
clearInterval(churn);
await fuzzing;
const after = rss.filter(([minute]) => minute > WARMUP_MINUTES);
const perTen = after.length >= 2 ? slope(after) * 10 : NaN;
print({ bench: "soak.rss_slope_mb_per_10_min", value: Math.round(perTen * 100) / 100, unit: `MB per 10 min after minute ${WARMUP_MINUTES}, median of pairwise slopes (goal: under 1)` });
print({ bench: "soak.crashes", value: crashed ? 1 : 0, unit: "server exits" });
print({ bench: "soak.refused_honest_actions", value: counts.refused, unit: "actions" });
print({ bench: "soak.client_failures", value: counts.failures, unit: "drops or failed joins" });
print({ bench: "soak.fuzzer_put_out", value: fuzz.putOut, unit: "sessions" });
print({ bench: "soak.fuzz_frames", value: fuzz.frames, unit: "frames" });
print({ bench: "soak.actions", value: counts.actions, unit: "actions" });
print({ bench: "soak.games", value: counts.games, unit: "games finished" });
print({ bench: "soak.tables_opened", value: opened, unit: "tables" });
print({ bench: "soak.reloads", value: counts.reloads, unit: "reloads" });
print({ bench: "soak.comebacks", value: counts.comebacks, unit: "players back with their seat key" });
print({ bench: "soak.spectators", value: counts.spectators, unit: "spectators" });
for (const [code, n] of counts.refusedCodes) progress(`refused: ${code} × ${n}`);

await Promise.all([...tables].map((table) => table.close()));
await server.stop();
process.exit(crashed ? 1 : 0);
