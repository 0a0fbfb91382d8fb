import { randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { StoredTable, TableStore } from "../store/store.js";

/**
 * Tables being brought back, by a nonce only this process knows: the room reads its stored
 * table from here. Create options come from clients too; without the nonce, none of them can
 * make a table with a chosen id or history.
 */
const restoring = new Map<string, StoredTable>();

/** The stored table a room is created to restore, if `options` is this process's own restore request. */
export function takeRestoring(options: unknown): StoredTable | undefined {
  if (typeof options !== "object" || options === null) return undefined;
  const nonce = (options as { restore?: unknown }).restore;
  if (typeof nonce !== "string") return undefined;
  const stored = restoring.get(nonce);
  restoring.delete(nonce);
  return stored;
}

/**
 * Brings a stored table back under its own id, in this process. Uses the matchmaker's
 * `handleCreateRoom` (create here, with this id) rather than `createRoom`, which may pick
 * another process (DESIGN.md, "Colyseus internals").
 */
export async function restoreTable(store: TableStore, tableId: string): Promise<boolean> {
  if (matchMaker.getLocalRoomById(tableId)) return true;
  const stored = await store.loadTable(tableId);
  if (stored === null || stored.closedAt !== null) return false;
  const nonce = randomBytes(16).toString("hex");
  restoring.set(nonce, stored);
  try {
    await matchMaker.handleCreateRoom(stored.game, { restore: nonce }, undefined, tableId);
    return true;
  } finally {
    restoring.delete(nonce);
  }
}
