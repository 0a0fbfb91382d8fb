/**
 * The turn clock as the page shows it: each seat's remaining time, counted down on this
 * device once a second from the deadline the server syncs. No DOM and no words here, so the
 * counting is tested on its own (test/client/turn-clock.test.ts).
 */

/** Under this, a clock shows urgent. */
export const URGENT_MS = 10_000;

/** "mm:ss", whole seconds rounded up: "00:01" until the very end, "00:00" only when run out. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The seats' running clocks. A deadline is an instant on the server's clock; this device's
 * clock may be off by seconds. So a deadline is read once, when it first shows up, as a
 * time left (never more than the table's seconds per decision: a device running behind would
 * otherwise show more time than there is), and that time counts down on this device's clock
 * from then on, without jumping if the device's clock is changed.
 */
export class TurnClocks {
  /** Per seat: the deadline as synced, and when it runs out on this device's clock. */
  private readonly running = new Map<number, { deadline: number; ends: number }>();

  /** Reads every seat's deadline (0: not running) from a new state, at `now` on this device. */
  update(deadlines: readonly number[], clockSeconds: number, now: number): void {
    for (const seat of [...this.running.keys()]) if (!(deadlines[seat] > 0)) this.running.delete(seat);
    deadlines.forEach((deadline, seat) => {
      if (!(deadline > 0) || this.running.get(seat)?.deadline === deadline) return;
      const limit = clockSeconds > 0 ? clockSeconds * 1000 : Infinity;
      const left = Math.min(Math.max(deadline - now, 0), limit);
      this.running.set(seat, { deadline, ends: now + left });
    });
  }

  /** The seat's time left in ms, or null when its clock is not running. */
  remaining(seat: number, now: number): number | null {
    const clock = this.running.get(seat);
    return clock ? Math.max(0, clock.ends - now) : null;
  }

  /** Some clock is running: the page ticks. */
  get any(): boolean {
    return this.running.size > 0;
  }
}
