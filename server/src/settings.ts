import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import type { TableStore } from "./store/store.js";

/**
 * Process-wide server settings. Colyseus's matchmaker is itself one per process, so the
 * rooms read these rather than their create options: nothing here can be reached from a
 * client message (a test injects its seed through createTableServer, never over the wire).
 */
export const defaults = {
  reconnectSeconds: 120,
  /** Tables one process holds at most (MAX_TABLES); past it new tables are refused. */
  maxTables: 5_000,
  /** 256 random bits per game; the generator in the state is derived from it. */
  seed: (): string => randomBytes(32).toString("hex"),
  /** A bot waits about this long before it plays (BOT_PAUSE_MS): people see what happens. */
  botPauseMs: 900,
  /** How long one second of the turn clock lasts: tests shorten it, nothing else should. */
  clockSecondMs: 1000,
  /** A turn-based table nobody has been at for this long leaves memory (SLEEP_SECONDS). */
  sleepSeconds: 180,
  /** Worker threads for the strong bots (BOT_THREADS): one core stays for the tables. */
  botThreads: Math.max(1, availableParallelism() - 1),
};

export const settings = {
  ...defaults,
  shuttingDown: false,
  /** True while the stored tables come back at start. */
  restoring: false,
  /** PUBLIC_ORIGIN: the origin pages are served from (passkeys' relying party, the account's CSRF check); null: the request's Host (players/relying-party.ts). */
  publicOrigin: null as string | null,
  /** Where every table is kept (opened by createTableServer before any room exists). */
  store: null as TableStore | null,
};

/** A table id: 96 random bits, so a private link cannot be guessed. */
export function newTableId(): string {
  return randomBytes(12).toString("base64url");
}
