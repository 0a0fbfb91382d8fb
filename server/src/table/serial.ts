import { drive, type Steps } from "../steps.js";

/**
 * One change at a time, in arrival order: a change waits for the one before it to be stored
 * and told, so every check sees the table as its players will have seen it. A change runs at
 * once when none is under way, and to its end in this tick when the store answers at once
 * (../steps.ts). A change that fails does not hold up the next one.
 */
export class Serial {
  /** The changes under way, or null when the table is still. */
  private pending: Promise<void> | null = null;

  run<T>(change: () => Steps<T>): Promise<T> {
    if (this.pending === null) {
      try {
        const done = drive(change());
        return done instanceof Promise ? this.track(done) : Promise.resolve(done);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.track(this.pending.then(() => drive(change())));
  }

  /** Settles once every change under way is done (at once when none is). */
  async still(): Promise<void> {
    await this.pending;
  }

  /** The change under way (and those queued after it) until the last one is done. */
  private track<T>(change: Promise<T>): Promise<T> {
    const settled: Promise<void> = change.then(
      () => undefined,
      () => undefined,
    );
    this.pending = settled;
    void settled.then(() => {
      if (this.pending === settled) this.pending = null;
    });
    return change;
  }
}
