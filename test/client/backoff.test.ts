import { describe, expect, test } from "@jest/globals";
import { BACKOFF, backoffDelay, keepTrying, type TryOptions } from "../../client/src/net/backoff.ts";

describe("the wait between two attempts to join the table again", () => {
  test("doubles from half a second to ten, each wait between half and all of its nominal value", () => {
    const nominal = [500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000];
    nominal.forEach((ms, i) => {
      expect(backoffDelay(i + 1, () => 0)).toBe(ms / 2);
      expect(backoffDelay(i + 1, () => 1)).toBe(ms);
      const some = backoffDelay(i + 1, () => 0.3);
      expect(some).toBeGreaterThanOrEqual(ms / 2);
      expect(some).toBeLessThanOrEqual(ms);
    });
  });

  test("two pages with different luck do not knock at the same instant", () => {
    expect(backoffDelay(5, () => 0.1)).not.toBe(backoffDelay(5, () => 0.9));
  });
});

/** A clock that only moves when the loop sleeps. */
function fakeTime(extra: Partial<TryOptions> = {}): TryOptions & { waits: number[]; clock(): number } {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    clock: () => now,
    retryable: () => true,
    now: () => now,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    cancelled: () => false,
    ...extra,
  };
}

describe("coming back to the table", () => {
  test("retries until the table answers", async () => {
    let calls = 0;
    const time = fakeTime();
    const outcome = await keepTrying(async () => {
      calls++;
      if (calls < 4) throw new Error("room \"abc\" not found");
      return "room";
    }, time);
    expect(outcome).toEqual({ kind: "done", value: "room" });
    expect(time.waits).toEqual([375, 750, 1500]);
  });

  test("a refusal that retrying cannot change ends it at once", async () => {
    const time = fakeTime({ retryable: (error) => !String(error).includes("bad-seat-key") });
    const outcome = await keepTrying(async () => {
      throw new Error("bad-seat-key: this key opens no seat here");
    }, time);
    expect(outcome.kind).toBe("refused");
    expect(time.waits).toEqual([]);
  });

  test("gives up after five minutes of failures, having waited at most ten seconds at a time", async () => {
    const time = fakeTime();
    const started = time.clock();
    const outcome = await keepTrying(async () => {
      throw new Error("Failed to fetch");
    }, time);
    expect(outcome.kind).toBe("gave-up");
    expect(time.clock() - started).toBeLessThanOrEqual(BACKOFF.giveUpMs);
    expect(time.clock() - started).toBeGreaterThan(BACKOFF.giveUpMs - BACKOFF.maxMs);
    expect(Math.max(...time.waits)).toBeLessThanOrEqual(BACKOFF.maxMs);
    expect(time.waits.length).toBeGreaterThan(30);
  });

  test("stops when the page is left, also in the middle of an attempt", async () => {
    let left = false;
    const time = fakeTime({ cancelled: () => left });
    const outcome = await keepTrying(async () => {
      left = true;
      throw new Error("Failed to fetch");
    }, time);
    expect(outcome).toEqual({ kind: "cancelled" });
    expect(time.waits).toEqual([]);
  });

  test("tells each retry before waiting for it", async () => {
    const told: [number, number][] = [];
    let calls = 0;
    await keepTrying(
      async () => {
        if (++calls < 3) throw new Error("down");
        return 1;
      },
      fakeTime({ onRetry: (retry, ms) => told.push([retry, ms]) }),
    );
    expect(told).toEqual([
      [1, 375],
      [2, 750],
    ]);
  });
});
