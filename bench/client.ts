/**
 * The client's figures (and Lighthouse's, bench/lighthouse.ts):
 *   client.bundle_kb_gz   gzip size of the JavaScript index.html loads before anything else
 *                         (its module script and modulepreloads), after `vite build`;
 *   client.first_table_ms navigation to the first drawn four-seat table in headless Chromium,
 *                         median of 5 cold page loads of a running table's watch link.
 * "Drawn" is the table shell's `data-table-ready` mark: set when the first frame of the table
 * has been drawn (the renderer's first update and the stage's first render both done),
 * holding performance.now() at that moment (ms since navigation). Until issue 11 the mark was
 * set two animation frames after the first update while the ticker drew on its own clock, so
 * it could come before the first frame; the figures before that are not comparable.
 * Prints nothing; bench/run.ts prints the results.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { lighthouseBenchmarks } from "./lighthouse.ts";
import type { BenchResult } from "./result.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT = join(ROOT, "client");
const DIST = join(CLIENT, "dist");
const RUNS = 5;

async function buildClient(): Promise<void> {
  const { build } = await import("vite");
  await build({ root: CLIENT, configFile: join(CLIENT, "vite.config.ts"), logLevel: "silent" });
}

/** The scripts a first visit downloads before running: module entry + modulepreloads. */
export async function initialBundleKbGz(dist = DIST): Promise<number> {
  const html = await readFile(join(dist, "index.html"), "utf8");
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await readFile(join(dist, url.replace(/^\//, ""))), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function firstTableMs(): Promise<number> {
  const { startTestServer } = await import("../test/support/browser-server.ts");
  const { launchChromium } = await import("../test/support/browser-chromium.ts");
  const server = await startTestServer();
  const browser = await launchChromium();
  try {
    const table = await server.startedTable();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context each time: no cache, no storage, like a first visit.
      const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
      // A watcher this browser already knows by name goes straight to the table; a new one is
      // first asked a name, a person's step the figure does not count.
      await context.addInitScript(() => localStorage.setItem("tablee.name", "Bench"));
      const page = await context.newPage();
      await page.goto(`${server.url}/#/watch/${table.tableId}`);
      const ready = await page.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
      times.push(Number(await ready.getAttribute("data-table-ready")));
      await context.close();
    }
    await table.close();
    return median(times);
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function clientBenchmarks(): Promise<BenchResult[]> {
  await buildClient();
  const kb = await initialBundleKbGz();
  const ms = await firstTableMs();
  return [
    { bench: "client.bundle_kb_gz", value: kb, unit: "KB" },
    { bench: "client.first_table_ms", value: ms, unit: "ms" },
    ...(await lighthouseBenchmarks()),
  ];
}

/** `BENCH_ONLY=lighthouse`: the Lighthouse figures alone, after a build. */
export async function clientLighthouse(): Promise<BenchResult[]> {
  await buildClient();
  return lighthouseBenchmarks();
}
