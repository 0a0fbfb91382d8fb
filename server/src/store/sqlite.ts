import { mkdirSync, renameSync, rmSync, statfsSync, statSync, type Stats } from "node:fs";
import { dirname, join } from "node:path";
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

/** The free disk a store that failed needs before it is back (see settle). */
const ROOM_BYTES = 1024 * 1024;

/** How often the driver checks that its path still names the file it has open. */
const CHECK_MS = 1_000;

class SqliteDriver implements Driver {
  readonly kind = "sqlite";
  readonly shared = false;
  private db!: DatabaseSync;
  private readonly prepared = new Map<string, StatementSync>();
  private checkpointer!: Checkpointer;
  /** The file this connection has open, as the path named it then. */
  private opened!: Stats;
  /** Why every call is refused: the path no longer names the open file. */
  private gone: string | null = null;
  private restoring: Promise<void> | null = null;
  private watcher: NodeJS.Timeout | undefined;
  private closing: Promise<void> | undefined;

  constructor(private readonly file: string) {
    this.open();
  }

  private open(): void {
    this.db = new DatabaseSync(this.file, { timeout: BUSY_MS, enableForeignKeyConstraints: true });
    const { journal_mode: mode } = this.db.prepare("PRAGMA journal_mode = WAL").get() as { journal_mode: string };
    // Some file systems cannot hold a WAL; the durability promised above depends on it.
    if (mode !== "wal") throw new Error(`the journal stays "${mode}": WAL is not available here`);
    this.db.exec("PRAGMA synchronous = NORMAL");
    // Checkpoints happen in a worker (./checkpointer.ts), never on this connection.
    this.db.exec("PRAGMA wal_autocheckpoint = 0");
    // Applied by this connection: the first commit after the log restarts cuts the file back.
    this.db.exec(`PRAGMA journal_size_limit = ${WAL_KEPT_BYTES}`);
    this.prepared.clear();
    this.opened = statSync(this.file);
    const file = this.file;
    this.checkpointer = startCheckpointer(
      file,
      (message) => log.error({ file, message }, "WAL checkpoint failed; tried again every second, logged again once it succeeds"),
      () => log.info({ file }, "WAL checkpoints succeed again"),
    );
  }

  /**
   * A file deleted or replaced under the open connection takes writes that no restart will
   * find: checked once a second (a stat, not one per call), and after any failed call.
   */
  watch(fault: (reason: string) => void): void {
    const check = (): void => {
      if (this.gone === null && this.closing === undefined && this.moved()) {
        this.gone = `sqlite: ${this.file} was deleted or replaced under the running server`;
        fault(this.gone);
      }
      if (this.gone !== null) void this.restore();
    };
    this.watcher = setInterval(check, CHECK_MS);
    this.watcher.unref();
    this.check = check;
  }

  private check: () => void = () => undefined;

  /**
   * On a disk that was full, a small write fits in room the log already has while the next
   * moves do not: the store is back once the disk has room again (ROOM_BYTES: not back and
   * failing again at every page) and the log goes back into the database file.
   */
  settle(): void {
    const { bavail, bsize } = statfsSync(dirname(this.file));
    if (bavail * bsize < ROOM_BYTES) throw new Error(`less than ${ROOM_BYTES} bytes free beside ${this.file}`);
    this.db.exec("PRAGMA wal_checkpoint(PASSIVE)");
  }

  private moved(): boolean {
    const now = statSync(this.file, { throwIfNoEntry: false });
    return now === undefined || now.ino !== this.opened.ino || now.dev !== this.opened.dev;
  }

  /**
   * A deleted file is written back from the open connection, which still reads everything
   * committed, the writes acknowledged since the deletion included; then the connection moves
   * to it. A file put in its place by someone else is never overwritten: the store stays
   * refused until a restart opens that file.
   */
  private restore(): Promise<void> {
    this.restoring ??= (async () => {
      if (statSync(this.file, { throwIfNoEntry: false }) !== undefined) return;
      const copy = `${this.file}.restored`;
      mkdirSync(dirname(this.file), { recursive: true });
      rmSync(copy, { force: true });
      this.db.prepare("VACUUM INTO ?").run(copy);
      // Both old connections closed before the copy takes the name: the last one to close
      // removes the log files by their names, which must not be the new file's yet.
      await this.checkpointer.stop();
      this.db.close();
      renameSync(copy, this.file);
      this.open();
      log.info({ file: this.file }, "sqlite: the deleted file is written back from the open database");
      this.gone = null;
    })()
      .catch((error: unknown) => log.debug({ err: error }, "sqlite: the deleted file could not be written back yet"))
      .finally(() => (this.restoring = null));
    return this.restoring;
  }

  run<T>(work: Work<T>, isolation: Isolation): T {
    if (this.gone !== null) throw new Error(this.gone);
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
      if (this.violation(error) === null) this.check();
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
      clearInterval(this.watcher);
      await this.restoring;
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
