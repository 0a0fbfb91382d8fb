import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import type { Room } from "@colyseus/sdk";
import { openStore } from "@tablee/server";
import { startPostgres, type Postgres } from "../support/postgres.ts";
import { freePort, healthy, running, startServerProcess, waitUntil } from "../support/server-process.ts";
import { processesOfFile } from "../support/server-harness.ts";
import { logged, startedTable, tryMove } from "../support/store-faults.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

/**
 * Postgres stopped (`pg_ctl stop -m fast`: every connection cut, whatever it was doing) and
 * started again, ten times, under a server whose five tables play as fast as their players
 * can. Each time the server lives on, says 503 while Postgres is down and 200 once it is back,
 * keeps every player connected, plays again within 8 s, and loses no move it acknowledged.
 */
const TABLES = 5;
const CYCLES = 10;
/** The README's promise: play again within this long after Postgres is back. */
const RESUME_MS = 8_000;
/** How long a wait for something that must happen may last on a busy machine. */
const WAIT_MS = 30_000;

const { rooms, children } = processesOfFile();
let postgres: Postgres | undefined;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);

afterAll(() => postgres?.stop());

/** One table played without pause by its four players; every answer they got is counted. */
interface Played {
  rooms: Room[];
  answers: Map<string, number>;
  /** When each of its moves was accepted (Date.now() once all four players saw it). */
  accepted: number[];
  /** Close codes of connections that dropped or left. */
  closed: number[];
  done: Promise<void>;
}

test("Postgres stopped and started ten times under five playing tables: the server lives, 503 then 200, nobody dropped, play resumes, no move lost", async () => {
  const port = await freePort();
  const child = startServerProcess(port, { DATABASE_URL: postgres!.url, LOG_LEVEL: "info", LEASE_SECONDS: "3" });
  children.push(child);
  const died = (): string | null =>
    running(child)
      ? null
      : `the server died (exit ${child.process.exitCode ?? child.process.signalCode}):\n${child.output().split("\n").slice(-30).join("\n")}`;
  /** Waits for `check`, failing at once, with the server's last words, should the server die. */
  const waitFor = async (check: () => Promise<boolean>, what: string): Promise<void> => {
    let dead = false;
    await waitUntil(async () => (dead = died() !== null) || check(), what, WAIT_MS).catch((error: Error) => {
      throw new Error(`${what}: ${died() ?? error.message}`);
    });
    if (dead) throw new Error(`${what}: ${died()}`);
  };
  const status = async (): Promise<number> => (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
  await waitUntil(() => healthy(port), `the server (${child.output()})`, WAIT_MS);

  let playing = true;
  const url = `http://127.0.0.1:${port}`;
  const tables: Played[] = [];
  for (let i = 0; i < TABLES; i++) {
    // DOG: four seats, and a game that outlasts the test when each plays its first legal move.
    const started = await startedTable(url, FOUR, 4);
    rooms.push(...started.rooms);
    const table: Played = { rooms: started.rooms, answers: new Map(), accepted: [], closed: [], done: Promise.resolve() };
    for (const room of started.rooms) {
      room.onDrop((code) => table.closed.push(code));
      room.onLeave((code) => table.closed.push(code));
    }
    table.done = (async () => {
      while (playing && died() === null) {
        const { answer } = await tryMove(table.rooms);
        table.answers.set(answer, (table.answers.get(answer) ?? 0) + 1);
        if (answer === "accepted") table.accepted.push(Date.now());
      }
    })();
    tables.push(table);
  }
  /** Whether every table has had `moves` moves accepted since `at`. */
  const acceptedSince = (at: number, moves = 1): boolean => tables.every((table) => table.accepted.filter((time) => time > at).length >= moves);

  const failingMs: number[] = [];
  const resumedMs: number[] = [];
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const before = Date.now();
      await waitFor(async () => acceptedSince(before, 3), `cycle ${cycle}: every table playing`);

      await postgres!.halt();
      const down = Date.now();
      await waitFor(async () => (await status()) === 503, `cycle ${cycle}: /healthz 503 while Postgres is down`);
      failingMs.push(Date.now() - down);
      expect(logged(child, "the table store fails")).toHaveLength(cycle);

      await postgres!.resume();
      const back = Date.now();
      await waitFor(async () => (await status()) === 200, `cycle ${cycle}: /healthz 200 once Postgres is back`);
      await waitFor(async () => acceptedSince(back), `cycle ${cycle}: every table playing again`);
      resumedMs.push(Math.max(...tables.map((table) => table.accepted.find((time) => time > back)! - back)));
      expect(logged(child, "the table store is back")).toHaveLength(cycle);
    }
  } finally {
    playing = false;
    await Promise.all(tables.map((table) => table.done.catch(() => undefined)));
  }
  await Promise.all(tables.map((table) => table.done));

  console.log(`503 after ${failingMs.join(", ")} ms; play resumed after ${resumedMs.join(", ")} ms; answers ${JSON.stringify(tables.map((t) => Object.fromEntries(t.answers)))}`);
  expect(died()).toBeNull();
  expect(Math.max(...resumedMs)).toBeLessThanOrEqual(RESUME_MS);
  for (const table of tables) {
    expect(table.closed).toEqual([]);
    // A move is acknowledged to all, or refused as not saved: never lost in between.
    expect(["accepted", "not-saved"]).toEqual(expect.arrayContaining([...table.answers.keys()]));
  }
  expect(logged(child, "the store refused a change")).toEqual([]);
  expect(logged(child, "message handler failed")).toEqual([]);

  // Every move a player saw is stored, and nothing they did not see.
  const store = await openStore({ databaseUrl: postgres!.url, owner: "test-reader" });
  try {
    for (const table of tables) {
      const stored = await store.loadTable(table.rooms[0].roomId);
      const seen = table.rooms.map((room) => (room.state as { moves: number }).moves);
      expect(seen).toEqual(Array(4).fill(stored!.games.at(-1)!.actions.length));
    }
  } finally {
    await store.close();
  }
}, 240_000);
