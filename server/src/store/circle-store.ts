import type { Outcome } from "@tablee/shared";
import { then, type Maybe } from "../steps.js";
import type { Runner } from "./push-store.js";
import type { Row, SqlValue, Statement, Work } from "./sql-store.js";
import type { SeatRecord } from "./store.js";
import { TABLE_LINE_COLUMNS, tableLine, type TableLine } from "./table-line.js";

/**
 * What the server keeps of circles of friends (../circles/), in the table store's database
 * (migration 6 of ./sql.ts): each circle's name and creator, its members, its invite links
 * (their tokens hashed), its tables, and each of their finished games with the seats as the
 * game ended. Membership is checked in the store with every read: a removed member's next
 * request finds nothing.
 */
export interface CircleStore {
  /** A new circle with its creator as its first member; refused ("full") when they are in `most` circles already. */
  createCircle(circle: CircleRecord, handle: string, most: number): Maybe<"created" | "full">;
  /** The circle and the player's handle in it, or null unless they are a member. */
  membership(circleId: string, playerId: string): Maybe<Membership | null>;
  /** Every circle the player is in, the oldest joined first. */
  circlesOf(playerId: string): Maybe<CircleLine[]>;
  members(circleId: string): Maybe<MemberLine[]>;
  /** An invite link kept; refused ("full") past `mostOpen` open links in the circle. */
  keepInvite(invite: InviteRecord, mostOpen: number): Maybe<"kept" | "full">;
  /** The circle's open invite links (no hash). */
  invites(circleId: string, now: number): Maybe<Omit<InviteRecord, "tokenHash">[]>;
  /** Revoked by its maker or the circle's creator. */
  revokeInvite(circleId: string, handle: string, by: string): Maybe<"revoked" | "missing" | "not-yours">;
  /** What an open invite link opens: the circle's name and how many are in it, or null. */
  invite(tokenHash: string, now: number): Maybe<{ circleId: string; name: string; members: number } | null>;
  /** The player joins the circle of an open invite link (already a member: nothing changes). */
  join(tokenHash: string, playerId: string, handle: string, now: number, most: { members: number; circles: number }): Maybe<JoinAnswer>;
  /** The player leaves; a creator who leaves hands the circle to its longest member, and the last one ends it. */
  leave(circleId: string, playerId: string): Maybe<"left" | "ended" | "not-member">;
  /** The creator removes the member of `handle`: their player id, or why not. */
  removeMember(circleId: string, by: string, handle: string): Maybe<{ removed: string } | "not-member" | "not-creator" | "missing" | "self">;
  /** A table made for the circle by one of its members; false (nothing stored) if they are not one. */
  addTable(circleId: string, tableId: string, playerId: string, at: number): Maybe<boolean>;
  circleOfTable(tableId: string): Maybe<string | null>;
  /** The circle's open tables, the most recently changed first. */
  tables(circleId: string, most: number): Maybe<TableLine[]>;
  /** The circle's finished games, oldest first (the order ratings are worked out in), at most `most`. */
  games(circleId: string, most: number): Maybe<CircleGameRow[]>;
  /** Whose each claimed seat key hash is at the circle's tables: `${table} ${hash}` → player id. */
  owners(circleId: string): Maybe<Map<string, string>>;
  memberIds(circleId: string): Maybe<string[]>;
}

export interface CircleRecord {
  id: string;
  name: string;
  creatorId: string;
  createdAt: number;
}

export interface Membership {
  circle: CircleRecord;
  handle: string;
}

export interface CircleLine extends Membership {
  members: number;
  joinedAt: number;
}

export interface MemberLine {
  handle: string;
  playerId: string;
  name: string;
  joinedAt: number;
}

export interface InviteRecord {
  tokenHash: string;
  handle: string;
  circleId: string;
  madeBy: string;
  createdAt: number;
  /** null: open until revoked. */
  expiresAt: number | null;
}

export type JoinAnswer = { result: "joined" | "member"; circleId: string } | { result: "bad-invite" | "circle-full" | "too-many-circles" };

export interface CircleGameRow {
  tableId: string;
  gameNo: number;
  game: string;
  /** The seats as the game ended: whose key hash, which bot. */
  seats: SeatRecord[];
  outcome: Outcome;
  finishedAt: number;
  /** The names the game was played under (a deleted player's is "a former player"). */
  players: string[];
}

const q = (sql: string, ...params: SqlValue[]): Statement => ({ sql, params });

const SQL = {
  // Postgres: taken first in every change of a circle's members, so two joins at once count one after the other.
  lock: `UPDATE circles SET name = name WHERE id = $1 RETURNING id, name, creator_id, created_at`,
  newCircle: `INSERT INTO circles (id, name, creator_id, created_at) VALUES ($1, $2, $3, $4)`,
  newMember: `INSERT INTO circle_members (circle_id, player_id, handle, joined_at) VALUES ($1, $2, $3, $4)`,
  circlesOfPlayer: `SELECT COUNT(*) AS n FROM circle_members WHERE player_id = $1`,
  membersOfCircle: `SELECT COUNT(*) AS n FROM circle_members WHERE circle_id = $1`,
  touchPlayer: `UPDATE players SET last_used_at = last_used_at WHERE id = $1`,
  membership: `SELECT c.id, c.name, c.creator_id, c.created_at, m.handle FROM circle_members m JOIN circles c ON c.id = m.circle_id WHERE m.circle_id = $1 AND m.player_id = $2`,
  circlesOf: `SELECT c.id, c.name, c.creator_id, c.created_at, m.handle, m.joined_at,
      (SELECT COUNT(*) FROM circle_members o WHERE o.circle_id = c.id) AS members
    FROM circle_members m JOIN circles c ON c.id = m.circle_id WHERE m.player_id = $1 ORDER BY m.joined_at, c.id`,
  members: `SELECT m.handle, m.player_id, m.joined_at, p.name FROM circle_members m JOIN players p ON p.id = m.player_id WHERE m.circle_id = $1 ORDER BY m.joined_at, m.handle`,
  memberIds: `SELECT player_id FROM circle_members WHERE circle_id = $1`,
  purgeInvites: `DELETE FROM circle_invites WHERE circle_id = $1 AND expires_at IS NOT NULL AND expires_at <= $2`,
  openInvites: `SELECT COUNT(*) AS n FROM circle_invites WHERE circle_id = $1`,
  newInvite: `INSERT INTO circle_invites (token_hash, handle, circle_id, made_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
  invites: `SELECT handle, circle_id, made_by, created_at, expires_at FROM circle_invites WHERE circle_id = $1 AND (expires_at IS NULL OR expires_at > $2) ORDER BY created_at, handle`,
  inviteByHandle: `SELECT made_by FROM circle_invites WHERE circle_id = $1 AND handle = $2`,
  revoke: `DELETE FROM circle_invites WHERE circle_id = $1 AND handle = $2`,
  invite: `SELECT i.circle_id, c.name, (SELECT COUNT(*) FROM circle_members m WHERE m.circle_id = i.circle_id) AS members
    FROM circle_invites i JOIN circles c ON c.id = i.circle_id WHERE i.token_hash = $1 AND (i.expires_at IS NULL OR i.expires_at > $2)`,
  memberByHandle: `SELECT player_id FROM circle_members WHERE circle_id = $1 AND handle = $2`,
  dropMember: `DELETE FROM circle_members WHERE circle_id = $1 AND player_id = $2`,
  longestMember: `SELECT player_id FROM circle_members WHERE circle_id = $1 ORDER BY joined_at, handle LIMIT 1`,
  newCreator: `UPDATE circles SET creator_id = $2 WHERE id = $1`,
  dropInvites: `DELETE FROM circle_invites WHERE circle_id = $1`,
  dropGames: `DELETE FROM circle_games WHERE circle_id = $1`,
  dropTables: `DELETE FROM circle_tables WHERE circle_id = $1`,
  dropCircle: `DELETE FROM circles WHERE id = $1`,
  newTable: `INSERT INTO circle_tables (table_id, circle_id, created_at) VALUES ($1, $2, $3)`,
  circleOfTable: `SELECT circle_id FROM circle_tables WHERE table_id = $1`,
  tables: `SELECT ${TABLE_LINE_COLUMNS}
    FROM circle_tables c JOIN tables t ON t.id = c.table_id WHERE c.circle_id = $1 AND t.closed_at IS NULL ORDER BY t.updated_at DESC, t.id LIMIT $2`,
  games: `SELECT g.table_id, g.game_no, g.game, g.seats, g.outcome, g.finished_at, p.players
    FROM circle_games g JOIN games p ON p.table_id = g.table_id AND p.game_no = g.game_no
    WHERE g.circle_id = $1 ORDER BY g.finished_at, g.table_id, g.game_no LIMIT $2`,
  owners: `SELECT s.table_id, s.key_hash, s.player_id FROM player_seats s JOIN circle_tables c ON c.table_id = s.table_id WHERE c.circle_id = $1`,
};

/**
 * The game that just ended at a circle's table, with the seats its table's row holds: one
 * statement in the transaction that stores the outcome (nothing for other tables), so a game
 * is in the standings exactly when its outcome is stored.
 */
export const RECORD_CIRCLE_GAME = `INSERT INTO circle_games (circle_id, table_id, game_no, game, seats, outcome, finished_at)
  SELECT c.circle_id, t.id, $2, t.game, t.seats, $3, $4 FROM circle_tables c JOIN tables t ON t.id = c.table_id WHERE c.table_id = $1
  ON CONFLICT (table_id, game_no) DO NOTHING`;

function* one(statement: Statement): Work<Row[]> {
  return yield statement;
}

export class SqlCircleStore implements CircleStore {
  constructor(private readonly run: Runner) {}

  createCircle(circle: CircleRecord, handle: string, most: number): Maybe<"created" | "full"> {
    return this.run("createCircle", "write", create(circle, handle, most));
  }

  membership(circleId: string, playerId: string): Maybe<Membership | null> {
    return then(this.run("circleMembership", "single", one(q(SQL.membership, circleId, playerId))), ([row]) => (row ? membershipFrom(row) : null));
  }

  circlesOf(playerId: string): Maybe<CircleLine[]> {
    return then(this.run("circlesOf", "single", one(q(SQL.circlesOf, playerId))), (rows) =>
      rows.map((row) => ({ ...membershipFrom(row), members: Number(row.members), joinedAt: Number(row.joined_at) })),
    );
  }

  members(circleId: string): Maybe<MemberLine[]> {
    return then(this.run("circleMembers", "single", one(q(SQL.members, circleId))), (rows) =>
      rows.map((row) => ({ handle: String(row.handle), playerId: String(row.player_id), name: String(row.name), joinedAt: Number(row.joined_at) })),
    );
  }

  keepInvite(invite: InviteRecord, mostOpen: number): Maybe<"kept" | "full"> {
    return this.run("keepInvite", "write", keepInvite(invite, mostOpen));
  }

  invites(circleId: string, now: number): Maybe<Omit<InviteRecord, "tokenHash">[]> {
    return then(this.run("circleInvites", "single", one(q(SQL.invites, circleId, now))), (rows) =>
      rows.map((row) => ({ handle: String(row.handle), circleId: String(row.circle_id), madeBy: String(row.made_by), createdAt: Number(row.created_at), expiresAt: time(row.expires_at) })),
    );
  }

  revokeInvite(circleId: string, handle: string, by: string): Maybe<"revoked" | "missing" | "not-yours"> {
    return this.run("revokeInvite", "write", revoke(circleId, handle, by));
  }

  invite(tokenHash: string, now: number): Maybe<{ circleId: string; name: string; members: number } | null> {
    return then(this.run("circleInvite", "single", one(q(SQL.invite, tokenHash, now))), ([row]) =>
      row ? { circleId: String(row.circle_id), name: String(row.name), members: Number(row.members) } : null,
    );
  }

  join(tokenHash: string, playerId: string, handle: string, now: number, most: { members: number; circles: number }): Maybe<JoinAnswer> {
    return this.run("joinCircle", "write", join(tokenHash, playerId, handle, now, most));
  }

  leave(circleId: string, playerId: string): Maybe<"left" | "ended" | "not-member"> {
    return this.run("leaveCircle", "write", leaveCircle(circleId, playerId));
  }

  removeMember(circleId: string, by: string, handle: string): Maybe<{ removed: string } | "not-member" | "not-creator" | "missing" | "self"> {
    return this.run("removeMember", "write", removeMember(circleId, by, handle));
  }

  addTable(circleId: string, tableId: string, playerId: string, at: number): Maybe<boolean> {
    return this.run("addCircleTable", "write", addTable(circleId, tableId, playerId, at));
  }

  circleOfTable(tableId: string): Maybe<string | null> {
    return then(this.run("circleOfTable", "single", one(q(SQL.circleOfTable, tableId))), ([row]) => (row ? String(row.circle_id) : null));
  }

  tables(circleId: string, most: number): Maybe<TableLine[]> {
    return then(this.run("circleTables", "single", one(q(SQL.tables, circleId, most))), (rows) => rows.map(tableLine));
  }

  games(circleId: string, most: number): Maybe<CircleGameRow[]> {
    return then(this.run("circleGames", "single", one(q(SQL.games, circleId, most))), (rows) =>
      rows.map((row) => ({
        tableId: String(row.table_id), gameNo: Number(row.game_no), game: String(row.game), seats: JSON.parse(String(row.seats)) as SeatRecord[],
        outcome: JSON.parse(String(row.outcome)) as Outcome, finishedAt: Number(row.finished_at), players: JSON.parse(String(row.players)) as string[],
      })),
    );
  }

  owners(circleId: string): Maybe<Map<string, string>> {
    return then(this.run("circleOwners", "single", one(q(SQL.owners, circleId))), (rows) => new Map(rows.map((row) => [`${String(row.table_id)} ${String(row.key_hash)}`, String(row.player_id)])));
  }

  memberIds(circleId: string): Maybe<string[]> {
    return then(this.run("circleMemberIds", "single", one(q(SQL.memberIds, circleId))), (rows) => rows.map((row) => String(row.player_id)));
  }
}

function* create(circle: CircleRecord, handle: string, most: number): Work<"created" | "full"> {
  // The player's row first: two creations at once (Postgres) then count one after the other.
  yield q(SQL.touchPlayer, circle.creatorId);
  const [count] = yield q(SQL.circlesOfPlayer, circle.creatorId);
  if (Number(count.n) >= most) return "full";
  yield q(SQL.newCircle, circle.id, circle.name, circle.creatorId, circle.createdAt);
  yield q(SQL.newMember, circle.id, circle.creatorId, handle, circle.createdAt);
  return "created";
}

function* keepInvite(invite: InviteRecord, mostOpen: number): Work<"kept" | "full"> {
  yield q(SQL.lock, invite.circleId);
  yield q(SQL.purgeInvites, invite.circleId, invite.createdAt);
  const [count] = yield q(SQL.openInvites, invite.circleId);
  if (Number(count.n) >= mostOpen) return "full";
  yield q(SQL.newInvite, invite.tokenHash, invite.handle, invite.circleId, invite.madeBy, invite.createdAt, invite.expiresAt);
  return "kept";
}

function* revoke(circleId: string, handle: string, by: string): Work<"revoked" | "missing" | "not-yours"> {
  const [circle] = yield q(SQL.lock, circleId);
  const [invite] = yield q(SQL.inviteByHandle, circleId, handle);
  if (circle === undefined || invite === undefined) return "missing";
  if (String(invite.made_by) !== by && String(circle.creator_id) !== by) return "not-yours";
  yield q(SQL.revoke, circleId, handle);
  return "revoked";
}

function* join(tokenHash: string, playerId: string, handle: string, now: number, most: { members: number; circles: number }): Work<JoinAnswer> {
  const [invite] = yield q(SQL.invite, tokenHash, now);
  if (invite === undefined) return { result: "bad-invite" };
  const circleId = String(invite.circle_id);
  yield q(SQL.lock, circleId);
  yield q(SQL.touchPlayer, playerId);
  if ((yield q(SQL.membership, circleId, playerId)).length > 0) return { result: "member", circleId };
  const [members] = yield q(SQL.membersOfCircle, circleId);
  if (Number(members.n) >= most.members) return { result: "circle-full" };
  const [circles] = yield q(SQL.circlesOfPlayer, playerId);
  if (Number(circles.n) >= most.circles) return { result: "too-many-circles" };
  yield q(SQL.newMember, circleId, playerId, handle, now);
  return { result: "joined", circleId };
}

/** The player leaves the circle (also when a player is deleted: ./player-store.ts). */
export function* leaveCircle(circleId: string, playerId: string): Work<"left" | "ended" | "not-member"> {
  const [circle] = yield q(SQL.lock, circleId);
  if (circle === undefined || (yield q(SQL.membership, circleId, playerId)).length === 0) return "not-member";
  yield q(SQL.dropMember, circleId, playerId);
  const [next] = yield q(SQL.longestMember, circleId);
  if (next === undefined) {
    // The last member: the circle ends. Its tables and their games stay, as any table's do.
    for (const statement of [SQL.dropInvites, SQL.dropGames, SQL.dropTables, SQL.dropCircle]) yield q(statement, circleId);
    return "ended";
  }
  if (String(circle.creator_id) === playerId) yield q(SQL.newCreator, circleId, String(next.player_id));
  return "left";
}

function* removeMember(circleId: string, by: string, handle: string): Work<{ removed: string } | "not-member" | "not-creator" | "missing" | "self"> {
  const [circle] = yield q(SQL.lock, circleId);
  if (circle === undefined || (yield q(SQL.membership, circleId, by)).length === 0) return "not-member";
  if (String(circle.creator_id) !== by) return "not-creator";
  const [member] = yield q(SQL.memberByHandle, circleId, handle);
  if (member === undefined) return "missing";
  const removed = String(member.player_id);
  if (removed === by) return "self";
  yield q(SQL.dropMember, circleId, removed);
  return { removed };
}

function* addTable(circleId: string, tableId: string, playerId: string, at: number): Work<boolean> {
  yield q(SQL.lock, circleId);
  if ((yield q(SQL.membership, circleId, playerId)).length === 0) return false;
  yield q(SQL.newTable, tableId, circleId, at);
  return true;
}

function membershipFrom(row: Row): Membership {
  return { circle: { id: String(row.id), name: String(row.name), creatorId: String(row.creator_id), createdAt: Number(row.created_at) }, handle: String(row.handle) };
}

const time = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
