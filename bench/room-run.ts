/**
 * A run of the server bench's load (bench/server-load.ts) on a room other than Tablée's,
 * served by a script of its own in a process of its own with Node's default flags: the
 * reference room (bench/reference.ts) and the textbook DOG room (bench/dog-textbook.ts). Its
 * action-to-last-peer p50 and p99 and its CPU per action are read as Tablée's are
 * (bench/server.ts), for Tablée's to be read against.
 */
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { referenceRoute } from "./reference-table.ts";
import { actionsSent, cpuUsPerAction, DRAIN_MS, openTables, progress, SECONDS, startTicking, TABLES, waitUnless, WARMUP_MS, type LoadedTable } from "./server-load.ts";
import { percentile } from "./stats.ts";
import type { LoadEvents } from "./load-table.ts";
import type { Route } from "./load-client.ts";

export interface RoomRun {
  p50: number;
  p99: number;
  cpuUsPerAction: number;
}

/** What a run plays: the server's script, and how one of its tables is opened. */
export interface RoomUnderLoad<T extends LoadedTable & { counts: { busy: number } }> {
  /** For the progress lines. */
  label: string;
  script: string;
  open(route: Route, index: number, events: LoadEvents): Promise<T>;
}

export async function measureRoom<T extends LoadedTable & { counts: { busy: number } }>(room: RoomUnderLoad<T>): Promise<RoomRun> {
  let server: ServerProcess | undefined;
  let route: Route | undefined;
  const tables: T[] = [];
  let stopTicking = (): void => undefined;
  const stopOpening = new AbortController();
  let failed: (error: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  failure.catch(() => undefined);
  try {
    server = await startServerProcess({ script: room.script, nodeFlags: [], healthPath: "/__healthcheck" });
    progress(`${room.label} server pid ${server.pid} at ${server.url}; opening ${TABLES} tables`);
    const fatal = Promise.race([server.died, failure]);
    let windowStart = Infinity;
    let windowEnd = Infinity;
    const samples: number[] = [];
    const events: LoadEvents = {
      sample(sentAt, ms) {
        if (sentAt >= windowStart && sentAt < windowEnd) samples.push(ms);
      },
      failure: (error) => failed(error),
    };
    route = referenceRoute(server.url);
    const from = route;
    await Promise.race([openTables(TABLES, (index) => room.open(from, index, events), tables, stopOpening.signal), fatal]);
    stopTicking = startTicking(tables);
    await waitUnless(fatal, WARMUP_MS);
    const cpuBefore = server.cpuMs();
    const sentBefore = actionsSent(tables);
    windowStart = performance.now();
    windowEnd = windowStart + SECONDS * 1000;
    await waitUnless(fatal, SECONDS * 1000);
    const cpuMs = server.cpuMs() - cpuBefore;
    const actions = actionsSent(tables) - sentBefore;
    stopTicking();
    await waitUnless(fatal, DRAIN_MS);
    if (samples.length === 0) throw new Error(`no move reached its ${room.label} table's other clients`);
    samples.sort((a, b) => a - b);
    const run = { p50: percentile(samples, 50), p99: percentile(samples, 99), cpuUsPerAction: cpuUsPerAction(cpuMs, actions) };
    const busy = tables.reduce((sum, table) => sum + table.counts.busy, 0);
    progress(
      `${room.label}: ${samples.length} samples: p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, max ${samples[samples.length - 1].toFixed(2)} ms; ` +
        `server CPU ${(cpuMs / (SECONDS * 10)).toFixed(0)}% of a core (${cpuMs} ms for ${actions} actions); busy ticks ${busy}`,
    );
    return run;
  } finally {
    stopOpening.abort();
    stopTicking();
    await Promise.all(tables.map((table) => table.close()));
    route?.agent.destroy();
    await server?.stop();
  }
}
