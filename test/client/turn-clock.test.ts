import { describe, expect, test } from "@jest/globals";
import { TurnClocks, URGENT_MS, formatClock } from "../../client/src/table/turn-clock.ts";

describe("the turn clock on the page", () => {
  test("reads mm:ss, rounded up to the second: it shows 00:00 only once the time has run out", () => {
    expect(formatClock(300_000)).toBe("05:00");
    expect(formatClock(61_000)).toBe("01:01");
    expect(formatClock(42_300)).toBe("00:43");
    expect(formatClock(1)).toBe("00:01");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-500)).toBe("00:00");
    expect(URGENT_MS).toBe(10_000);
  });

  test("counts a seat's deadline down on this device, and stops when the seat has played", () => {
    const clocks = new TurnClocks();
    const now = 1_000_000;
    clocks.update([0, now + 30_000, 0, 0], 30, now);
    expect(clocks.any).toBe(true);
    expect(clocks.remaining(0, now)).toBeNull();
    expect(clocks.remaining(1, now)).toBe(30_000);
    expect(clocks.remaining(1, now + 21_000)).toBe(9_000);
    expect(clocks.remaining(1, now + 45_000)).toBe(0);
    // The seat played; the next seat's clock starts.
    clocks.update([0, 0, now + 40_000, 0], 30, now + 10_000);
    expect(clocks.remaining(1, now + 10_000)).toBeNull();
    expect(clocks.remaining(2, now + 10_000)).toBe(30_000);
    clocks.update([0, 0, 0, 0], 30, now + 12_000);
    expect(clocks.any).toBe(false);
  });

  test("a device whose clock runs behind the server's never shows more than the table's time per decision", () => {
    const clocks = new TurnClocks();
    // The server set the deadline 60 s from its now; this device reads its own clock 20 s behind.
    const deviceNow = 5_000_000;
    clocks.update([deviceNow + 20_000 + 60_000], 60, deviceNow);
    expect(clocks.remaining(0, deviceNow)).toBe(60_000);
    expect(clocks.remaining(0, deviceNow + 59_000)).toBe(1_000);
  });

  test("a deadline already running when the page arrives shows what is left of it; a later patch of the same deadline changes nothing", () => {
    const clocks = new TurnClocks();
    const now = 2_000_000;
    clocks.update([now + 12_000], 120, now);
    expect(clocks.remaining(0, now)).toBe(12_000);
    // The same deadline synced again (another field of the seat changed): the count goes on.
    clocks.update([now + 12_000], 120, now + 5_000);
    expect(clocks.remaining(0, now + 5_000)).toBe(7_000);
    // A new deadline for the same seat (its next decision) starts a new count.
    clocks.update([now + 140_000], 120, now + 20_000);
    expect(clocks.remaining(0, now + 20_000)).toBe(120_000);
  });
});
