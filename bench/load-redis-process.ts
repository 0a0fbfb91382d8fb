/**
 * A throwaway redis-server (Debian's package; .ci/run installs it) for the figure of two
 * server processes sharing one lobby: a free port, no persistence, its folder removed after.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server-process.ts";

const READY_TIMEOUT_MS = 10_000;

export interface RedisProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "tablee-bench-redis-"));
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), READY_TIMEOUT_MS);
    const read = (chunk: Buffer): void => {
      output += chunk.toString("utf8");
      if (!output.includes("Ready to accept connections")) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not run (${error.message}): is Debian's redis-server installed?`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
