/**
 * The server bench's load, the same for Tablée's tables (bench/server.ts) and the reference
 * room's (bench/reference.ts): how many tables, how fast they act, how long the window is,
 * and how the tables are opened and ticked.
 */
import { tickEvery } from "./ticker.ts";
import { progressOf } from "./result.ts";

export const TABLES = Number(process.env.BENCH_TABLES ?? 200);
export const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
export const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 20);
export const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000);
/** After the last tick, how long the last actions may take to arrive before the samples are read. */
export const DRAIN_MS = 1_000;
/** Tables being set up at once: enough to be quick, few enough not to swamp matchmaking. */
const OPENING_AT_ONCE = 8;

/** A table of the load: it acts on each tick and counts the actions it sent. */
export interface LoadedTable {
  readonly counts: { sent: number };
  tick(): void;
  close(): Promise<void>;
}

export const progress = progressOf("bench server");

/** Waits `ms`, or rejects as soon as `fatal` does (and then leaves no timer behind). */
export function waitUnless(fatal: Promise<never>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([elapsed, fatal]).finally(() => clearTimeout(timer));
}

/** Opens `count` tables a few at a time; stops (and closes what it still opens) once `stop` aborts. */
export async function openTables<T extends LoadedTable>(count: number, open: (index: number) => Promise<T>, opened: T[], stop: AbortSignal): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count && !stop.aborted) {
      const index = next++;
      const table = await open(index);
      if (stop.aborted) return void (await table.close());
      opened.push(table);
      if (opened.length % 50 === 0) progress(`${opened.length}/${count} tables playing`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, count) }, worker));
}

/** Ticks every table every INTERVAL_MS at its own offset, on absolute times (no drift). */
export function startTicking(tables: LoadedTable[]): () => void {
  return tickEvery(tables.map((table, index) => ({ index, tick: () => table.tick() })), tables.length, INTERVAL_MS, performance.now() + 50);
}

/** The actions the tables have sent so far. */
export const actionsSent = (tables: readonly LoadedTable[]): number => tables.reduce((sum, table) => sum + table.counts.sent, 0);

/** A server's CPU time over a window (ms) per action sent in it, in µs. */
export function cpuUsPerAction(cpuMs: number, actions: number): number {
  if (actions === 0) throw new Error("no action was sent in the measuring window");
  return (cpuMs * 1000) / actions;
}
