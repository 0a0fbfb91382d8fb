/**
 * The server's figures, with BENCH_TABLES (200) four-seat tables of four bot clients each:
 *   server.action_to_peer_ms_p50 / _p99  from an action being sent to the last other client
 *       of its table having applied the resulting patch; one action per table every
 *       BENCH_INTERVAL_MS (250), the tables' ticks spread evenly over that interval; after
 *       a warm-up, BENCH_SERVER_SECONDS (20) of samples;
 *   server.cpu_us_per_action  the server process's CPU time (user + system, from /proc) over
 *       that window, divided by the actions sent in it;
 *   server.reference.action_to_peer_ms_p50 / _p99 / .cpu_us_per_action  the same figures for
 *       the reference (reference.ts): a default Colyseus room that does almost nothing per
 *       move (reference-server.ts: a counter and a short array, the default 50 ms patch rate,
 *       Node's default flags) in its own process, under the same load in turn with Tablée's
 *       run, played by raw clients that decode its state (load-client.ts). Tablée's clients
 *       here are SDK clients, stamped after decoding: its side of the comparison is the slower;
 *   server.cpu_per_action_vs_reference  Tablée's CPU per action / the reference's;
 *   server.p99_lead_vs_reference  the reference's p99 / Tablée's;
 *   server.textbook.action_to_peer_ms_p50 / _p99 / .cpu_us_per_action  the same figures for
 *       what a developer would build instead: DOG written the way Colyseus's docs teach
 *       (dog-textbook-room.ts: the same engine, the public table in a schema, each hand and its
 *       legal moves in a child schema shown to its owner alone through a StateView, fields
 *       and arrays assigned from the engine's views after each move, a patch after each move),
 *       in its own process with Node's default flags, under the same load, its tables played
 *       by raw clients that pick their legal moves from what they decode (dog-textbook-table.ts);
 *   server.textbook_tick.*  the same room at Colyseus's default 50 ms patch rate: its p99
 *       holds the wait for the next tick;
 *   server.cpu_per_action_vs_textbook  Tablée's CPU per action / the textbook's (a patch
 *       per move).
 *       BENCH_PAIRS (1) runs Tablée and the other rooms in turn that many times, Tablée first
 *       in the first pair (then the textbook, the reference, the textbook at 50 ms) and last
 *       in the second, and so on (the memory figures with the first Tablée run only); the
 *       figures above are then the means over the pairs, each ratio taken pair by pair;
 *   server.rss_kb_per_table  what one more table costs in server memory: the slope of the
 *       server's RSS over the table count, read in the same warm process after the latency
 *       run at BENCH_MEMORY_STEPS (400,600,800) tables, the tables past BENCH_TABLES played by
 *       the capacity bench's raw clients (load-table.ts, in generator processes: load-fleet.ts)
 *       at a person's pace (one action per table every 3 s) for BENCH_MEMORY_PLAY_MS (9000)
 *       before each reading. Each RSS is read after full collections (the probe,
 *       server-process.ts) with the actions halted and SETTLE_MS of quiet, so it counts what
 *       is held, not garbage awaiting the collector. The tables are four connected players
 *       each, a game in progress, the store on: the figure is all a table holds (its room,
 *       schema and encoder buffers, the four sockets and their StateViews, the engine state,
 *       chat, its share of the store's cache), without what the process grows by once
 *       (compiled code, the heap's and malloc's headroom). Memory to plan for N tables:
 *       server.rss_kb_base + N x server.rss_kb_per_table.
 *   server.rss_kb_base  the intercept of that line: the warm process's RSS with no table.
 *   server.rss_kb_per_table_at_200  the older, cruder figure: (RSS with the latency run's
 *       BENCH_TABLES tables - RSS before any table) / tables, both after full collections:
 *       what the load left the process with (compiled code, headroom) is spread over the
 *       tables, so it says more than a table costs, the more so the fewer the tables.
 *   server.strong_bots.action_to_peer_ms_p50 / _p99  the same, with BENCH_STRONG_TABLES (50)
 *       of the tables each one person (a client here) and three strong bots (the server's
 *       worker threads, at the bots' own human-like pace): those tables are load, the others
 *       are measured.
 * The server runs in its own process; the 4 x tables clients run here. Prints nothing on
 * stdout (progress goes to stderr, with the CPU shares and event-loop delay that explain a
 * slow run). BENCH_WARMUP_MS (3000) sets the warm-up; to look inside the server,
 * BENCH_SERVER_NODE_ARGS="--trace-gc" BENCH_SERVER_LOG=/tmp/server.log.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { BenchResult } from "./result.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { median, percentile } from "./stats.ts";
import { Fleet } from "./load-fleet.ts";
import { BotTable, type TableEvents } from "./server-table.ts";
import { StrongBotTable } from "./server-strong-table.ts";
import { actionsSent, cpuUsPerAction, DRAIN_MS, openTables, progress, SECONDS, startTicking, TABLES, waitUnless, WARMUP_MS } from "./server-load.ts";
import { measureReference } from "./reference.ts";
import { measureTextbook } from "./dog-textbook.ts";
import type { RoomRun } from "./room-run.ts";

const STRONG_TABLES = Number(process.env.BENCH_STRONG_TABLES ?? 50);
const MEMORY_STEPS = (process.env.BENCH_MEMORY_STEPS ?? "400,600,800").split(",").map((part) => Number(part.trim()));
const MEMORY_PLAY_MS = Number(process.env.BENCH_MEMORY_PLAY_MS ?? 9_000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 1);
/** A person's pace, as in the capacity bench: one action per table every 3 s. */
const HUMAN_INTERVAL_MS = 3_000;
/** The target for p99: slower samples are counted for the progress line. */
const SLOW_MS = 15;
/** Quiet before the memory is read: timers of the last actions fire, freed pages go back. */
const SETTLE_MS = 2_000;

/** A deadline that does not keep the process alive once everything else is done. */
const deadline = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Least squares: the line through the readings (KB over tables). */
function line(points: { tables: number; rssKb: number }[]): { slope: number; intercept: number } {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.tables, 0) / n;
  const my = points.reduce((sum, p) => sum + p.rssKb, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.tables - mx) ** 2, 0);
  const sxy = points.reduce((sum, p) => sum + (p.tables - mx) * (p.rssKb - my), 0);
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/**
 * What one more table costs: more tables added to the warm server, already holding `held`
 * tables, up to each of MEMORY_STEPS; the RSS read at each, after play and quiet.
 */
async function marginalCost(server: ServerProcess, held: number, fatal: Promise<never>): Promise<{ slope: number; intercept: number }> {
  if (MEMORY_STEPS.length < 2 || MEMORY_STEPS.some((count, i) => !Number.isInteger(count) || count <= (i === 0 ? held : MEMORY_STEPS[i - 1]))) {
    throw new Error(`BENCH_MEMORY_STEPS must be two or more table counts above BENCH_TABLES (${held}), each above the one before, not ${JSON.stringify(process.env.BENCH_MEMORY_STEPS)}`);
  }
  const fleet = new Fleet([server.url]);
  const dead = Promise.race([fatal, fleet.failed]);
  const readings: { tables: number; rssKb: number }[] = [];
  // The same line through the JS heap and external memory: steadier than RSS, and a floor for it.
  const heap: { tables: number; rssKb: number }[] = [];
  try {
    for (const count of MEMORY_STEPS) {
      await Promise.race([fleet.add(count - held - fleet.tables), dead]);
      fleet.tick(HUMAN_INTERVAL_MS);
      await waitUnless(dead, MEMORY_PLAY_MS);
      fleet.halt();
      await waitUnless(dead, SETTLE_MS);
      const memory = await server.memory(true);
      readings.push({ tables: count, rssKb: memory.rssKb });
      heap.push({ tables: count, rssKb: memory.heapUsedKb + memory.externalKb });
      progress(`${count} tables (${fleet.tables} of raw clients at a person's pace): RSS ${(memory.rssKb / 1024).toFixed(1)} MB held, JS heap ${(memory.heapUsedKb / 1024).toFixed(1)} MB used, external ${(memory.externalKb / 1024).toFixed(1)} MB`);
    }
  } finally {
    await fleet.close();
  }
  const fit = line(readings);
  const steps = readings.slice(1).map((r, i) => ((r.rssKb - readings[i].rssKb) / (r.tables - readings[i].tables)).toFixed(0));
  progress(`a table more costs ${fit.slope.toFixed(0)} KB (step by step: ${steps.join(", ")} KB; its JS heap and external memory ${line(heap).slope.toFixed(0)} KB); no table: ${(fit.intercept / 1024).toFixed(1)} MB`);
  return fit;
}

export async function serverBenchmarks(): Promise<BenchResult[]> {
  if (!Number.isInteger(PAIRS) || PAIRS < 1) throw new Error(`BENCH_PAIRS must be a whole number of runs, 1 or more, not ${JSON.stringify(process.env.BENCH_PAIRS)}`);
  // Tablée and the other rooms in turn, so all see the machine as it is at that time; Tablée
  // first in one pair and last in the next, so a machine that speeds up or slows down over
  // the runs favours neither side.
  const ours: BenchResult[][] = [];
  const others: Others[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    if (pair % 2 === 0) {
      ours.push(await measure(0, pair === 0));
      others.push(await measureOthers(false));
    } else {
      others.push(await measureOthers(true));
      ours.push(await measure(0, false));
    }
    const figures = (run: BenchResult[]): string => `p99 ${figure(run, "server.action_to_peer_ms_p99")} ms, ${figure(run, "server.cpu_us_per_action")} µs of CPU per action`;
    const room = (run: RoomRun): string => `${run.p99.toFixed(2)} ms, ${run.cpuUsPerAction.toFixed(0)} µs`;
    const { reference, textbook, textbookTick } = others[pair];
    progress(`pair ${pair + 1}/${PAIRS}: Tablée ${figures(ours[pair])}; textbook ${room(textbook)}, at 50 ms ${room(textbookTick)}; reference ${room(reference)}`);
  }
  const plain = [...ours[0].map((result) => (PAIRED.includes(result.bench) ? { ...result, value: round2(mean(ours.map((run) => figure(run, result.bench)))) } : result)), ...compared(ours, others)];
  if (STRONG_TABLES <= 0) return plain;
  // The strong level must exist: a fallback to the easy one would flatter the figure.
  const loaded = (await measure(STRONG_TABLES, false)).filter((result) => result.bench.startsWith("server.action_to_peer"));
  return [...plain, ...loaded.map((result) => ({ ...result, bench: result.bench.replace("server.", "server.strong_bots.") }))];
}

/** The rooms Tablée is read against, in one pair. */
interface Others {
  reference: RoomRun;
  /** The textbook DOG room, a patch per move. */
  textbook: RoomRun;
  /** The textbook DOG room at Colyseus's default 50 ms patch rate. */
  textbookTick: RoomRun;
}

/** The textbook per move nearest Tablée's run: the order reversed when they come first. */
async function measureOthers(beforeOurs: boolean): Promise<Others> {
  const runs: [keyof Others, () => Promise<RoomRun>][] = [
    ["textbook", () => measureTextbook("per-move")],
    ["reference", measureReference],
    ["textbookTick", () => measureTextbook("tick")],
  ];
  if (beforeOurs) runs.reverse();
  const taken: Partial<Others> = {};
  for (const [name, run] of runs) taken[name] = await run();
  return taken as Others;
}

/** Tablée's figures taken in every pair: with BENCH_PAIRS above 1, their mean is printed. */
const PAIRED = ["server.action_to_peer_ms_p50", "server.action_to_peer_ms_p99", "server.cpu_us_per_action"];

const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

function figure(run: BenchResult[], bench: string): number {
  const result = run.find((r) => r.bench === bench);
  if (result === undefined) throw new Error(`the run has no ${bench}`);
  return result.value;
}

/** The other rooms' figures and Tablée's against them, each ratio taken pair by pair, then averaged. */
function compared(ours: BenchResult[][], others: Others[]): BenchResult[] {
  const ratio = (of: (run: BenchResult[], other: Others) => number): number => round2(mean(ours.map((run, pair) => of(run, others[pair]))));
  const room = (prefix: string, runs: RoomRun[]): BenchResult[] => [
    { bench: `${prefix}.action_to_peer_ms_p50`, value: round2(mean(runs.map((r) => r.p50))), unit: "ms" },
    { bench: `${prefix}.action_to_peer_ms_p99`, value: round2(mean(runs.map((r) => r.p99))), unit: "ms" },
    { bench: `${prefix}.cpu_us_per_action`, value: Math.round(mean(runs.map((r) => r.cpuUsPerAction))), unit: "µs" },
  ];
  const cpu = (run: BenchResult[]): number => figure(run, "server.cpu_us_per_action");
  return [
    ...room("server.reference", others.map((o) => o.reference)),
    { bench: "server.cpu_per_action_vs_reference", value: ratio((run, other) => cpu(run) / other.reference.cpuUsPerAction), unit: "x (ours / reference)" },
    { bench: "server.p99_lead_vs_reference", value: ratio((run, other) => other.reference.p99 / figure(run, "server.action_to_peer_ms_p99")), unit: "x (reference / ours)" },
    ...room("server.textbook", others.map((o) => o.textbook)),
    ...room("server.textbook_tick", others.map((o) => o.textbookTick)),
    { bench: "server.cpu_per_action_vs_textbook", value: ratio((run, other) => cpu(run) / other.textbook.cpuUsPerAction), unit: "x (ours / textbook)" },
  ];
}

/** One run: TABLES tables, `strong` of them a person and three strong bots, the others measured. */
async function measure(strong: number, memory: boolean): Promise<BenchResult[]> {
  let server: ServerProcess | undefined;
  const tables: BotTable[] = [];
  const strongTables: StrongBotTable[] = [];
  let stopTicking = (): void => undefined;
  const stopOpening = new AbortController();
  let failed: (error: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  failure.catch(() => undefined);

  try {
    server = await startServerProcess();
    const baseRss = (await server.memory(true)).rssKb;
    progress(`server pid ${server.pid} at ${server.url}, RSS ${(baseRss / 1024).toFixed(1)} MB; opening ${TABLES} tables, ${strong} of them with strong bots`);

    let windowStart = Infinity;
    let windowEnd = Infinity;
    const samples: number[] = [];
    /** When the slow samples were sent, in 100 ms slices of the window: one stall or many? */
    const slowSlices = new Set<number>();
    const events: TableEvents = {
      sample(sentAt: number, ms: number) {
        if (sentAt < windowStart || sentAt >= windowEnd) return;
        samples.push(ms);
        if (ms > SLOW_MS) slowSlices.add(Math.floor((sentAt - windowStart) / 100));
      },
      failure(error: Error) {
        failed(error);
      },
    };
    const fatal = Promise.race([server.died, failure]);

    for (let i = 0; i < strong; i++) strongTables.push(await StrongBotTable.open(server.url, i, (error) => failed(error)));
    await Promise.race([openTables(TABLES - strong, (index) => BotTable.open(server!.url, index, events), tables, stopOpening.signal), fatal]);
    stopTicking = startTicking(tables);
    await waitUnless(fatal, WARMUP_MS);
    // Where the time goes, for whoever reads the figures: the server's CPU share, the bench
    // process's own, and how late this process's event loop ran (the clients' side).
    const serverCpu = server.cpuMs();
    const sentBefore = actionsSent(tables);
    const benchCpu = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    windowStart = performance.now();
    windowEnd = windowStart + SECONDS * 1000;
    progress(`warmed up for ${WARMUP_MS} ms; measuring for ${SECONDS} s`);
    const rssReadings: number[] = [];
    const rssTimer = setInterval(() => rssReadings.push(server!.rssMb()), 1000);
    try {
      await waitUnless(fatal, SECONDS * 1000);
    } finally {
      clearInterval(rssTimer);
    }
    const playingRss = median(rssReadings);
    const windowCpuMs = server.cpuMs() - serverCpu;
    const actions = actionsSent(tables) - sentBefore;
    const serverShare = windowCpuMs / (SECONDS * 10);
    const benchUsage = process.cpuUsage(benchCpu);
    const benchShare = (benchUsage.user + benchUsage.system) / 1000 / (SECONDS * 10);
    loopDelay.disable();
    stopTicking();
    await waitUnless(fatal, DRAIN_MS + SETTLE_MS);
    const held = await server.memory(true);

    const counts = { sent: 0, refused: 0, busy: 0, games: 0 };
    for (const table of tables) for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += table.counts[key];
    if (samples.length === 0) throw new Error("no action reached its table's other clients");
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    const perTableKb = (held.rssKb - baseRss) / TABLES;
    const marginal = strong === 0 && memory ? await marginalCost(server, TABLES, fatal) : undefined;
    if (strong > 0) progress(`strong-bot tables: ${strongTables.reduce((sum, t) => sum + t.games, 0)} games ended over the run`);
    progress(
      `${samples.length} samples: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${samples[samples.length - 1].toFixed(2)} ms; ` +
        `server RSS ${(baseRss / 1024).toFixed(1)} -> ${(held.rssKb / 1024).toFixed(1)} MB held (${playingRss.toFixed(1)} MB while playing), ` +
        `JS heap ${(held.heapUsedKb / 1024).toFixed(1)} MB used of ${(held.heapTotalKb / 1024).toFixed(1)}, external ${(held.externalKb / 1024).toFixed(1)} MB; actions sent ${counts.sent}, refused ${counts.refused}, ` +
        `busy ticks ${counts.busy}, games ${counts.games}`,
    );
    const slow = samples.length - samples.findIndex((ms) => ms > SLOW_MS);
    if (samples[samples.length - 1] > SLOW_MS) {
      progress(`${slow} samples over ${SLOW_MS} ms, sent within ${slowSlices.size} of the window's ${SECONDS * 10} slices of 100 ms`);
    }
    progress(
      `CPU over the window: server ${serverShare.toFixed(0)}% of a core (${windowCpuMs} ms for ${actions} actions), bench clients ${benchShare.toFixed(0)}%; ` +
        `bench event-loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    return [
      { bench: "server.action_to_peer_ms_p50", value: round2(p50), unit: "ms" },
      { bench: "server.action_to_peer_ms_p99", value: round2(p99), unit: "ms" },
      { bench: "server.cpu_us_per_action", value: Math.round(cpuUsPerAction(windowCpuMs, actions)), unit: "µs" },
      ...(marginal === undefined
        ? []
        : [
            { bench: "server.rss_kb_per_table", value: Math.round(marginal.slope), unit: "KB" },
            { bench: "server.rss_kb_base", value: Math.round(marginal.intercept), unit: "KB" },
          ]),
      { bench: "server.rss_kb_per_table_at_200", value: Math.round(perTableKb), unit: "KB" },
    ];
  } finally {
    stopOpening.abort();
    stopTicking();
    await Promise.race([Promise.all([...tables, ...strongTables].map((table) => table.close())), deadline(5_000)]);
    await server?.stop();
  }
}
