/**
 * Token buckets, one per key (a client address): a burst, then a steady refill. The sizes are
 * read at each charge, since a server's limits are set after this module loads.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: () => number,
    private readonly perMinute: () => number,
  ) {}

  /** Whether `key` has a token now, taking none. */
  has(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key);
    return bucket === undefined || Math.min(this.burst(), bucket.tokens + (now - bucket.at) * (this.perMinute() / 60_000)) >= 1;
  }

  /** Takes one token for `key`: 0 when it had one, else the seconds until it will. */
  take(key: string, now = Date.now()): number {
    const burst = this.burst();
    const refill = this.perMinute() / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * refill);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / refill / 1000);
    bucket.tokens -= 1;
    // Full buckets carry no information: forget them so the map stays small.
    if (this.buckets.size > 10_000) {
      for (const [other, b] of this.buckets) if (b.tokens + (now - b.at) * refill >= burst) this.buckets.delete(other);
    }
    return 0;
  }
}
