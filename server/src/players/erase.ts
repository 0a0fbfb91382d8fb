import { matchMaker, type Room } from "@colyseus/core";
import { tell } from "../circles/news.js";
import { log } from "../log.js";
import { settings } from "../settings.js";
import type { PlayerStore } from "../store/player-store.js";

/** What a deleted player is called wherever history keeps their games. */
export const FORMER_PLAYER = "a former player";

/**
 * "Delete me" (DESIGN.md, "Players"): at every table where the player holds a seat, the seat
 * is given up and their name becomes "a former player" in what the table keeps (seats, host,
 * chat, every game's players); then the player, their passkeys, sessions, links, claims and
 * their seats' push subscriptions go in one transaction. A table awake in a room is told first
 * (its room keeps the table in memory and writes it back): its seat becomes a stand-in bot
 * nobody's key opens during a game, free before one, a name only after. A table asleep or
 * closed is rewritten in the store alone.
 */
export async function erasePlayer(store: PlayerStore, playerId: string): Promise<void> {
  const held = await store.tablesOf(playerId, Number.MAX_SAFE_INTEGER);
  const names = new Map(held.map((t) => [t.id, t.seats[t.seat]?.name ?? ""]));
  const hashes = held.map((t) => ({ id: t.id, hash: t.seats[t.seat]?.keyHash ?? "", awake: !t.asleep && t.closedAt === null }));
  await Promise.all(
    hashes.filter((t) => t.awake && t.hash !== "").map(async (t) => {
      if ((await matchMaker.query({ roomId: t.id })).length === 0) return;
      try {
        await matchMaker.remoteRoomCall(t.id, "formerPlayer" as keyof Room, [t.hash, FORMER_PLAYER]);
      } catch (error) {
        // The store's rewrite below still happens; a room that missed the call keeps the seat in memory until it closes or sleeps.
        log.error({ err: error instanceof Error ? error.message : String(error), table: t.id }, "a table did not let a deleted player's seat go");
      }
    }),
  );
  const circles = await circlesOf(playerId);
  await store.erase(playerId, names, FORMER_PLAYER);
  // Their open circle pages close as a removed member's do.
  for (const circleId of circles) tell(circleId, { kind: "gone", player: playerId });
}

async function circlesOf(playerId: string): Promise<string[]> {
  return ((await settings.store?.circles.circlesOf(playerId)) ?? []).map((c) => c.circle.id);
}
