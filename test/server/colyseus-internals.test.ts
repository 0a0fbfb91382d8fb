import { afterAll, beforeAll, describe, expect, jest, test } from "@jest/globals";
import { ClientState, CloseCode, matchMaker, Protocol, Room as ServerRoom, RoomInternalState, SchemaSerializer } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import { Encoder, schema, StateView, t, type MapSchema } from "@colyseus/schema";
import type { TableServer } from "@tablee/server";
import { aGame, gameOf } from "@tablee/shared";
import { GuardedTransport } from "../../server/src/limits/sockets.ts";
import { leaveAll, nextMessage, quiet, roundTrip, sdk, settle, startServer, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;
/** The registry's first game two may play, at two seats. */
const DUEL = aGame({ plays: 2 }).facts.id;

/**
 * The Colyseus internals the server still relies on (DESIGN.md, "Colyseus internals we rely
 * on"), each checked for the shape and the behaviour we count on, so that a Colyseus upgrade
 * that changes one fails here, by name, instead of quietly switching a limit off. The
 * behavioural tests named in DESIGN.md fail too; these say which internal moved.
 */

/** The members of a room instance these tests look at, private ones included. */
interface Internals {
  _onMessage(client: unknown, frame: Uint8Array): void;
  _simulationInterval: unknown;
  _reservedSeatTimeouts: Record<string, unknown>;
  patchRate: number | null;
  clock: { currentTime: number };
  disconnect(): Promise<unknown>;
}

let server: TableServer;
const open: Room[] = [];

beforeAll(async () => {
  server = await startServer({ seed: () => "internals-seed" });
});
afterAll(async () => {
  await leaveAll(open);
  await server.close();
});

async function table(name = "Ana"): Promise<{ client: Room; room: Internals }> {
  const client = quiet(await sdk(server).create(FOUR, { name, private: true }));
  open.push(client);
  await waitForState(client, (s: any) => s.members.size === 1, "the host seated");
  return { client, room: instance(client.roomId) };
}

function instance(roomId: string): Internals {
  const room = matchMaker.getLocalRoomById(roomId);
  if (room === undefined) throw new Error("the table is not in this process");
  return room as unknown as Internals;
}

/** Timers that keep the process alive (unref'd ones, such as the handshake deadline, are not listed). */
function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
}

describe("Room._onMessage (limits/frames.ts)", () => {
  test("is a method of the room that takes (client, frame), replaced on each table by the guard", async () => {
    const original = (ServerRoom.prototype as unknown as Internals)._onMessage;
    expect(typeof original).toBe("function");
    expect(original.length).toBe(2);
    const { room } = await table();
    expect(Object.hasOwn(room, "_onMessage")).toBe(true);
    expect(room._onMessage).not.toBe(original);
  });

  test("is bound to each client when it joins: a client that joins after onCreate meets the guard", async () => {
    const { client } = await table();
    const refused = nextMessage(client, "error");
    client.send("chat", { text: "x".repeat(9_000) });
    expect(await refused).toMatchObject({ code: "too-large" });
    expect(client.connection.isOpen).toBe(true);
  });

  test("an undecodable frame: Colyseus calls client.leave(4002) during the call, which the guard holds", async () => {
    const { room } = await table();
    const leave = jest.fn();
    const stand = { sessionId: "not-a-member", state: ClientState.JOINED, leave };
    // ROOM_DATA, the type "action" as a msgpack string, then a payload msgpack cannot read: an
    // array of two that ends after one element.
    const frame = new Uint8Array([Protocol.ROOM_DATA, 0xa6, ...Buffer.from("action"), 0x92, 0x01]);
    (ServerRoom.prototype as unknown as Internals)._onMessage.call(room, stand, frame);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(CloseCode.WITH_ERROR);
  });
});

describe("the wildcard message handler (table/inbox.ts, received)", () => {
  test("gets (client, type, payload) for a type nobody registered, and (client, payload, a context with functions) for the type \"*\"", () => {
    const room = new (class extends ServerRoom {})();
    const calls: unknown[][] = [];
    room.onMessage("*", (...args: unknown[]) => void calls.push(args));
    const client = { sessionId: "a", state: ClientState.JOINED, leave: jest.fn() };
    const dispatch = (ServerRoom.prototype as unknown as Internals)._onMessage;
    dispatch.call(room, client, new Uint8Array([Protocol.ROOM_DATA, 0xa4, ...Buffer.from("chat"), 0x81, 0xa4, ...Buffer.from("text"), 0xa1, 0x78]));
    dispatch.call(room, client, new Uint8Array([Protocol.ROOM_DATA, 0xa1, ...Buffer.from("*"), 0xa5, ...Buffer.from("stand")]));
    expect(calls[0]).toEqual([client, "chat", { text: "x" }]);
    expect(calls[1].slice(0, 2)).toEqual([client, "stand"]);
    expect(typeof (calls[1][2] as { resolve?: unknown }).resolve).toBe("function");
    expect(client.leave).not.toHaveBeenCalled();
  });
});

describe("idle tables (table/TableRoom.ts, onCreate)", () => {
  test("a stopped timestep keeps the clock slot taken: patchRate null starts no tick, an idle table holds no timer", async () => {
    const before = activeTimers();
    const tables = [];
    for (let i = 0; i < 6; i++) tables.push(await table(`Idle ${i}`));
    for (const { client } of tables) await roundTrip(client);
    await settle(100);
    for (const { room } of tables) {
      expect(room.patchRate).toBeNull();
      // The handle of the stopped timestep: while it holds the slot, Colyseus does not start
      // its 60 Hz clock tick (nor tick the clock in broadcastPatch).
      expect(room._simulationInterval).toBeTruthy();
    }
    const clocks = tables.map(({ room }) => room.clock.currentTime);
    const timers = activeTimers();
    // The server's own timers come and go (the heartbeat's slices, the store's): the fewest
    // seen over the next 300 ms is what the idle tables hold.
    const later: number[] = [];
    for (let i = 0; i < 6; i++) {
      await settle(50);
      later.push(activeTimers());
    }
    expect(tables.map(({ room }) => room.clock.currentTime)).toEqual(clocks);
    // Six idle tables, each with its host connected: not one timer each.
    expect(timers - before).toBeLessThan(tables.length);
    expect(Math.min(...later)).toBeLessThanOrEqual(timers);
  });
});

describe("the encoder's buffers are made when the state is set (table/encoder-buffer.ts)", () => {
  test("a table's serializer holds a patch buffer and a join buffer of its game's encoderBytes, made at Encoder.BUFFER_SIZE", async () => {
    const { client, room } = await table("Buffers");
    const serializer = (room as unknown as { _serializer: { encoder: { sharedBuffer: Uint8Array }; fullEncodeBuffer: Uint8Array } })._serializer;
    const bytes = gameOf(FOUR).views.encoderBytes;
    expect(bytes).not.toBe(Encoder.BUFFER_SIZE);
    expect(serializer.fullEncodeBuffer.byteLength).toBe(bytes);
    // A move's patch and a join later write into the same two buffers: none grew.
    await roundTrip(client);
    expect(serializer.encoder.sharedBuffer.byteLength).toBe(bytes);
    expect(serializer.fullEncodeBuffer.byteLength).toBe(bytes);
  });
});

describe("a member without a view is sent the shared patch (table/seat-views.ts, patch)", () => {
  test("applyPatches reads each client's view as it sends, and a view that adds nothing to a patch encodes to the shared patch's bytes", () => {
    const Part = schema({ n: t.uint8() }, "InternalsPart");
    const State = schema({ moves: t.uint8(), parts: t.map(Part).view() }, "InternalsState");
    const state = new State();
    const mine = new Part();
    (state.parts as MapSchema<InstanceType<typeof Part>>).set("0", mine);
    const serializer = new SchemaSerializer();
    serializer.reset(state);
    const sent = new Map<string, Uint8Array>();
    const client = (id: string, view?: StateView) => ({ sessionId: id, state: ClientState.JOINED, view, raw: (bytes: Uint8Array) => sent.set(id, bytes) });
    const seated = new StateView();
    seated.add(mine);
    const members = [client("seated", seated), client("viewless")];
    serializer.applyPatches(members as never, state);
    sent.clear();
    // A move that changes nothing of the seated member's part.
    state.moves = 1;
    serializer.applyPatches(members as never, state);
    expect([...sent.get("seated")!]).toEqual([...sent.get("viewless")!]);
    // Without its view for the send, the seated member is sent the very encoding the viewless one is.
    state.moves = 2;
    sent.clear();
    members[0].view = undefined;
    serializer.applyPatches(members as never, state);
    expect(sent.get("seated")).toBe(sent.get("viewless"));
  });
});

describe("WebSocketTransport.wss (limits/sockets.ts)", () => {
  test("is the ws server whose connection event every socket goes through: the guard listens beside Colyseus", () => {
    const transport = new GuardedTransport({ noServer: true });
    try {
      const wss = (transport as unknown as { wss: unknown }).wss;
      expect(wss).toBeInstanceOf(WebSocketServer);
      expect((wss as WebSocketServer).listenerCount("connection")).toBe(2);
    } finally {
      transport.shutdown();
    }
  });
});

describe("WebSocketTransport.autoTerminateUnresponsiveClients and pingCount (limits/sockets.ts)", () => {
  test("the heartbeat is this protected method, started with (pingInterval, pingMaxRetries) once the server listens", async () => {
    const started = jest.spyOn(GuardedTransport.prototype as unknown as { autoTerminateUnresponsiveClients(a: number, b: number): void }, "autoTerminateUnresponsiveClients");
    const http = createServer();
    const transport = new GuardedTransport({ server: http, pingInterval: 1_234, pingMaxRetries: 5 });
    try {
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      expect(started).toHaveBeenCalledWith(1_234, 5);
    } finally {
      started.mockRestore();
      transport.shutdown();
    }
  });

  test("Colyseus keeps the count in the socket's pingCount and sets it back to 0 on a pong", async () => {
    const http = createServer();
    // No heartbeat of its own here: the test pings by hand.
    const transport = new GuardedTransport({ server: http, pingInterval: 0 });
    const wss = (transport as unknown as { wss: WebSocketServer }).wss;
    try {
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      const accepted = new Promise<WebSocket & { pingCount: number }>((resolve) => wss.once("connection", resolve));
      const peer = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}/`);
      const socket = await accepted;
      expect(socket.pingCount).toBe(0);
      socket.pingCount = 2;
      const ponged = new Promise<void>((resolve) => socket.once("pong", () => resolve()));
      socket.ping();
      await ponged;
      expect(socket.pingCount).toBe(0);
      peer.terminate();
    } finally {
      transport.shutdown();
    }
  });
});

describe("_reservedSeatTimeouts (table/TableRoom.ts, onDispose)", () => {
  test("lists each reconnection window's timer by session until the room is disposed, when the table clears it", async () => {
    const host = quiet(await sdk(server).create(DUEL, { name: "Host", private: true, options: { seats: 2 } }));
    const guest = quiet(await sdk(server).joinById(host.roomId, { name: "Guest" }));
    await waitForState(host, (s: any) => s.seats.every((seat: any) => seat.connected), "both seated");
    const room = instance(host.roomId);
    // Both go without a goodbye: each seat is held for a reconnection window.
    await guest.leave(false);
    await host.leave(false);
    await waitUntilListed(room, [guest.sessionId, host.sessionId]);
    const windows = [guest.sessionId, host.sessionId].map((id) => room._reservedSeatTimeouts[id] as NodeJS.Timeout);
    for (const timer of windows) expect(typeof timer.hasRef).toBe("function");

    const cleared = jest.spyOn(globalThis, "clearTimeout");
    try {
      // A shutdown disconnects every table the same way.
      await room.disconnect();
      expect(windows.map((timer) => cleared.mock.calls.some(([argument]) => argument === timer))).toEqual([true, true]);
    } finally {
      cleared.mockRestore();
    }
  });
});

async function waitUntilListed(room: Internals, sessionIds: string[]): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (sessionIds.every((id) => room._reservedSeatTimeouts?.[id] !== undefined)) return;
    await settle(20);
  }
  throw new Error(`reconnection windows not listed: ${JSON.stringify(Object.keys(room._reservedSeatTimeouts ?? {}))}`);
}

describe("matchMaker.handleCreateRoom (table/restore.ts)", () => {
  test("creates a room of a registered type in this process, under the id it is given, passing the options to onCreate", async () => {
    expect(typeof matchMaker.handleCreateRoom).toBe("function");
    const seen: unknown[] = [];
    class Probe extends ServerRoom {
      override onCreate(options: unknown): void {
        seen.push(options);
      }
    }
    matchMaker.defineRoomType("internals-probe", Probe);
    try {
      const cache = await matchMaker.handleCreateRoom("internals-probe", { restore: "nonce" }, undefined, "chosen-id-123");
      expect(cache.roomId).toBe("chosen-id-123");
      const room = matchMaker.getLocalRoomById("chosen-id-123");
      expect(room).toBeInstanceOf(Probe);
      expect(seen).toEqual([{ restore: "nonce" }]);
      await room.disconnect();
    } finally {
      matchMaker.removeRoomType("internals-probe");
    }
  });
});

describe("Room.hasReachedMaxClients and _internalState (limits/admission.ts, countMembersOnly)", () => {
  test("Colyseus counts unconnected reservations toward maxClients; a table counts its connected members only", async () => {
    // Colyseus's own rule, which a table replaces: reservations fill a room as clients do.
    expect(typeof ServerRoom.prototype.hasReachedMaxClients).toBe("function");
    const { room } = await table("Ivo");
    const live = room as unknown as { _internalState: unknown; _reservedSeats: Record<string, unknown>; clients: unknown[]; maxClients: number; hasReachedMaxClients(): boolean };
    // The state the override reads to keep a disposing table closed.
    expect(live._internalState).toBe(RoomInternalState.CREATED);
    const reserved = live._reservedSeats;
    expect(typeof reserved).toBe("object");
    const fake: Record<string, unknown> = {};
    for (let i = 0; i < live.maxClients; i++) fake[`stranger-${i}`] = [{}, {}];
    live._reservedSeats = { ...reserved, ...fake };
    try {
      expect(ServerRoom.prototype.hasReachedMaxClients.call(live)).toBe(true);
      expect(live.hasReachedMaxClients()).toBe(false);
    } finally {
      live._reservedSeats = reserved;
    }
  });
});

describe("a body read before Colyseus's router (limits/http.ts, readBody)", () => {
  test("better-call's getRequest, with which Colyseus's router builds a matchmaking Request beside Express, takes req.body once read instead of the stream", async () => {
    const { getRequest } = await import("@colyseus/better-call/node");
    const body = JSON.stringify({ name: "Ana", seatKey: "k" });
    // No stream at all: reading one would throw, not take the body left on the request.
    const req = { method: "POST", url: "/matchmake/joinById/t1", headers: { host: "h", "content-type": "application/json", "content-length": String(body.length) }, body };
    const request = getRequest({ base: "http://h", request: req as never });
    expect(await request.json()).toEqual({ name: "Ana", seatKey: "k" });
  });
});
