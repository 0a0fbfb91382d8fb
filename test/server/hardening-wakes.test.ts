import { afterAll, afterEach, describe, expect, test } from "@jest/globals";
import { rm } from "node:fs/promises";
import { defaultLimits } from "@tablee/server";
import { Code, connect, matchmake, roomData, type RawSocket } from "../support/raw-client.ts";
import { freshDataDir } from "../support/server-harness.ts";
import { buildServer, freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { seededKey, seedSleepingTables, SLEEPING_GAME } from "../support/sleeping-tables.ts";

/**
 * Waking sleeping turn-based tables costs the waker, and never more tables than the process
 * holds: a wake is a restore (a room, a replay), so one address sending joins to many sleeping
 * tables' ids must meet a budget, and a wake past MAX_TABLES must be refused once, cleanly,
 * unless a table awake for nobody's seat can go back to sleep to make room. Tried against the
 * built server in a process of its own, whose log is read as the operator would. Each source
 * address of 127.0.0.0/8 is a different client address.
 */

let server: Child | undefined;
const sockets: RawSocket[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
  server?.process.kill("SIGKILL");
  await server?.exited;
  server = undefined;
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A server process on a store holding `ids` asleep. */
async function serveSleeping(ids: string[], env: Record<string, string>): Promise<string> {
  buildServer();
  const dataDir = await freshDataDir();
  dirs.push(dataDir);
  await seedSleepingTables(dataDir, ids);
  const port = await freePort();
  // Woken tables stay awake on their own for ten minutes: any that sleeps here was put to sleep.
  server = startServerProcess(port, { DATA_DIR: dataDir, LOG_LEVEL: "info", SLEEP_SECONDS: "600", ...env });
  await waitUntil(() => healthy(port), "the server process", 30_000);
  return `http://127.0.0.1:${port}`;
}

/** The server's log lines from `from` (an offset into its output), parsed. */
function logged(from = 0): any[] {
  return server!
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return { level: 60, line };
      }
    });
}

const noStackTraces = (from = 0): void => {
  const text = server!.output().slice(from);
  expect(text).not.toMatch(/\n\s+at |"stack"/);
  expect(logged(from).filter((line) => line.level >= 50)).toEqual([]);
};

const ids = (prefix: string, count: number): string[] => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe("a flood of wakes from one address", () => {
  test("300 sleeping tables, one address, 300 empty joins at once: a few wake, the rest get too-many-wakes, the log stays short", async () => {
    const tables = ids("flood", 300);
    const base = await serveSleeping(tables, {
      MAX_TABLES: "150",
      // This test is about the default wake budgets.
      WAKES_BURST: String(defaultLimits.wakesBurst),
      WAKES_PER_MINUTE: String(defaultLimits.wakesPerMinute),
      SEAT_WAKES_BURST: String(defaultLimits.seatWakesBurst),
      SEAT_WAKES_PER_MINUTE: String(defaultLimits.seatWakesPerMinute),
    });
    const start = server!.output().length;
    const from = "127.0.40.1";
    const began = Date.now();
    const answers = await Promise.all(tables.map((id) => matchmake(base, "joinById", id, {}, from)));

    // The burst woke that many tables (whose join is then refused: it names nobody); the rest
    // were refused before anything was woken.
    const refused = answers.filter((a) => a.status === 429);
    // (The budget refills while the flood lasts: one more may pass on a slow machine.)
    expect(answers.length - refused.length).toBeGreaterThanOrEqual(defaultLimits.wakesBurst);
    expect(answers.length - refused.length).toBeLessThanOrEqual(defaultLimits.wakesBurst + 1);
    for (const answer of refused) {
      expect(answer.body.error).toMatch(new RegExp(`^too-many-wakes: at most ${defaultLimits.wakesPerMinute} sleeping tables a minute woken from one address; try again in \\d+ s$`));
    }
    for (const answer of answers.filter((a) => a.status !== 429)) expect(answer.body.error).toMatch(/^bad-options: /);
    const awake = await Promise.all(tables.map(async (id) => (await (await fetch(`${base}/api/tables/${id}`)).json()).asleep === false));
    expect(awake.filter(Boolean).length).toBe(answers.length - refused.length);

    // A seat key holder at the same address still wakes their own table: a valid key draws on a
    // budget of its own.
    const mine = tables.find((_, i) => !awake[i])!;
    const back = await matchmake(base, "joinById", mine, { name: "Ana", seatKey: seededKey(mine, 0) }, from);
    expect(back.status).toBe(200);
    sockets.push(await connect(base, back.body, { from }));

    // One short line per refusal at most, and at most five of a kind per 10 s (log.ts), the
    // next window opening with one line that counts the rest; none with a stack trace.
    await waitUntil(async () => logged(start).some((line) => line.kind === "too-many-wakes"), "the refusals' log line");
    const windows = 1 + Math.floor((Date.now() - began) / 10_000);
    const lines = logged(start);
    const kinds = new Map<string, number>();
    for (const line of lines) kinds.set(line.kind ?? line.msg, (kinds.get(line.kind ?? line.msg) ?? 0) + 1);
    for (const [, count] of kinds) expect(count).toBeLessThanOrEqual(6 * windows);
    expect(lines.length).toBeLessThanOrEqual(15 * windows);
    for (const line of lines) expect(JSON.stringify(line).length).toBeLessThan(400);
    noStackTraces(start);
  }, 90_000);
});

describe("MAX_TABLES and sleeping tables", () => {
  /** Joins `table` from `from` with `options`, and connects when the join is granted. */
  async function join(base: string, table: string, options: object, from: string): Promise<{ status: number; error?: string; socket?: RawSocket }> {
    const answer = await matchmake(base, "joinById", table, options, from);
    if (answer.status !== 200) return { status: answer.status, error: answer.body.error };
    const socket = await connect(base, answer.body, { from });
    sockets.push(socket);
    return { status: 200, socket };
  }

  test("a wake past the cap is refused once and never retried; a table awake for nobody's seat sleeps again to make room for a player", async () => {
    const tables = ids("cap", 8);
    // A lease of 3 s: the keeper claims this process's tables every second, so a woken table
    // that failed to come back would be retried, and logged, within the wait below.
    const base = await serveSleeping(tables, { MAX_TABLES: "4", LEASE_SECONDS: "3" });
    const asleep = async (id: string): Promise<boolean> => (await (await fetch(`${base}/api/tables/${id}`)).json()).asleep === true;
    const player = (t: number) => ({ name: "Ana", seatKey: seededKey(tables[t], 0) });

    // Three players back at their tables; a stranger's empty join wakes a fourth, for nobody.
    for (const t of [0, 1, 2]) expect((await join(base, tables[t], player(t), `127.0.41.${t + 1}`)).status).toBe(200);
    expect((await join(base, tables[3], {}, "127.0.42.1")).error).toMatch(/^bad-options: /);
    expect(await asleep(tables[3])).toBe(false);

    // The process is full. A player opening their table: the stranger's goes back to sleep.
    expect((await join(base, tables[4], player(4), "127.0.41.5")).status).toBe(200);
    await waitUntil(() => asleep(tables[3]), "the table woken for nobody asleep again");
    expect(await asleep(tables[4])).toBe(false);

    // Every table has a player now: another stranger's wake is refused, once, and nothing wakes.
    const before = server!.output().length;
    const refused = await join(base, tables[5], {}, "127.0.42.2");
    expect(refused).toMatchObject({ status: 503, error: expect.stringMatching(/^too-many-tables: /) });
    expect(await asleep(tables[5])).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await asleep(tables[5])).toBe(true);
    const lines = logged(before);
    expect(lines.filter((line) => line.kind === "too-many-tables")).toHaveLength(1);
    expect(lines.filter((line) => JSON.stringify(line).includes(tables[5]))).toEqual([]);
    noStackTraces(before);

    // A player leaves; a spectator's join wakes another table, and the one left empty sleeps.
    sockets[1].ws.send(Buffer.from([Code.LEAVE_ROOM]));
    await sockets[1].closed;
    const watcher = await join(base, tables[5], { name: "Watcher", spectate: true }, "127.0.42.3");
    expect(watcher.status).toBe(200);
    await waitUntil(() => asleep(tables[1]), "the table its player left asleep");
    expect(await asleep(tables[5])).toBe(false);

    // Someone creates a table: the one only a spectator woke sleeps (the spectator is told
    // and let go); with a player at every table the next creation is refused.
    const created = await matchmake(base, "create", SLEEPING_GAME, { name: "Newcomer", pace: "turns" }, "127.0.43.1");
    expect(created.status).toBe(200);
    sockets.push(await connect(base, created.body, { from: "127.0.43.1" }));
    await waitUntil(() => asleep(tables[5]), "the spectator's table asleep");
    const notices = watcher.socket!.frames.map(roomData).filter((data) => data?.type === "notice").map((data) => (data!.payload as { code: string }).code);
    expect(notices).toContain("asleep");
    await watcher.socket!.closed;
    const full = await matchmake(base, "create", SLEEPING_GAME, { name: "Late", pace: "turns" }, "127.0.43.2");
    expect(full.status).toBe(503);
    expect(full.body.error).toMatch(/^too-many-tables: /);
    noStackTraces();
  }, 90_000);
});
