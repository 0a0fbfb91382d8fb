import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { realpathSync } from "node:fs";
import { createServer } from "node:net";
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

export function startChild(command: string, args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** The built server in its own process (its own matchmaker), as `npm start` runs it. */
export function startServerProcess(port: number, env: Record<string, string>): Child {
  return startChild(process.execPath, ["server/dist/main.js"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    CLIENT_DIR: `${ROOT}/no-client-here`,
    // Every client of a test comes from 127.0.0.1.
    TABLES_BURST: "100000",
    RESERVATIONS_PER_ADDRESS: "100000",
    ...env,
  });
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
