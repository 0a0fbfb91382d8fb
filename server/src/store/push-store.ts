import { then, type Maybe } from "../steps.js";
import type { Isolation, Row, SqlValue, Statement, Work } from "./sql-store.js";

/**
 * What Web Push keeps (../push/): the VAPID key pair and each seat's subscriptions, in the
 * table store's database (migration 3 of ./sql.ts), so that every process of a shared store
 * signs with the same keys and reaches the same phones. A subscription belongs to a seat of a
 * table, never to a view: nothing here is read by a room, a replay or a listing.
 */
export interface PushStore {
  /** The stored key pair; `made` is stored first when there is none (the first start). */
  vapidKeys(made: VapidKeys, at: number): Maybe<VapidKeys>;
  /** The SHA-256 of each seat's key of an open table (index = seat), or null if none is open. */
  seatKeyHashes(tableId: string): Maybe<string[] | null>;
  /**
   * Keeps a seat's subscription (the same endpoint again: renewed), then keeps only the seat's
   * `perSeat` newest. Refused, changing nothing, when its address holds `perAddress` others.
   */
  subscribe(s: SeatSubscription, perSeat: number, perAddress: number): Maybe<"kept" | "address-full">;
  /** Forgets one subscription of a seat; false if there was none. */
  unsubscribe(tableId: string, seat: number, endpoint: string): Maybe<boolean>;
  /** The seat's subscriptions, newest first. */
  subscriptions(tableId: string, seat: number): Maybe<SeatTarget[]>;
  /** The push service no longer knows this endpoint (404, 410): forgotten for every seat. */
  dropEndpoint(endpoint: string): Maybe<void>;
  /**
   * Seats moved as `layout` says (`layout[seat]`: the seat it was, -1 for a new free one): each
   * subscription follows its seat; those of a seat that is no more are forgotten.
   */
  moveSeats(tableId: string, layout: readonly number[]): Maybe<void>;
  /** The seat's holder left it for good: its subscriptions are forgotten. */
  forgetSeat(tableId: string, seat: number): Maybe<void>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where a push goes: the browser's subscription, as its `toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A seat's subscription as pushes leave: the pushes of one address share its push service's lane fairly (../push/lanes.ts). */
export interface SeatTarget extends PushTarget {
  /** The budget key (limits/address.ts) of the address that subscribed. */
  address: string;
}

export interface SeatSubscription extends PushTarget {
  tableId: string;
  seat: number;
  /** The budget key (limits/address.ts) of the address that subscribed. */
  address: string;
  at: number;
}

/** How the table store runs a work for this one (its `call`: errors, health, isolation). */
export type Runner = <T>(operation: string, isolation: Isolation, work: Work<T>) => Maybe<T>;

const q = (sql: string, ...params: SqlValue[]): Statement => ({ sql, params });

const SQL = {
  keepKeys: `INSERT INTO push_keys (name, public_key, private_key, created_at) VALUES ('vapid', $1, $2, $3) ON CONFLICT (name) DO NOTHING`,
  keys: `SELECT public_key, private_key FROM push_keys WHERE name = 'vapid'`,
  seats: `SELECT seats FROM tables WHERE id = $1 AND closed_at IS NULL`,
  othersOfAddress: `SELECT COUNT(*) AS n FROM push_subscriptions WHERE address = $1 AND NOT (table_id = $2 AND seat = $3 AND endpoint = $4)`,
  keep: `INSERT INTO push_subscriptions (table_id, seat, endpoint, p256dh, auth, address, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (table_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, address = excluded.address, created_at = excluded.created_at`,
  trim: `DELETE FROM push_subscriptions WHERE table_id = $1 AND seat = $2 AND endpoint NOT IN (
    SELECT endpoint FROM push_subscriptions WHERE table_id = $1 AND seat = $2 ORDER BY created_at DESC, endpoint LIMIT $3)`,
  unsubscribe: `DELETE FROM push_subscriptions WHERE table_id = $1 AND seat = $2 AND endpoint = $3 RETURNING endpoint`,
  ofSeat: `SELECT endpoint, p256dh, auth, address FROM push_subscriptions WHERE table_id = $1 AND seat = $2 ORDER BY created_at DESC, endpoint`,
  dropEndpoint: `DELETE FROM push_subscriptions WHERE endpoint = $1`,
  // Moving seats goes through negative seats (-1 - destination) so that no two rows ever
  // share a key midway, whatever the permutation.
  park: `UPDATE push_subscriptions SET seat = $3 WHERE table_id = $1 AND seat = $2`,
  dropUnmoved: `DELETE FROM push_subscriptions WHERE table_id = $1 AND seat >= 0`,
  unpark: `UPDATE push_subscriptions SET seat = -1 - seat WHERE table_id = $1 AND seat < 0`,
  forgetSeat: `DELETE FROM push_subscriptions WHERE table_id = $1 AND seat = $2`,
};

function* one(statement: Statement): Work<Row[]> {
  return yield statement;
}

export class SqlPushStore implements PushStore {
  constructor(private readonly run: Runner) {}

  vapidKeys(made: VapidKeys, at: number): Maybe<VapidKeys> {
    return this.run("vapidKeys", "write", keys(made, at));
  }

  seatKeyHashes(tableId: string): Maybe<string[] | null> {
    return then(this.run("seatKeyHashes", "single", one(q(SQL.seats, tableId))), ([row]) => {
      if (row === undefined) return null;
      const seats = JSON.parse(String(row.seats)) as { keyHash?: string }[];
      return seats.map((seat) => seat.keyHash ?? "");
    });
  }

  subscribe(s: SeatSubscription, perSeat: number, perAddress: number): Maybe<"kept" | "address-full"> {
    return this.run("subscribe", "write", keep(s, perSeat, perAddress));
  }

  unsubscribe(tableId: string, seat: number, endpoint: string): Maybe<boolean> {
    return then(this.run("unsubscribe", "single", one(q(SQL.unsubscribe, tableId, seat, endpoint))), (rows) => rows.length > 0);
  }

  subscriptions(tableId: string, seat: number): Maybe<SeatTarget[]> {
    return then(this.run("pushSubscriptions", "single", one(q(SQL.ofSeat, tableId, seat))), (rows) =>
      rows.map((row) => ({ endpoint: String(row.endpoint), keys: { p256dh: String(row.p256dh), auth: String(row.auth) }, address: String(row.address) })),
    );
  }

  dropEndpoint(endpoint: string): Maybe<void> {
    return then(this.run("dropEndpoint", "single", one(q(SQL.dropEndpoint, endpoint))), () => undefined);
  }

  moveSeats(tableId: string, layout: readonly number[]): Maybe<void> {
    return this.run("moveSeats", "write", move(tableId, layout));
  }

  forgetSeat(tableId: string, seat: number): Maybe<void> {
    return then(this.run("forgetSeat", "single", one(q(SQL.forgetSeat, tableId, seat))), () => undefined);
  }
}

function* keys(made: VapidKeys, at: number): Work<VapidKeys> {
  yield q(SQL.keepKeys, made.publicKey, made.privateKey, at);
  const [row] = yield q(SQL.keys);
  return { publicKey: String(row.public_key), privateKey: String(row.private_key) };
}

function* keep(s: SeatSubscription, perSeat: number, perAddress: number): Work<"kept" | "address-full"> {
  const [count] = yield q(SQL.othersOfAddress, s.address, s.tableId, s.seat, s.endpoint);
  if (Number(count.n) >= perAddress) return "address-full";
  yield q(SQL.keep, s.tableId, s.seat, s.endpoint, s.keys.p256dh, s.keys.auth, s.address, s.at);
  yield q(SQL.trim, s.tableId, s.seat, perSeat);
  return "kept";
}

function* move(tableId: string, layout: readonly number[]): Work<void> {
  for (const [seat, from] of layout.entries()) if (from >= 0) yield q(SQL.park, tableId, from, -1 - seat);
  yield q(SQL.dropUnmoved, tableId);
  yield q(SQL.unpark, tableId);
}
