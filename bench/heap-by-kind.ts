/**
 * Where a table's memory goes: `node bench/heap-by-kind.ts` (after `npx tsc -b shared server`).
 * Starts the server as the bench does (store on), takes its memory and a heap snapshot with no
 * table, opens HEAP_TABLES (100) four-seat tables of four bot clients, plays them for HEAP_SECONDS
 * (10), lets them settle, and takes both again (after full collections). Prints, per table:
 * the process's memory (RSS, JS heap, external), then the JS heap's growth by kind of object
 * (constructor name for objects, else V8's node type: strings, arrays, closures, code…),
 * largest first, then what the objects of HEAP_OWNERS' kinds retain (a table room by field).
 * HEAP_WHO=<kind> lists who holds the objects of that kind. The empty server's snapshot comes
 * from a process of its own. Snapshots go to HEAP_DIR (a temp folder), removed unless
 * HEAP_KEEP=1. BENCH_SERVER_NODE_ARGS adds node flags to the server's (server-process.ts).
 * Nothing here is a figure of `npm run bench`: it is for looking (DESIGN.md, "Memory per table").
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess, type ProbeMemory } from "./server-process.ts";
import { BotTable, type TableEvents } from "./server-table.ts";

const TABLES = Number(process.env.HEAP_TABLES ?? 100);
const SECONDS = Number(process.env.HEAP_SECONDS ?? 10);
const INTERVAL_MS = 250;
const SETTLE_MS = 2_000;
const TOP = Number(process.env.HEAP_TOP ?? 40);
/** Kinds of objects whose retained sizes are shown, and the one whose fields are broken down. */
const OWNERS = (process.env.HEAP_OWNERS ?? "TableRoom,Table,WebSocketClient,WebSocket,Socket,StateView,SchemaSerializer,Encoder,Chat,Turns,MessageGuard").split(",");
const FIELDS_OF = process.env.HEAP_FIELDS_OF ?? "TableRoom";
/** A kind whose holders are listed (e.g. "(array)"). */
const WHO = process.env.HEAP_WHO;

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A heap snapshot's graph in typed arrays: node i's fields at i * width, its edges from firstEdge[i]. */
class HeapGraph {
  readonly count: number;
  readonly kinds: string[];
  readonly names: string[];
  readonly selfSize: Float64Array;
  readonly firstEdge: Uint32Array;
  readonly edgeTo: Uint32Array;
  readonly edgeName: string[];
  /** Weak edges do not keep anything alive; shortcuts repeat a path that exists anyway. */
  readonly edgeCounts: Uint8Array;

  constructor(path: string) {
    const heap = JSON.parse(readFileSync(path, "utf8")) as HeapSnapshot;
    const { node_fields: fields, node_types: nodeTypes, edge_fields: edgeFields, edge_types: edgeTypes } = heap.snapshot.meta;
    const width = fields.length;
    const [typeAt, nameAt, sizeAt, edgesAt] = ["type", "name", "self_size", "edge_count"].map((field) => fields.indexOf(field));
    const edgeWidth = edgeFields.length;
    const [edgeTypeAt, edgeNameAt, toAt] = ["type", "name_or_index", "to_node"].map((field) => edgeFields.indexOf(field));
    this.count = heap.nodes.length / width;
    this.kinds = [];
    this.names = [];
    this.selfSize = new Float64Array(this.count);
    this.firstEdge = new Uint32Array(this.count + 1);
    for (let n = 0, edge = 0; n < this.count; n++) {
      const type = nodeTypes[0][heap.nodes[n * width + typeAt]];
      const name = heap.strings[heap.nodes[n * width + nameAt]];
      this.names.push(name);
      // Objects are told apart by constructor; other nodes' "names" are their contents (a
      // string's text, a closure's function name), so their type says more.
      this.kinds.push(type === "object" || type === "native" ? name : type === "closure" ? "(closures)" : `(${type})`);
      this.selfSize[n] = heap.nodes[n * width + sizeAt];
      this.firstEdge[n] = edge;
      edge += heap.nodes[n * width + edgesAt];
      this.firstEdge[n + 1] = edge;
    }
    const edges = heap.edges.length / edgeWidth;
    this.edgeTo = new Uint32Array(edges);
    this.edgeCounts = new Uint8Array(edges);
    this.edgeName = new Array<string>(edges);
    for (let e = 0; e < edges; e++) {
      const type = edgeTypes[0][heap.edges[e * edgeWidth + edgeTypeAt]];
      const nameOrIndex = heap.edges[e * edgeWidth + edgeNameAt];
      this.edgeTo[e] = heap.edges[e * edgeWidth + toAt] / width;
      this.edgeCounts[e] = type === "weak" || type === "shortcut" ? 0 : 1;
      this.edgeName[e] = type === "element" || type === "hidden" ? `[${nameOrIndex}]` : heap.strings[nameOrIndex];
    }
  }

  /** Self sizes summed by kind. */
  bytesByKind(): Map<string, { bytes: number; count: number }> {
    const kinds = new Map<string, { bytes: number; count: number }>();
    for (let n = 0; n < this.count; n++) {
      const entry = kinds.get(this.kinds[n]) ?? { bytes: 0, count: 0 };
      entry.bytes += this.selfSize[n];
      entry.count++;
      kinds.set(this.kinds[n], entry);
    }
    return kinds;
  }

  /**
   * Each node's immediate dominator and retained size (what freeing it would free), by
   * Cooper, Harvey and Kennedy's iterative algorithm over a depth-first postorder from the root.
   */
  retained(): { idom: Int32Array; retained: Float64Array } {
    const order = new Int32Array(this.count).fill(-1); // node → postorder number
    const byOrder: number[] = [];
    const stack: number[] = [0];
    const cursor = new Uint32Array(this.count);
    const seen = new Uint8Array(this.count);
    seen[0] = 1;
    cursor[0] = this.firstEdge[0];
    while (stack.length > 0) {
      const n = stack[stack.length - 1];
      let pushed = false;
      while (cursor[n] < this.firstEdge[n + 1]) {
        const e = cursor[n]++;
        const to = this.edgeTo[e];
        if (this.edgeCounts[e] === 0 || seen[to]) continue;
        seen[to] = 1;
        cursor[to] = this.firstEdge[to];
        stack.push(to);
        pushed = true;
        break;
      }
      if (!pushed) {
        stack.pop();
        order[n] = byOrder.length;
        byOrder.push(n);
      }
    }
    // Predecessors of each reachable node, by postorder number.
    const reached = byOrder.length;
    const predCount = new Uint32Array(reached + 1);
    for (let n = 0; n < this.count; n++) {
      if (order[n] < 0) continue;
      for (let e = this.firstEdge[n]; e < this.firstEdge[n + 1]; e++) if (this.edgeCounts[e] && order[this.edgeTo[e]] >= 0) predCount[order[this.edgeTo[e]] + 1]++;
    }
    for (let i = 0; i < reached; i++) predCount[i + 1] += predCount[i];
    const preds = new Int32Array(predCount[reached]);
    const fill = predCount.slice(0, reached);
    for (let n = 0; n < this.count; n++) {
      if (order[n] < 0) continue;
      for (let e = this.firstEdge[n]; e < this.firstEdge[n + 1]; e++) if (this.edgeCounts[e] && order[this.edgeTo[e]] >= 0) preds[fill[order[this.edgeTo[e]]]++] = order[n];
    }
    const root = reached - 1;
    const doms = new Int32Array(reached).fill(-1);
    doms[root] = root;
    const intersect = (a: number, b: number): number => {
      while (a !== b) {
        while (a < b) a = doms[a];
        while (b < a) b = doms[b];
      }
      return a;
    };
    for (let changed = true; changed; ) {
      changed = false;
      for (let b = root - 1; b >= 0; b--) {
        let idom = -1;
        for (let p = predCount[b]; p < predCount[b + 1]; p++) {
          const pred = preds[p];
          if (doms[pred] === -1) continue;
          idom = idom === -1 ? pred : intersect(pred, idom);
        }
        if (idom !== -1 && doms[b] !== idom) {
          doms[b] = idom;
          changed = true;
        }
      }
    }
    const retained = new Float64Array(this.count);
    const idom = new Int32Array(this.count).fill(-1);
    for (let b = 0; b < root; b++) {
      const n = byOrder[b];
      retained[n] += this.selfSize[n];
      if (doms[b] >= 0) {
        idom[n] = byOrder[doms[b]];
        retained[idom[n]] += retained[n];
      }
    }
    retained[0] += this.selfSize[0];
    return { idom, retained };
  }
}

/** Kinds that say nothing of whose an object is: V8's internals and plain containers. */
const unnamed = (kind: string): boolean => kind.startsWith("(") || kind.startsWith("system /") || ["Array", "Object", "Map"].includes(kind);

const progress = (message: string): void => void process.stderr.write(`heap-by-kind: ${message}\n`);

async function main(): Promise<void> {
  const dir = process.env.HEAP_DIR ?? mkdtempSync(join(tmpdir(), "tablee-heap-"));
  mkdirSync(dir, { recursive: true });
  // The empty server's snapshot comes from a process of its own: writing a snapshot leaves
  // the process's allocator bigger, which would be counted as the tables' otherwise.
  const emptyPath = join(dir, "empty.heapsnapshot");
  const empty = await startServerProcess();
  try {
    await empty.memory(true);
    await empty.heapSnapshot(emptyPath);
  } finally {
    await empty.stop();
  }
  const server = await startServerProcess();
  const tables: BotTable[] = [];
  const events: TableEvents = { sample: () => undefined, failure: (error) => progress(`table failed: ${error.message}`) };
  try {
    const before = await server.memory(true);
    progress(`no table: ${JSON.stringify(before)}`);
    let next = 0;
    const opener = async (): Promise<void> => {
      while (next < TABLES) tables.push(await BotTable.open(server.url, next++, events));
    };
    await Promise.all(Array.from({ length: 8 }, opener));
    progress(`${TABLES} tables open; playing ${SECONDS} s`);
    const ticking = setInterval(() => tables.forEach((table) => table.tick()), INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    clearInterval(ticking);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = await server.memory(true);
    progress(`${TABLES} tables: ${JSON.stringify(after)}`);
    const fullPath = join(dir, "tables.heapsnapshot");
    await server.heapSnapshot(fullPath);

    const per = (key: Exclude<keyof ProbeMemory, "spacesKb" | "mapsKb">): string => ((after[key] - before[key]) / TABLES).toFixed(1);
    console.log(`per table (KB): rss ${per("rssKb")} (anonymous ${per("rssAnonKb")}, files ${per("rssFileKb")}), heap used ${per("heapUsedKb")}, heap total ${per("heapTotalKb")}, external ${per("externalKb")} (array buffers ${per("arrayBuffersKb")})`);
    console.log(`rss outside the JS heap (KB per table): ${((after.rssKb - after.heapTotalKb - (before.rssKb - before.heapTotalKb)) / TABLES).toFixed(1)}`);

    const without = new HeapGraph(emptyPath).bytesByKind();
    const graph = new HeapGraph(fullPath);
    const full = graph.bytesByKind();
    const rows = [...full.entries()].map(([kind, { bytes, count }]) => {
      const was = without.get(kind) ?? { bytes: 0, count: 0 };
      return { kind, bytes: (bytes - was.bytes) / TABLES, count: (count - was.count) / TABLES };
    });
    rows.sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    console.log(`JS heap growth by kind, per table: ${(total / 1024).toFixed(1)} KB in all`);
    for (const row of rows.slice(0, TOP)) {
      console.log(`${(row.bytes / 1024).toFixed(2).padStart(8)} KB ${row.count.toFixed(1).padStart(7)} objects  ${row.kind}`);
    }

    // What the objects of a few kinds hold (retained: freed with them), and for a table its fields.
    const { idom, retained } = graph.retained();
    console.log(`retained by each object of a kind (KB per table; an object held by another listed one counts in both)`);
    for (const owner of OWNERS) {
      let bytes = 0;
      let count = 0;
      const fields = new Map<string, number>();
      for (let n = 0; n < graph.count; n++) {
        if (graph.kinds[n] !== owner || retained[n] === graph.selfSize[n]) continue;
        bytes += retained[n];
        count++;
        if (owner !== FIELDS_OF) continue;
        for (let e = graph.firstEdge[n]; e < graph.firstEdge[n + 1]; e++) {
          const to = graph.edgeTo[e];
          if (idom[to] === n) fields.set(graph.edgeName[e], (fields.get(graph.edgeName[e]) ?? 0) + retained[to]);
        }
      }
      console.log(`${(bytes / 1024 / TABLES).toFixed(2).padStart(8)} KB ${(count / TABLES).toFixed(1).padStart(5)} objects  ${owner}`);
      for (const [field, size] of [...fields.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
        console.log(`${(size / 1024 / TABLES).toFixed(2).padStart(16)} KB  .${field}`);
      }
    }
    // Who holds the objects of one kind: their nearest holder of a named kind (not an array,
    // a closure's context, a hidden object), by kind and the edge that leads to it.
    if (WHO !== undefined) {
      const holders = new Map<string, number>();
      for (let n = 0; n < graph.count; n++) {
        if (graph.kinds[n] !== WHO) continue;
        let holder = idom[n];
        const path: string[] = [];
        while (holder > 0 && unnamed(graph.kinds[holder]) && path.length < 6) {
          path.push(graph.kinds[holder]);
          holder = idom[holder];
        }
        const key = `${holder <= 0 ? "(root)" : graph.kinds[holder]} <- ${path.join(" <- ")}`;
        holders.set(key, (holders.get(key) ?? 0) + retained[n]);
      }
      console.log(`who holds ${WHO} (KB per table, by nearest named holder and the way down)`);
      for (const [key, size] of [...holders.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${(size / 1024 / TABLES).toFixed(2).padStart(8)} KB  ${key}`);
    }
  } finally {
    await Promise.all(tables.map((table) => table.close()));
    await server.stop();
    if (process.env.HEAP_KEEP !== "1" && process.env.HEAP_DIR === undefined) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
