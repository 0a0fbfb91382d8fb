import type { Client } from "@colyseus/core";
import type { JoiningPlayer } from "../players/joins.js";
import type { Steps } from "../steps.js";
import type { SeatRecord } from "../store/store.js";
import type { Table } from "./table.js";

/**
 * The seats that are a signed-in player's (DESIGN.md, "Players"). The session at reservation
 * time names the player (limits/admission.ts keeps it in the reservation's auth); a seat is
 * theirs by its key hash, so it follows its holder when seats move and stops being theirs once
 * it gets a new key (somebody else's).
 */
export function playerOf(client: Client): JoiningPlayer | undefined {
  const player = (client.auth as { player?: JoiningPlayer } | undefined)?.player;
  return player && typeof player.id === "string" ? player : undefined;
}

/** The seat one of the player's claims opens here, or -1. */
export function playersSeat(holders: readonly SeatRecord[], player: JoiningPlayer | undefined): number {
  if (player === undefined || player.hashes.length === 0) return -1;
  return holders.findIndex((h) => h.keyHash !== "" && player.hashes.includes(h.keyHash));
}

/** The seat, held by `keyHash`, becomes the player's: stored before anybody hears of the seat. */
export function* recordPlayersSeat(table: Pick<Table, "ledger">, client: Client, seat: number, keyHash: string): Steps<void> {
  const player = playerOf(client);
  if (player === undefined || keyHash === "") return;
  const { store, id } = table.ledger;
  yield store.players.holdSeat(player.id, id, keyHash, seat, Date.now());
}
