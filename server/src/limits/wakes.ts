import { budgetKey } from "./address.js";
import { TokenBuckets } from "./buckets.js";
import { limits } from "./limits.js";
import { refuse } from "./refusals.js";

/**
 * Waking a sleeping table costs the process a room and a replay, so it costs its waker: each
 * client address has a budget of wakes (a token bucket, as for new tables). A join to a table
 * that is awake costs nothing of it. A join whose seat key opens a seat of the table draws on
 * a larger budget of its own: strangers sharing the address cannot spend a player's way back
 * to their own tables, and someone holding many keys still wakes only a few tables a minute.
 */
const strangers = new TokenBuckets(() => limits.wakesBurst, () => limits.wakesPerMinute);
const seatHolders = new TokenBuckets(() => limits.seatWakesBurst, () => limits.seatWakesPerMinute);

/** Charges one wake to `ip`; throws `too-many-wakes` when its budget is spent. */
export function chargeWake(ip: string, withSeatKey: boolean, now = Date.now()): void {
  const wait = (withSeatKey ? seatHolders : strangers).take(budgetKey(ip), now);
  if (wait === 0) return;
  const perMinute = withSeatKey ? limits.seatWakesPerMinute : limits.wakesPerMinute;
  throw refuse(429, "too-many-wakes", `at most ${perMinute} sleeping tables a minute woken from one address; try again in ${wait} s`);
}
