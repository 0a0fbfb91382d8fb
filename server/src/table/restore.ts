import { randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { StoredTable, TableStore } from "../store/store.js";

/**
 * The tables this process runs or is bringing up, by id, with the time they were first in the
 * store as this process's (0 until then): a room enters it as soon as it is created (before
 * its first write) and leaves it when disposed. The keeper's claims list every table this
 * process owns in the store, including one whose room is still being created: only this map,
 * not the matchmaker's list of rooms, says which of them already run here, and which were
 * surely in the store before a claim began.
 */
export const hosted = new Map<string, number>();

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
  if (hosted.has(tableId)) return true;
  hosted.set(tableId, 0);
  let back = false;
  try {
    back = await bringBack(store, tableId);
  } finally {
    // Not here after all (unknown, closed, or it failed): the next claim may try again.
    if (!back) hosted.delete(tableId);
  }
  return back;
}

async function bringBack(store: TableStore, tableId: string): Promise<boolean> {
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
