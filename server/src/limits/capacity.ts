import type { ServerError } from "@colyseus/core";
import { settings } from "../settings.js";
import { refuse } from "./refusals.js";

/**
 * The tables one process holds (`MAX_TABLES`), however they come: created, restored, or woken
 * from sleep. A wake holds its place from the moment it is let through until its room opens,
 * so that any number of wakes at once never takes more tables from the store than fit: a
 * table the store handed over and that cannot open would stay nobody's.
 *
 * When the process is full, a turn-based table awake for nobody's seat (woken by a spectator,
 * a wrong key or a join that named no seat, or left by its players) goes back to sleep to
 * make room, rather than the wake or the creation being refused. `sleepOne` (table/sleep.ts)
 * picks it and puts it to sleep; its place counts as free from then on, and the table is
 * counted out when its room goes (or back in, if it had to stay awake after all).
 */
export class Capacity {
  /** Rooms open here (onCreate passed, onDispose not yet). */
  private open = 0;
  /** Wakes let through whose room has not opened yet, by table. */
  private readonly waking = new Set<string>();
  /** Tables going to sleep to make room, until their room goes. */
  private readonly leaving = new Set<string>();
  /** Tables kept awake until a time (ms): woken for a seat key's holder, not yet reserved. */
  private readonly kept = new Map<string, number>();
  /** Seat-key reservations not yet connected, per table: their holders are on the way. */
  private readonly keyJoins = new Map<string, number>();
  private sleepOne: (act: boolean) => string | undefined = () => undefined;

  /** How a table is found (act false) or put to sleep (act true) to make room (table/sleep.ts). */
  makeRoomWith(sleepOne: (act: boolean) => string | undefined): void {
    this.sleepOne = sleepOne;
  }

  private taken(): number {
    return this.open - this.leaving.size + this.waking.size;
  }

  /** Whether one more table fits; with `act`, a table awake for nobody is put to sleep for it. */
  private fits(act: boolean): boolean {
    if (this.taken() < settings.maxTables) return true;
    const sleeper = this.sleepOne(act);
    if (sleeper === undefined) return false;
    if (act) this.leaving.add(sleeper);
    return true;
  }

  /** Before a new table is reserved: refused when it could not open. */
  check(): void {
    if (!this.fits(false)) throw tooManyTables("this server is full; try again later");
  }

  /** A sleeping table may be taken from the store now: its place is kept until `woke`. */
  wake(table: string): void {
    if (!this.fits(true)) throw tooManyTables("this server is full, and the table sleeps on; try again later");
    this.waking.add(table);
  }

  /** The wake of `table` is over, whether its room opened or not. */
  woke(table: string): void {
    this.waking.delete(table);
  }

  isWaking(table: string): boolean {
    return this.waking.has(table);
  }

  /**
   * A table's room opens (onCreate): `restored` is the id of a stored table brought back. A
   * woken table takes the place kept for it; any other is refused past the cap.
   */
  opened(restored?: string): void {
    if (restored === undefined || !this.waking.delete(restored)) {
      if (!this.fits(true)) throw tooManyTables("this server is full; try again later");
    }
    this.open++;
  }

  closed(table: string): void {
    this.open = Math.max(0, this.open - 1);
    this.leaving.delete(table);
    this.kept.delete(table);
  }

  /** A table put to sleep to make room stayed awake (someone sat down meanwhile): it counts again. */
  stayedAwake(table: string): void {
    this.leaving.delete(table);
  }

  isLeaving(table: string): boolean {
    return this.leaving.has(table);
  }

  /** Keeps `table` awake for `ms` whatever its seats: woken for a seat key, whose join comes next. */
  keep(table: string, ms: number, now = Date.now()): void {
    if (this.kept.size > 10_000) for (const [other, until] of this.kept) if (until <= now) this.kept.delete(other);
    this.kept.set(table, Math.max(this.kept.get(table) ?? 0, now + ms));
  }

  /** A seat key's reservation at `table` starts (admission.ts): it keeps the table awake until it ends. */
  keyJoinStarted(table: string): void {
    this.kept.delete(table);
    this.keyJoins.set(table, (this.keyJoins.get(table) ?? 0) + 1);
  }

  /** ...and ends: connected (the seated member keeps the table now) or lapsed. */
  keyJoinEnded(table: string): void {
    const left = (this.keyJoins.get(table) ?? 0) - 1;
    if (left > 0) this.keyJoins.set(table, left);
    else this.keyJoins.delete(table);
  }

  /** Whether a seat key's holder is on the way to `table`. */
  isKept(table: string, now = Date.now()): boolean {
    return this.keyJoins.has(table) || (this.kept.get(table) ?? 0) > now;
  }
}

function tooManyTables(sentence: string): ServerError {
  return refuse(503, "too-many-tables", sentence);
}

/** The process's one count of tables. */
export const capacity = new Capacity();
