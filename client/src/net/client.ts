import type { Client, Room, RoomAvailable } from "@colyseus/sdk";
import type { TableListing } from "@tablee/shared";
import { numbered, refusal } from "./refusals";
import { saveSeatKey, saveToken, savedSeatKey, savedToken } from "./storage";
import type { Offers } from "../table/seat-roles";

export { refusal, retryable } from "./refusals";

/**
 * In production the game server serves this page, so the server is this origin. Under
 * `npm run dev` Vite proxies `/colyseus` (HTTP and WebSocket) to the local server on 2567.
 */
function endpoint(): string {
  return import.meta.env.MODE === "development" ? `${location.origin}/colyseus` : location.origin;
}

let shared: Promise<Client> | null = null;
/** The SDK is a chunk of its own: a page draws before it arrives, and fetches it on its first call. */
export function client(): Promise<Client> {
  if (!shared) {
    // The matchmaking request carries this origin's cookies, the player's session among them:
    // a signed-in player's seat opens from any of their devices with no key (docs/protocol.md,
    // "Players"). The SDK's own default says so today; this keeps it whatever a later one says.
    const fetchFn: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "same-origin" });
    shared = import("@colyseus/sdk").then(({ Client }) => new Client(endpoint(), { fetchFn }));
    // Offline, the chunk cannot come: a later call tries again.
    shared.catch(() => (shared = null));
  }
  return shared;
}

/** The lobby's metadata for each public table (docs/protocol.md, "Lobby"). */

export type ListedTable = RoomAvailable<TableListing>;
export type { TableListing };

/** Keeps `onChange` fed with the live list of public tables; returns a function that stops. */
export async function watchLobby(onChange: (tables: ListedTable[]) => void): Promise<() => void> {
  const lobby = await (await client()).joinOrCreate("lobby");
  let tables: ListedTable[] = [];
  const publish = () => onChange(tables.filter((table) => table.metadata?.game));
  lobby.onMessage("rooms", (rooms: ListedTable[]) => {
    tables = rooms;
    publish();
  });
  lobby.onMessage("+", ([roomId, room]: [string, ListedTable]) => {
    const index = tables.findIndex((table) => table.roomId === roomId);
    if (index >= 0) tables[index] = room;
    else tables.push(room);
    publish();
  });
  lobby.onMessage("-", (roomId: string) => {
    tables = tables.filter((table) => table.roomId !== roomId);
    publish();
  });
  return () => void lobby.leave().catch(() => undefined);
}

export interface JoinRequest {
  name: string;
  spectate?: boolean;
}

/** The last offers each room was sent (docs/protocol.md, "Offers"). */
const offersSent = new WeakMap<Room, Offers>();

/** What the table last said this room's page may do, if it said anything yet. */
export function offersSoFar(room: Room): Offers | undefined {
  return offersSent.get(room);
}

/**
 * Remembers the way back to the seat: this tab's reconnection token, and the seat's key when
 * the server hands one over (on joining, and again after a `sit`).
 */
function remember(room: Room): Room {
  saveToken(room.roomId, room.reconnectionToken);
  // Sent as the join completes, before the table's page (a chunk still loading) listens.
  room.onMessage("offers", (offers: Offers) => offersSent.set(room, offers));
  room.onMessage("seat-key", (message: { table?: string; seat?: number; key?: string }) => {
    if (typeof message?.key !== "string" || typeof message.seat !== "number") return;
    const tableId = message.table || room.roomId;
    const before = savedSeatKey(tableId);
    const name = (room.state as { seats?: { name?: string }[] } | undefined)?.seats?.[message.seat]?.name;
    saveSeatKey(tableId, {
      key: message.key,
      seat: message.seat,
      name: name || (before?.seat === message.seat ? before.name : ""),
      game: room.name,
      at: Date.now(),
    });
  });
  // Seats closed before the start moved this seat: its key opens it under its new number.
  room.onMessage("seat-renumbered", (message: { table?: string; from?: number; seat?: number }) => {
    if (typeof message?.from !== "number" || typeof message.seat !== "number") return;
    const tableId = message.table || room.roomId;
    const kept = savedSeatKey(tableId);
    if (kept && kept.seat === message.from) saveSeatKey(tableId, { ...kept, seat: message.seat });
  });
  return room;
}

/**
 * Creates a table: the game's own options in `options`; the table's (turn clock, take-over
 * bot, bots seated at once) beside `private`, as the server takes them.
 */
export async function createTable(game: string, name: string, isPrivate: boolean, options: Record<string, unknown> = {}, table: object = {}): Promise<Room> {
  return remember(await (await client()).create(game, { name, private: isPrivate, options, ...table }));
}

/**
 * From a link to the table: this tab's token first (same session, at once); else the seat's
 * key when this browser keeps one (a refused key is forgotten and the join goes on as
 * anyone's); else an ordinary join.
 */
export async function enterTable(tableId: string, request: JoinRequest): Promise<Room> {
  const resumed = await resumeTable(tableId);
  return resumed ?? joinTable(tableId, request, { fallBack: true });
}

const MAX_NAME_ATTEMPTS = 20;

/**
 * Joins by id, with the seat's key unless watching. `fallBack`: after a refused key, join as
 * anyone would (a link opened again); without it the refusal is the answer (a page coming
 * back to the seat it played must not end up in another one). Names are unique at a table;
 * a spectator (often the default "Spectator", or the same person in a second tab) simply
 * watches as "Spectator 2".
 */
export async function joinTable(tableId: string, request: JoinRequest, { fallBack }: { fallBack: boolean }): Promise<Room> {
  const kept = request.spectate ? null : savedSeatKey(tableId);
  if (kept) {
    try {
      return remember(await (await client()).joinById(tableId, { name: kept.name || request.name, seatKey: kept.key }));
    } catch (error) {
      if (refusal(error) !== "bad-seat-key") throw error;
      saveSeatKey(tableId, null);
      if (!fallBack) throw error;
    }
  }
  for (let attempt = 1; ; attempt++) {
    const name = numbered(request.name, attempt);
    try {
      return remember(await (await client()).joinById(tableId, request.spectate ? { name, spectate: true } : { name }));
    } catch (error) {
      if (!request.spectate || refusal(error) !== "name-taken" || attempt >= MAX_NAME_ATTEMPTS) throw error;
    }
  }
}

export async function resumeTable(tableId: string): Promise<Room | null> {
  const token = savedToken(tableId);
  if (!token) return null;
  try {
    return remember(await (await client()).reconnect(token));
  } catch {
    saveToken(tableId, null);
    return null;
  }
}

/** Where the server's HTTP API answers (the same origin as its WebSocket). */
export function apiUrl(path: string): string {
  return endpoint() + path;
}

