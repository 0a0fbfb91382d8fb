import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { settings, type TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { StoreError } from "../../server/src/store/error.ts";
import { legalAt, secretsOf } from "../support/table-play.ts";
import { fullTable, keepSeatKey, nextMessage, quiet, roundTrip, sdk, seatKeyOf, startServer, waitForState, roomsOfEachTest } from "../support/server-harness.ts";

/**
 * Seat keys (docs/protocol.md, "Seat keys"): whoever holds one takes that seat back, from
 * any tab or device; nobody else can, and nothing changes at the table when a key is wrong.
 */
let server: TableServer;
const open = roomsOfEachTest();
beforeAll(async () => {
  server = await startServer({ seed: () => "seat-keys-seed" });
});
afterAll(async () => {
  await server.close();
});

/** A game whose tables open with two seats; one of four with hands, to come back to. */
const TWO = aGame({ opens: 2 }).facts.id;
const FOUR = aGame({ opens: 4, secrets: true }).facts.id;

async function table(game: string = TWO, seats = 2): Promise<Room[]> {
  const rooms = await fullTable(server, game, seats, { options: { seats } });
  open.push(...rooms);
  for (const room of rooms) await roundTrip(room);
  return rooms;
}

async function started(rooms: Room[]): Promise<void> {
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
}

/** Why a join was refused: its message starts with the code. */
async function refusal(join: Promise<Room>): Promise<string> {
  try {
    open.push(await join);
    return "joined";
  } catch (error) {
    return (error as Error).message;
  }
}

test("each player is given a key of 256 random bits, its own; a spectator none", async () => {
  const rooms = await table();
  const watcher = quiet(await sdk(server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
  open.push(watcher);
  let watcherKey: unknown;
  watcher.onMessage("seat-key", (message) => (watcherKey = message));
  await roundTrip(watcher);
  const keys = rooms.map((room) => seatKeyOf(room));
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new Set(keys).size).toBe(2);
  expect(watcherKey).toBeUndefined();
});

test("a wrong key, another table's key, or a key with spectate are refused and change nothing", async () => {
  const rooms = await table();
  const other = await table();
  const before = (rooms[0].state as any).members.size;
  const id = rooms[0].roomId;
  const wrong = "A".repeat(43);
  expect(await refusal(sdk(server).joinById(id, { name: "Mallory", seatKey: wrong }))).toMatch(/^bad-seat-key: /);
  expect(await refusal(sdk(server).joinById(id, { name: "Mallory", seatKey: seatKeyOf(other[0]) }))).toMatch(/^bad-seat-key: /);
  expect(await refusal(sdk(server).joinById(id, { name: "Mallory", spectate: true, seatKey: seatKeyOf(rooms[1]) }))).toMatch(/^bad-seat-key: /);
  expect(await refusal(sdk(server).joinById(id, { name: "Mallory", seatKey: "not a key!" }))).toMatch(/^bad-options: /);
  await roundTrip(rooms[0]);
  const state: any = rooms[0].state;
  expect(state.members.size).toBe(before);
  expect([...state.seats].map((seat: any) => [seat.name, seat.connected])).toEqual([
    ["Player 1", true],
    ["Player 2", true],
  ]);
});

test("the key in another tab takes the seat over, with its name and hand; the first tab is told and closed with 4011", async () => {
  const rooms = await table(FOUR, 4);
  await started(rooms);
  const first = rooms[2];
  const hand = secretsOf(first, 2);
  const moved = nextMessage(first, "notice");
  const closed = new Promise<number>((resolve) => first.onLeave((code) => resolve(code)));
  const second = keepSeatKey(quiet(await sdk(server).joinById(first.roomId, { name: "Whatever", seatKey: seatKeyOf(first) })));
  open.push(second);
  expect(await moved).toMatchObject({ code: "seat-moved" });
  expect(await closed).toBe(4011);
  const state: any = await waitForState(rooms[0], (s: any) => s.seats[2].occupant === second.sessionId, "the seat in the new tab");
  expect(state.seats[2]).toMatchObject({ name: "Player 3", connected: true });
  expect(state.members.has(first.sessionId)).toBe(false);
  expect(state.members.get(second.sessionId)).toMatchObject({ name: "Player 3", seat: 2 });
  // The hand came along, and only to the new tab; the key is still the same.
  await roundTrip(second);
  expect(secretsOf(second, 2)).toEqual(hand);
  expect(seatKeyOf(second)).toBe(seatKeyOf(first));
  // Nobody was told the seat was released.
  await roundTrip(rooms[0]);
  expect((rooms[0].state as any).seats[2].occupant).toBe(second.sessionId);
});

test("after the reconnection window a bot plays the seat; the key takes it back with the same hand, until its player gives it to a newcomer", async () => {
  settings.reconnectSeconds = 1;
  // The stand-in waits to play: the hand the player comes back to is the one they left.
  settings.botPauseMs = 60_000;
  try {
    const rooms = await table(FOUR, 4);
    await started(rooms);
    const away = rooms[1];
    const key = seatKeyOf(away)!;
    const hand = secretsOf(away, 1);
    const takenOver = nextMessage(rooms[0], "notice");
    await away.leave(false);
    expect(await takenOver).toMatchObject({ code: "bot-playing", seat: 1, name: "Player 2" });
    const seat = await waitForState(rooms[0], (s: any) => s.seats[1].standIn, "the stand-in");
    expect(seat.seats[1].toJSON()).toMatchObject({ occupant: "", name: "Player 2", bot: "easy", standIn: true, open: false });
    // Nobody else may take a seat a bot plays for its player.
    expect(await refusal(sdk(server).joinById(away.roomId, { name: "Anyone" }))).toMatch(/table full/);

    const handBack = nextMessage(rooms[0], "notice");
    const back = keepSeatKey(quiet(await sdk(server).joinById(away.roomId, { name: "Anyone", seatKey: key })));
    open.push(back);
    expect(await handBack).toMatchObject({ code: "seat-back", seat: 1, name: "Player 2" });
    await waitForState(back, (s: any) => s.privates?.get("1") !== undefined, "the hand again");
    expect(secretsOf(back, 1)).toEqual(hand);
    expect((back.state as any).seats[1].toJSON()).toMatchObject({ name: "Player 2", bot: "", standIn: false, connected: true });

    // Nobody but its player gives the seat away: not another player, not the host.
    rooms[2].send("open-seat", { seat: 1 });
    expect(await nextMessage(rooms[2], "error")).toMatchObject({ code: "not-host" });
    rooms[0].send("open-seat", { seat: 1 });
    expect(await nextMessage(rooms[0], "error")).toMatchObject({ code: "not-yours" });
    // This time the player gives the seat up as they go: the old key no longer opens it once a newcomer takes it.
    const givenUp = nextMessage(rooms[0], "notice");
    back.send("open-seat", { seat: 1 });
    expect(await givenUp).toMatchObject({ code: "seat-given-up", seat: 1, name: "Player 2" });
    await back.leave(true);
    await waitForState(rooms[0], (s: any) => s.seats[1].open && s.seats[1].standIn, "the seat open");
    const newcomer = keepSeatKey(quiet(await sdk(server).joinById(away.roomId, { name: "Newcomer" })));
    open.push(newcomer);
    await waitForState(newcomer, (s: any) => s.seats[1].name === "Newcomer" && s.privates?.get("1") !== undefined, "the newcomer with the hand");
    expect((newcomer.state as any).seats[1].toJSON()).toMatchObject({ bot: "", standIn: false, open: false });
    expect(secretsOf(newcomer, 1)).toEqual(hand);
    expect(seatKeyOf(newcomer)).not.toBe(key);
    expect(await refusal(sdk(server).joinById(away.roomId, { name: "Player 2", seatKey: key }))).toMatch(/^bad-seat-key: /);
  } finally {
    settings.botPauseMs = 0;
  }
});

test("before the start, a seat left or changed takes its key with it", async () => {
  const rooms = await table(FOUR, 4);
  const key = seatKeyOf(rooms[3])!;
  await rooms[3].leave(true);
  await waitForState(rooms[0], (s: any) => s.seats[3].occupant === "", "the seat free");
  expect(await refusal(sdk(server).joinById(rooms[0].roomId, { name: "Player 4", seatKey: key }))).toMatch(/^bad-seat-key: /);
});

test("nothing is told before it is stored: a move or a chat line the store refuses reaches nobody, and the table goes on", async () => {
  const rooms = await table();
  await started(rooms);
  const store = server.store;
  const seat = [...(rooms[0].state as any).board.active][0] as number;
  const legal = legalAt(rooms[seat], seat)[0];
  const { appendAction, saveTable } = store;
  const full = (): Promise<never> => Promise.reject(new StoreError("write", rooms[0].roomId, "failed", "disk full"));
  store.appendAction = full;
  store.saveTable = full;
  try {
    const refused = nextMessage(rooms[seat], "error");
    rooms[seat].send("action", legal);
    expect(await refused).toMatchObject({ code: "not-saved", message: "the table cannot be saved right now; nothing changed" });
    const chatRefused = nextMessage(rooms[0], "error");
    rooms[0].send("chat", { text: "lost?" });
    expect(await chatRefused).toMatchObject({ code: "not-saved" });
  } finally {
    Object.assign(store, { appendAction, saveTable });
  }
  for (const room of rooms) await roundTrip(room);
  for (const room of rooms) {
    expect((room.state as any).moves).toBe(0);
    expect((room.state as any).chat.length).toBe(0);
  }
  // The same move once the store takes it again.
  rooms[seat].send("action", legal);
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.moves === 1, "the move")));
  expect((await store.loadTable(rooms[0].roomId))!.games[0].actions).toHaveLength(1);
});

test("no client can make a table with a chosen id or history: a create option naming a stored table is ignored", async () => {
  const rooms = await table();
  const stored = rooms[0].roomId;
  const made = keepSeatKey(quiet(await sdk(server).create(TWO, { name: "Mallory", restore: stored, roomId: stored, options: { seats: 2 } })));
  open.push(made);
  await roundTrip(made);
  expect(made.roomId).not.toBe(stored);
  expect((made.state as any).phase).toBe("waiting");
  expect((made.state as any).moves).toBe(0);
  expect([...(made.state as any).seats].map((seat: any) => seat.name)).toEqual(["Mallory", ""]);
});
