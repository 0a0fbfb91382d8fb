import { Client, type Room, type RoomAvailable } from "@colyseus/sdk";
import type { TableListing } from "@tablee/shared";
import { saveToken, savedToken } from "./storage";

/**
 * In production the game server serves this page, so the server is this origin. Under
 * `npm run dev` Vite proxies `/colyseus` (HTTP and WebSocket) to the local server on 2567.
 */
function endpoint(): string {
  return import.meta.env.MODE === "development" ? `${location.origin}/colyseus` : location.origin;
}

let shared: Client | null = null;
export function client(): Client {
  shared ??= new Client(endpoint());
  return shared;
}

/** The lobby's metadata for each public table (docs/protocol.md, "Lobby"). */

export type ListedTable = RoomAvailable<TableListing>;
export type { TableListing };

/** Keeps `onChange` fed with the live list of public tables; returns a function that stops. */
export async function watchLobby(onChange: (tables: ListedTable[]) => void): Promise<() => void> {
  const lobby = await client().joinOrCreate("lobby");
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

/** Remembers the seat so that a reload of this tab comes back to it. */
function remember(room: Room): Room {
  saveToken(room.roomId, room.reconnectionToken);
  return room;
}

export async function createTable(game: string, name: string, isPrivate: boolean, options: Record<string, unknown> = {}): Promise<Room> {
  return remember(await client().create(game, { name, private: isPrivate, options }));
}

/**
 * A reload first tries the stored token (same seat, same hand); an expired or unknown token
 * falls back to an ordinary join.
 */
export async function enterTable(tableId: string, request: JoinRequest): Promise<Room> {
  const token = savedToken(tableId);
  if (token) {
    try {
      return remember(await client().reconnect(token));
    } catch {
      saveToken(tableId, null);
    }
  }
  return remember(await client().joinById(tableId, request));
}

export async function resumeTable(tableId: string): Promise<Room | null> {
  const token = savedToken(tableId);
  if (!token) return null;
  try {
    return remember(await client().reconnect(token));
  } catch {
    saveToken(tableId, null);
    return null;
  }
}

export function forgetTable(tableId: string): void {
  saveToken(tableId, null);
}

/** The server's refusal reasons start with a stable code (docs/protocol.md, "Joining"). */
export function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/table full/i.test(message)) return "table-full";
  if (/too many spectators/i.test(message)) return "too-many-spectators";
  if (/already goes by that name/i.test(message)) return "name-taken";
  if (/bad-name/i.test(message)) return "bad-name";
  for (const code of ["too-many-joins", "too-many-new-tables", "too-many-tables"]) if (message.startsWith(`${code}:`)) return code;
  if (/shutting down/i.test(message)) return "shutting-down";
  if (/not found|no rooms found|invalid room|locked/i.test(message)) return "not-found";
  return "unknown";
}

/** Where the server's HTTP API answers (the same origin as its WebSocket). */
export function apiUrl(path: string): string {
  return endpoint() + path;
}
