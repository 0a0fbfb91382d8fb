import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { gameIds } from "@tablee/shared";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../server/src/store/open.ts";
import { buildServer, ROOT, startChild, waitUntil } from "../support/server-process.ts";

/**
 * "Write before you tell": a room tells nobody of an action before appendAction resolves.
 * A process killed at any moment must therefore have stored every action whose append it saw
 * resolve. The child appends as fast as it can and prints each index once its promise has
 * resolved (stdout to a pipe is synchronous on Linux); it is killed with SIGKILL mid-way.
 */

let dataDir = "";

beforeAll(() => {
  buildServer();
  dataDir = mkdtempSync(join(tmpdir(), "tablee-killed-"));
}, 60_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CHILD = `
  const { openStore } = await import(${JSON.stringify(`${ROOT}/server/dist/store/open.js`)});
  const store = await openStore({ dataDir: process.env.STORE_DIR, owner: "child" });
  const at = Date.now();
  const seats = [{ name: "Ana", keyHash: "" }, { name: "Bo", keyHash: "" }];
  await store.saveTable({ id: "t1", game: ${JSON.stringify(gameIds[0])}, seatCount: 2, options: {}, private: false, host: "Ana",
    phase: "playing", seats, chat: [], pace: "live", clock: 0, takeover: "easy", awayAfter: 3, turn: [], createdAt: at, updatedAt: at });
  await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana", "Bo"], startedAt: at });
  for (let i = 0; i < 1_000_000; i++) {
    await store.appendAction("t1", 1, i, { seat: i % 2, action: { i }, digest: String(i), at: Date.now() });
    // Told once the line has left for the parent (the embedded store answers at once: without
    // waiting, lines would pile up unsent in this process and die with it).
    await new Promise((resolve) => process.stdout.write(i + "\\n", resolve));
  }
`;

test("SQLite: a killed process has stored every action it was told was stored", async () => {
  const child = startChild(process.execPath, ["--input-type=module", "-e", CHILD], { STORE_DIR: dataDir });
  const printed = (): number[] => child.output().split("\n").filter((line) => /^\d+$/.test(line)).map(Number);
  await waitUntil(async () => printed().length >= 500 || child.process.exitCode !== null, "the child's first 500 actions");
  child.process.kill("SIGKILL");
  expect(await child.exited).toBeNull();
  const told = printed();
  expect(told.length).toBeGreaterThanOrEqual(500);

  const store = await openStore({ dataDir, owner: "parent" });
  try {
    const stored = (await store.loadTable("t1"))!.games[0].actions.map((a) => a.action as { i: number });
    // Every index it told, in order; at most one more, committed but not yet told.
    expect(stored.slice(0, told.length).map((a) => a.i)).toEqual(told);
    expect(stored.length - told.length).toBeLessThanOrEqual(1);
  } finally {
    await store.close();
  }
});
