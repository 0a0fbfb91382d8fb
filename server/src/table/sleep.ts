import { matchMaker, ServerError } from "@colyseus/core";
import { capacity } from "../limits/capacity.js";
import { log } from "../log.js";
import { settings } from "../settings.js";
import { storeDown } from "../store/health.js";
import type { TableRow, TableStore } from "../store/store.js";
import type { Steps } from "../steps.js";
import { hosted, restoreTable } from "./restore.js";
import type { Table } from "./table.js";
import type { TableRoom } from "./TableRoom.js";
import { nextClockMoment } from "./clock-warnings.js";

/** The parts of the table that its sleep reads. */
type Sleeper = Pick<Table, "seats" | "members" | "turns" | "state" | "isPrivate" | "life" | "ledger">;

/**
 * Turn-based tables that sleep. A table that waits for people who are not there costs a
 * process nothing: after `sleepSeconds` with nobody connected (and no bot about to play) its
 * row in the store becomes the table, with its next clock deadline (`wake_at`), and its room
 * goes. Its link, a push click or its deadline wakes it under the same id, on whichever
 * process gets there first: the store's `wakeTable` lets exactly one of them have it. A wake
 * never takes more tables than the process holds (limits/capacity.ts): when it is full, a
 * table awake for nobody's seat sleeps again first, to make room.
 */

/**
 * Whether the table may sleep now: turn-based, nobody here, nothing about to happen, and not a
 * public table waiting for players (the lobby lists rooms, and newcomers find it there).
 */
export function drowsy(table: Sleeper): boolean {
  return mayRest(table) && !table.members.someoneHere();
}

/**
 * Whether the table may sleep early to make room for another: as `drowsy`, but spectators
 * are no reason to stay awake (they are told, and let go); a seated member is, even away for a
 * moment (a reconnection window), and so is a seat key's holder on the way.
 */
export function sleepsForRoom(table: Sleeper): boolean {
  return mayRest(table) && !table.members.anySeated() && !capacity.isKept(table.ledger.id);
}

function mayRest(table: Sleeper): boolean {
  return table.seats.turnBased && !table.seats.holdingForRestart() && !table.turns.botPending() && table.life.serving() && !waitsInLobby(table);
}

function waitsInLobby(table: Sleeper): boolean {
  return !table.isPrivate && table.state.phase === "waiting" && table.seats.firstFree() >= 0;
}

/** The next moment a clock needs the table awake: a warning before a deadline, or the deadline (null: no clock runs). */
export function wakeAt(table: Pick<Sleeper, "seats">, now = Date.now()): number | null {
  let next: number | null = null;
  for (const holder of table.seats.records) {
    const moment = nextClockMoment(holder, table.seats.pace.clock, now);
    if (moment !== null && (next === null || moment < next)) next = moment;
  }
  return next;
}

/**
 * Stored asleep, if it still may (in turn, after whatever change came first; `forRoom`: to make
 * room for another table): true once the store says so; the room then goes without closing
 * the table.
 */
export function* fallAsleep(table: Sleeper, forRoom = false): Steps<boolean> {
  if (!(forRoom ? sleepsForRoom(table) : drowsy(table))) return false;
  const { store, id } = table.ledger;
  const asleep = (yield store.sleepTable(id, wakeAt(table))) as boolean;
  if (asleep) table.life.asleep();
  return asleep;
}

/**
 * The process is full: the first table (oldest here first) that may sleep to make room, put to
 * sleep when `act` (its room goes soon after). Undefined when every table has a reason to stay.
 */
function sleepOneForRoom(act: boolean): string | undefined {
  for (const [id, since] of hosted) {
    if (since === 0 || capacity.isLeaving(id)) continue;
    const room = matchMaker.getLocalRoomById(id) as TableRoom | undefined;
    if (room !== undefined && room.sleepsForRoom() && (!act || room.sleepForRoom())) return id;
  }
  return undefined;
}
capacity.makeRoomWith(sleepOneForRoom);

/** How long a wake waits for another process that won the table to list it. */
const WAIT_FOR_OTHER_MS = 5_000;

export interface WakeOptions {
  /** Wait until the table is listed, wherever it wakes (a join must find it; a deadline need not). */
  waitForOther?: boolean;
  /** Once the store says the table sleeps, before it is taken: charges whoever asks, or throws a refusal. */
  charge?: (row: TableRow) => Promise<void> | void;
}

/**
 * Wakes the table `id` if it sleeps: this process takes it from the store and brings it
 * back, or, when another process won it, waits until that one lists it. Nothing to do for a
 * table that runs (here or elsewhere), is closed, or is unknown. Throws a refusal (ServerError,
 * already logged) when the waker's budget is spent or the process is full.
 */
export async function wake(id: string, { waitForOther = true, charge }: WakeOptions = {}): Promise<void> {
  const store = settings.store;
  if (store === null || (hosted.get(id) ?? 0) > 0) return;
  // An unknown id, a closed table or a live one (which never sleeps) costs a read, no write:
  // a stranger sending made-up ids gets nothing more out of the store.
  const row = await store.tableRow(id);
  if (row === null || row.closedAt !== null || row.pace !== "turns") return;
  if (row.asleep && !hosted.has(id) && !capacity.isWaking(id)) {
    await charge?.(row);
    // Another join may have woken it while this one was charged.
    if (!hosted.has(id) && !capacity.isWaking(id)) {
      capacity.wake(id);
      try {
        if (await store.wakeTable(id)) {
          if (!(await restoreTable(store, id))) log.error({ table: id }, "a sleeping table could not be woken");
          return;
        }
      } finally {
        capacity.woke(id);
      }
    }
  }
  if (!waitForOther) return;
  const until = Date.now() + WAIT_FOR_OTHER_MS;
  while (Date.now() < until && (await matchMaker.query({ roomId: id })).length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Wakes the sleeping tables whose clock deadline has passed (the keeper calls it every second).
 * A full process wakes none this round; the next round tries again.
 */
export async function wakeDue(store: TableStore, limit = 50): Promise<number> {
  const due = await store.dueTables(Date.now(), limit);
  let woken = 0;
  for (const id of due) {
    try {
      await wake(id, { waitForOther: false });
      woken++;
    } catch (error) {
      // A refusal (the process is full) was logged as one, rate-limited.
      if (error instanceof ServerError) break;
      if (!storeDown(error)) log.error({ err: error, table: id }, "a sleeping table's deadline could not wake it");
    }
  }
  return woken;
}
