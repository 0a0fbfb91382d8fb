/**
 * Lighthouse on the two pages a newcomer opens first, as a phone sees them (Lighthouse's
 * default mobile settings: simulated slow 4G and a 4× slower CPU):
 *   client.lighthouse_lobby        performance score (0–100) of the lobby `/`;
 *   client.lighthouse_invite       performance score of an invite link `/#/table/<id>` to a
 *                                  table with free seats (the page that asks for a name);
 *   client.lighthouse_*_a11y       the same pages' accessibility score (0–100);
 *   client.lighthouse_*_practices  and their best-practices score (0–100).
 * The built client is served by the real game server, as `npm start` serves it. Chromium is
 * the system's (test/support/browser-chromium.ts), launched with the tests' flags; nothing
 * downloads a browser. Each page is measured once: Lighthouse is CPU-heavy, and its
 * simulated timings move by a few points from run to run on a busy machine.
 * Prints nothing; bench/run.ts prints the results.
 */
import { Client } from "@colyseus/sdk";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchResult } from "./result.ts";
import { GAME } from "./table-pace.ts";

interface PageScores {
  performance: number;
  accessibility: number;
  practices: number;
  /** Milliseconds, as Lighthouse simulates them; reported on stderr beside the scores. */
  fcp: number;
  lcp: number;
  unusedJsKb: number;
}

async function audit(url: string, port: number): Promise<PageScores> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const unusedBytes = (audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    practices: score("best-practices"),
    fcp: Math.round(audits["first-contentful-paint"]?.numericValue ?? Number.NaN),
    lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    unusedJsKb: Math.round(unusedBytes / 1024),
  };
}

/** Runs Lighthouse on the lobby and an invite link; the client must be built (client/dist). */
export async function lighthouseBenchmarks(): Promise<BenchResult[]> {
  const { startTestServer } = await import("../test/support/browser-server.ts");
  const { chromiumPath, CHROMIUM_ARGS } = await import("../test/support/browser-chromium.ts");
  const server = await startTestServer();
  // A table with three free seats, its host connected: the invite page shows the name box.
  const host = await new Client(server.url).create(GAME.facts.id, { name: "Host", private: true });
  host.onMessage("*", () => undefined);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  try {
    const pages = { lobby: `${server.url}/`, invite: `${server.url}/#/table/${host.roomId}` };
    const results: BenchResult[] = [];
    for (const [name, url] of Object.entries(pages)) {
      const scores = await audit(url, chrome.port);
      process.stderr.write(`lighthouse ${name}: FCP ${scores.fcp} ms, LCP ${scores.lcp} ms, unused JavaScript ${scores.unusedJsKb} KiB\n`);
      results.push({ bench: `client.lighthouse_${name}`, value: scores.performance, unit: "score" });
      results.push({ bench: `client.lighthouse_${name}_a11y`, value: scores.accessibility, unit: "score" });
      results.push({ bench: `client.lighthouse_${name}_practices`, value: scores.practices, unit: "score" });
    }
    return results;
  } finally {
    chrome.kill();
    await host.leave(true).catch(() => undefined);
    await server.close();
  }
}
