import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import { rm } from "node:fs/promises";
import { freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { freshDataDir, keepSeatKey, processesOfFile, quiet, seatKeyOf, waitForState } from "../support/server-harness.ts";
import { refusal, startedTable, tryMove } from "../support/store-faults.ts";

/**
 * The embedded store belongs to one process. A server started again on its DATA_DIR under
 * another name (another port: the owner's name is host:port) takes every open table at once;
 * a second server on a DATA_DIR in use, or on a port in use, refuses to start.
 */
const { rooms, children } = processesOfFile();
let dataDir = "";

beforeAll(async () => {
  dataDir = await freshDataDir();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

function start(port: number, env: Record<string, string> = {}): Child {
  const child = startServerProcess(port, { DATA_DIR: dataDir, ...env });
  children.push(child);
  return child;
}

let port = 0;
let server: Child;

test("a server killed and started on another port has its tables back as soon as /healthz answers 200", async () => {
  const first = await freePort();
  const killed = start(first);
  await waitUntil(() => healthy(first), `the first server (${killed.output()})`, 30_000);
  const table = await startedTable(`http://127.0.0.1:${first}`);
  rooms.push(...table.rooms);
  for (let i = 0; i < 4; i++) expect((await tryMove(table.rooms)).answer).toBe("accepted");
  const moves = (table.rooms[0].state as any).moves as number;
  for (const room of table.rooms) room.reconnection.enabled = false;
  killed.process.kill("SIGKILL");
  await killed.exited;

  // No PROCESS_NAME: its name is its address, which changed with the port.
  port = await freePort();
  server = start(port);
  await waitUntil(() => healthy(port), `the second server (${server.output()})`, 30_000);
  const id = table.rooms[0].roomId;
  const summary = await fetch(`http://127.0.0.1:${port}/api/tables/${id}`);
  expect(summary.status).toBe(200);
  const back = keepSeatKey(quiet(await new Client(`http://127.0.0.1:${port}`).joinById(id, { name: "Anyone", seatKey: seatKeyOf(table.rooms[0]) })));
  rooms.push(back);
  const state = await waitForState(back, (s: any) => s.board !== undefined);
  expect(state.moves).toBe(moves);
  expect(state.seats[0].name).toBe("Player 1");
}, 120_000);

test("a second server on a DATA_DIR in use refuses to start: one line, exit code 1; the first one plays on", async () => {
  const second = start(await freePort());
  const { code, lines } = await refusal(second);
  expect(code).toBe(1);
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({ level: 60, msg: expect.stringContaining(`another server process uses DATA_DIR ${dataDir}`) });
  expect(await healthy(port)).toBe(true);
}, 60_000);

test("a server on a port in use refuses to start: one line, exit code 1", async () => {
  const own = await freshDataDir();
  try {
    const { code, lines } = await refusal(start(port, { DATA_DIR: own }));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 60, msg: expect.stringContaining(`port ${port} on 127.0.0.1 is taken`) });
    expect(await healthy(port)).toBe(true);
  } finally {
    await rm(own, { recursive: true, force: true });
  }
}, 60_000);
