/**
 * One pending timer per seat, with what it was planned for: the turns no person takes
 * (`turns.ts`) and the clock's warnings (`clock-warnings.ts`) keep theirs so. Stopping a seat
 * clears its timer before forgetting it, so a timer never fires for a plan that was replaced.
 */
export class SeatTimers<Entry extends { timer: NodeJS.Timeout | null }> extends Map<number, Entry> {
  stop(seat: number): void {
    const entry = this.get(seat);
    if (entry?.timer) clearTimeout(entry.timer);
    this.delete(seat);
  }

  stopAll(): void {
    for (const seat of [...this.keys()]) this.stop(seat);
  }
}
