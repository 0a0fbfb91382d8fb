import { randomBytes } from "node:crypto";
import { matchMaker, RoomInternalState, type AuthContext, type Room } from "@colyseus/core";
import type { JoiningPlayer } from "../players/joins.js";
import { budgetKey } from "./address.js";
import { TokenBuckets } from "./buckets.js";
import { capacity } from "./capacity.js";
import { limits } from "./limits.js";
import { refuse } from "./refusals.js";

export { refuse } from "./refusals.js";

/**
 * Seat reservations and table creation through HTTP matchmaking, before any socket exists.
 * A reservation holds a place in a table until its socket connects; unconnected ones are
 * counted per address and expire after `reservationSeconds`. They never fill a table's
 * places (`countMembersOnly`, the tables' `hasReachedMaxClients`), so strangers cannot lock a table by reserving and never
 * coming. A join with a valid seat key skips the address's budget (a player always gets
 * back in) and has a small one of its own per seat; a wrong key costs the address as much
 * as an unconnected reservation. Every way of making a table (create, joinOrCreate that
 * matches nothing) is rate-limited per address; tables are capped per process (capacity.ts).
 *
 * Counts are per process: with several processes each one guards the requests it serves.
 */

/** The join options admission reads (the room checked their shape before). */
export interface Asked {
  seatKey?: string;
  spectate?: boolean;
}

export class Admission {
  /** Each unconnected reservation and the budget it is charged to (and its table, for a seat key's). */
  private readonly pending = new Map<string, { budget: string; timer: NodeJS.Timeout; keyJoin?: string }>();
  /** Unconnected reservations per budget: `address:<address>` or `seat:<table>#<seat>`. */
  private readonly counts = new Map<string, number>();
  private readonly creations = new TokenBuckets(() => limits.tablesBurst, () => limits.tablesPerMinute);

  /**
   * A room's static `onAuth`: charges the reservation that the matchmaking request is about
   * to make, and names the session it will connect with (Colyseus takes `sessionId` from
   * what onAuth returns).
   */
  async admit(context: AuthContext, asked: Asked = {}, player?: JoiningPlayer): Promise<{ sessionId: string; player?: JoiningPlayer }> {
    const call = matchmakingCall(context.req?.url);
    const address = budgetKey(context.ip);
    if (call?.method === "joinById" && asked.seatKey !== undefined) {
      return { sessionId: await this.comeBack(address, call.target, asked.seatKey), player };
    }
    // A signed-in player's own seat is a way back like a key's, when the table says one of
    // their claims opens a seat there; a claim that opens nothing costs nothing (a seat given
    // to somebody else since) and the join goes on as anybody's.
    if (call?.method === "joinById" && player !== undefined && player.hashes.length > 0 && asked.spectate !== true) {
      const seat = await seatOpenedBy(call.target, "seatOfHolder", player.hashes);
      if (seat >= 0) return { sessionId: this.seatReservation(call.target, seat), player };
    }
    const creates = call?.method === "create" || (call?.method === "joinOrCreate" && !(await matchMaker.findOneRoomAvailable(call.target, asked)));
    return { sessionId: this.reserve(address, creates), player };
  }

  /**
   * Charges a reservation to its address (and a new table, when the request makes one) and
   * returns the session id it will connect with. Throws a refusal when over budget.
   */
  reserve(address: string, creates: boolean, now = Date.now()): string {
    this.checkAddress(address);
    if (creates) {
      capacity.check();
      this.chargeCreation(address, now);
    }
    return this.hold(`address:${address}`);
  }

  /** The reservation's socket arrived (or its time ran out): it no longer counts. */
  connected(sessionId: string): void {
    const entry = this.pending.get(sessionId);
    if (entry === undefined) return;
    clearTimeout(entry.timer);
    this.pending.delete(sessionId);
    bump(this.counts, entry.budget, -1);
    if (entry.keyJoin !== undefined) capacity.keyJoinEnded(entry.keyJoin);
  }

  /**
   * A table opens (onCreate; `restored`: the id of a stored table brought back): refused past
   * the process's cap, whichever way it was asked for, unless a table awake for nobody can
   * sleep to make room (capacity.ts). Its places are filled by connected members only.
   */
  opened(restored?: string): void {
    capacity.opened(restored);
  }

  closed(table: string): void {
    capacity.closed(table);
  }

  /**
   * A seat key tried on another route (push): charged to its address as an unconnected
   * reservation, for as long, unless `connected(ticket)` gives it back once the key opens a
   * seat. Null, nothing charged, when the address's budget is spent.
   */
  tryKey(address: string): string | null {
    if ((this.counts.get(`address:${address}`) ?? 0) >= limits.reservationsPerAddress) return null;
    return this.hold(`address:${address}`);
  }

  /** A seat key's way back: the key is checked by its table, wherever that table runs. */
  private async comeBack(address: string, table: string, key: string): Promise<string> {
    const seat = await seatOpenedBy(table, "seatOfKey", key);
    if (seat < 0) {
      this.checkAddress(address);
      this.hold(`address:${address}`);
      throw refuse(400, "bad-seat-key", "that seat key does not open a seat at this table");
    }
    return this.seatReservation(table, seat);
  }

  /** A reservation for a seat's holder: the seat's own small budget, not the address's. */
  private seatReservation(table: string, seat: number): string {
    const budget = `seat:${table}#${seat}`;
    if ((this.counts.get(budget) ?? 0) >= limits.reservationsPerSeatKey) {
      throw refuse(429, "too-many-joins", "this seat is already being joined; try again in a few seconds");
    }
    // Its player is on the way: the table is not put to sleep to make room meanwhile.
    capacity.keyJoinStarted(table);
    return this.hold(budget, table);
  }

  private checkAddress(address: string): void {
    if ((this.counts.get(`address:${address}`) ?? 0) >= limits.reservationsPerAddress) {
      throw refuse(429, "too-many-joins", "too many joins from your address are still connecting; try again in a few seconds");
    }
  }

  private hold(budget: string, keyJoin?: string): string {
    const sessionId = randomBytes(12).toString("base64url");
    const timer = setTimeout(() => this.connected(sessionId), limits.reservationSeconds * 1000 + 500);
    timer.unref();
    this.pending.set(sessionId, { budget, timer, keyJoin });
    bump(this.counts, budget, 1);
    return sessionId;
  }

  /** A token bucket per address: a burst of new tables, then a few a minute. */
  private chargeCreation(address: string, now: number): void {
    const wait = this.creations.take(address, now);
    if (wait > 0) throw refuse(429, "too-many-new-tables", `at most ${limits.tablesPerMinute} new tables a minute from one address; try again in ${wait} s`);
  }
}

/**
 * A table's `hasReachedMaxClients`: Colyseus counts unconnected reservations against
 * `maxClients` and locks a room they fill; here only connected clients fill a table, and its
 * own checks (seats, spectators) refuse what does not fit. A disposing room stays closed, as
 * Colyseus's own check keeps it.
 */
export function countMembersOnly(room: Room): boolean {
  const internal = room as unknown as { _internalState: RoomInternalState };
  return room.clients.length >= room.maxClients || internal._internalState === RoomInternalState.DISPOSING;
}

/** The seat a key (or a player's key hashes) opens at a table (-1: none), asked of the table itself. */
async function seatOpenedBy(table: string, method: "seatOfKey" | "seatOfHolder", key: string | string[]): Promise<number> {
  // A table listed a moment ago on another process (just created, or woken there) may not hear
  // its calls yet: Colyseus lists a room before it subscribes to them. Such a table is asked
  // once more; an unlisted one is not waited for.
  for (let attempt = 1; ; attempt++) {
    try {
      const seat: unknown = await matchMaker.remoteRoomCall(table, method as keyof Room, [key]);
      return typeof seat === "number" ? seat : -1;
    } catch {
      if (attempt === 2 || (await matchMaker.query({ roomId: table })).length === 0) return -1;
    }
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/** The process's one admission desk (matchmaking is per process too). */
export const admission = new Admission();

/** The matchmaking call and its target from the HTTP route `POST /matchmake/<method>/<name or id>`. */
export function matchmakingCall(url: string | undefined): { method: string; target: string } | undefined {
  if (!url) return undefined;
  const match = /\/matchmake\/(\w+)\/([^/?#]+)/.exec(url);
  return match ? { method: match[1], target: decodeURIComponent(match[2]) } : undefined;
}
