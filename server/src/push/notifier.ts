import { log } from "../log.js";
import type { PushStore, PushTarget } from "../store/push-store.js";
import { addCall, payloadOf, type TableCall } from "./payload.js";
import type { Sent } from "./sender.js";

/**
 * Who is told what and when. A table calls a seat (`call`: its turn, its clock about to run
 * out, the game over, a rematch waiting); the seat's subscriptions are each told, unless a page
 * of that seat is visible on the table (`setWatching`). Calls to one phone (one endpoint) within
 * `digestMs` become one push, and every push to a phone names all the tables still waiting for
 * it (a table leaves that list once its seat is `settled` or watched): the phone shows one
 * notification that replaces the last one (the payload's tag).
 *
 * What is waiting lives in this process's memory: the table that calls lives here too.
 */
export interface NotifierOptions {
  store: PushStore;
  send: (target: PushTarget, payload: ReturnType<typeof payloadOf>, kind: TableCall["kind"]) => Promise<Sent>;
  digestMs: number;
}

/** Tables remembered per phone: past this, the oldest call is forgotten. */
const WAITING_PER_ENDPOINT = 20;

interface Pending {
  target: PushTarget;
  calls: TableCall[];
  timer: NodeJS.Timeout | null;
}

const seatOf = (tableId: string, seat: number) => `${tableId}#${seat}`;

export class Notifier {
  private readonly pending = new Map<string, Pending>();
  /** The visible pages of each seat (table#seat → the clients' session ids). */
  private readonly watching = new Map<string, Set<string>>();
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly options: NotifierOptions) {}

  /** A table calls a seat. Never throws: a push is a favour, not part of the game. */
  call(call: TableCall): void {
    if (this.watched(call.tableId, call.seat)) return;
    const sending = (async () => {
      const targets = await this.options.store.subscriptions(call.tableId, call.seat);
      for (const target of targets) this.queue(target, call);
    })()
      .catch((error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error), table: call.tableId }, "push: the seat's subscriptions could not be read"))
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** The seat no longer waits (it played, or left): its table leaves every phone's list. */
  settled(tableId: string, seat: number): void {
    for (const [endpoint, p] of this.pending) {
      p.calls = p.calls.filter((c) => c.tableId !== tableId || c.seat !== seat);
      if (p.calls.length === 0) this.forget(endpoint);
    }
  }

  /** A page of the seat (`watcher`: its client) is visible on the table, or no longer. */
  setWatching(tableId: string, seat: number, watcher: string, visible: boolean): void {
    const key = seatOf(tableId, seat);
    const pages = this.watching.get(key) ?? new Set<string>();
    if (visible) {
      pages.add(watcher);
      this.watching.set(key, pages);
      this.settled(tableId, seat);
    } else {
      pages.delete(watcher);
      if (pages.size === 0) this.watching.delete(key);
    }
  }

  /** A client left the table: none of its pages is watching. */
  left(tableId: string, watcher: string): void {
    for (const [key, pages] of this.watching) {
      if (key.startsWith(`${tableId}#`) && pages.delete(watcher) && pages.size === 0) this.watching.delete(key);
    }
  }

  /** Every push under way has been answered (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  /** Sends now what the digest's window holds, without waiting for its end (shutdown). */
  async flushAll(): Promise<void> {
    await this.idle();
    for (const [endpoint, p] of [...this.pending]) if (p.timer !== null) this.flush(endpoint);
    await this.idle();
  }

  /** A page of the seat is shown on the table. */
  watched(tableId: string, seat: number): boolean {
    return (this.watching.get(seatOf(tableId, seat))?.size ?? 0) > 0;
  }

  private queue(target: PushTarget, call: TableCall): void {
    if (this.watched(call.tableId, call.seat)) return;
    const p = this.pending.get(target.endpoint) ?? { target, calls: [], timer: null };
    p.target = target;
    p.calls = addCall(p.calls, call).slice(0, WAITING_PER_ENDPOINT);
    this.pending.set(target.endpoint, p);
    if (p.timer === null) {
      p.timer = setTimeout(() => this.flush(target.endpoint), this.options.digestMs);
      p.timer.unref();
    }
  }

  private flush(endpoint: string): void {
    const p = this.pending.get(endpoint);
    if (p === undefined) return;
    if (p.timer !== null) clearTimeout(p.timer);
    p.timer = null;
    p.calls = p.calls.filter((c) => !this.watched(c.tableId, c.seat));
    if (p.calls.length === 0) return this.forget(endpoint);
    const sending = this.options
      .send(p.target, payloadOf(p.calls), p.calls[0].kind)
      .then(async (sent) => {
        if (sent !== "gone") return;
        this.forget(endpoint);
        await this.options.store.dropEndpoint(endpoint);
      })
      .catch((error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error) }, "push: a push failed"))
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  private forget(endpoint: string): void {
    const p = this.pending.get(endpoint);
    if (p?.timer) clearTimeout(p.timer);
    this.pending.delete(endpoint);
  }

  close(): void {
    for (const endpoint of [...this.pending.keys()]) this.forget(endpoint);
  }
}
