import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { settings, type TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { legalAt, secretsOf, untilOneSeatAwaited } from "../support/table-play.ts";
import { fullTable, nextMessage, quiet, roundTrip, sdk, settle, startServer, waitForState, roomsOfEachTest } from "../support/server-harness.ts";

let server: TableServer;
const open = roomsOfEachTest();
beforeAll(async () => {
  server = await startServer({ seed: () => "reconnection-seed", reconnectSeconds: 120 });
});
afterAll(async () => {
  await server.close();
});

/** A game of four with a hand to get back. */
const GAME = aGame({ opens: 4, secrets: true }).facts.id;

/** A started table, past any choice every seat makes at once, with the one seat to play known. */
async function gameInPlay(): Promise<Room[]> {
  const rooms = await fullTable(server, GAME, 4);
  open.push(...rooms);
  rooms[0].send("start", {});
  await untilOneSeatAwaited(rooms);
  for (const room of rooms) await roundTrip(room);
  return rooms;
}

/** The seat the table waits for. */
const toPlay = (room: Room): number => (room.state as any).board.active[0];

/** The seat to play makes its first legal move; resolves when `watcher` sees it. */
async function playOnce(rooms: Room[], watcher: Room): Promise<void> {
  const state: any = watcher.state;
  const seat = toPlay(watcher);
  const moves = state.moves;
  rooms[seat].send("action", legalAt(rooms[seat], seat)[0]);
  await waitForState(watcher, (s: any) => s.moves > moves, "a move");
}

test("after a page reload the reconnection token restores the seat, the hand, and play goes on", async () => {
  const rooms = await gameInPlay();
  const seat = toPlay(rooms[0]);
  const away = rooms[seat];
  const hand = secretsOf(away, seat);
  const legal = legalAt(away, seat);
  const token = away.reconnectionToken;
  const watcher = rooms[(seat + 1) % 4];

  // The socket goes without a goodbye (the page is closed).
  await away.leave(false);
  const seen: any = await waitForState(watcher, (s: any) => !s.seats[seat].connected, "the seat away");
  expect(seen.seats[seat].occupant).toBe(away.sessionId);
  expect(seen.seats[seat].awayUntil).toBeGreaterThan(Date.now() + 100_000);
  expect(seen.members.get(away.sessionId).connected).toBe(false);

  // The game waits for the missing player whose turn it is.
  await settle(300);
  expect([...(watcher.state as any).board.active]).toEqual([seat]);
  const moves = (watcher.state as any).moves;

  // A new page, a new client, the same token.
  const back = quiet(await sdk(server).reconnect(token));
  open.push(back);
  expect(back.sessionId).toBe(away.sessionId);
  const state: any = await waitForState(back, () => legalAt(back, seat).length > 0, "the hand back");
  expect(state.members.get(back.sessionId).seat).toBe(seat);
  expect(secretsOf(back, seat)).toEqual(hand);
  expect(legalAt(back, seat)).toEqual(legal);
  expect([...state.privates.keys()]).toEqual([String(seat)]);
  await waitForState(watcher, (s: any) => s.seats[seat].connected && s.seats[seat].awayUntil === 0, "the seat back");

  rooms[seat] = back;
  await playOnce(rooms, watcher);
  expect((watcher.state as any).moves).toBe(moves + 1);
  await playOnce(rooms, watcher);
});

test("after a network drop the SDK reconnects by itself into the same seat", async () => {
  const rooms = await gameInPlay();
  const seat = toPlay(rooms[0]);
  const away = rooms[seat];
  (away as any).reconnection.minUptime = 0;
  const hand = secretsOf(away, seat);
  const reconnected = new Promise<void>((resolve) => away.onReconnect(() => resolve()));
  // The socket closes under the SDK's feet with a code that says "not a goodbye"
  // (4010, may try to reconnect), as a dropped network would.
  ((away.connection.transport as any).ws as WebSocket).close(4010, "network drop");
  await reconnected;
  await waitForState(rooms[0], (s: any) => s.seats[seat].connected, "the seat back");
  expect(secretsOf(away, seat)).toEqual(hand);
  await playOnce(rooms, rooms[0]);
});

test("after the window a bot plays the seat, the table is told, and nobody but its player may give it away", async () => {
  settings.reconnectSeconds = 1;
  const rooms = await gameInPlay();
  const seat = (toPlay(rooms[0]) + 1) % 4;
  const away = rooms[seat];
  const name = (rooms[0].state as any).seats[seat].name;
  const token = away.reconnectionToken;
  const watcher = rooms[(seat + 2) % 4];
  const told = nextMessage(watcher, "notice");

  await away.leave(false);
  expect(await told).toMatchObject({ code: "bot-playing", seat, name });
  const state: any = await waitForState(watcher, (s: any) => s.seats[seat].occupant === "" && s.seats[seat].standIn, "the stand-in");
  expect(state.members.has(away.sessionId)).toBe(false);
  expect(state.phase).toBe("playing");
  expect(state.seats[seat].name).toBe(name);
  await expect(sdk(server).reconnect(token)).rejects.toThrow();
  await expect(sdk(server).joinById(rooms[0].roomId, { name: "Early" })).rejects.toThrow(/table full/);

  // The host may not give it to a newcomer: the player dropped, they did not give it up, and
  // no clock put them away. Its key still takes it back.
  rooms[0].send("open-seat", { seat });
  expect(await nextMessage(rooms[0], "error")).toMatchObject({ code: "not-yours" });
  expect((watcher.state as any).seats[seat].open).toBe(false);
  await expect(sdk(server).joinById(rooms[0].roomId, { name: "Newcomer" })).rejects.toThrow(/table full/);
});
