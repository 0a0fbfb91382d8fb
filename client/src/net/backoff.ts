/**
 * How a page that lost its table keeps asking for it: waits that double from half a second
 * up to ten, each with jitter (so that every page of a restarted server does not knock at
 * the same instant), for five minutes before giving up. Pure: the clock, the waits and the
 * randomness are passed in, so the schedule is tested without waiting.
 */
export const BACKOFF = {
  firstMs: 500,
  maxMs: 10_000,
  giveUpMs: 5 * 60_000,
};

/**
 * The wait before attempt `retry` (1 for the first retry): the doubling delay capped at
 * `maxMs`, of which a random half is kept ("equal jitter": between half and all of it).
 */
export function backoffDelay(retry: number, random: () => number = Math.random, schedule = BACKOFF): number {
  const nominal = Math.min(schedule.maxMs, schedule.firstMs * 2 ** Math.max(0, retry - 1));
  return Math.round(nominal / 2 + (nominal / 2) * Math.min(1, Math.max(0, random())));
}

export type TryOutcome<T> =
  | { kind: "done"; value: T }
  /** An answer that retrying will not change (e.g. the seat's key was refused). */
  | { kind: "refused"; error: unknown }
  /** Every attempt failed for `giveUpMs`. */
  | { kind: "gave-up"; error: unknown }
  | { kind: "cancelled" };

export interface TryOptions {
  /** Whether this failure may pass by itself (the server is not up yet, the table not back yet). */
  retryable(error: unknown): boolean;
  sleep(ms: number): Promise<void>;
  now(): number;
  random?(): number;
  cancelled(): boolean;
  /** Told before each wait: the retry about to come (1…) and how long the wait is. */
  onRetry?(retry: number, delayMs: number): void;
  schedule?: typeof BACKOFF;
}

/** Runs `attempt` until it succeeds, is refused for good, is cancelled or the time is up. */
export async function keepTrying<T>(attempt: () => Promise<T>, options: TryOptions): Promise<TryOutcome<T>> {
  const schedule = options.schedule ?? BACKOFF;
  const started = options.now();
  for (let retry = 1; ; retry++) {
    if (options.cancelled()) return { kind: "cancelled" };
    let error: unknown;
    try {
      const value = await attempt();
      return { kind: "done", value };
    } catch (failure) {
      error = failure;
    }
    if (options.cancelled()) return { kind: "cancelled" };
    if (!options.retryable(error)) return { kind: "refused", error };
    const delay = backoffDelay(retry, options.random, schedule);
    if (options.now() + delay - started > schedule.giveUpMs) return { kind: "gave-up", error };
    options.onRetry?.(retry, delay);
    await options.sleep(delay);
  }
}
