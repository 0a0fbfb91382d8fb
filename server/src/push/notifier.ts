import { limited, log } from "../log.js";
import type { PersonTargets, PushStore, PushTarget, SeatTarget } from "../store/push-store.js";
import { Lanes } from "./lanes.js";
import { addCall, payloadOf, type TableCall } from "./payload.js";
import { isQuiet } from "./quiet.js";
import type { Sent } from "./sender.js";

/**
 * Who is told what and when. A table calls a seat (`call`: its turn, its clock about to run
 * out, the game over, a rematch waiting); the seat's subscriptions are each told, unless a page
 * of that seat is visible on the table (`setWatching`). Calls to one phone (one endpoint) within
 * `digestMs` become one push, and every push to a phone names all the tables still waiting for
 * it (a table leaves that list once its seat is `settled` or watched): the phone shows one
 * notification that replaces the last one (the payload's tag). Pushes leave through one lane
 * per push service (./lanes.ts); what a push says is decided as it leaves. An endpoint that
 * does not answer in time rests `REST_MS`: its own calls wait, nobody else's.
 *
 * A seat's call also reaches the devices of the player whose seat it is (push to the person),
 * and circle news reaches members' devices (`tell`). A player's quiet hours hold their calls in
 * the store (`hold`, the latest per table and seat); once they end, a sweep (`releaseHeld`)
 * sends what still matters as one digest.
 *
 * What is waiting lives in this process's memory: the table that calls lives here too.
 */
export interface NotifierOptions {
  store: PushStore;
  send: (target: PushTarget, payload: ReturnType<typeof payloadOf>, kind: TableCall["kind"], stop: AbortSignal) => Promise<Sent>;
  /** The push service an endpoint belongs to (./endpoints.ts). */
  serviceOf: (endpoint: string) => string;
  digestMs: number;
  /** The clock quiet hours are judged by (tests set it). */
  now?: () => number;
  /** Tests only: the lanes' sizes. */
  lanes?: { inFlight?: number; perAddress?: number; queued?: number };
}

/** Tables remembered per phone: past this, the oldest call is forgotten. */
const WAITING_PER_ENDPOINT = 20;

/** Calls held for one player during quiet hours: past this, the oldest is forgotten. */
export const HELD_PER_PLAYER = 20;

/** How long an endpoint that did not answer in time waits before its next push. */
export const REST_MS = 60_000;

interface Pending {
  target: SeatTarget;
  calls: TableCall[];
  timer: NodeJS.Timeout | null;
}

const seatOf = (tableId: string, seat: number) => `${tableId}#${seat}`;

export class Notifier {
  private readonly pending = new Map<string, Pending>();
  /** The visible pages of each seat (table#seat → the clients' session ids). */
  private readonly watching = new Map<string, Set<string>>();
  /** The seats' subscriptions being read. */
  private readonly reading = new Set<Promise<void>>();
  private readonly lanes: Lanes;
  /** Endpoints that did not answer in time, and until when they rest (Date.now()); kept apart
   * from `pending`, which a seat that plays empties. */
  private readonly resting = new Map<string, number>();

  constructor(private readonly options: NotifierOptions) {
    this.lanes = new Lanes({ ...options.lanes, run: (endpoint, stop) => this.deliver(endpoint, stop) });
  }

  /** A table calls a seat. Never throws: a push is a favour, not part of the game. */
  call(call: TableCall): void {
    if (this.watched(call.tableId, call.seat)) return;
    this.read(call.tableId, "the seat's subscriptions", async () => {
      const targets = await this.options.store.seatTargets(call.tableId, call.seat, call.holder ?? "");
      for (const target of targets.seat) this.queue(target, call);
      if (targets.person !== null) await this.reach(targets.person, call, new Set(targets.seat.map((t) => t.endpoint)));
    });
  }

  /** News for players (a circle's new table): each of their devices, quiet hours kept. */
  tell(playerIds: readonly string[], call: TableCall): void {
    if (playerIds.length === 0) return;
    this.read(call.tableId, "the players' devices", async () => {
      for (const person of await this.options.store.personTargets(playerIds)) await this.reach(person, call, new Set());
    });
  }

  /**
   * The calls quiet hours held for players whose quiet hours are over leave now, one digest a
   * device: a table whose seat no longer waits, or that closed, is left out.
   */
  async releaseHeld(): Promise<void> {
    const { store } = this.options;
    for (const { playerId, quiet } of await store.heldPlayers()) {
      if (isQuiet(quiet, this.now())) continue;
      const held = (await store.takeHeld(playerId)).filter((h) => h.open && (h.awaited || !["turn", "clock"].includes((h.call as TableCall).kind)));
      const [person] = await store.personTargets([playerId]);
      if (person === undefined) continue;
      for (const h of held) for (const device of person.devices) this.queue(device, h.call as TableCall);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A player's devices are told, or, in their quiet hours, the call is held for later. */
  private async reach(person: PersonTargets, call: TableCall, told: ReadonlySet<string>): Promise<void> {
    if (person.devices.length === 0) return;
    if (isQuiet(person.quiet, this.now())) {
      const { holder: _, ...kept } = call;
      await this.options.store.hold(person.playerId, { tableId: call.tableId, seat: call.seat, call: kept, at: this.now() }, HELD_PER_PLAYER);
      return;
    }
    for (const device of person.devices) if (!told.has(device.endpoint)) this.queue(device, call);
  }

  private read(tableId: string, what: string, work: () => Promise<void>): void {
    const reading = work()
      .catch((error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error), table: tableId }, `push: ${what} could not be read`))
      .finally(() => this.reading.delete(reading));
    this.reading.add(reading);
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

  /** Every push under way has been answered or given up (tests). */
  async idle(): Promise<void> {
    while (this.reading.size > 0) await Promise.all([...this.reading]);
    await this.lanes.idle();
  }

  /** Sends now what the digest's window holds, without waiting for its end (tests). */
  async flushAll(): Promise<void> {
    while (this.reading.size > 0) await Promise.all([...this.reading]);
    this.flushWindows();
    await this.idle();
  }

  /** A page of the seat is shown on the table. */
  watched(tableId: string, seat: number): boolean {
    return (this.watching.get(seatOf(tableId, seat))?.size ?? 0) > 0;
  }

  /** Pushes waiting for a push service (tests). */
  waiting(service: string): number {
    return this.lanes.waiting(service);
  }

  /**
   * Shutdown: what the digests' windows hold leaves now, and what is under way gets `graceMs`
   * in all; then the rest is given up and forgotten.
   */
  async close(graceMs: number): Promise<void> {
    const until = Date.now() + graceMs;
    await Promise.race([Promise.all([...this.reading]), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    this.flushWindows();
    await this.lanes.close(Math.max(0, until - Date.now()));
    for (const endpoint of [...this.pending.keys()]) this.forget(endpoint);
    this.resting.clear();
  }

  private flushWindows(): void {
    for (const [endpoint, p] of [...this.pending]) if (p.timer !== null) this.flush(endpoint);
  }

  private queue(target: SeatTarget, call: TableCall): void {
    if (this.watched(call.tableId, call.seat)) return;
    const p = this.pending.get(target.endpoint) ?? { target, calls: [], timer: null };
    p.target = target;
    p.calls = addCall(p.calls, call).slice(0, WAITING_PER_ENDPOINT);
    this.pending.set(target.endpoint, p);
    this.arm(target.endpoint, p);
  }

  /** The digest's window opens, unless it is open: it ends after `digestMs`, or when the endpoint's rest does. */
  private arm(endpoint: string, p: Pending): void {
    if (p.timer !== null) return;
    p.timer = setTimeout(() => this.flush(endpoint), Math.max(this.options.digestMs, this.restLeft(endpoint)));
    p.timer.unref();
  }

  /** The digest's window is over: the endpoint joins its push service's lane. */
  private flush(endpoint: string): void {
    const p = this.pending.get(endpoint);
    if (p === undefined) return;
    if (p.timer !== null) clearTimeout(p.timer);
    p.timer = null;
    p.calls = p.calls.filter((c) => !this.watched(c.tableId, c.seat));
    if (p.calls.length === 0) return this.forget(endpoint);
    this.lanes.push(this.options.serviceOf(endpoint), endpoint, { seat: seatOf(p.calls[0].tableId, p.calls[0].seat), address: p.target.address });
  }

  /** The endpoint's push leaves its lane: it names the tables waiting for it now. */
  private async deliver(endpoint: string, stop: AbortSignal): Promise<void> {
    const p = this.pending.get(endpoint);
    if (p === undefined) return;
    if (this.restLeft(endpoint) > 0) return this.arm(endpoint, p);
    p.calls = p.calls.filter((c) => !this.watched(c.tableId, c.seat));
    if (p.calls.length === 0) return this.forget(endpoint);
    const sent = await this.options.send(p.target, payloadOf(p.calls), p.calls[0].kind, stop);
    if (sent === "slow") {
      this.rest(endpoint);
      limited("warn", "push-slow", {}, `push: a push service did not answer in time; the endpoint rests ${REST_MS / 1000} s`);
    }
    if (sent !== "gone") return;
    this.forget(endpoint);
    await this.options.store.dropEndpoint(endpoint);
  }

  private rest(endpoint: string): void {
    const now = Date.now();
    if (this.resting.size >= 1_000) for (const [e, until] of this.resting) if (until <= now) this.resting.delete(e);
    this.resting.set(endpoint, now + REST_MS);
  }

  /** How long the endpoint still rests (ms, 0: not). */
  private restLeft(endpoint: string): number {
    const until = this.resting.get(endpoint);
    if (until === undefined) return 0;
    if (until > Date.now()) return until - Date.now();
    this.resting.delete(endpoint);
    return 0;
  }

  private forget(endpoint: string): void {
    const p = this.pending.get(endpoint);
    if (p?.timer) clearTimeout(p.timer);
    this.pending.delete(endpoint);
  }
}
