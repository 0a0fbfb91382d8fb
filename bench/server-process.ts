/**
 * The game server under test, in a child process of its own (`node server/dist/main.js`), so
 * its CPU and memory are its own: the bot clients live in the bench process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { nodeFlags } from "@tablee/server";
import type { ProbeMemory } from "./server-probe.ts";

export type { ProbeMemory } from "./server-probe.ts";

const MAIN = fileURLToPath(new URL("../server/dist/main.js", import.meta.url));
const PROBE = fileURLToPath(new URL("./server-probe.ts", import.meta.url));
const PROBE_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 15_000;
/** For looking into a slow run: extra node flags for the server (e.g. `--trace-gc`), and a
 *  file that receives everything the server prints. */
const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter((arg) => arg !== "");
const LOG_FILE = process.env.BENCH_SERVER_LOG;
/** What the server printed last, shown when it dies or never answers. */
const TAIL_LINES = 20;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory now (Linux /proc), in MB. */
  rssMb(): number;
  /** CPU time (user + system) the server has used so far, in ms. */
  cpuMs(): number;
  /** The server's memory as it sees it, after full collections when `gc` (bench/server-probe.ts). */
  memory(gc: boolean): Promise<ProbeMemory>;
  /** A heap snapshot of the server, written to `path`. */
  heapSnapshot(path: string): Promise<void>;
  /** Rejects if the server exits before stop(): a bench must not go on without it. */
  died: Promise<never>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (match === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function healthy(url: string, path: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${path}`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The server with the default (embedded) table store on, as `npm start` runs it (its node
 * flags included), with the probe (./server-probe.ts) for its memory. Its data
 * lives in `dataDir` when given (kept, e.g. to start again on it), else in a folder of its
 * own, removed when it stops. Another server (the bench's reference, bench/reference-server.ts)
 * runs the same way from `script`, with its own node flags and the path that says it is ready.
 */
export async function startServerProcess(
  options: { dataDir?: string; readyTimeoutMs?: number; port?: number; env?: Record<string, string>; script?: string; nodeFlags?: string[]; healthPath?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const ownData = options.dataDir === undefined ? mkdtempSync(join(tmpdir(), "tablee-bench-")) : undefined;
  const dataDir = options.dataDir ?? ownData!;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeFlags ?? nodeFlags), "--expose-gc", "--import", PROBE, ...NODE_ARGS, options.script ?? MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      REDIS_URL: "",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      // The bench's hundreds of players all come from 127.0.0.1.
      TABLES_BURST: "100000",
      RESERVATIONS_PER_ADDRESS: "100000",
      CONNECTIONS_PER_ADDRESS: "100000",
      WAKES_BURST: "100000",
      SEAT_WAKES_BURST: "100000",
      // Settings of a particular bench (e.g. REDIS_URL and PUBLIC_ADDRESS for several processes).
      ...options.env,
    },
    // The IPC channel is the probe's (bench/server-probe.ts): the server itself never reads it.
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer): void => {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim() !== "") tail.push(line);
    if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  if (LOG_FILE !== undefined) {
    const log = createWriteStream(LOG_FILE);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }

  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      if (ownData) rmSync(ownData, { recursive: true, force: true });
      resolve();
    }),
  );
  const died = new Promise<never>((_, reject) => {
    child.once("exit", (code, signal) => {
      if (!stopping) reject(new Error(`the server exited (${signal ?? code}):\n${tail.join("\n")}`));
    });
  });
  died.catch(() => undefined); // observed by whoever races it

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  const healthPath = options.healthPath ?? "/healthz";
  while (!(await healthy(url, healthPath))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${url}${healthPath}:\n${tail.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid!;
  let nextId = 0;
  const ask = <T>(request: Record<string, unknown>): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => done(new Error(`the server's probe did not answer ${JSON.stringify(request)}`)), PROBE_TIMEOUT_MS);
      const answered = (message: { id?: number; error?: string }): void => {
        if (message.id !== id) return;
        done(message.error === undefined ? undefined : new Error(`the server's probe: ${message.error}`), message as T);
      };
      const done = (error?: Error, value?: T): void => {
        clearTimeout(timer);
        child.off("message", answered);
        if (error) reject(error);
        else resolve(value!);
      };
      child.on("message", answered);
      child.send({ id, ...request });
    });
  return {
    url,
    pid,
    rssMb: () => rssMbOf(pid),
    cpuMs: () => cpuMsOf(pid),
    memory: async (gc) => (await ask<{ memory: ProbeMemory }>({ probe: "memory", gc })).memory,
    heapSnapshot: async (path) => void (await ask({ probe: "snapshot", path })),
    died,
    stop,
  };
}
