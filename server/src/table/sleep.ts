import { matchMaker } from "@colyseus/core";
import { log } from "../log.js";
import { settings } from "../settings.js";
import { storeDown } from "../store/health.js";
import type { TableStore } from "../store/store.js";
import type { Steps } from "../steps.js";
import { hosted, restoreTable } from "./restore.js";
import type { Table } from "./table.js";
import { nextClockMoment } from "./clock-warnings.js";

/**
 * Turn-based tables that sleep. A table that waits for people who are not there costs a
 * process nothing: after `sleepSeconds` with nobody connected (and no bot about to play) its
 * row in the store becomes the table, with its next clock deadline (`wake_at`), and its room
 * goes. Its link, a push click or its deadline wakes it under the same id, on whichever
 * process gets there first: the store's `wakeTable` lets exactly one of them have it.
 */

/**
 * Whether the table may sleep now: turn-based, nobody here, nothing about to happen, and not a
 * public table waiting for players (the lobby lists rooms, and newcomers find it there).
 */
export function drowsy(table: Table): boolean {
  return table.turnBased && !table.someoneHere() && table.holds.size === 0 && !table.turns.botPending() && !table.leaving() && !table.disposed && !waitsInLobby(table);
}

function waitsInLobby(table: Table): boolean {
  return !table.isPrivate && table.state.phase === "waiting" && table.state.seats.some((_, seat) => table.free(seat));
}

/** The next moment a clock needs the table awake: a warning before a deadline, or the deadline (null: no clock runs). */
export function wakeAt(table: Table, now = Date.now()): number | null {
  let next: number | null = null;
  for (const holder of table.seats.records) {
    const moment = nextClockMoment(holder, table.pace.clock, now);
    if (moment !== null && (next === null || moment < next)) next = moment;
  }
  return next;
}

/**
 * Stored asleep, if it still may (in turn, after whatever change came first): true once the
 * store says so; the room then goes without closing the table.
 */
export function* fallAsleep(table: Table): Steps<boolean> {
  if (!drowsy(table)) return false;
  const asleep = (yield table.store.sleepTable(table.id, wakeAt(table))) as boolean;
  if (asleep) table.asleep = true;
  return asleep;
}

/** How long a wake waits for another process that won the table to list it. */
const WAIT_FOR_OTHER_MS = 5_000;

/**
 * Wakes the table `id` if it sleeps: this process takes it from the store and brings it
 * back, or, when another process won it, waits until that one lists it (a join must find it;
 * a deadline need not wait). Nothing to do for a table that runs (here or elsewhere), is
 * closed, or is unknown.
 */
export async function wake(id: string, waitForOther = true): Promise<void> {
  const store = settings.store;
  if (store === null || hosted.has(id)) return;
  // An unknown id, a closed table or a live one (which never sleeps) costs a read, no write:
  // a stranger sending made-up ids gets nothing more out of the store.
  const row = await store.tableRow(id);
  if (row === null || row.closedAt !== null || row.pace !== "turns") return;
  if ((await matchMaker.query({ roomId: id })).length > 0) return;
  if (await store.wakeTable(id)) {
    if (!(await restoreTable(store, id))) log.error({ table: id }, "a sleeping table could not be woken");
    return;
  }
  if (!waitForOther) return;
  const until = Date.now() + WAIT_FOR_OTHER_MS;
  while (Date.now() < until && !hosted.has(id) && (await matchMaker.query({ roomId: id })).length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Wakes the sleeping tables whose clock deadline has passed (the keeper calls it every second). */
export async function wakeDue(store: TableStore, limit = 50): Promise<number> {
  const due = await store.dueTables(Date.now(), limit);
  let woken = 0;
  for (const id of due) {
    try {
      await wake(id, false);
      woken++;
    } catch (error) {
      if (!storeDown(error)) log.error({ err: error, table: id }, "a sleeping table's deadline could not wake it");
    }
  }
  return woken;
}

const JOIN_BY_ID = /^\/matchmake\/joinById\/([A-Za-z0-9_-]{1,64})(?:[?#]|$)/;

/**
 * A join to a table's id (its link, a push click) wakes it first if it sleeps; the join then
 * goes on as to any table. A failure to wake is logged and the join answers "not found".
 */
export function wakeBeforeJoin(req: { method?: string; url?: string }): Promise<void> | undefined {
  if (req.method !== "POST") return undefined;
  const id = JOIN_BY_ID.exec(req.url ?? "")?.[1];
  if (id === undefined || hosted.has(id)) return undefined;
  return wake(id).catch((error: unknown) => {
    if (!storeDown(error)) log.error({ err: error, table: id }, "a sleeping table could not be woken for a join");
  });
}
