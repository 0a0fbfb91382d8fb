import { afterAll, afterEach, beforeAll } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { settings, type TableServer, type TableServerOptions } from "@tablee/server";
import { rm } from "node:fs/promises";
import { buildServer, freePort, healthy, killAll, startServerProcess, waitUntil, type Child } from "./server-process.ts";
import { freshDataDir, startServer } from "./start-server.ts";
import type { RawSocket } from "./raw-client.ts";

export { freshDataDir, ONE_ADDRESS_MANY_CLIENTS, PROGRAMS_AT_FULL_SPEED, startServer } from "./start-server.ts";

/**
 * What a file's clients hold open (SDK rooms, raw sockets), let go after its tests. Call it
 * before registering the hook that closes the server: hooks after all tests run in order.
 */
export function heldByFile(): { open: Room[]; sockets: RawSocket[]; keep<R extends Room>(room: R): R } {
  const open: Room[] = [];
  const sockets: RawSocket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await leaveAll(open);
  });
  return { open, sockets, keep: (room) => (open.push(quiet(room)), room) };
}

/**
 * What a file that runs the built server in processes of its own holds: the server is built
 * before its tests; after them its clients' rooms are left and every process it started is
 * killed. Call it before registering the hooks that remove what those processes stood on (a
 * folder, a Postgres): hooks after all tests run in order.
 */
export function processesOfFile(): { rooms: Room[]; children: Child[] } {
  const held = { rooms: [] as Room[], children: [] as Child[] };
  beforeAll(() => buildServer(), 120_000);
  afterAll(async () => {
    await leaveAll(held.rooms);
    await killAll(held.children);
  });
  return held;
}

/** This file's server: started before its tests, closed after them. */
export function serverForFile(options: TableServerOptions = {}): { readonly server: TableServer } {
  const file = {} as { server: TableServer };
  beforeAll(async () => {
    file.server = await startServer(options);
  });
  afterAll(async () => {
    await file.server?.close();
  });
  return file;
}

/**
 * The clients a test opens (push them here): each test leaves them at its end, and the
 * reconnection window a test shortened is back to `reconnectSeconds`.
 */
export function roomsOfEachTest(reconnectSeconds = 120): Room[] {
  const open: Room[] = [];
  afterEach(async () => {
    settings.reconnectSeconds = reconnectSeconds;
    await leaveAll(open.splice(0));
  });
  return open;
}

export function sdk(server: TableServer): Client {
  return new Client(server.url);
}

/** Marks every message type as handled, so the SDK does not warn about the ones a test ignores. */
export function quiet<R extends Room>(room: R): R {
  room.onMessage("*", () => undefined);
  return room;
}

/**
 * How long a wait for something that must happen lasts by default. Long on purpose: on a busy
 * machine (two Jest workers beside a browser) a process can stall for seconds, and a wait that
 * gives up early fails a suite that is right. Still far below any window the server grants a
 * player (a seat held 120 s after a drop), so "at once" stays distinguishable from "after the
 * window".
 */
const WAIT_MS = 15_000;

/** Resolves once `check` holds for the room's state, re-checked on every patch. */
export function waitForState<T = any>(room: Room, test: (state: T) => boolean, what = "state", ms = WAIT_MS): Promise<T> {
  // Before the first full state the fields are not there yet: that is "not yet", not an error.
  const check = (state: T): boolean => {
    try {
      return test(state);
    } catch {
      return false;
    }
  };
  return new Promise((resolve, reject) => {
    if (room.state && check(room.state as T)) return resolve(room.state as T);
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    const handler = (state: T) => {
      if (!check(state)) return;
      clearTimeout(timer);
      off();
      resolve(state);
    };
    const off = (): void => {
      room.onStateChange.remove(handler);
    };
    room.onStateChange(handler);
  });
}

export interface Received {
  type: string | number;
  payload: any;
}

/** Every message a room receives, decoded by the SDK, in order. */
export function collectMessages(room: Room): Received[] {
  const log: Received[] = [];
  room.onMessage("*", (type, payload) => {
    log.push({ type, payload });
  });
  return log;
}

/** The next message of `type` a room receives. */
export function nextMessage<T = any>(room: Room, type: string, ms = WAIT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for message ${type}`));
    }, ms);
    const off = room.onMessage(type, (payload: T) => {
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

/** Lets in-flight frames arrive: a message sent and answered round-trips well within it. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sends `ping` on a room and waits for the reply: everything sent before has been handled. */
export async function roundTrip(room: Room): Promise<void> {
  await new Promise<void>((resolve) => room.ping(() => resolve()));
}

const seatKeys = new WeakMap<Room, string>();

/** Keeps the seat key the server gives this client (docs/protocol.md, "Seat keys"). */
export function keepSeatKey<R extends Room>(room: R): R {
  room.onMessage("seat-key", (message: { key: string }) => seatKeys.set(room, message.key));
  return room;
}

/** The last seat key this client was given (see keepSeatKey). */
export function seatKeyOf(room: Room): string | undefined {
  return seatKeys.get(room);
}

/** A table with every seat taken by a fresh client, the first one the host; each keeps its seat key. */
export async function fullTable(server: Pick<TableServer, "url">, game: string, seats: number, extra: object = {}): Promise<Room[]> {
  // Registered as soon as the join resolves: the key arrives in a message after the join.
  const host = keepSeatKey(quiet(await new Client(server.url).create(game, { name: "Player 1", ...extra })));
  const rooms = [host];
  for (let i = 2; i <= seats; i++) rooms.push(keepSeatKey(quiet(await new Client(server.url).joinById(host.roomId, { name: `Player ${i}` }))));
  await waitForState(host, (s: any) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
  return rooms;
}

/** The rooms leave for good: none tries to reconnect (its server may be gone, or about to go). */
export async function leaveAll(rooms: readonly Room[]): Promise<void> {
  for (const room of rooms) room.reconnection.enabled = false;
  await Promise.all(rooms.map((r) => (r.connection.isOpen ? r.leave().catch(() => undefined) : undefined)));
}

/**
 * The built server in a process of its own, on one port and one store folder for the whole
 * file, so a test can kill it and start it again on the same tables. Whatever still runs is
 * killed after the file, and the folder removed.
 */
export function restartableServer(base: Record<string, string> = {}): {
  readonly url: string;
  readonly dataDir: string;
  /** Starts the server (with `env` over the file's) and waits until it has every table back. */
  start(env?: Record<string, string>): Promise<Child>;
} {
  let port = 0;
  let dataDir = "";
  const servers: Child[] = [];
  beforeAll(async () => {
    buildServer();
    dataDir = await freshDataDir();
    port = await freePort();
  }, 120_000);
  afterAll(async () => {
    await killAll(servers);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get dataDir() {
      return dataDir;
    },
    async start(env = {}) {
      const child = startServerProcess(port, { DATA_DIR: dataDir, ...base, ...env });
      servers.push(child);
      await waitUntil(() => healthy(port), `the server (${child.output()})`, 30_000);
      return child;
    },
  };
}
