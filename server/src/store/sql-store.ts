import type { BotLevel, Outcome, Pace } from "@tablee/shared";
import { then, type Maybe } from "../steps.js";
import { StoreError } from "./error.js";
import { StoreHealth } from "./health.js";
import { RECORD_CIRCLE_GAME, SqlCircleStore, type CircleStore } from "./circle-store.js";
import { SqlPlayerStore, type PlayerStore } from "./player-store.js";
import { SqlPushStore, type PushStore } from "./push-store.js";
import { MIGRATIONS, SCHEMA, SQL } from "./sql.js";
import type { ActionRecord, AfterAction, GameStart, StoredGame, StoredTable, TableRecord, TableRow, TableStore } from "./store.js";

/**
 * The table store once for both backends: what each call runs (./sql.ts) and how rows become
 * records. A backend is only a Driver that runs statements.
 */

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

/**
 * A call's statements, one at a time: each `yield` hands the driver a statement and receives
 * its rows, so a later statement can depend on an earlier one's answer and SQLite can run a
 * whole call synchronously while Postgres awaits each round trip.
 */
export type Work<T> = Generator<Statement, T, Row[]>;

/**
 * How a driver runs a work:
 * - "single": one statement, committed on its own;
 * - "read": several reads that see one snapshot;
 * - "write": one transaction;
 * - "migrate", "claim": one transaction that also waits for every other process's transaction
 *   of the same kind, so two processes never migrate, or hand out tables, at the same time.
 */
export type Isolation = "single" | "read" | "write" | "migrate" | "claim";

export interface Driver {
  readonly kind: string;
  /**
   * Several processes may serve this database (Postgres): tables have owners and leases.
   * Else (the embedded file, locked to one process) this process takes every open table.
   */
  readonly shared: boolean;
  /** SQLite runs a work at once (a value, or throws); Postgres answers with a promise. */
  run<T>(work: Work<T>, isolation: Isolation): Maybe<T>;
  /** The constraint a failed statement broke, when it is one a store call expects. */
  violation(error: unknown): "duplicate" | "missing" | null;
  /**
   * Listens between calls: `fault` when the driver knows its database is gone, `suspect` when
   * something hints that it may be (the store is then tried at once).
   */
  watch?(fault: (reason: string) => void, suspect: () => void): void;
  /**
   * What the health probe needs beyond its own small write before it says the store is back:
   * a write can fit in room the log already has while the next ones do not.
   */
  settle?(): void;
  /** Idempotent. */
  close(): Promise<void>;
}

const q = (sql: string, ...params: SqlValue[]): Statement => ({ sql, params });

function* one(statement: Statement): Work<Row[]> {
  return yield statement;
}

/** What a failed call says when the driver recognises the constraint it broke. */
type Explained = Partial<Record<"duplicate" | "missing", string>>;

/**
 * How far behind its last action a table's updated_at may stay while its game is played.
 * closeIdle counts in days; moving the table's row (and its idle index) with every action
 * had doubled what storing an action costs (85 against 40 µs on the embedded store).
 */
export const TOUCH_MS = 60_000;

/** The calls that only read: they are tried even while the store fails. */
const READS = new Set(["openTableIds", "loadTable", "dueTables", "tableRow", "seatKeyHashes", "pushSubscriptions", "player", "credential", "credentials", "session", "sessions", "deviceLink", "heldHashes", "tablesOf",
  "circleMembership", "circlesOf", "circleMembers", "circleInvites", "circleInvite", "circleOfTable", "circleTables", "circleGames", "circleOwners", "circleMemberIds",
  "seatTargets", "personTargets", "playerDevices", "quietHours", "heldPlayers"]);

export class SqlStore implements TableStore {
  readonly kind: string;
  readonly health: StoreHealth;
  readonly push: PushStore;
  readonly players: PlayerStore;
  readonly circles: CircleStore;

  /** Brings the database's schema up to date, then serves it. */
  static async open(driver: Driver, owner: string): Promise<SqlStore> {
    try {
      await driver.run(migrate(Date.now()), "migrate");
    } catch (error) {
      await driver.close();
      throw new StoreError("migrate", null, "failed", `${driver.kind}: ${text(error)}`, { cause: error });
    }
    return new SqlStore(driver, owner);
  }

  /** When this process last moved each table's updated_at (see TOUCH_MS). */
  private readonly touched = new Map<string, number>();

  private constructor(
    private readonly driver: Driver,
    readonly owner: string,
  ) {
    this.kind = driver.kind;
    this.push = new SqlPushStore((operation, isolation, work) => this.call(operation, null, isolation, work));
    this.players = new SqlPlayerStore((operation, isolation, work) => this.call(operation, null, isolation, work));
    this.circles = new SqlCircleStore((operation, isolation, work) => this.call(operation, null, isolation, work));
    // A write that changes nothing: it needs the database reachable and writable (a page to
    // the WAL, a row version in Postgres), and is answered like any other call.
    this.health = new StoreHealth(driver.kind, () =>
      then(this.call("probe", null, "single", one(q(SQL.probe, owner))), () => {
        driver.settle?.();
        this.health.succeeded();
      }),
    );
    driver.watch?.(
      (reason) => this.health.failed(reason),
      () => void this.health.check(),
    );
  }

  saveTable(t: TableRecord): Maybe<void> {
    return this.moved(t.id, t.updatedAt, this.call("saveTable", t.id, "single", one(this.saving(t))));
  }

  startGame(tableId: string, game: GameStart, table?: TableRecord): Maybe<void> {
    const insert = q(SQL.startGame, tableId, game.gameNo, game.seed, JSON.stringify(game.players), game.startedAt);
    const answer = this.call("startGame", tableId, "write", together(touching(insert, tableId, game.startedAt), table && this.saving(table)), {
      duplicate: `game ${game.gameNo} is stored already`,
      missing: "the table is not stored",
    });
    return this.moved(tableId, game.startedAt, answer);
  }

  appendAction(tableId: string, gameNo: number, index: number, a: ActionRecord, after: AfterAction = {}): Maybe<void> {
    const insert = q(SQL.appendAction, tableId, gameNo, index, a.seat, JSON.stringify(a.action ?? null), a.digest, a.at);
    const last = this.touched.get(tableId);
    const touch = last === undefined || a.at - last >= TOUCH_MS || after.outcome !== undefined;
    const first = after.outcome !== undefined ? ending(insert, tableId, gameNo, after.outcome, a.at) : touch ? touching(insert, tableId, a.at) : alone(insert);
    const row = after.table && this.saving(after.table);
    // Most moves store one row: one statement needs no transaction around it.
    const isolation = after.outcome === undefined && !touch && row === undefined ? "single" : "write";
    const work = after.outcome === undefined ? together(first, row) : circleGame(together(first, row), tableId, gameNo, after.outcome, a.at);
    const answer = this.call("appendAction", tableId, isolation, work, {
      duplicate: `action ${index} of game ${gameNo} is stored already`,
      missing: `game ${gameNo} is not stored`,
    });
    return touch ? this.moved(tableId, a.at, answer) : nothing(answer);
  }

  finishGame(tableId: string, gameNo: number, outcome: Outcome, at: number): Maybe<void> {
    return this.moved(tableId, at, this.call("finishGame", tableId, "write", circleGame(finish(tableId, gameNo, outcome, at), tableId, gameNo, outcome, at)));
  }

  closeTable(tableId: string, at: number): Maybe<void> {
    this.touched.delete(tableId);
    return this.call("closeTable", tableId, "single", closing(tableId, at));
  }

  openTableIds(): Maybe<string[]> {
    return then(this.call("openTableIds", null, "single", one(q(SQL.openTableIds))), (rows) => rows.map((row) => String(row.id)));
  }

  tableRow(tableId: string): Maybe<TableRow | null> {
    return then(this.call("tableRow", tableId, "single", one(q(SQL.table, tableId))), ([row]) => (row === undefined ? null : tableFrom(row)));
  }

  loadTable(tableId: string): Maybe<StoredTable | null> {
    return this.call("loadTable", tableId, "read", load(tableId));
  }

  closeIdle(before: number, at: number): Maybe<string[]> {
    return then(this.call("closeIdle", null, "single", one(q(SQL.closeIdle, before, at, this.owner))), (rows) => {
      const ids = oldestFirst(rows);
      for (const id of ids) this.touched.delete(id);
      return ids;
    });
  }

  claimTables(now: number, until: number): Maybe<string[]> {
    return this.call("claimTables", null, "claim", claim(this.owner, now, until, this.driver.shared));
  }

  sleepTable(tableId: string, wakeAt: number | null): Maybe<boolean> {
    return then(this.call("sleepTable", tableId, "single", one(q(SQL.sleep, tableId, wakeAt, this.owner))), (rows) => rows.length === 1);
  }

  wakeTable(tableId: string): Maybe<boolean> {
    return then(this.call("wakeTable", tableId, "single", one(q(SQL.wake, tableId, this.owner))), (rows) => rows.length === 1);
  }

  dueTables(now: number, limit: number): Maybe<string[]> {
    return then(this.call("dueTables", null, "single", one(q(SQL.due, now, limit))), (rows) => rows.map((row) => String(row.id)));
  }

  endLease(owner: string): Maybe<void> {
    return nothing(this.call("endLease", null, "single", one(q(SQL.endLease, owner))));
  }

  releaseTables(): Maybe<void> {
    return this.call("releaseTables", null, "write", release(this.owner));
  }

  close(): Promise<void> {
    this.health.stop();
    return this.driver.close();
  }

  private saving(t: TableRecord): Statement {
    return q(SQL.saveTable, t.id, t.game, t.seatCount, JSON.stringify(t.options), t.private ? 1 : 0, t.host, t.phase,
      JSON.stringify(t.seats), JSON.stringify(t.chat), this.owner, t.createdAt, t.updatedAt, t.clock, t.takeover, t.pace, t.awayAfter, JSON.stringify(t.turn));
  }

  /** Remembers, once a call that moved the table's updated_at up to `at` has succeeded. */
  private moved(tableId: string, at: number, answer: Maybe<unknown>): Maybe<void> {
    return then(answer, () => {
      if (at > (this.touched.get(tableId) ?? -Infinity)) this.touched.set(tableId, at);
    });
  }

  /**
   * Runs a call's work; any failure becomes a StoreError that names the call and its table,
   * always as a rejected promise (a caller that waits for nothing on success still sees it).
   * A failure other than a broken constraint makes the store's health failing; while it fails,
   * writes are refused without being tried (only its probe says when the store is back: a
   * write that happens to fit on a full disk would not).
   */
  private call<T>(operation: string, tableId: string | null, isolation: Isolation, work: Work<T>, explained: Explained = {}): Maybe<T> {
    const failed = (error: unknown): never => {
      if (error instanceof StoreError) throw error;
      const violation = this.driver.violation(error);
      const detail = (violation && explained[violation]) ?? `${this.kind}: ${text(error)}`;
      if (violation === null) this.health.failed(detail);
      throw new StoreError(operation, tableId, violation ?? "failed", detail, { cause: error });
    };
    try {
      const writes = isolation !== "read" && !READS.has(operation) && operation !== "probe";
      if (writes && this.health.failing !== null) throw new Error(`not tried while the store fails (${this.health.failing})`);
      const answer = this.driver.run(work, isolation);
      return answer instanceof Promise ? answer.catch(failed) : answer;
    } catch (error) {
      return Promise.reject(error).catch(failed);
    }
  }
}

function text(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function* migrate(now: number): Work<void> {
  yield q(SCHEMA.create);
  const applied = new Set((yield q(SCHEMA.versions)).map((row) => Number(row.version)));
  const known = MIGRATIONS[MIGRATIONS.length - 1].version;
  const newest = Math.max(0, ...applied);
  // A newer server migrated this database: running on it would misread its rows.
  if (newest > known) throw new Error(`the database is at version ${newest}, this server knows up to ${known}`);
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    for (const statement of migration.statements) yield q(statement);
    yield q(SCHEMA.applied, migration.version, now);
  }
}

function nothing(answer: Maybe<unknown>): Maybe<void> {
  return then(answer, () => undefined);
}

function* closing(tableId: string, at: number): Work<void> {
  const rows = yield q(SQL.closeTable, tableId, at);
  if (rows.length === 0) throw new StoreError("closeTable", tableId, "missing", "the table is not stored");
}

function* alone(write: Statement): Work<void> {
  yield write;
}

/** A write to one of a table's games, and the table's updated_at moved up to `at`: a game in
 * play is not idle even when nothing else about its table changes. */
function* touching(write: Statement, tableId: string, at: number): Work<void> {
  yield write;
  yield q(SQL.touch, tableId, at);
}

/** A work, then the table's row saved in the same transaction. */
function* together(work: Work<void>, table: Statement | undefined): Work<void> {
  yield* work;
  if (table) yield table;
}

/** A game's end, then a circle's table's record of it (circle-store.ts), in the same transaction. */
function* circleGame(work: Work<void>, tableId: string, gameNo: number, outcome: Outcome, at: number): Work<void> {
  yield* work;
  yield q(RECORD_CIRCLE_GAME, tableId, gameNo, JSON.stringify(outcome), at);
}

/** The game's last action and its outcome. */
function* ending(insert: Statement, tableId: string, gameNo: number, outcome: Outcome, at: number): Work<void> {
  yield insert;
  yield* finish(tableId, gameNo, outcome, at);
}

function* finish(tableId: string, gameNo: number, outcome: Outcome, at: number): Work<void> {
  const found = yield q(SQL.finishGame, tableId, gameNo, JSON.stringify(outcome), at);
  if (found.length === 0) throw new StoreError("finishGame", tableId, "missing", `game ${gameNo} is not stored`);
  yield q(SQL.touch, tableId, at);
}

function* load(tableId: string): Work<StoredTable | null> {
  const [row] = yield q(SQL.table, tableId);
  if (row === undefined) return null;
  const gameRows = yield q(SQL.games, tableId);
  const actionRows = yield q(SQL.actions, tableId);
  const games = new Map<number, StoredGame>(gameRows.map((g) => [Number(g.game_no), gameFrom(g)]));
  for (const a of actionRows) {
    games.get(Number(a.game_no))!.actions.push({ seat: Number(a.seat), action: JSON.parse(String(a.action)), digest: String(a.digest), at: Number(a.at) });
  }
  return { ...tableFrom(row), games: [...games.values()] };
}

function* claim(owner: string, now: number, until: number, shared: boolean): Work<string[]> {
  yield q(SQL.lease, owner, until);
  yield shared ? q(SQL.claim, owner, now) : q(SQL.claimAll, owner);
  return (yield q(SQL.owned, owner)).map((row) => String(row.id));
}

function* release(owner: string): Work<void> {
  yield q(SQL.disown, owner);
  yield q(SQL.unlease, owner);
}

function oldestFirst(rows: Row[]): string[] {
  const byAge = (a: Row, b: Row): number => Number(a.created_at) - Number(b.created_at) || String(a.id).localeCompare(String(b.id));
  return [...rows].sort(byAge).map((row) => String(row.id));
}

// Postgres hands BIGINT columns back as strings, SQLite as numbers: every number goes through
// Number().
const time = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function tableFrom(row: Row): TableRow {
  return {
    id: String(row.id),
    game: String(row.game),
    seatCount: Number(row.seat_count),
    options: JSON.parse(String(row.options)),
    private: Number(row.private) === 1,
    host: String(row.host),
    phase: String(row.phase) as StoredTable["phase"],
    seats: JSON.parse(String(row.seats)),
    chat: JSON.parse(String(row.chat)),
    pace: String(row.pace) as Pace,
    clock: Number(row.clock),
    takeover: String(row.takeover) as BotLevel,
    awayAfter: Number(row.away_after),
    turn: JSON.parse(String(row.turn)),
    asleep: Number(row.asleep) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    closedAt: time(row.closed_at),
  };
}

function gameFrom(row: Row): StoredGame {
  return {
    gameNo: Number(row.game_no),
    seed: String(row.seed),
    players: JSON.parse(String(row.players)),
    startedAt: Number(row.started_at),
    actions: [],
    outcome: row.outcome === null ? null : JSON.parse(String(row.outcome)),
    finishedAt: time(row.finished_at),
  };
}
