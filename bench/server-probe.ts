/**
 * Preloaded into the benched server process (`node --expose-gc --import bench/server-probe.ts
 * server/dist/main.js`, see server-process.ts) so the server's own code knows nothing of it.
 * Over the IPC channel the bench opened, it answers:
 *   { probe: "memory", gc?: true }           → the process's memory, after full collections if asked
 *   { probe: "snapshot", path: string }      → a heap snapshot written there (it collects first)
 */
import { readFileSync } from "node:fs";
import { getHeapSpaceStatistics, getHeapStatistics, writeHeapSnapshot } from "node:v8";

export interface ProbeMemory {
  rssKb: number;
  /** RSS that is not a file's pages (Linux): the heap, malloc's arenas, thread stacks. */
  rssAnonKb: number;
  /** RSS of mapped files: the node binary and libraries, SQLite's shared-memory index. */
  rssFileKb: number;
  heapUsedKb: number;
  heapTotalKb: number;
  /** Memory of C++ objects bound to JS (Buffers, zlib, sqlite's handles as far as V8 is told). */
  externalKb: number;
  arrayBuffersKb: number;
  /** What V8 itself holds through malloc (its own bookkeeping, not the JS heap's pages). */
  v8MallocKb: number;
  /** Each V8 heap space's committed size (new space: the young generation's semi-spaces). */
  spacesKb: Record<string, number>;
}

type ProbeRequest = { id: number; probe: "memory"; gc?: boolean } | { id: number; probe: "snapshot"; path: string };

const kb = (bytes: number): number => Math.round(bytes / 1024);

function memory(): ProbeMemory {
  const usage = process.memoryUsage();
  const spacesKb = Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, kb(space.physical_space_size)]));
  const status = readFileSync("/proc/self/status", "utf8");
  const field = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rssKb: kb(usage.rss), rssAnonKb: field("RssAnon"), rssFileKb: field("RssFile") + field("RssShmem"), heapUsedKb: kb(usage.heapUsed), heapTotalKb: kb(usage.heapTotal), externalKb: kb(usage.external), v8MallocKb: kb(getHeapStatistics().malloced_memory), arrayBuffersKb: kb(usage.arrayBuffers), spacesKb };
}

/** Several full collections, a turn of the event loop apart: weak callbacks and finalizers free more on the second. */
async function collect(): Promise<void> {
  const gc = (globalThis as { gc?: (options?: unknown) => void }).gc;
  if (gc === undefined) throw new Error("the probe needs node --expose-gc");
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

if (process.send !== undefined) {
  process.on("message", (raw: ProbeRequest) => {
    void (async () => {
      try {
        if (raw.probe === "memory") {
          if (raw.gc) await collect();
          process.send!({ id: raw.id, memory: memory() });
        } else {
          writeHeapSnapshot(raw.path);
          process.send!({ id: raw.id, path: raw.path });
        }
      } catch (error) {
        process.send!({ id: raw.id, error: String(error) });
      }
    })();
  });
  // The IPC channel must not keep a stopping server alive.
  process.channel?.unref();
}
