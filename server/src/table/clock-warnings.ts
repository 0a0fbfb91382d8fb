import { settings } from "../settings.js";
import type { SeatRecord } from "../store/store.js";
import { SeatTimers } from "./seat-timers.js";

/**
 * A turn-based table warns a player shortly before their clock runs out (a push, kind
 * "clock"): a quarter of the clock before, at most an hour. A table asleep is woken for it
 * (sleep.ts, `wakeAt`); a warning is given only while its moment is fresh, so a table woken
 * later (its deadline, a link) does not warn again.
 */
const MOST_LEAD_SECONDS = 3600;

/** When the warning for a deadline falls, for a clock of `clock` seconds. */
export function warnAt(deadline: number, clock: number): number {
  return deadline - Math.min(clock / 4, MOST_LEAD_SECONDS) * settings.clockSecondMs;
}

/** How long after its moment a warning is still given (a woken table is a moment late). */
function freshMs(clock: number): number {
  return Math.min(60_000, (Math.min(clock / 4, MOST_LEAD_SECONDS) * settings.clockSecondMs) / 2);
}

/** The next moment a seat's clock needs the table awake: its warning, else its deadline. */
export function nextClockMoment(holder: SeatRecord, clock: number, now: number): number | null {
  if (holder.bot !== undefined || !holder.deadline) return null;
  const warning = warnAt(holder.deadline, clock);
  return warning > now ? warning : holder.deadline;
}

/** One warning timer per seat, for its current deadline. */
export class ClockWarnings {
  private readonly timers = new SeatTimers<{ deadline: number; timer: NodeJS.Timeout | null }>();

  constructor(private readonly warn: (seat: number) => void) {}

  /** Plans each person's warning for their deadline (`clock` 0: none). */
  plan(holders: readonly SeatRecord[], clock: number, now = Date.now()): void {
    holders.forEach((holder, seat) => {
      const deadline = clock > 0 && holder.bot === undefined ? (holder.deadline ?? 0) : 0;
      const current = this.timers.get(seat);
      if (current?.deadline === deadline) return;
      this.stop(seat);
      if (deadline === 0 || deadline <= now) return;
      const at = warnAt(deadline, clock);
      if (now > at + freshMs(clock)) return;
      const entry = { deadline, timer: null as NodeJS.Timeout | null };
      entry.timer = setTimeout(() => {
        entry.timer = null;
        this.warn(seat);
      }, Math.max(0, at - now));
      this.timers.set(seat, entry);
    });
  }

  stop(seat: number): void {
    this.timers.stop(seat);
  }

  stopAll(): void {
    this.timers.stopAll();
  }
}
