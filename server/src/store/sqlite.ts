import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { log } from "../log.js";
import { startCheckpointer, type Checkpointer } from "./checkpointer.js";
import { StoreError } from "./error.js";
import { SqlStore, type Driver, type Isolation, type Statement, type Work } from "./sql-store.js";
import type { TableStore } from "./store.js";

/**
 * The embedded backend: the file `<dataDir>/tablee.sqlite` through node:sqlite (no npm
 * dependency). Each call does all its work synchronously and answers at once (../steps.ts), so
 * two calls of one process never interleave within a transaction and a call has committed by
 * the time it answers.
 *
 * Durability: WAL journal with synchronous=NORMAL. A commit has been written to the WAL file
 * when its call answers, so a killed process loses nothing it acknowledged; the WAL is
 * synced to disk at checkpoints only, so a power cut or a kernel crash may lose the last
 * commits (never corrupt the file). FULL would sync on every commit, at the cost of one disk
 * flush per action.
 */
export async function openSqlite(dataDir: string, owner: string): Promise<TableStore> {
  const file = join(dataDir, "tablee.sqlite");
  let driver: SqliteDriver;
  try {
    mkdirSync(dataDir, { recursive: true });
    driver = new SqliteDriver(file);
  } catch (error) {
    throw new StoreError("open", null, "failed", `${file}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  return SqlStore.open(driver, owner);
}

/**
 * The WAL file's size once a checkpoint has emptied it: SQLite reuses the log from its start
 * but keeps the file as large as it ever grew, and under steady writes a PASSIVE checkpoint
 * only now and then catches up (the hour's soak left 145 MB). 4 MB is what SQLite's own
 * automatic checkpoints let a log reach.
 */
export const WAL_KEPT_BYTES = 4 * 1024 * 1024;

/** How long a call waits for another process's write lock on the file (it blocks the event
 * loop meanwhile: one process per file is the normal case). */
const BUSY_MS = 5_000;

// SQLite's extended result codes for the constraints the store expects to break.
const DUPLICATE = new Set([1555, 2067]); // SQLITE_CONSTRAINT_PRIMARYKEY, SQLITE_CONSTRAINT_UNIQUE
const MISSING = 787; // SQLITE_CONSTRAINT_FOREIGNKEY

class SqliteDriver implements Driver {
  readonly kind = "sqlite";
  private readonly db: DatabaseSync;
  private readonly prepared = new Map<string, StatementSync>();
  private readonly checkpointer: Checkpointer;
  private closing: Promise<void> | undefined;

  constructor(file: string) {
    this.db = new DatabaseSync(file, { timeout: BUSY_MS, enableForeignKeyConstraints: true });
    const { journal_mode: mode } = this.db.prepare("PRAGMA journal_mode = WAL").get() as { journal_mode: string };
    // Some file systems cannot hold a WAL; the durability promised above depends on it.
    if (mode !== "wal") throw new Error(`the journal stays "${mode}": WAL is not available here`);
    this.db.exec("PRAGMA synchronous = NORMAL");
    // Checkpoints happen in a worker (./checkpointer.ts), never on this connection.
    this.db.exec("PRAGMA wal_autocheckpoint = 0");
    // Applied by this connection: the first commit after the log restarts cuts the file back.
    this.db.exec(`PRAGMA journal_size_limit = ${WAL_KEPT_BYTES}`);
    this.checkpointer = startCheckpointer(file, (message) => log.error({ file, message }, "WAL checkpoint failed"));
  }

  run<T>(work: Work<T>, isolation: Isolation): T {
    const transaction = isolation !== "single";
    // IMMEDIATE takes the write lock up front: a transaction that reads before it writes
    // cannot then fail because another process wrote meanwhile. That lock is also what
    // serialises migrations and claims between processes.
    if (transaction) this.db.exec(isolation === "read" ? "BEGIN" : "BEGIN IMMEDIATE");
    try {
      let step = work.next();
      while (!step.done) step = work.next(this.statement(step.value).all(...step.value.params) as Record<string, unknown>[]);
      if (transaction) this.db.exec("COMMIT");
      return step.value;
    } catch (error) {
      if (this.db.isOpen && this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
  }

  violation(error: unknown): "duplicate" | "missing" | null {
    const code = (error as { errcode?: number } | null)?.errcode;
    if (code === undefined) return null;
    return DUPLICATE.has(code) ? "duplicate" : code === MISSING ? "missing" : null;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.checkpointer.stop();
      // Everything back in the database file: the WAL is left empty.
      this.db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      this.db.close();
    })();
    return this.closing;
  }

  /** Prepared once per SQL text, with Postgres's $n rewritten to SQLite's ?n. */
  private statement({ sql }: Statement): StatementSync {
    let prepared = this.prepared.get(sql);
    if (prepared === undefined) {
      prepared = this.db.prepare(sql.replace(/\$(\d+)/g, "?$1"));
      this.prepared.set(sql, prepared);
    }
    return prepared;
  }
}
