import { then, type Maybe } from "../steps.js";
import { leaveCircle } from "./circle-store.js";
import { StoreError } from "./error.js";
import type { Runner } from "./push-store.js";
import { TABLE_LINE_COLUMNS, tableLine, type TableLine } from "./table-line.js";
import type { Row, SqlValue, Statement, Work } from "./sql-store.js";
import type { ChatRecord, SeatRecord, TablePhase } from "./store.js";

/**
 * What the server keeps of players (../players/): each player's name, passkeys, signed-in
 * devices (sessions), ceremonies under way, "add a device" links, and the seats that are
 * theirs, in the table store's database (migration 5 of ./sql.ts) so that every process of a
 * shared store knows them. Secrets are kept hashed (session and link tokens, like seat keys);
 * a passkey's public key is no secret.
 */
export interface PlayerStore {
  /** A new player with their first passkey, signed in on `session`'s device: one transaction. */
  createPlayer(player: PlayerRecord, credential: CredentialRecord, session: SessionRecord): Maybe<void>;
  player(id: string): Maybe<PlayerRecord | null>;
  rename(id: string, name: string, at: number): Maybe<boolean>;
  credential(id: string): Maybe<CredentialRecord | null>;
  credentials(playerId: string): Maybe<CredentialRecord[]>;
  /** Another passkey for a player ("add a device"), refused past `most`. */
  addCredential(credential: CredentialRecord, most: number): Maybe<"added" | "full" | "taken">;
  /** A sign-in with this passkey: its new counter, and when. */
  usedCredential(id: string, counter: number, at: number): Maybe<void>;
  /** Refused ("last") for a player's only passkey: without one nobody signs in again. */
  removeCredential(playerId: string, id: string, at: number): Maybe<"removed" | "last" | "missing">;
  /** A device signs in: its session stored, `replaces` (the device's previous one) ended, at most `most` per player (the oldest go). */
  startSession(session: SessionRecord, replaces: string | null, most: number): Maybe<void>;
  /** The live session of a cookie's token hash, or null (unknown, or expired at `now`). */
  session(tokenHash: string, now: number): Maybe<SessionRecord | null>;
  /** A session in use: it runs until `expiresAt` now (sliding). */
  slideSession(tokenHash: string, at: number, expiresAt: number): Maybe<void>;
  sessions(playerId: string, now: number): Maybe<SessionRecord[]>;
  /** One device signed out, by its cookie's hash or by its handle; false if there was none. */
  endSession(playerId: string, by: { tokenHash: string } | { handle: string }): Maybe<boolean>;
  /** Every device of the player signed out; how many there were. */
  endSessions(playerId: string): Maybe<number>;
  /** A ceremony starts; those past their time are forgotten. */
  keepChallenge(challenge: ChallengeRecord, now: number): Maybe<void>;
  /** The ceremony of a cookie, taken (used once): null if unknown, of another purpose, or expired. */
  takeChallenge(tokenHash: string, purpose: ChallengeRecord["purpose"], now: number): Maybe<ChallengeRecord | null>;
  /** An "add a device" link, refused past `most` open ones for the player. */
  keepDeviceLink(link: DeviceLink, most: number): Maybe<"kept" | "full">;
  /** The player a link is for, if it is open (it stays open). */
  deviceLink(tokenHash: string, now: number): Maybe<string | null>;
  /** The link used: gone whatever comes next. The player it was for, or null. */
  takeDeviceLink(tokenHash: string, now: number): Maybe<string | null>;
  /**
   * The seats these keys' hashes open become the player's: each is checked against its table's
   * stored seats. A seat another player holds stays theirs.
   */
  claimSeats(playerId: string, claims: readonly SeatClaim[], at: number): Maybe<ClaimAnswer[]>;
  /** A seat the player took while signed in (or came back to with its key). Another player's stays theirs. */
  holdSeat(playerId: string, tableId: string, keyHash: string, seat: number, at: number): Maybe<void>;
  /** The key hashes of the player's seats at a table (stale ones included: the table decides). */
  heldHashes(playerId: string, tableId: string): Maybe<string[]>;
  /** Every table where the player holds a seat now, the most recently changed first: one query. */
  tablesOf(playerId: string, most: number): Maybe<HeldTable[]>;
  /** Everything kept about the player (export). */
  everything(playerId: string, now: number): Maybe<PlayerData | null>;
  /**
   * The player forgotten, in one transaction: sessions, passkeys, links, ceremonies, claims,
   * the push subscriptions of their seats, their devices and held calls, their circles (left as
   * "leave" does). At their tables their seat is given up (free
   * before a start; a stand-in bot nobody's key opens in a game; a name only after it), and
   * `names[table]` becomes `former` in the seats, the host, the chat and every game's players.
   */
  erase(playerId: string, names: ReadonlyMap<string, string>, former: string): Maybe<void>;
}

export interface PlayerRecord {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number;
}

export interface CredentialRecord {
  /** base64url, as the authenticator made it. */
  id: string;
  playerId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  /** A synced passkey (it reaches the player's other devices by itself). */
  backedUp: boolean;
  createdAt: number;
  lastUsedAt: number;
}

export interface SessionRecord {
  /** SHA-256 (hex) of the cookie's token. */
  tokenHash: string;
  /** What the player names the device by (its list, "sign out this device"). */
  handle: string;
  playerId: string;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

export interface ChallengeRecord {
  /** SHA-256 (hex) of the ceremony cookie's token. */
  tokenHash: string;
  purpose: "register" | "signin" | "device";
  /** base64url, as the options gave it. */
  challenge: string;
  /** register: the new player's id; device: the player the link is for. */
  playerId: string | null;
  /** register: the name asked for. */
  name: string | null;
  /** device: the link's hash, taken when the passkey is made. */
  linkHash: string | null;
  expiresAt: number;
}

export interface DeviceLink {
  tokenHash: string;
  playerId: string;
  createdAt: number;
  expiresAt: number;
}

export interface SeatClaim {
  tableId: string;
  keyHash: string;
}

export interface ClaimAnswer extends SeatClaim {
  /** claimed (now or before), no-seat (the key opens no seat there), another-player. */
  result: "claimed" | "no-seat" | "another-player";
  seat: number;
}

/** A table where the player holds a seat, as its row says. */
export interface HeldTable extends TableLine {
  /** The player's seat there now. */
  seat: number;
}

export interface PlayerData {
  player: PlayerRecord;
  passkeys: Omit<CredentialRecord, "playerId">[];
  sessions: Omit<SessionRecord, "tokenHash" | "playerId">[];
  deviceLinks: { createdAt: number; expiresAt: number }[];
  seats: { tableId: string; seat: number; claimedAt: number }[];
  pushSubscriptions: { tableId: string; seat: number; endpoint: string; createdAt: number }[];
  /** Push to the person: the player's devices, and their quiet hours. */
  pushDevices: { endpoint: string; muted: boolean; createdAt: number }[];
  quietHours: unknown;
  circles: { id: string; name: string; creator: boolean; joinedAt: number }[];
}

const q = (sql: string, ...params: SqlValue[]): Statement => ({ sql, params });

const SQL = {
  newPlayer: `INSERT INTO players (id, name, created_at, last_used_at) VALUES ($1, $2, $3, $4)`,
  player: `SELECT * FROM players WHERE id = $1`,
  rename: `UPDATE players SET name = $2, last_used_at = $3 WHERE id = $1 RETURNING id`,
  touchPlayer: `UPDATE players SET last_used_at = $2 WHERE id = $1`,
  newCredential: `INSERT INTO player_credentials (id, player_id, public_key, counter, transports, backed_up, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
    ON CONFLICT (id) DO NOTHING RETURNING id`,
  credential: `SELECT * FROM player_credentials WHERE id = $1`,
  credentials: `SELECT * FROM player_credentials WHERE player_id = $1 ORDER BY created_at, id`,
  countCredentials: `SELECT COUNT(*) AS n FROM player_credentials WHERE player_id = $1`,
  usedCredential: `UPDATE player_credentials SET counter = $2, last_used_at = $3 WHERE id = $1 RETURNING player_id`,
  removeCredential: `DELETE FROM player_credentials WHERE player_id = $1 AND id = $2 RETURNING id`,
  newSession: `INSERT INTO player_sessions (token_hash, handle, player_id, created_at, last_used_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
  endSessionByToken: `DELETE FROM player_sessions WHERE token_hash = $1 RETURNING token_hash`,
  trimSessions: `DELETE FROM player_sessions WHERE player_id = $1 AND token_hash NOT IN (
    SELECT token_hash FROM player_sessions WHERE player_id = $1 ORDER BY last_used_at DESC, token_hash LIMIT $2)`,
  session: `SELECT * FROM player_sessions WHERE token_hash = $1 AND expires_at > $2`,
  slide: `UPDATE player_sessions SET last_used_at = $2, expires_at = $3 WHERE token_hash = $1`,
  sessions: `SELECT * FROM player_sessions WHERE player_id = $1 AND expires_at > $2 ORDER BY last_used_at DESC, handle`,
  endOwnSession: `DELETE FROM player_sessions WHERE player_id = $1 AND token_hash = $2 RETURNING token_hash`,
  endSessionByHandle: `DELETE FROM player_sessions WHERE player_id = $1 AND handle = $2 RETURNING token_hash`,
  endSessions: `DELETE FROM player_sessions WHERE player_id = $1 RETURNING token_hash`,
  purgeChallenges: `DELETE FROM player_challenges WHERE expires_at <= $1`,
  newChallenge: `INSERT INTO player_challenges (token_hash, purpose, challenge, player_id, name, link_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  takeChallenge: `DELETE FROM player_challenges WHERE token_hash = $1 RETURNING *`,
  openLinks: `SELECT COUNT(*) AS n FROM device_links WHERE player_id = $1 AND expires_at > $2`,
  purgeLinks: `DELETE FROM device_links WHERE expires_at <= $1`,
  newLink: `INSERT INTO device_links (token_hash, player_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
  link: `SELECT player_id FROM device_links WHERE token_hash = $1 AND expires_at > $2`,
  takeLink: `DELETE FROM device_links WHERE token_hash = $1 RETURNING player_id, expires_at`,
  tableSeats: `SELECT seats FROM tables WHERE id = $1`,
  claim: `INSERT INTO player_seats (table_id, key_hash, player_id, seat, claimed_at) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (table_id, key_hash) DO NOTHING`,
  claimant: `SELECT player_id FROM player_seats WHERE table_id = $1 AND key_hash = $2`,
  heldHashes: `SELECT key_hash FROM player_seats WHERE player_id = $1 AND table_id = $2`,
  // One query whatever the count: the player's claims (player_seats_player) joined to their
  // tables by primary key.
  tablesOf: `SELECT ${TABLE_LINE_COLUMNS}, s.key_hash
    FROM player_seats s JOIN tables t ON t.id = s.table_id WHERE s.player_id = $1 ORDER BY t.updated_at DESC, t.id LIMIT $2`,
  claims: `SELECT table_id, key_hash, seat, claimed_at FROM player_seats WHERE player_id = $1 ORDER BY claimed_at, table_id`,
  links: `SELECT created_at, expires_at FROM device_links WHERE player_id = $1 ORDER BY created_at`,
  seatSubscriptions: `SELECT endpoint, created_at FROM push_subscriptions WHERE table_id = $1 AND seat = $2 ORDER BY created_at`,
  formerRow: `SELECT seats, host, chat, phase, takeover FROM tables WHERE id = $1`,
  rewriteRow: `UPDATE tables SET seats = $2, host = $3, chat = $4 WHERE id = $1`,
  gamePlayers: `SELECT game_no, players FROM games WHERE table_id = $1`,
  rewritePlayers: `UPDATE games SET players = $3 WHERE table_id = $1 AND game_no = $2`,
  forgetSubscriptions: `DELETE FROM push_subscriptions WHERE table_id = $1 AND seat = $2`,
  dropClaims: `DELETE FROM player_seats WHERE player_id = $1`,
  dropLinks: `DELETE FROM device_links WHERE player_id = $1`,
  dropChallenges: `DELETE FROM player_challenges WHERE player_id = $1`,
  dropCredentials: `DELETE FROM player_credentials WHERE player_id = $1`,
  dropPlayer: `DELETE FROM players WHERE id = $1`,
  pushDevices: `SELECT endpoint, muted, created_at FROM player_push WHERE player_id = $1 ORDER BY created_at, endpoint`,
  circles: `SELECT c.id, c.name, c.creator_id, m.joined_at FROM circle_members m JOIN circles c ON c.id = m.circle_id WHERE m.player_id = $1 ORDER BY m.joined_at, c.id`,
  dropDevices: `DELETE FROM player_push WHERE player_id = $1`,
  dropHeld: `DELETE FROM push_held WHERE player_id = $1`,
};

function* one(statement: Statement): Work<Row[]> {
  return yield statement;
}

export class SqlPlayerStore implements PlayerStore {
  constructor(private readonly run: Runner) {}

  createPlayer(player: PlayerRecord, credential: CredentialRecord, session: SessionRecord): Maybe<void> {
    return this.run("createPlayer", "write", create(player, credential, session));
  }

  player(id: string): Maybe<PlayerRecord | null> {
    return then(this.run("player", "single", one(q(SQL.player, id))), ([row]) => (row ? playerFrom(row) : null));
  }

  rename(id: string, name: string, at: number): Maybe<boolean> {
    return then(this.run("renamePlayer", "single", one(q(SQL.rename, id, name, at))), (rows) => rows.length > 0);
  }

  credential(id: string): Maybe<CredentialRecord | null> {
    return then(this.run("credential", "single", one(q(SQL.credential, id))), ([row]) => (row ? credentialFrom(row) : null));
  }

  credentials(playerId: string): Maybe<CredentialRecord[]> {
    return then(this.run("credentials", "single", one(q(SQL.credentials, playerId))), (rows) => rows.map(credentialFrom));
  }

  addCredential(credential: CredentialRecord, most: number): Maybe<"added" | "full" | "taken"> {
    return this.run("addCredential", "write", addCredential(credential, most));
  }

  usedCredential(id: string, counter: number, at: number): Maybe<void> {
    return this.run("usedCredential", "write", used(id, counter, at));
  }

  removeCredential(playerId: string, id: string, at: number): Maybe<"removed" | "last" | "missing"> {
    return this.run("removeCredential", "write", removeCredential(playerId, id, at));
  }

  startSession(session: SessionRecord, replaces: string | null, most: number): Maybe<void> {
    return this.run("startSession", "write", startSession(session, replaces, most));
  }

  session(tokenHash: string, now: number): Maybe<SessionRecord | null> {
    return then(this.run("session", "single", one(q(SQL.session, tokenHash, now))), ([row]) => (row ? sessionFrom(row) : null));
  }

  slideSession(tokenHash: string, at: number, expiresAt: number): Maybe<void> {
    return then(this.run("slideSession", "single", one(q(SQL.slide, tokenHash, at, expiresAt))), () => undefined);
  }

  sessions(playerId: string, now: number): Maybe<SessionRecord[]> {
    return then(this.run("sessions", "single", one(q(SQL.sessions, playerId, now))), (rows) => rows.map(sessionFrom));
  }

  endSession(playerId: string, by: { tokenHash: string } | { handle: string }): Maybe<boolean> {
    const statement = "tokenHash" in by ? q(SQL.endOwnSession, playerId, by.tokenHash) : q(SQL.endSessionByHandle, playerId, by.handle);
    return then(this.run("endSession", "single", one(statement)), (rows) => rows.length > 0);
  }

  endSessions(playerId: string): Maybe<number> {
    return then(this.run("endSessions", "single", one(q(SQL.endSessions, playerId))), (rows) => rows.length);
  }

  keepChallenge(c: ChallengeRecord, now: number): Maybe<void> {
    return this.run("keepChallenge", "write", keepChallenge(c, now));
  }

  takeChallenge(tokenHash: string, purpose: ChallengeRecord["purpose"], now: number): Maybe<ChallengeRecord | null> {
    return then(this.run("takeChallenge", "single", one(q(SQL.takeChallenge, tokenHash))), ([row]) => {
      if (row === undefined) return null;
      const challenge = challengeFrom(row);
      return challenge.purpose === purpose && challenge.expiresAt > now ? challenge : null;
    });
  }

  keepDeviceLink(link: DeviceLink, most: number): Maybe<"kept" | "full"> {
    return this.run("keepDeviceLink", "write", keepLink(link, most));
  }

  deviceLink(tokenHash: string, now: number): Maybe<string | null> {
    return then(this.run("deviceLink", "single", one(q(SQL.link, tokenHash, now))), ([row]) => (row ? String(row.player_id) : null));
  }

  takeDeviceLink(tokenHash: string, now: number): Maybe<string | null> {
    return then(this.run("takeDeviceLink", "single", one(q(SQL.takeLink, tokenHash))), ([row]) =>
      row !== undefined && Number(row.expires_at) > now ? String(row.player_id) : null,
    );
  }

  claimSeats(playerId: string, claims: readonly SeatClaim[], at: number): Maybe<ClaimAnswer[]> {
    return this.run("claimSeats", "write", claim(playerId, claims, at));
  }

  holdSeat(playerId: string, tableId: string, keyHash: string, seat: number, at: number): Maybe<void> {
    return then(this.run("holdSeat", "single", one(q(SQL.claim, tableId, keyHash, playerId, seat, at))), () => undefined);
  }

  heldHashes(playerId: string, tableId: string): Maybe<string[]> {
    return then(this.run("heldHashes", "single", one(q(SQL.heldHashes, playerId, tableId))), (rows) => rows.map((row) => String(row.key_hash)));
  }

  tablesOf(playerId: string, most: number): Maybe<HeldTable[]> {
    return then(this.run("tablesOf", "single", one(q(SQL.tablesOf, playerId, most))), (rows) => {
      const held: HeldTable[] = [];
      for (const row of rows) {
        const line = tableLine(row);
        const seat = line.seats.findIndex((s) => s.keyHash !== "" && s.keyHash === String(row.key_hash));
        // A seat given to somebody else since (a new key) is no longer the player's.
        if (seat < 0) continue;
        held.push({ ...line, seat });
      }
      return held;
    });
  }

  everything(playerId: string, now: number): Maybe<PlayerData | null> {
    return this.run("exportPlayer", "read", everything(playerId, now));
  }

  erase(playerId: string, names: ReadonlyMap<string, string>, former: string): Maybe<void> {
    return this.run("erasePlayer", "write", erase(playerId, names, former));
  }
}

function* create(player: PlayerRecord, c: CredentialRecord, s: SessionRecord): Work<void> {
  yield q(SQL.newPlayer, player.id, player.name, player.createdAt, player.lastUsedAt);
  const added = yield credentialInsert(c);
  // A StoreError rolls the transaction back without calling the store itself failing.
  if (added.length === 0) throw new StoreError("createPlayer", null, "duplicate", "that passkey is registered already");
  yield sessionInsert(s);
}

function credentialInsert(c: CredentialRecord): Statement {
  return q(SQL.newCredential, c.id, c.playerId, c.publicKey, c.counter, JSON.stringify(c.transports), c.backedUp ? 1 : 0, c.createdAt, c.lastUsedAt);
}

function sessionInsert(s: SessionRecord): Statement {
  return q(SQL.newSession, s.tokenHash, s.handle, s.playerId, s.createdAt, s.lastUsedAt, s.expiresAt);
}

function* addCredential(c: CredentialRecord, most: number): Work<"added" | "full" | "taken"> {
  const [count] = yield q(SQL.countCredentials, c.playerId);
  if (Number(count.n) >= most) return "full";
  return (yield credentialInsert(c)).length > 0 ? "added" : "taken";
}

function* used(id: string, counter: number, at: number): Work<void> {
  const [row] = yield q(SQL.usedCredential, id, counter, at);
  if (row !== undefined) yield q(SQL.touchPlayer, String(row.player_id), at);
}

function* removeCredential(playerId: string, id: string, at: number): Work<"removed" | "last" | "missing"> {
  // The player's row first: two removals at once (Postgres) then count one after the other,
  // and cannot leave the player without a passkey.
  yield q(SQL.touchPlayer, playerId, at);
  const [count] = yield q(SQL.countCredentials, playerId);
  if (Number(count.n) <= 1) return (yield q(SQL.credential, id)).some((row) => String(row.player_id) === playerId) ? "last" : "missing";
  return (yield q(SQL.removeCredential, playerId, id)).length > 0 ? "removed" : "missing";
}

function* startSession(s: SessionRecord, replaces: string | null, most: number): Work<void> {
  if (replaces !== null) yield q(SQL.endSessionByToken, replaces);
  yield sessionInsert(s);
  yield q(SQL.trimSessions, s.playerId, most);
  yield q(SQL.touchPlayer, s.playerId, s.createdAt);
}

function* keepChallenge(c: ChallengeRecord, now: number): Work<void> {
  yield q(SQL.purgeChallenges, now);
  yield q(SQL.newChallenge, c.tokenHash, c.purpose, c.challenge, c.playerId, c.name, c.linkHash, c.expiresAt);
}

function* keepLink(link: DeviceLink, most: number): Work<"kept" | "full"> {
  yield q(SQL.purgeLinks, link.createdAt);
  const [count] = yield q(SQL.openLinks, link.playerId, link.createdAt);
  if (Number(count.n) >= most) return "full";
  yield q(SQL.newLink, link.tokenHash, link.playerId, link.createdAt, link.expiresAt);
  return "kept";
}

function* claim(playerId: string, claims: readonly SeatClaim[], at: number): Work<ClaimAnswer[]> {
  const answers: ClaimAnswer[] = [];
  for (const c of claims) {
    const [row] = yield q(SQL.tableSeats, c.tableId);
    const seats = row === undefined ? [] : (JSON.parse(String(row.seats)) as SeatRecord[]);
    const seat = seats.findIndex((s) => s.keyHash !== "" && s.keyHash === c.keyHash);
    if (seat < 0) {
      answers.push({ ...c, seat, result: "no-seat" });
      continue;
    }
    yield q(SQL.claim, c.tableId, c.keyHash, playerId, seat, at);
    const [holder] = yield q(SQL.claimant, c.tableId, c.keyHash);
    answers.push({ ...c, seat, result: String(holder.player_id) === playerId ? "claimed" : "another-player" });
  }
  return answers;
}

function* everything(playerId: string, now: number): Work<PlayerData | null> {
  const [row] = yield q(SQL.player, playerId);
  if (row === undefined) return null;
  const passkeys = (yield q(SQL.credentials, playerId)).map(credentialFrom).map(({ playerId: _, ...rest }) => rest);
  const sessions = (yield q(SQL.sessions, playerId, now)).map(sessionFrom).map(({ tokenHash: _t, playerId: _p, ...rest }) => rest);
  const deviceLinks = (yield q(SQL.links, playerId)).map((l) => ({ createdAt: Number(l.created_at), expiresAt: Number(l.expires_at) }));
  const seats = (yield q(SQL.claims, playerId)).map((c) => ({ tableId: String(c.table_id), seat: Number(c.seat), claimedAt: Number(c.claimed_at) }));
  const pushSubscriptions: PlayerData["pushSubscriptions"] = [];
  for (const seat of seats) {
    for (const s of yield q(SQL.seatSubscriptions, seat.tableId, seat.seat)) {
      pushSubscriptions.push({ tableId: seat.tableId, seat: seat.seat, endpoint: String(s.endpoint), createdAt: Number(s.created_at) });
    }
  }
  const pushDevices = (yield q(SQL.pushDevices, playerId)).map((d) => ({ endpoint: String(d.endpoint), muted: Number(d.muted) === 1, createdAt: Number(d.created_at) }));
  const circles = (yield q(SQL.circles, playerId)).map((c) => ({ id: String(c.id), name: String(c.name), creator: String(c.creator_id) === playerId, joinedAt: Number(c.joined_at) }));
  const quietHours = row.quiet === null || row.quiet === undefined ? null : JSON.parse(String(row.quiet));
  return { player: playerFrom(row), passkeys, sessions, deviceLinks, seats, pushSubscriptions, pushDevices, quietHours, circles };
}

function* erase(playerId: string, names: ReadonlyMap<string, string>, former: string): Work<void> {
  const claims = yield q(SQL.claims, playerId);
  const hashes = new Map<string, string[]>();
  for (const c of claims) hashes.set(String(c.table_id), [...(hashes.get(String(c.table_id)) ?? []), String(c.key_hash)]);
  for (const tableId of new Set([...hashes.keys(), ...names.keys()])) {
    const [row] = yield q(SQL.formerRow, tableId);
    if (row === undefined) continue;
    const seats = JSON.parse(String(row.seats)) as SeatRecord[];
    const mine = hashes.get(tableId) ?? [];
    let name = names.get(tableId);
    for (const [seat, holder] of seats.entries()) {
      if (holder.keyHash === "" || !mine.includes(holder.keyHash)) continue;
      name ??= holder.name;
      seats[seat] = formerSeat(String(row.phase) as TablePhase, String(row.takeover), former);
      yield q(SQL.forgetSubscriptions, tableId, seat);
    }
    if (name === undefined || name === "") continue;
    const was = name;
    const renamed = (n: string): string => (n === was ? former : n);
    for (const holder of seats) holder.name = renamed(holder.name);
    const chat = (JSON.parse(String(row.chat)) as ChatRecord[]).map((line) => ({ ...line, name: renamed(line.name) }));
    yield q(SQL.rewriteRow, tableId, JSON.stringify(seats), renamed(String(row.host)), JSON.stringify(chat));
    for (const game of yield q(SQL.gamePlayers, tableId)) {
      const players = JSON.parse(String(game.players)) as string[];
      if (players.includes(was)) yield q(SQL.rewritePlayers, tableId, Number(game.game_no), JSON.stringify(players.map(renamed)));
    }
  }
  // Each circle goes on without them (a creator's passes to its longest member; a last member's ends).
  for (const circle of yield q(SQL.circles, playerId)) yield* leaveCircle(String(circle.id), playerId);
  for (const statement of [SQL.dropDevices, SQL.dropHeld, SQL.dropClaims, SQL.dropLinks, SQL.dropChallenges, SQL.endSessions, SQL.dropCredentials, SQL.dropPlayer]) yield q(statement, playerId);
}

/**
 * What a deleted player's seat becomes: free before the start; in a game, a stand-in bot at
 * the table's takeover level that no key opens, open for a newcomer; after it, the name alone.
 */
export function formerSeat(phase: TablePhase, takeover: string, former: string): SeatRecord {
  if (phase === "waiting") return { name: "", keyHash: "" };
  if (phase === "playing") return { name: former, keyHash: "", bot: takeover as SeatRecord["bot"], standIn: true, open: true };
  return { name: former, keyHash: "" };
}

function playerFrom(row: Row): PlayerRecord {
  return { id: String(row.id), name: String(row.name), createdAt: Number(row.created_at), lastUsedAt: Number(row.last_used_at) };
}

function credentialFrom(row: Row): CredentialRecord {
  return {
    id: String(row.id), playerId: String(row.player_id), publicKey: String(row.public_key), counter: Number(row.counter),
    transports: JSON.parse(String(row.transports)) as string[], backedUp: Number(row.backed_up) === 1, createdAt: Number(row.created_at), lastUsedAt: Number(row.last_used_at),
  };
}

function sessionFrom(row: Row): SessionRecord {
  return {
    tokenHash: String(row.token_hash), handle: String(row.handle), playerId: String(row.player_id),
    createdAt: Number(row.created_at), lastUsedAt: Number(row.last_used_at), expiresAt: Number(row.expires_at),
  };
}

function challengeFrom(row: Row): ChallengeRecord {
  const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
  return {
    tokenHash: String(row.token_hash), purpose: String(row.purpose) as ChallengeRecord["purpose"], challenge: String(row.challenge),
    playerId: text(row.player_id), name: text(row.name), linkHash: text(row.link_hash), expiresAt: Number(row.expires_at),
  };
}

