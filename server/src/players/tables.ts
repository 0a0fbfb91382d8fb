import { matchMaker, type Room } from "@colyseus/core";
import type { CircleTable, PlayerTable, SeatListing } from "@tablee/shared";
import type { ClaimAnswer, HeldTable, PlayerStore } from "../store/player-store.js";
import type { TableLine } from "../store/table-line.js";
import { hashSeatKey } from "../table/keys.js";
import { hosted } from "../table/restore.js";

/** My tables lists at most this many, the most recently changed first. */
export const MY_TABLES_MOST = 500;
/** How long a live table awake on another process may take to say whose turn it is. */
const ASK_MS = 1_000;

/**
 * The seats a browser held by their keys become the player's (sign-in, `POST /api/me/seats`):
 * each key is checked against its table's stored key hash, as a join would. Only hashes are
 * compared and kept; the keys themselves are not stored.
 */
export function claimSeats(store: PlayerStore, playerId: string, keys: readonly { table: string; key: string }[]): Promise<ClaimAnswer[]> | ClaimAnswer[] {
  if (keys.length === 0) return [];
  return store.claimSeats(playerId, keys.map((k) => ({ tableId: k.table, keyHash: hashSeatKey(k.key) })), Date.now());
}

/** What a claim answers: the table and the seat, never a hash. */
export function claimed(answers: readonly ClaimAnswer[]): { table: string; seat: number; result: ClaimAnswer["result"] }[] {
  return answers.map((a) => ({ table: a.tableId, seat: a.seat, result: a.result }));
}

/**
 * Every table where the player holds a seat, from one query; a live table awake is asked whose
 * turn it is (its row is written when seats or the phase change, not with every move), a
 * turn-based one's row says it already. Nothing a spectator could not see.
 */
export async function playerTables(store: PlayerStore, playerId: string): Promise<PlayerTable[]> {
  const held = await store.tablesOf(playerId, MY_TABLES_MOST);
  return Promise.all(held.map(async (t) => summary(t, await liveSeats(t))));
}

/** The same public facts for tables nobody in particular asks about (a circle's page): nothing a spectator could not see. */
export async function publicTables(rows: readonly TableLine[]): Promise<CircleTable[]> {
  return Promise.all(rows.map(async (t) => publicLine(t, await liveSeats(t))));
}

async function liveSeats(t: TableLine): Promise<SeatListing[] | null> {
  if (t.asleep || t.closedAt !== null || t.pace !== "live" || t.phase !== "playing") return null;
  if (!hosted.has(t.id) && (await matchMaker.query({ roomId: t.id })).length === 0) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ASK_MS, null)));
  try {
    const seats = (await Promise.race([matchMaker.remoteRoomCall(t.id, "seatsNow" as keyof Room), late]).catch(() => null)) as SeatListing[] | null;
    return Array.isArray(seats) ? seats : null;
  } finally {
    clearTimeout(timer);
  }
}

function publicLine(t: TableLine, live: SeatListing[] | null): CircleTable {
  const seats = live ?? t.seats.map((h, seat) => ({ name: h.name, bot: h.bot !== undefined, turn: t.turn.includes(seat), deadline: h.bot === undefined ? (h.deadline ?? 0) : 0 }));
  return { id: t.id, game: t.game, host: t.host, phase: t.phase, pace: t.pace, clock: t.clock, seats, asleep: t.asleep, closed: t.closedAt !== null, updatedAt: t.updatedAt };
}

function summary(t: HeldTable, live: SeatListing[] | null): PlayerTable {
  const line = publicLine(t, live);
  const mine = line.seats[t.seat];
  const running = t.phase === "playing" && t.closedAt === null;
  return { ...line, seat: t.seat, myTurn: running && mine?.turn === true, deadline: running && mine?.turn ? (mine.deadline ?? 0) : 0 };
}
