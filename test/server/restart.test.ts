import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { openStore } from "@tablee/server";
import { gameFacts, gameOf, type AnyGameRules, type GameId } from "@tablee/shared";
import { plain, playOut, viewsOf, type Chooser } from "../support/table-play.ts";
import type { Child } from "../support/server-process.ts";
import { fullTable, keepSeatKey, quiet, restartableServer, seatKeyOf, waitForState } from "../support/server-harness.ts";
import { startPostgres, type Postgres } from "../support/postgres.ts";

/**
 * A table outlives its process. For every game: part of a game is played with SDK clients,
 * the server process is killed (SIGKILL: nothing is flushed on the way out), a new process
 * starts on the same store, every seat comes back with its seat key, the state each seat
 * sees equals the engine's replay of the actions the players saw accepted, and the game is
 * played to its end. Once with the embedded store, once with a real Postgres.
 */
const GAMES = Object.keys(gameFacts) as GameId[];
const BEFORE_KILL = 12;

interface Table {
  id: GameId;
  rooms: Room[];
  played: { seat: number; action: unknown }[];
}

async function startedTable(url: string, id: GameId): Promise<Table> {
  const seats = gameFacts[id].minPlayers;
  const rooms = await fullTable({ url }, id, seats, { options: { seats } });
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
  return { id, rooms, played: [] };
}

/**
 * After the restart the seats play like the easy bot, from their own views: a game ends in
 * about 300 actions instead of DOG's 1,300 at random (the server process keeps its 20
 * messages a second, so a game's length is this file's time). What random play reaches is the
 * property tests' subject; here it is the restored tables playing on to their end.
 */
const purposeful =
  (id: GameId): Chooser =>
  (_legal, view, rng) =>
    gameOf(id).bot(view, rng);

async function kill(child: Child): Promise<void> {
  child.process.kill("SIGKILL");
  await child.exited;
}

/** Every seat back through its key, each on a fresh client as if on another device. */
async function rejoin(url: string, table: Table, tableId: string): Promise<Room[]> {
  const keys = table.rooms.map((room) => seatKeyOf(room));
  expect(keys.every((key) => typeof key === "string" && key.length >= 43)).toBe(true);
  const rooms: Room[] = [];
  for (const [seat, key] of keys.entries()) {
    // The name asked for does not matter: the seat's name comes back with it.
    const room = keepSeatKey(quiet(await new Client(url).joinById(tableId, { name: `Someone ${seat}`, seatKey: key })));
    rooms.push(room);
  }
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.board !== undefined && s.seats.every((c: any) => c.connected), "every seat back")));
  return rooms;
}

/** What each seat sees equals the engine's replay of the accepted actions, from the stored seed. */
function expectReplayed(rules: AnyGameRules, rooms: Room[], stored: { seed: string; options: object }, played: Table["played"]): void {
  let state = rules.setup(rooms.length, stored.seed, stored.options);
  for (const { seat, action } of played) state = rules.apply(state, seat, action);
  for (const [seat, room] of rooms.entries()) {
    const { table, mine } = viewsOf(room, seat);
    expect(table).toEqual(plain(rules.publicView(state)));
    expect(mine).toEqual(plain(rules.privateView(state, seat)));
    expect((room.state as any).moves).toBe(played.length);
    expect((room.state as any).seats[seat].name).toBe(`Player ${seat + 1}`);
  }
}

/**
 * One backend's case: a test of its own, run beside the other backend's (test.concurrent):
 * each is mostly waiting on round trips to its own server process, so together they take
 * the time of the longer one instead of the sum.
 */
function killAndRestart(
  backend: string,
  file: ReturnType<typeof restartableServer>,
  storeEnv: () => Record<string, string>,
  storeOptions: () => { dataDir?: string; databaseUrl?: string },
) {
  test.concurrent(`${backend}: every game comes back as its players saw it, each seat with its key, and is played to the end`, async () => {
    const tables: Table[] = [];
    let server = await file.start(storeEnv());
    const url = file.url;
    for (const id of GAMES) tables.push(await startedTable(url, id));
    everyTable.push(...tables);
    await Promise.all(
      tables.map((table) =>
        playOut(table.rooms, [], `before ${table.id}`, { maxActions: BEFORE_KILL, each: (_moves, played) => table.played.push(played) }),
      ),
    );
    const ids = tables.map((table) => table.rooms[0].roomId);

    // These clients die with the process; fresh ones come back below with the seat keys.
    // Left to themselves they would keep retrying for a minute, keeping Jest from exiting.
    for (const table of tables) for (const room of table.rooms) room.reconnection.enabled = false;
    await kill(server);
    server = await file.start(storeEnv());

    const store = await openStore({ ...storeOptions(), owner: "test-reader" });
    try {
      for (const [i, table] of tables.entries()) {
        const stored = await store.loadTable(ids[i]);
        expect(stored?.games.at(-1)?.actions.map(({ seat, action }) => ({ seat, action }))).toEqual(plain(table.played));
        const rooms = await rejoin(url, table, ids[i]);
        // The old clients' sockets died with the process; the new ones play on.
        table.rooms = rooms;
        expectReplayed(gameOf(table.id).rules, rooms, { seed: stored!.games.at(-1)!.seed, options: stored!.options }, table.played);
      }
    } finally {
      await store.close();
    }

    await Promise.all(tables.map((table) => playOut(table.rooms, [], `after ${table.id}`, { choose: purposeful(table.id) })));
    for (const table of tables) for (const room of table.rooms) expect((room.state as any).phase).toBe("over");
  }, 240_000);
}

const everyTable: Table[] = [];

// Registered before the servers' own afterAll, so that it runs first: a client whose server
// is killed under it would retry for a minute, keeping Jest from exiting.
afterAll(async () => {
  for (const table of everyTable) for (const room of table.rooms) room.connection.isOpen && (await room.leave().catch(() => undefined));
});

// One port and store folder per backend, so the two cases run side by side.
const embedded = restartableServer();
const onPostgres = restartableServer();
let postgres: Postgres;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);

afterAll(async () => {
  await postgres?.stop();
});

killAndRestart(
  "embedded store",
  embedded,
  () => ({}),
  () => ({ dataDir: embedded.dataDir }),
);
killAndRestart(
  "Postgres",
  onPostgres,
  () => ({ DATABASE_URL: postgres.url }),
  () => ({ databaseUrl: postgres.url }),
);
