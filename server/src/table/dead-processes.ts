import { matchMaker } from "@colyseus/core";

/** Which store owner each Colyseus process is, kept in the shared presence (Redis). */
const OWNERS = "tablee:owners";

/** Says which store owner this process is, so the others can tell when it dies. */
export async function announceOwner(owner: string): Promise<void> {
  await matchMaker.presence.hset(OWNERS, matchMaker.processId, owner);
}

/**
 * The store owners whose process has died: their Colyseus process no longer listens on its
 * channel and does not answer Colyseus's own health check (which also drops the rooms it
 * listed). A lease would say so only once it ran out (LEASE_SECONDS); this says it within a
 * few seconds of the process going, and the store's claim still hands each table to one
 * process only.
 */
export async function deadOwners(): Promise<string[]> {
  const presence = matchMaker.presence;
  const owners = await presence.hgetall(OWNERS);
  const listening = new Set((await presence.channels("p:*")).map((channel) => channel.slice(2)));
  const dead: string[] = [];
  for (const [processId, owner] of Object.entries(owners ?? {})) {
    if (processId === matchMaker.processId || listening.has(processId)) continue;
    if (await matchMaker.healthCheckProcessId(processId)) continue;
    await presence.hdel(OWNERS, processId);
    dead.push(owner);
  }
  return dead;
}
