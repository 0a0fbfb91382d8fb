import { mkdirSync, statSync, type Stats } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export interface DataDirLock {
  /** Takes the lock again if its file was deleted (the folder wiped under the server). */
  renew(): void;
  release(): void;
}

/**
 * The embedded store's folder belongs to one server process. The lock is an SQLite
 * connection holding an exclusive lock on `<dataDir>/tablee.lock`: a POSIX lock, which the
 * system drops when its process ends however it ends, so a `kill -9` never leaves a stale
 * lock, and a second process (or a second server in this one) is refused at once.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, "tablee.lock");
  let held = take(dataDir, file);
  return {
    renew() {
      const now = statSync(file, { throwIfNoEntry: false });
      if (now !== undefined && now.ino === held.file.ino && now.dev === held.file.dev) return;
      const again = take(dataDir, file);
      held.db.close();
      held = again;
    },
    release() {
      if (held.db.isOpen) held.db.close();
    },
  };
}

function take(dataDir: string, file: string): { db: DatabaseSync; file: Stats } {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    const busy = (error as { errcode?: number }).errcode === 5; // SQLITE_BUSY
    if (busy) throw new Error(`another server process uses DATA_DIR ${dataDir} (${file} is locked); one process per folder`);
    throw error;
  }
  return { db, file: statSync(file) };
}
