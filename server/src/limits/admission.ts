import { randomBytes } from "node:crypto";
import { ServerError, type AuthContext } from "@colyseus/core";
import { refusal } from "../log.js";
import { settings } from "../settings.js";
import { limits } from "./limits.js";

/**
 * Seat reservations and table creation through HTTP matchmaking, before any socket exists.
 * A reservation holds a place in a table until its socket connects; unconnected ones are
 * counted per address and per table and expire after `reservationSeconds`, so nobody can
 * lock a table by reserving and never coming. New tables are rate-limited per address and
 * capped per process.
 *
 * Counts are per process: with several processes each one guards the requests it serves.
 */

interface Pending {
  address: string;
  table: string | undefined;
  timer: NodeJS.Timeout;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Refusals the SDK shows as `"<code>: <sentence>"`; the HTTP status tells proxies what kind. */
export function refuse(status: number, code: string, sentence: string): ServerError {
  refusal(code);
  return new ServerError(status, `${code}: ${sentence}`);
}

export class Admission {
  private readonly pending = new Map<string, Pending>();
  private readonly perAddress = new Map<string, number>();
  private readonly perTable = new Map<string, number>();
  private readonly buckets = new Map<string, Bucket>();
  private tables = 0;

  /**
   * A room's static `onAuth`: charges the reservation that the matchmaking request is about
   * to make, and names the session it will connect with (Colyseus takes `sessionId` from
   * what onAuth returns).
   */
  admit(context: AuthContext): { sessionId: string } {
    const call = matchmakingCall(context.req?.url);
    const method = call?.method ?? "join";
    return { sessionId: this.reserve(addressOf(context.ip), method, method === "joinById" ? call?.target : undefined) };
  }

  /**
   * Charges a reservation to its address (and table, when the request names it) and
   * returns the session id it will connect with. Throws a refusal when over budget.
   */
  reserve(address: string, method: string, table: string | undefined, now = Date.now()): string {
    if ((this.perAddress.get(address) ?? 0) >= limits.reservationsPerAddress) {
      throw refuse(429, "too-many-joins", "too many joins from your address are still connecting; try again in a few seconds");
    }
    if (table !== undefined && (this.perTable.get(table) ?? 0) >= limits.reservationsPerTable) {
      throw refuse(429, "too-many-joins", "too many people are joining this table at once; try again in a few seconds");
    }
    if (method === "create") {
      if (this.tables >= settings.maxTables) throw tooManyTables();
      this.chargeCreation(address, now);
    }
    const sessionId = randomBytes(12).toString("base64url");
    const timer = setTimeout(() => this.connected(sessionId), limits.reservationSeconds * 1000 + 500);
    timer.unref();
    this.pending.set(sessionId, { address, table, timer });
    bump(this.perAddress, address, 1);
    if (table !== undefined) bump(this.perTable, table, 1);
    return sessionId;
  }

  /** The reservation's socket arrived (or its time ran out): it no longer counts. */
  connected(sessionId: string): void {
    const entry = this.pending.get(sessionId);
    if (entry === undefined) return;
    clearTimeout(entry.timer);
    this.pending.delete(sessionId);
    bump(this.perAddress, entry.address, -1);
    if (entry.table !== undefined) bump(this.perTable, entry.table, -1);
  }

  /** A table opens (onCreate): refused past the process's cap, whichever way it was asked for. */
  opened(): void {
    if (this.tables >= settings.maxTables) throw tooManyTables();
    this.tables++;
  }

  closed(): void {
    this.tables = Math.max(0, this.tables - 1);
  }

  /** A token bucket per address: a burst of new tables, then a few a minute. */
  private chargeCreation(address: string, now: number): void {
    const refill = limits.tablesPerMinute / 60_000;
    const bucket = this.buckets.get(address) ?? { tokens: limits.tablesBurst, at: now };
    bucket.tokens = Math.min(limits.tablesBurst, bucket.tokens + (now - bucket.at) * refill);
    bucket.at = now;
    if (bucket.tokens < 1) {
      const wait = Math.ceil((1 - bucket.tokens) / refill / 1000);
      this.buckets.set(address, bucket);
      throw refuse(429, "too-many-new-tables", `at most ${limits.tablesPerMinute} new tables a minute from one address; try again in ${wait} s`);
    }
    bucket.tokens -= 1;
    this.buckets.set(address, bucket);
    // Full buckets carry no information: forget them so the map stays small.
    if (this.buckets.size > 10_000) {
      for (const [key, b] of this.buckets) if (b.tokens + (now - b.at) * refill >= limits.tablesBurst) this.buckets.delete(key);
    }
  }
}

function tooManyTables(): ServerError {
  return refuse(503, "too-many-tables", "this server is full; try again later");
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/** The process's one admission desk (matchmaking is per process too). */
export const admission = new Admission();

/**
 * The address a budget is charged to. IPv6 clients usually own a whole /64, so that is what
 * counts as one address; IPv4-mapped IPv6 is plain IPv4.
 */
function addressOf(ip: string | undefined): string {
  if (!ip) return "unknown";
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(":")) return ip;
  const groups = expandV6(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

function expandV6(ip: string): string[] | null {
  const [head, tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (tail === undefined) return left.length === 8 ? left : null;
  return [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
}

/** The matchmaking call and its target from the HTTP route `POST /matchmake/<method>/<name or id>`. */
function matchmakingCall(url: string | undefined): { method: string; target: string } | undefined {
  if (!url) return undefined;
  const match = /\/matchmake\/(\w+)\/([^/?#]+)/.exec(url);
  return match ? { method: match[1], target: decodeURIComponent(match[2]) } : undefined;
}
