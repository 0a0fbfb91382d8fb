/**
 * Preloaded into the benched server process (`node --expose-gc --import bench/server-probe.ts
 * server/dist/main.js`, see server-process.ts) so the server's own code knows nothing of it.
 * Over the IPC channel the bench opened, it answers:
 *   { probe: "memory", gc?: true }           → the process's memory (with its RSS by kind of mapping),
 *                                              after full collections if asked
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
  /** Resident KB by kind of mapping, from /proc/self/smaps (see mappingKind). */
  mapsKb: Record<string, number>;
}

type ProbeRequest = { id: number; probe: "memory"; gc?: boolean } | { id: number; probe: "snapshot"; path: string };

const kb = (bytes: number): number => Math.round(bytes / 1024);

const MB = 1024 * 1024;
/** glibc reserves each thread arena's heap as a 64 MB region aligned on 64 MB. */
const ARENA_BYTES = 64 * MB;
/** V8 allocates its heap in chunks aligned on its 256 KB page size. */
const V8_PAGE_BYTES = 256 * 1024;

/**
 * What a mapping of /proc/self/smaps holds, as far as its name, address and size tell:
 * `heap` (brk: malloc's main arena), `arenas` (malloc's thread arenas), `v8` (V8's pages),
 * other anonymous mappings by size (malloc's mmapped chunks, thread stacks, V8's other
 * reservations), `stack`, `files`, or `other` ([vdso] and the like).
 */
function mappingKind(start: number, end: number, name: string): string {
  if (name === "[heap]") return "heap";
  if (name === "[stack]") return "stack";
  if (name.startsWith("/")) return "files";
  if (name !== "") return "other";
  const size = end - start;
  if (start % ARENA_BYTES === 0 && size <= ARENA_BYTES) return "arenas";
  if (start % V8_PAGE_BYTES === 0) return "v8";
  return size < MB ? "anon<1M" : size < 16 * MB ? "anon<16M" : "anon>=16M";
}

function mapsKb(): Record<string, number> {
  const kinds: Record<string, number> = {};
  let kind = "other";
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping !== null) {
      kind = mappingKind(parseInt(mapping[1], 16), parseInt(mapping[2], 16), mapping[3]);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss !== null) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]);
  }
  return kinds;
}

function memory(): ProbeMemory {
  const usage = process.memoryUsage();
  const spacesKb = Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, kb(space.physical_space_size)]));
  const status = readFileSync("/proc/self/status", "utf8");
  const field = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rssKb: kb(usage.rss), rssAnonKb: field("RssAnon"), rssFileKb: field("RssFile") + field("RssShmem"), heapUsedKb: kb(usage.heapUsed), heapTotalKb: kb(usage.heapTotal), externalKb: kb(usage.external), v8MallocKb: kb(getHeapStatistics().malloced_memory), arrayBuffersKb: kb(usage.arrayBuffers), spacesKb, mapsKb: mapsKb() };
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
