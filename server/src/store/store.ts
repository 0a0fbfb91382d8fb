import type { BotLevel, Outcome, Pace } from "@tablee/shared";
import type { Maybe } from "../steps.js";
import type { StoreHealth } from "./health.js";
import type { CircleStore } from "./circle-store.js";
import type { PlayerStore } from "./player-store.js";
import type { PushStore } from "./push-store.js";

/**
 * What the server keeps of a table so that it outlives the process: enough to rebuild every
 * game exactly (seed, options, the ordered actions) and to let its people back in (seat
 * names and the hash of each seat key). Two backends implement it with the same SQL:
 * SQLite (`node:sqlite`, the embedded default under DATA_DIR) and Postgres (`DATABASE_URL`).
 *
 * Every write answers once it is durable against a killed process: the room tells nobody
 * about a change before its write has answered ("write before you tell"). The embedded store
 * answers at once (a plain value; a failure is still a rejected promise), Postgres with a
 * promise: see ../steps.ts.
 */
export interface TableStore {
  /** "sqlite" or "postgres", for logs and the bench. */
  readonly kind: string;
  /** The process this store writes for (a stable name: the same after a restart). */
  readonly owner: string;
  /** Whether the store takes writes now (./health.ts). */
  readonly health: StoreHealth;
  /** Web Push's keys and subscriptions (./push-store.ts). */
  readonly push: PushStore;
  /** Players: names, passkeys, sessions and the seats that are theirs (./player-store.ts). */
  readonly players: PlayerStore;
  /** Circles of friends: members, invite links, their tables and finished games (./circle-store.ts). */
  readonly circles: CircleStore;
  /** Creates the table's row, or replaces what it says of seats, phase, host, chat, privacy. */
  saveTable(table: TableRecord): Maybe<void>;
  /**
   * A game starts at the table: its number (1, 2… for rematches), its secret seed, who plays;
   * with `table`, the table's row saved in the same transaction.
   */
  startGame(tableId: string, game: GameStart, table?: TableRecord): Maybe<void>;
  /**
   * One accepted action, number `index` (0, 1…) of game `gameNo`, and what it changed besides
   * (`after`), in one transaction: a failure stores none of it. Appending an index that is
   * already stored is an error: two processes never write the same table.
   */
  appendAction(tableId: string, gameNo: number, index: number, action: ActionRecord, after?: AfterAction): Maybe<void>;
  /** The game is over: its outcome, kept for history. */
  finishGame(tableId: string, gameNo: number, outcome: Outcome, at: number): Maybe<void>;
  /** The table is closed for good (abandoned, or idle too long); it stays as history. */
  closeTable(tableId: string, at: number): Maybe<void>;
  /** The ids of every table not closed yet, oldest first. */
  openTableIds(): Maybe<string[]>;
  /** A table's row without its games (what a link's page shows of a table asleep), or null if unknown. */
  tableRow(tableId: string): Maybe<TableRow | null>;
  /** A table with every game it played and each game's actions, or null if unknown. */
  loadTable(tableId: string): Maybe<StoredTable | null>;
  /** Closes every open table of this process not updated since `before` (epoch ms); returns their ids. */
  closeIdle(before: number, at: number): Maybe<string[]>;
  /**
   * Several processes share one database: each open table has one owning process (the store's
   * `owner`; a table belongs to the process that saved it first), and each process holds a
   * lease that it renews. Renews this process's lease until `until`, takes every open table
   * whose owner's lease ran out before `now` (or that has no owner), and returns the ids of all
   * open tables this process now owns, those it held already included. Safe when several
   * processes call it at once: a table is never taken by two.
   */
  claimTables(now: number, until: number): Maybe<string[]>;
  /**
   * A turn-based table nobody is at leaves this process: its row is the table until it wakes
   * (`wakeAt`: its next clock deadline, null without one). False when this process does not
   * own it (any more).
   */
  sleepTable(tableId: string, wakeAt: number | null): Maybe<boolean>;
  /** Takes a sleeping table for this process; true for exactly one caller of all processes. */
  wakeTable(tableId: string): Maybe<boolean>;
  /** Sleeping tables whose clock deadline is past `now`, the most overdue first (at most `limit`). */
  dueTables(now: number, limit: number): Maybe<string[]>;
  /** Ends this process's lease at once (a process that stops cleanly): others may take its tables. */
  releaseTables(): Maybe<void>;
  /** Ends another process's lease at once: it is known dead (table/dead-processes.ts). */
  endLease(owner: string): Maybe<void>;
  close(): Promise<void>;
}

export type TablePhase = "waiting" | "playing" | "over";

export interface SeatRecord {
  /** "" while nobody holds the seat. */
  name: string;
  /** SHA-256 (hex) of the seat key given to whoever holds the seat; "" without one. */
  keyHash: string;
  /** A bot plays the seat (seated by the host, or standing in for `name`). */
  bot?: BotLevel;
  /** The bot plays for the seat's holder, who may take it back with their key. */
  standIn?: boolean;
  /** The host let a newcomer take the stand-in's seat. */
  open?: boolean;
  /** Epoch ms when the seat's turn clock runs out (a restart keeps it). */
  deadline?: number;
  /** The clock ran out this many decisions in a row. */
  timeouts?: number;
}

export interface ChatRecord {
  name: string;
  seat: number;
  spectator: boolean;
  text: string;
  at: number;
}

export interface TableRecord {
  id: string;
  game: string;
  seatCount: number;
  /** The game's options as the server read them (never the client's raw input). */
  options: Record<string, unknown>;
  private: boolean;
  /** The host's name, "" if nobody is at the table. */
  host: string;
  phase: TablePhase;
  /** Index = seat. */
  seats: SeatRecord[];
  /** The last lines of the chat, oldest first. */
  chat: ChatRecord[];
  /** Live (everybody at once) or turn-based (over days). */
  pace: Pace;
  /** Seconds per decision on the turn clock; 0: none. */
  clock: number;
  /** The level of the bot that takes an away player's seat. */
  takeover: BotLevel;
  /** Missed moves in a row after which the bot keeps the seat. */
  awayAfter: number;
  /** The seats the game awaits now (public: whose turn it is). */
  turn: number[];
  createdAt: number;
  updatedAt: number;
}

export interface GameStart {
  gameNo: number;
  seed: string;
  /** The seated players' names, index = seat. */
  players: string[];
  startedAt: number;
}

export interface ActionRecord {
  seat: number;
  action: unknown;
  /** A digest of the game's views after this action, "" for none (table/views.ts, `digestDue`): a restore checks it. */
  digest: string;
  at: number;
}

export interface AfterAction {
  /** The action ended the game (finishGame's write). */
  outcome?: Outcome;
  /** The table's row as the action left it (saveTable's write). */
  table?: TableRecord;
}

export interface StoredGame extends GameStart {
  actions: ActionRecord[];
  outcome: Outcome | null;
  finishedAt: number | null;
}

export type TableRow = Omit<StoredTable, "games">;

export interface StoredTable extends TableRecord {
  closedAt: number | null;
  /** Asleep: no process holds it; it wakes on its link, a push click or its deadline. */
  asleep: boolean;
  /** Every game of the table, in order; the last one is the current one. */
  games: StoredGame[];
}

export interface StoreOptions {
  /** Postgres when set (`DATABASE_URL`); else SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Where the embedded database lives (`DATA_DIR`, default ./data). */
  dataDir?: string;
  /** This process's name for table ownership; stable across restarts of the same process. */
  owner: string;
}
