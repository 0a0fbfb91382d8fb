import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { nodeFlags } from "../../server/src/node-flags.ts";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Compiles shared and server as `npm start` does, so a child process can run server/dist. */
export function buildServer(): void {
  execFileSync(process.execPath, [realpathSync(`${ROOT}/node_modules/.bin/tsc`), "-b", "shared", "server"], { cwd: ROOT, stdio: "pipe" });
}

export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Still running: neither exited nor killed by a signal. */
export function running(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

/** Kills each child still running and waits until every one has exited: nothing a file started outlives it into the next. */
export async function killAll(children: readonly Child[]): Promise<void> {
  for (const child of children) if (running(child)) child.process.kill("SIGKILL");
  await Promise.all(children.map((child) => child.exited));
}

export function startChild(command: string, args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/**
 * The built server in its own process (its own matchmaker), as `npm start` runs it. Unless
 * `env` names a store (DATA_DIR or DATABASE_URL), it keeps its tables in a folder of its own,
 * removed when it exits.
 */
export function startServerProcess(port: number, env: Record<string, string>): Child {
  const ownStore = env.DATA_DIR === undefined && env.DATABASE_URL === undefined ? mkdtempSync(join(tmpdir(), "tablee-process-")) : undefined;
  const child = startChild(process.execPath, [...nodeFlags, "server/dist/main.js"], {
    ...(ownStore ? { DATA_DIR: ownStore } : {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    CLIENT_DIR: `${ROOT}/no-client-here`,
    // Every client of a test comes from 127.0.0.1.
    TABLES_BURST: "100000",
    RESERVATIONS_PER_ADDRESS: "100000",
    CONNECTIONS_PER_ADDRESS: "100000",
    WAKES_BURST: "100000",
    SEAT_WAKES_BURST: "100000",
    // Bots answer at once, as with the in-process servers.
    BOT_PAUSE_MS: "0",
    ...env,
  });
  if (ownStore) void child.exited.then(() => rmSync(ownStore, { recursive: true, force: true }));
  return child;
}

export async function waitUntil(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function healthy(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return response.ok;
}

/** Several server processes sharing one fresh Redis (one lobby), each with its own extra `env`. */
export interface Cluster {
  redisUrl: string;
  ports: number[];
  servers: Child[];
  /** Leaves the rooms still open, kills what still runs, stops Redis. */
  stop(rooms: { connection: { isOpen: boolean }; leave(): Promise<unknown> }[]): Promise<void>;
}

export async function startCluster(envs: Record<string, string>[], readyMs = 15_000): Promise<Cluster> {
  buildServer();
  const redisPort = await freePort();
  const redis = startChild("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const ports: number[] = [];
  for (const _ of envs) ports.push(await freePort());
  const servers = ports.map((port, i) => startServerProcess(port, { REDIS_URL: redisUrl, ...envs[i] }));
  for (const [i, port] of ports.entries()) await waitUntil(() => healthy(port), `server ${i} (${servers[i].output()})`, readyMs);
  return {
    redisUrl,
    ports,
    servers,
    async stop(rooms) {
      await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave().catch(() => undefined)));
      redis.process.kill("SIGTERM");
      await Promise.all([killAll(servers), redis.exited]);
    },
  };
}
