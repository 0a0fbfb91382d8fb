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

  /**
   * A player's device (push to the person): the same endpoint again is renewed, keeping its
   * handle and mute; the player keeps their `most` newest. Refused, changing nothing, when the
   * address holds `perAddress` subscriptions of any kind. The device's handle.
   */
  subscribePlayer(d: PlayerDevice, most: number, perAddress: number): Maybe<{ handle: string } | "address-full">;
  playerDevices(playerId: string): Maybe<DeviceLine[]>;
  muteDevice(playerId: string, handle: string, muted: boolean): Maybe<boolean>;
  removeDevice(playerId: string, handle: string): Maybe<boolean>;
  /** The player's quiet hours (null: none); false if there is no such player. */
  setQuiet(playerId: string, quiet: QuietHours | null): Maybe<boolean>;
  quietHours(playerId: string): Maybe<QuietHours | null>;
  /** Whom a call to a seat reaches: the seat's own subscriptions, and the unmuted devices of the player whose seat (`keyHash`) it is. */
  seatTargets(tableId: string, seat: number, keyHash: string): Maybe<{ seat: SeatTarget[]; person: PersonTargets | null }>;
  /** The unmuted devices and quiet hours of each player (circle news). */
  personTargets(playerIds: readonly string[]): Maybe<PersonTargets[]>;
  /** A call quiet hours hold (the latest per table and seat), at most `most` per player (the oldest go). */
  hold(playerId: string, call: HeldCall, most: number): Maybe<void>;
  /** The players with calls held, and their quiet hours. */
  heldPlayers(): Maybe<{ playerId: string; quiet: QuietHours | null }[]>;
  /** The player's held calls, taken (one process gets them), oldest first, each with whether its table still awaits its seat. */
  takeHeld(playerId: string): Maybe<(HeldCall & { awaited: boolean; open: boolean })[]>;
}

export interface PlayerDevice extends PushTarget {
  playerId: string;
  handle: string;
  address: string;
  at: number;
}

export interface DeviceLine {
  handle: string;
  muted: boolean;
  createdAt: number;
}

/** "22:00" to "08:00" in an IANA time zone: calls wait until it ends. */
export interface QuietHours {
  from: string;
  to: string;
  timeZone: string;
}

export interface PersonTargets {
  playerId: string;
  quiet: QuietHours | null;
  devices: SeatTarget[];
}

export interface HeldCall {
  tableId: string;
  seat: number;
  /** The call as the notifier made it (JSON). */
  call: unknown;
  at: number;
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
  seatSubscriptionsOfAddress: `SELECT COUNT(*) AS n FROM push_subscriptions WHERE address = $1`,
  devicesOfAddress: `SELECT COUNT(*) AS n FROM player_push WHERE address = $1 AND NOT (player_id = $2 AND endpoint = $3)`,
  keepDevice: `INSERT INTO player_push (player_id, endpoint, handle, p256dh, auth, address, muted, created_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7)
    ON CONFLICT (player_id, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, address = excluded.address, created_at = excluded.created_at
    RETURNING handle`,
  trimDevices: `DELETE FROM player_push WHERE player_id = $1 AND endpoint NOT IN (
    SELECT endpoint FROM player_push WHERE player_id = $1 ORDER BY created_at DESC, endpoint LIMIT $2)`,
  devices: `SELECT handle, muted, created_at FROM player_push WHERE player_id = $1 ORDER BY created_at, handle`,
  mute: `UPDATE player_push SET muted = $3 WHERE player_id = $1 AND handle = $2 RETURNING handle`,
  removeDevice: `DELETE FROM player_push WHERE player_id = $1 AND handle = $2 RETURNING handle`,
  dropDevices: `DELETE FROM player_push WHERE endpoint = $1`,
  setQuiet: `UPDATE players SET quiet = $2 WHERE id = $1 RETURNING id`,
  quiet: `SELECT quiet FROM players WHERE id = $1`,
  seatPlayer: `SELECT s.player_id, p.quiet FROM player_seats s JOIN players p ON p.id = s.player_id WHERE s.table_id = $1 AND s.key_hash = $2`,
  person: `SELECT quiet FROM players WHERE id = $1`,
  personDevices: `SELECT endpoint, p256dh, auth, address FROM player_push WHERE player_id = $1 AND muted = 0 ORDER BY created_at DESC, endpoint`,
  hold: `INSERT INTO push_held (player_id, table_id, seat, call, at) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (player_id, table_id, seat) DO UPDATE SET call = excluded.call, at = excluded.at`,
  trimHeld: `DELETE FROM push_held WHERE player_id = $1 AND NOT EXISTS (SELECT 1 FROM (
    SELECT table_id, seat FROM push_held WHERE player_id = $1 ORDER BY at DESC, table_id, seat LIMIT $2) AS kept
    WHERE kept.table_id = push_held.table_id AND kept.seat = push_held.seat)`,
  heldPlayers: `SELECT p.id, p.quiet FROM players p WHERE p.id IN (SELECT DISTINCT player_id FROM push_held)`,
  takeHeld: `DELETE FROM push_held WHERE player_id = $1 RETURNING table_id, seat, call, at`,
  tableTurn: `SELECT turn, closed_at FROM tables WHERE id = $1`,
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
    return then(this.run("pushSubscriptions", "single", one(q(SQL.ofSeat, tableId, seat))), (rows) => rows.map(targetFrom));
  }

  dropEndpoint(endpoint: string): Maybe<void> {
    return this.run("dropEndpoint", "write", dropEndpoint(endpoint));
  }

  moveSeats(tableId: string, layout: readonly number[]): Maybe<void> {
    return this.run("moveSeats", "write", move(tableId, layout));
  }

  forgetSeat(tableId: string, seat: number): Maybe<void> {
    return then(this.run("forgetSeat", "single", one(q(SQL.forgetSeat, tableId, seat))), () => undefined);
  }

  subscribePlayer(d: PlayerDevice, most: number, perAddress: number): Maybe<{ handle: string } | "address-full"> {
    return this.run("subscribePlayer", "write", keepDevice(d, most, perAddress));
  }

  playerDevices(playerId: string): Maybe<DeviceLine[]> {
    return then(this.run("playerDevices", "single", one(q(SQL.devices, playerId))), (rows) =>
      rows.map((row) => ({ handle: String(row.handle), muted: Number(row.muted) === 1, createdAt: Number(row.created_at) })),
    );
  }

  muteDevice(playerId: string, handle: string, muted: boolean): Maybe<boolean> {
    return then(this.run("muteDevice", "single", one(q(SQL.mute, playerId, handle, muted ? 1 : 0))), (rows) => rows.length > 0);
  }

  removeDevice(playerId: string, handle: string): Maybe<boolean> {
    return then(this.run("removeDevice", "single", one(q(SQL.removeDevice, playerId, handle))), (rows) => rows.length > 0);
  }

  setQuiet(playerId: string, quiet: QuietHours | null): Maybe<boolean> {
    return then(this.run("setQuiet", "single", one(q(SQL.setQuiet, playerId, quiet === null ? null : JSON.stringify(quiet)))), (rows) => rows.length > 0);
  }

  quietHours(playerId: string): Maybe<QuietHours | null> {
    return then(this.run("quietHours", "single", one(q(SQL.quiet, playerId))), ([row]) => quietFrom(row?.quiet));
  }

  seatTargets(tableId: string, seat: number, keyHash: string): Maybe<{ seat: SeatTarget[]; person: PersonTargets | null }> {
    return this.run("seatTargets", "read", seatTargets(tableId, seat, keyHash));
  }

  personTargets(playerIds: readonly string[]): Maybe<PersonTargets[]> {
    return this.run("personTargets", "read", persons(playerIds));
  }

  hold(playerId: string, call: HeldCall, most: number): Maybe<void> {
    return this.run("holdCall", "write", hold(playerId, call, most));
  }

  heldPlayers(): Maybe<{ playerId: string; quiet: QuietHours | null }[]> {
    return then(this.run("heldPlayers", "single", one(q(SQL.heldPlayers))), (rows) => rows.map((row) => ({ playerId: String(row.id), quiet: quietFrom(row.quiet) })));
  }

  takeHeld(playerId: string): Maybe<(HeldCall & { awaited: boolean; open: boolean })[]> {
    return this.run("takeHeld", "write", takeHeld(playerId));
  }
}

function* dropEndpoint(endpoint: string): Work<void> {
  yield q(SQL.dropEndpoint, endpoint);
  yield q(SQL.dropDevices, endpoint);
}

function* keepDevice(d: PlayerDevice, most: number, perAddress: number): Work<{ handle: string } | "address-full"> {
  const [seats] = yield q(SQL.seatSubscriptionsOfAddress, d.address);
  const [devices] = yield q(SQL.devicesOfAddress, d.address, d.playerId, d.endpoint);
  if (Number(seats.n) + Number(devices.n) >= perAddress) return "address-full";
  const [kept] = yield q(SQL.keepDevice, d.playerId, d.endpoint, d.handle, d.keys.p256dh, d.keys.auth, d.address, d.at);
  yield q(SQL.trimDevices, d.playerId, most);
  return { handle: String(kept.handle) };
}

function* devicesOf(playerId: string): Work<SeatTarget[]> {
  return (yield q(SQL.personDevices, playerId)).map(targetFrom);
}

function* seatTargets(tableId: string, seat: number, keyHash: string): Work<{ seat: SeatTarget[]; person: PersonTargets | null }> {
  const own = (yield q(SQL.ofSeat, tableId, seat)).map(targetFrom);
  if (keyHash === "") return { seat: own, person: null };
  const [player] = yield q(SQL.seatPlayer, tableId, keyHash);
  if (player === undefined) return { seat: own, person: null };
  const playerId = String(player.player_id);
  return { seat: own, person: { playerId, quiet: quietFrom(player.quiet), devices: yield* devicesOf(playerId) } };
}

function* persons(playerIds: readonly string[]): Work<PersonTargets[]> {
  const found: PersonTargets[] = [];
  for (const playerId of playerIds) {
    const [player] = yield q(SQL.person, playerId);
    if (player !== undefined) found.push({ playerId, quiet: quietFrom(player.quiet), devices: yield* devicesOf(playerId) });
  }
  return found;
}

function* hold(playerId: string, call: HeldCall, most: number): Work<void> {
  yield q(SQL.hold, playerId, call.tableId, call.seat, JSON.stringify(call.call), call.at);
  yield q(SQL.trimHeld, playerId, most);
}

function* takeHeld(playerId: string): Work<(HeldCall & { awaited: boolean; open: boolean })[]> {
  const rows = yield q(SQL.takeHeld, playerId);
  const taken: (HeldCall & { awaited: boolean; open: boolean })[] = [];
  for (const row of [...rows].sort((a, b) => Number(a.at) - Number(b.at))) {
    const [table] = yield q(SQL.tableTurn, String(row.table_id));
    const seat = Number(row.seat);
    taken.push({
      tableId: String(row.table_id), seat, call: JSON.parse(String(row.call)), at: Number(row.at),
      awaited: table !== undefined && (JSON.parse(String(table.turn)) as number[]).includes(seat), open: table !== undefined && (table.closed_at === null || table.closed_at === undefined),
    });
  }
  return taken;
}

function targetFrom(row: Row): SeatTarget {
  return { endpoint: String(row.endpoint), keys: { p256dh: String(row.p256dh), auth: String(row.auth) }, address: String(row.address) };
}

function quietFrom(value: unknown): QuietHours | null {
  return value === null || value === undefined ? null : (JSON.parse(String(value)) as QuietHours);
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
