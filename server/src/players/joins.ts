import type { IncomingMessage } from "node:http";
import type { AuthContext } from "@colyseus/core";
import { log } from "../log.js";
import { settings } from "../settings.js";
import { storeDown } from "../store/health.js";
import { sessionOfCookie } from "./sessions.js";

/**
 * A join's player (DESIGN.md, "Players"): the matchmaking request carries the session cookie
 * like any request to this origin, so the table learns at reservation time who is joining,
 * and, for a join to a table's id, which of that table's seat key hashes are theirs. The table
 * decides which seat (if any) they open: a claim whose seat was given to somebody else since
 * opens nothing. Only the session's own claims are read: no request names a player.
 */
export interface JoiningPlayer {
  id: string;
  /** The key hashes of the player's seats at the table joined by id (none for other joins). */
  hashes: string[];
}

export async function joiningPlayer(cookie: string | null | undefined, tableId: string | undefined): Promise<JoiningPlayer | undefined> {
  const store = settings.store;
  if (!cookie || store === null) return undefined;
  try {
    const signed = await sessionOfCookie(cookie, store.players);
    if (signed === null) return undefined;
    const hashes = tableId === undefined ? [] : await store.players.heldHashes(signed.playerId, tableId);
    return { id: signed.playerId, hashes };
  } catch (error) {
    // A join is not refused for its player: it goes on as a browser's, without the seat the session would open.
    if (!storeDown(error)) log.error({ err: error instanceof Error ? error.message : String(error) }, "a joining player could not be read");
    return undefined;
  }
}

/** The same for a join held back to wake its table (table/wake-join.ts). */
export function joiningPlayerOf(req: IncomingMessage, tableId: string): Promise<JoiningPlayer | undefined> {
  return joiningPlayer(req.headers.cookie, tableId);
}

/** From Colyseus's onAuth context: the request's Cookie header. */
export function cookieOf(context: AuthContext): string | null {
  try {
    return context.headers?.get("cookie") ?? null;
  } catch {
    return null;
  }
}
