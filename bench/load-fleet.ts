/**
 * The load generators of one run (bench/load-generator.ts, one child process each): tables
 * are added in batches, each generator holding at most TABLES_PER_GENERATOR of them (four
 * sockets each, well under the 20,000 open files a process may have), each connecting from
 * its own source address 127.0.0.2, 127.0.0.3, …
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { GeneratorOrder, GeneratorReport, GeneratorSetup } from "./load-generator.ts";
import type { LoadCounts } from "./load-table.ts";

const GENERATOR = fileURLToPath(new URL("./load-generator.ts", import.meta.url));
const TABLES_PER_GENERATOR = Number(process.env.BENCH_LOAD_TABLES_PER_GENERATOR ?? 2_000);
/** Tables each generator sets up at once: quick, without swamping matchmaking. */
const OPENING_AT_ONCE = 8;

export interface Measured {
  samples: number[];
  /** When each sample's action was sent, in ms into the window (the generators' windows start together, give or take a few ms). */
  sentAt: number[];
  /** Samples of actions that had not reached every peer when reported (their wait so far). */
  late: number;
  counts: LoadCounts;
  /** CPU the generators used over the window, in ms (all of them together). */
  cpuMs: number;
  /** The worst of the generators' event-loop delay p99 and max, in ms: high means the bench lags. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

class Generator {
  readonly child: ChildProcess;
  tables = 0;
  private readonly replies: ((report: GeneratorReport) => void)[] = [];
  private readonly ready: Promise<unknown>;

  constructor(setup: GeneratorSetup, failed: (error: Error) => void) {
    this.child = fork(GENERATOR, [], { env: { ...process.env, LOAD_GENERATOR: JSON.stringify(setup) }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    this.ready = new Promise((resolve) => this.replies.push(resolve));
    this.child.on("message", (report: GeneratorReport) => {
      if (report.kind === "failure") failed(new Error(`load generator ${setup.from}: ${report.message}`));
      else this.replies.shift()?.(report);
    });
    this.child.once("exit", (code, signal) => {
      if (this.replies.length > 0 || code !== 0) failed(new Error(`load generator ${setup.from} exited (${signal ?? code})`));
    });
  }

  /** Sends an order; resolves with the report that answers it. */
  async ask<K extends GeneratorReport["kind"]>(order: GeneratorOrder): Promise<Extract<GeneratorReport, { kind: K }>> {
    await this.ready;
    return new Promise((resolve) => {
      this.replies.push(resolve as (report: GeneratorReport) => void);
      this.child.send(order);
    });
  }

  /** An order without an answer (still after the generator is ready, and in order). */
  tell(order: GeneratorOrder): void {
    void this.ready.then(() => this.child.send(order));
  }
}

export class Fleet {
  private readonly bases: string[];
  private readonly generators: Generator[] = [];
  private total = 0;
  private lost: (error: Error) => void = () => undefined;
  /** Rejects as soon as a generator reports a failure or dies: the run cannot be trusted. */
  readonly failed: Promise<never>;

  /** `bases`: the server processes; table g is created on bases[g % n]. */
  constructor(bases: string[]) {
    this.bases = bases;
    this.failed = new Promise<never>((_, reject) => (this.lost = reject));
    this.failed.catch(() => undefined);
  }

  get tables(): number {
    return this.total;
  }

  /** Opens `count` more tables (their games started), spread over the generators. */
  async add(count: number): Promise<void> {
    const batches: Promise<unknown>[] = [];
    let left = count;
    while (left > 0) {
      let generator = this.generators.find((g) => g.tables < TABLES_PER_GENERATOR);
      if (generator === undefined) {
        const from = `127.0.0.${2 + this.generators.length}`;
        generator = new Generator({ bases: this.bases, from }, (error) => this.lost(error));
        this.generators.push(generator);
      }
      const batch = Math.min(left, TABLES_PER_GENERATOR - generator.tables);
      batches.push(generator.ask({ kind: "open", first: this.total, count: batch, at: OPENING_AT_ONCE }));
      generator.tables += batch;
      this.total += batch;
      left -= batch;
    }
    await Promise.race([Promise.all(batches), this.failed]);
  }

  /** Every table acts every `intervalMs`, the tables' turns spread evenly over it. */
  tick(intervalMs: number): void {
    // A common origin a little ahead, so each generator's first ticks are still to come.
    const origin = Date.now() + 100;
    for (const generator of this.generators) generator.tell({ kind: "tick", intervalMs, total: this.total, origin });
  }

  /** No more actions until the next tick(); the tables stay, their games in progress. */
  halt(): void {
    for (const generator of this.generators) generator.tell({ kind: "halt" });
  }

  /** The actions sent over the next `seconds`, from every generator. */
  async measure(seconds: number, drainMs: number): Promise<Measured> {
    const reports = await Promise.race([
      Promise.all(this.generators.map((generator) => generator.ask<"measured">({ kind: "measure", seconds, drainMs }))),
      this.failed,
    ]);
    const counts: LoadCounts = { sent: 0, refused: 0, busy: 0, games: 0 };
    for (const report of reports) for (const key of Object.keys(counts) as (keyof LoadCounts)[]) counts[key] += report.counts[key];
    return {
      samples: reports.flatMap((report) => report.samples),
      sentAt: reports.flatMap((report) => report.sentAt),
      late: reports.reduce((sum, report) => sum + report.late, 0),
      counts,
      cpuMs: reports.reduce((sum, report) => sum + report.cpuMs, 0),
      loopDelayP99Ms: Math.max(...reports.map((report) => report.loopDelayP99Ms)),
      loopDelayMaxMs: Math.max(...reports.map((report) => report.loopDelayMaxMs)),
    };
  }

  /** Every table left, every generator gone (killed if it does not leave within `ms`). */
  async close(ms = 10_000): Promise<void> {
    this.lost = () => undefined;
    await Promise.all(
      this.generators.map(async (generator) => {
        if (generator.child.exitCode !== null || generator.child.signalCode !== null || !generator.child.connected) return;
        const exited = new Promise((resolve) => generator.child.once("exit", resolve));
        const timer = setTimeout(() => generator.child.kill("SIGKILL"), ms);
        generator.tell({ kind: "close" });
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
