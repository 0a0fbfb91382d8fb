import type { Client } from "@colyseus/core";
import { settings } from "../settings.js";
import { memberLeft } from "./push-calls.js";
import type { Table } from "./table.js";

/** The parts of the table that a dropped connection reaches. */
type Connections = Pick<Table, "members" | "seats" | "ledger" | "changed">;

/**
 * A member's connection drops and comes back within its reconnection window. Presence is the
 * room's own knowledge, never stored: it applies at once (a socket gone is gone) and is shown
 * as every change is.
 */

/** A connection dropped: the member stays, away, for the reconnection window (false: no window). */
export function dropped(table: Connections, client: Client): boolean {
  const member = table.members.drop(client.sessionId);
  if (member === undefined) return false;
  // A page without its socket watches nothing: it says again when it is back.
  memberLeft(table, client.sessionId);
  if (member.seat >= 0) table.seats.dropped(member.seat, Date.now() + settings.reconnectSeconds * 1000);
  table.changed();
  return true;
}

export function reconnected(table: Connections, client: Client): void {
  const member = table.members.back(client.sessionId);
  if (member === undefined) return;
  if (member.seat >= 0) table.seats.reconnected(member.seat);
  table.changed();
}
