import { TokenBuckets } from "../limits/buckets.js";
import { limits } from "../limits/limits.js";

/**
 * What circle requests may cost (docs/protocol.md, "Limits"): circles made, invite links made,
 * circles joined, each per address and per player, and tables made for a circle per player
 * (per address they are new tables like any: limits/admission.ts). Counts are per process.
 */
const perHour = (n: () => number) => () => n() / 60;
const circles = new TokenBuckets(() => limits.circlesBurst, perHour(() => limits.circlesPerHour));
const invites = new TokenBuckets(() => limits.invitesBurst, perHour(() => limits.invitesPerHour));
const joins = new TokenBuckets(() => limits.circleJoinsBurst, perHour(() => limits.circleJoinsPerHour));
const tables = new TokenBuckets(() => limits.circleTablesBurst, perHour(() => limits.circleTablesPerHour));

export type CircleBudget = "circles" | "invites" | "joins";
const buckets = { circles, invites, joins };

/** Seconds until the address and the player may do it again (0: they may, and both are charged). */
export function chargeCircle(budget: CircleBudget, address: string, playerId: string): number {
  const bucket = buckets[budget];
  const keys = [`a ${address}`, `p ${playerId}`];
  // A refusal takes nothing from the budget that still had room.
  if (keys.every((key) => bucket.has(key))) return Math.max(...keys.map((key) => bucket.take(key)));
  return Math.max(...keys.map((key) => (bucket.has(key) ? 0 : bucket.take(key))));
}

export function chargeCircleTable(playerId: string): number {
  return tables.take(playerId);
}
