import { matchMaker } from "@colyseus/core";
import { log } from "../log.js";
import { storeDown } from "../store/health.js";
import type { TableStore } from "../store/store.js";
import { hosted, restoreTable } from "./restore.js";
import { wakeDue } from "./sleep.js";
import { deadOwners } from "./dead-processes.js";
import type { TableRoom } from "./TableRoom.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the store is asked for sleeping tables whose deadline has passed. */
const WAKE_SCAN_MS = 1_000;
/** How often the other processes are looked at (Colyseus's own health check takes up to 2 s more). */
const WATCH_MS = 1_000;

export interface KeeperOptions {
  /** How long this process's hold on its tables lasts without renewal (LEASE_SECONDS). */
  leaseMs: number;
  /** Tables nobody opened for this many days are closed (IDLE_DAYS). */
  idleDays: number;
  /** Several processes share a presence (Redis): a dead one's tables are taken over at once. */
  watchOthers: boolean;
}

export interface Keeper {
  /** Brings back every open table this process owns (now or from a process whose lease ran out). */
  claim(): Promise<number>;
  /** Closes the tables nobody opened for `idleDays`. */
  closeIdle(): Promise<number>;
  stop(): void;
}

/**
 * Keeps this process's share of the open tables running: at start, every open table it may
 * own comes back; then, while it runs, it renews its lease and takes over the tables of a
 * process that died (several processes on one Postgres). Also closes idle tables.
 */
export function keepTables(store: TableStore, options: KeeperOptions): Keeper {
  let claiming: Promise<number> | null = null;
  const claim = (): Promise<number> => {
    claiming ??= (async () => {
      const now = Date.now();
      const ids = await store.claimTables(now, now + options.leaseMs);
      // The store is the truth: a table running here that another process took is handed over
      // (only one surely stored before this claim began: a newer one may just be missing from
      // the answer).
      const owned = new Set(ids);
      for (const [id, since] of hosted) {
        const room = matchMaker.getLocalRoomById(id) as TableRoom | undefined;
        if (room && since > 0 && since < now && !owned.has(id)) {
          log.warn({ table: id }, "another process holds this table now; its players go there");
          void room.handOver();
        }
      }
      let restored = 0;
      for (const id of ids) {
        if (hosted.has(id)) continue;
        try {
          if (await restoreTable(store, id)) restored++;
        } catch (error) {
          // One table that cannot come back must not keep the others away.
          log.error({ err: error, table: id }, "a stored table could not be restored");
        }
      }
      if (restored > 0) log.info({ tables: restored }, "tables restored");
      return restored;
    })().finally(() => {
      claiming = null;
    });
    return claiming;
  };

  const closeIdle = async (): Promise<number> => {
    const now = Date.now();
    const ids = await store.closeIdle(now - options.idleDays * DAY_MS, now);
    for (const id of ids) await (matchMaker.getLocalRoomById(id) as TableRoom | undefined)?.closeForIdle();
    return ids.length;
  };

  // Renewed three times per lease: one late tick does not hand the tables to another process.
  // A store that fails is logged once by its health, not by each renewal.
  const failed = (what: string) => (error: unknown) => storeDown(error) || log.error({ err: error }, what);
  const renew = setInterval(() => void claim().catch(failed("lease renewal failed")), options.leaseMs / 3);
  const idle = setInterval(() => void closeIdle().catch(failed("closing idle tables failed")), 60 * 60 * 1000);
  // A process that died is seen within seconds through the presence; its tables are taken
  // now rather than when its lease runs out.
  let watching = false;
  const others = setInterval(() => {
    if (!options.watchOthers || watching) return;
    watching = true;
    void (async () => {
      const dead = await deadOwners();
      for (const owner of dead) {
        log.warn({ owner }, "a process died; its tables come here or to another live process");
        await store.endLease(owner);
      }
      if (dead.length > 0) await claim();
    })()
      .catch(failed("watching the other processes failed"))
      .finally(() => (watching = false));
  }, WATCH_MS);
  others.unref();
  // Sleeping tables' deadlines live in the store: every process looks for those due, and the
  // store hands each to one of them.
  let waking = false;
  const due = setInterval(() => {
    if (waking) return;
    waking = true;
    void wakeDue(store)
      .catch(failed("waking the tables due failed"))
      .finally(() => (waking = false));
  }, WAKE_SCAN_MS);
  renew.unref();
  idle.unref();
  due.unref();
  return {
    claim,
    closeIdle,
    stop() {
      clearInterval(renew);
      clearInterval(idle);
      clearInterval(due);
      clearInterval(others);
    },
  };
}
