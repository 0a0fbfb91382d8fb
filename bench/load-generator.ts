/**
 * A load generator: a child process (node:child_process fork) that plays some of the load
 * figures' tables, told what to do by bench/load.ts over IPC. Several of them share the work
 * because one process may hold 20,000 open files and no more, and each connects from its own
 * source address of 127.0.0.0/8 so that no address runs out of ephemeral ports.
 *
 * A table's four clients live in the same generator, so an action's send and its arrival at
 * the peers are read on one clock.
 */
import { tickEvery } from "./ticker.ts";
import { Agent } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { LoadTable, type LoadCounts, type Route } from "./load-table.ts";

/** What bench/load.ts asks of a generator. */
export type GeneratorOrder =
  /** Open tables `first` … `first + count - 1` (their global numbers), `at` a time. */
  | { kind: "open"; first: number; count: number; at: number }
  /** (Re)start the ticks: table g acts every `intervalMs`, at `origin + g * intervalMs / total` (epoch ms). */
  | { kind: "tick"; intervalMs: number; total: number; origin: number }
  /** Stop the ticks (the tables stay, their games in progress), e.g. before memory is read. */
  | { kind: "halt" }
  /** Keep the samples of the actions sent over the next `seconds`, then report them. */
  | { kind: "measure"; seconds: number; drainMs: number }
  | { kind: "close" };

/** What a generator tells bench/load.ts. */
export type GeneratorReport =
  /** Listening for orders (an order sent earlier could be lost while the modules load). */
  | { kind: "ready" }
  | { kind: "opened"; tables: number }
  /** `samples[i]` ms from the action sent `sentAt[i]` ms into the window to its last peer;
   *  `late` of them had not reached every peer when the window was reported. */
  | { kind: "measured"; samples: number[]; sentAt: number[]; late: number; counts: LoadCounts; cpuMs: number; loopDelayP99Ms: number; loopDelayMaxMs: number }
  | { kind: "closed" }
  | { kind: "failure"; message: string };

/** How the generator is started: environment variables set by bench/load.ts. */
export interface GeneratorSetup {
  /** The server processes (http://host:port); table g is created on bases[g % n], its
   *  guests join through the following ones in turn. */
  bases: string[];
  /** This generator's source address. */
  from: string;
}

function report(message: GeneratorReport): void {
  process.send!(message);
}

const setup = JSON.parse(process.env.LOAD_GENERATOR ?? "null") as GeneratorSetup | null;
if (setup === null || process.send === undefined) throw new Error("bench/load-generator.ts is started by bench/load.ts (fork, LOAD_GENERATOR)");

const agent = new Agent({ keepAlive: true, maxSockets: 32 });
const routes: Route[] = setup.bases.map((base) => ({ base, from: setup.from, agent }));
const tables: { index: number; table: LoadTable }[] = [];
let failed = false;
let window: { start: number; end: number; samples: number[]; sentAt: number[] } | null = null;

const events = {
  sample(sentAt: number, ms: number): void {
    if (window === null || sentAt < window.start || sentAt >= window.end) return;
    window.samples.push(ms);
    window.sentAt.push(sentAt - window.start);
  },
  failure(error: Error): void {
    if (failed) return;
    failed = true;
    report({ kind: "failure", message: error.message });
  },
};

async function open(first: number, count: number, at: number): Promise<void> {
  let next = first;
  const end = first + count;
  const worker = async (): Promise<void> => {
    while (next < end && !failed) {
      const index = next++;
      const host = routes[index % routes.length];
      const guests = routes.map((_, k) => routes[(index + 1 + k) % routes.length]);
      tables.push({ index, table: await LoadTable.open(host, guests, index, events) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(at, count) }, worker));
}

let stopTicking = (): void => undefined;

/** Ticks every table, the fleet's tables spread over the interval from a shared wall-clock origin. */
function tick(intervalMs: number, total: number, origin: number): void {
  stopTicking();
  const start = performance.now() + (origin - Date.now());
  stopTicking = tickEvery(tables.map(({ index, table }) => ({ index, tick: () => table.tick() })), total, intervalMs, start);
}

/** What every table of this generator did so far. */
function total(): LoadCounts {
  const counts: LoadCounts = { sent: 0, refused: 0, busy: 0, games: 0 };
  for (const { table } of tables) for (const key of Object.keys(counts) as (keyof LoadCounts)[]) counts[key] += table.counts[key];
  return counts;
}

async function measure(seconds: number, drainMs: number): Promise<void> {
  const cpu = process.cpuUsage();
  const before = total();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const start = performance.now();
  window = { start, end: start + seconds * 1000, samples: [], sentAt: [] };
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  loop.disable();
  const used = process.cpuUsage(cpu);
  const after = total();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  const counts = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - before[key as keyof LoadCounts]])) as unknown as LoadCounts;
  // An action of the window still on its way counts too, as what it has waited so far (a
  // lower bound): leaving it out would make the slowest look faster.
  const now = performance.now();
  let late = 0;
  for (const { table } of tables) {
    const since = table.unanswered;
    if (since === null || since < window.start || since >= window.end) continue;
    window.samples.push(now - since);
    window.sentAt.push(since - window.start);
    late++;
  }
  const { samples, sentAt } = window;
  window = null;
  report({ kind: "measured", samples, sentAt, late, counts, cpuMs: (used.user + used.system) / 1000, loopDelayP99Ms: loop.percentile(99) / 1e6, loopDelayMaxMs: loop.max / 1e6 });
}

async function close(): Promise<void> {
  stopTicking();
  await Promise.all(tables.map(({ table }) => table.close()));
  agent.destroy();
  report({ kind: "closed" });
  process.disconnect?.();
}

process.on("message", (order: GeneratorOrder) => {
  const done = (() => {
    switch (order.kind) {
      case "open":
        return open(order.first, order.count, order.at).then(() => report({ kind: "opened", tables: tables.length }));
      case "tick":
        return Promise.resolve(tick(order.intervalMs, order.total, order.origin));
      case "halt":
        return Promise.resolve(stopTicking());
      case "measure":
        return measure(order.seconds, order.drainMs);
      case "close":
        return close();
    }
  })();
  done.catch((error: unknown) => events.failure(error instanceof Error ? error : new Error(String(error))));
});
report({ kind: "ready" });
// The parent gone, nothing here is worth keeping.
process.on("disconnect", () => {
  stopTicking();
  setTimeout(() => process.exit(0), 2_000).unref();
  for (const { table } of tables) void table.close();
});
