import { TokenBuckets } from "../limits/buckets.js";
import { limits } from "../limits/limits.js";

/**
 * What account requests may cost (docs/protocol.md, "Limits"). Per address: ceremonies
 * started (each stores a challenge for two minutes) and failed tries (a refused passkey or
 * challenge, a wrong device link, a seat key that opens nothing): guessing costs the guesser,
 * and an address out of tries is refused before anything it sends is read. Per player: sign-ins
 * and "add a device" links, whatever address they come from. Counts are per process.
 */
const ceremonies = new TokenBuckets(() => limits.ceremoniesBurst, () => limits.ceremoniesPerMinute);
const failures = new TokenBuckets(() => limits.failuresBurst, () => limits.failuresPerMinute);
const signIns = new TokenBuckets(() => limits.signInsBurst, () => limits.signInsPerMinute);
const deviceLinks = new TokenBuckets(() => limits.deviceLinksBurst, () => limits.deviceLinksPerHour / 60);

/** Seconds until the address may start another ceremony (0: it may, and it is charged). */
export function chargeCeremony(address: string): number {
  return ceremonies.take(address);
}

/** Whether the address has a try left; a failure takes one (`failed`). */
export function mayTry(address: string): boolean {
  return failures.has(address);
}

export function failed(address: string): void {
  failures.take(address);
}

export function chargeSignIn(playerId: string): number {
  return signIns.take(playerId);
}

export function chargeDeviceLink(playerId: string): number {
  return deviceLinks.take(playerId);
}
