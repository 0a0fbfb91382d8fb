import { afterAll, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { openStore } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { freshDataDir, processesOfFile } from "../support/server-harness.ts";
import { startPostgres, type Postgres } from "../support/postgres.ts";
import { logged, refusal, startedTable, tryMove, type Tried } from "../support/store-faults.ts";

/**
 * The store fails under a running server (its file deleted, its disk full, Postgres
 * stopped): no move is acknowledged that the store does not keep; a move it cannot keep is
 * refused with `not-saved`, every player hears `store-failing`, /healthz answers 503, the log
 * says so once; once the store is back, everyone hears `store-back` and play resumes by itself.
 */
const { rooms, children } = processesOfFile();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function serve(env: Record<string, string>): Promise<{ port: number; url: string; server: Child }> {
  const port = await freePort();
  const server = startServerProcess(port, { LOG_LEVEL: "info", ...env });
  children.push(server);
  await waitUntil(() => healthy(port), `the server (${server.output()})`, 30_000);
  return { port, url: `http://127.0.0.1:${port}`, server };
}

async function table(url: string, game?: string, seats?: number): Promise<{ rooms: Room[]; notices: string[][] }> {
  const started = await startedTable(url, game, seats);
  rooms.push(...started.rooms);
  return started;
}

async function health(port: number): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return { status: response.status, body: await response.json() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * While the store fails: a move is refused with the clear code, everyone was told, /healthz
 * says 503, and however long it lasts the log has said it once.
 */
async function expectFailing(port: number, server: Child, t: { rooms: Room[]; notices: string[][] }, refused: Tried): Promise<void> {
  expect(refused.answer).toBe("not-saved");
  await waitUntil(async () => t.notices.every((heard) => heard.includes("store-failing")), "every player told the store fails");
  expect(await health(port)).toMatchObject({ status: 503, body: { ok: false, store: "failing" } });
  // Long enough for several probes, lease renewals and checkpoints to fail again.
  await pause(3_500);
  expect((await tryMove(t.rooms)).answer).toBe("not-saved");
  expect(logged(server, "the table store fails")).toHaveLength(1);
  expect(logged(server, "lease renewal failed")).toEqual([]);
  expect(logged(server, "WAL checkpoint failed").length).toBeLessThanOrEqual(1);
  expect(server.output()).not.toContain("stack");
}

/** Once the store is back: everyone told, /healthz 200, the next move accepted; logged once. */
async function expectResumed(port: number, server: Child, t: { rooms: Room[]; notices: string[][] }): Promise<void> {
  await waitUntil(() => healthy(port), "/healthz 200 again");
  await waitUntil(async () => t.notices.every((heard) => heard.includes("store-back")), "every player told the store is back");
  expect((await tryMove(t.rooms)).answer).toBe("accepted");
  expect(logged(server, "the table store is back")).toHaveLength(1);
}

test("the store's folder deleted under a game: every move acknowledged is still stored after a kill -9 and a restart", async () => {
  const dataDir = await freshDataDir();
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const { url, server, port } = await serve({ DATA_DIR: dataDir });
  const t = await table(url);
  const accepted: Tried[] = [];
  for (let i = 0; i < 5; i++) accepted.push(await tryMove(t.rooms));
  expect(accepted.map((m) => m.answer)).toEqual(Array(5).fill("accepted"));

  // The whole folder, as a careless cleanup would.
  rmSync(dataDir, { recursive: true, force: true });
  // Each move now is stored or refused, never acknowledged and lost.
  for (let i = 0; i < 30 && (t.rooms[0].state as any).phase === "playing"; i++) {
    const tried = await tryMove(t.rooms);
    expect(["accepted", "not-saved"]).toContain(tried.answer);
    if (tried.answer === "accepted") accepted.push(tried);
  }
  await waitUntil(() => healthy(port), "/healthz 200");
  // The folder is this process's again: another server on it is refused.
  const second = startServerProcess(await freePort(), { DATA_DIR: dataDir });
  children.push(second);
  const { code, lines } = await refusal(second);
  expect(code).toBe(1);
  expect(lines.join("\n")).toContain("another server process uses DATA_DIR");

  for (const room of t.rooms) room.reconnection.enabled = false;
  server.process.kill("SIGKILL");
  await server.exited;
  const store = await openStore({ dataDir, owner: "test-reader" });
  try {
    const stored = await store.loadTable(t.rooms[0].roomId);
    expect(stored?.games[0].actions.map(({ seat, action }) => ({ seat, action }))).toEqual(accepted.map(({ seat, action }) => ({ seat, action })));
  } finally {
    await store.close();
  }
  expect(logged(server, "sqlite: the deleted file is written back")).toHaveLength(1);
}, 120_000);

test("a full disk: moves refused with not-saved, everyone told, /healthz 503, one log line; play resumes once there is room", async () => {
  const disk = mkdtempSync(join(tmpdir(), "tablee-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", disk], { stdio: "pipe" });
  } catch (error) {
    rmSync(disk, { recursive: true, force: true });
    throw new Error(`this test fills a small tmpfs, and mounting one failed (it needs root): ${(error as Error).message}`);
  }
  cleanups.push(() => {
    execFileSync("umount", [disk]);
    rmSync(disk, { recursive: true, force: true });
  });
  const { url, server, port } = await serve({ DATA_DIR: join(disk, "data") });
  // A game of four: long enough to fill what room the store's log still has.
  const t = await table(url, aGame({ opens: 4 }).facts.id, 4);
  expect((await tryMove(t.rooms)).answer).toBe("accepted");

  const filler = join(disk, "filler");
  const fd = openSync(filler, "w");
  for (const size of [64 * 1024, 4096, 512, 1]) {
    try {
      for (;;) writeSync(fd, Buffer.alloc(size));
    } catch {
      // ENOSPC: on to smaller pieces.
    }
  }
  closeSync(fd);

  let tried = await tryMove(t.rooms);
  for (let i = 0; i < 400 && tried.answer === "accepted"; i++) tried = await tryMove(t.rooms);
  await expectFailing(port, server, t, tried);

  rmSync(filler);
  await expectResumed(port, server, t);
}, 180_000);

let postgres: Postgres | undefined;

test("Postgres stopped under a running server: moves refused with not-saved, everyone told, /healthz 503, one log line; play resumes once it is back", async () => {
  postgres = await startPostgres();
  cleanups.push(() => postgres?.stop());
  // Renewals every second: a failure logged by each would show.
  const { url, server, port } = await serve({ DATABASE_URL: postgres.url, LEASE_SECONDS: "3" });
  const t = await table(url);
  for (let i = 0; i < 3; i++) expect((await tryMove(t.rooms)).answer).toBe("accepted");

  await postgres.halt();
  await expectFailing(port, server, t, await tryMove(t.rooms));

  await postgres.resume();
  await expectResumed(port, server, t);
}, 180_000);
