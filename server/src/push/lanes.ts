import { limited, log } from "../log.js";

/** At most this many pushes to one push service are under way at once. */
export const IN_FLIGHT_PER_SERVICE = 32;
/** At most this many of them for the subscriptions of one address. */
export const IN_FLIGHT_PER_ADDRESS = 4;
/** Pushes waiting for one push service; past it, one waiting is dropped (`Lanes.push`). */
export const QUEUED_PER_SERVICE = 256;

export interface LanesOptions {
  /** Sends what the endpoint waits to be told now; resolves once it is answered or given up. */
  run(endpoint: string, stop: AbortSignal): Promise<void>;
  inFlight?: number;
  perAddress?: number;
  queued?: number;
}

/** Who a waiting push is for: the seat (`table#seat`) of its newest call, and the address that subscribed. */
export interface Waiting {
  seat: string;
  address: string;
}

interface Lane {
  /** Endpoints waiting, oldest first. */
  waiting: Map<string, Waiting>;
  running: number;
  /** Pushes under way per subscribing address. */
  byAddress: Map<string, number>;
}

/**
 * When pushes leave: one lane per push service (an entry of the allow list, ./endpoints.ts),
 * so that a service that answers slowly, or not at all, delays its own pushes only. A lane has
 * `inFlight` pushes under way at most, `perAddress` of them for one address's subscriptions
 * (the oldest waiting push of the address with the fewest under way leaves first), and
 * `queued` waiting. An endpoint has one push under way at most: asked again meanwhile, it
 * waits once more, and what it is told is decided when its push leaves (the newest calls,
 * ./notifier.ts). A full lane drops a waiting push for the same seat as the newcomer (only the
 * latest call of a seat matters), else its oldest.
 */
export class Lanes {
  private readonly lanes = new Map<string, Lane>();
  /** Endpoints with a push under way, with what they were asked again for meanwhile. */
  private readonly busy = new Map<string, { service: string; who: Waiting } | null>();
  private readonly stop = new AbortController();
  private readonly inFlight: number;
  private readonly perAddress: number;
  private readonly queued: number;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: LanesOptions) {
    this.inFlight = options.inFlight ?? IN_FLIGHT_PER_SERVICE;
    this.perAddress = options.perAddress ?? IN_FLIGHT_PER_ADDRESS;
    this.queued = options.queued ?? QUEUED_PER_SERVICE;
  }

  /** The endpoint of `service` has something to say. */
  push(service: string, endpoint: string, who: Waiting): void {
    if (this.stop.signal.aborted) return;
    if (this.busy.has(endpoint)) {
      this.busy.set(endpoint, { service, who });
      return;
    }
    const lane = this.lanes.get(service) ?? { waiting: new Map<string, Waiting>(), running: 0, byAddress: new Map<string, number>() };
    this.lanes.set(service, lane);
    // Asked again while waiting: it keeps its place.
    if (!lane.waiting.has(endpoint) && lane.waiting.size >= this.queued) this.drop(service, lane, who.seat);
    lane.waiting.set(endpoint, who);
    this.next(service, lane);
  }

  /** Pushes waiting for a service (tests). */
  waiting(service: string): number {
    return this.lanes.get(service)?.waiting.size ?? 0;
  }

  /** Nothing waits and nothing is under way. */
  idle(): Promise<void> {
    if (this.lanes.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Waits up to `graceMs` for what is under way and waiting, then gives the rest up. */
  async close(graceMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([this.idle(), grace]);
    clearTimeout(timer);
    this.stop.abort();
    for (const lane of this.lanes.values()) lane.waiting.clear();
    await this.idle();
  }

  private drop(service: string, lane: Lane, seat: string): void {
    let victim: string | undefined;
    for (const [endpoint, waiting] of lane.waiting) {
      if (waiting.seat === seat) {
        victim = endpoint;
        break;
      }
    }
    victim ??= lane.waiting.keys().next().value as string;
    lane.waiting.delete(victim);
    // Its calls stay in the phone's list (./notifier.ts): the next push names them.
    limited("warn", "push-dropped", { service }, "push: a push service's queue is full; a waiting push was dropped");
  }

  private next(service: string, lane: Lane): void {
    while (lane.running < this.inFlight) {
      const endpoint = this.fairest(lane);
      if (endpoint === null) break;
      const { address } = lane.waiting.get(endpoint)!;
      lane.waiting.delete(endpoint);
      this.start(service, lane, endpoint, address);
    }
    if (lane.running === 0 && lane.waiting.size === 0) this.lanes.delete(service);
    if (this.lanes.size === 0) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** The oldest waiting push of the address with the fewest under way, below its share; null if none may leave. */
  private fairest(lane: Lane): string | null {
    let best: string | null = null;
    let fewest = this.perAddress;
    for (const [endpoint, { address }] of lane.waiting) {
      const running = lane.byAddress.get(address) ?? 0;
      if (running < fewest) {
        best = endpoint;
        fewest = running;
        if (running === 0) break;
      }
    }
    return best;
  }

  private start(service: string, lane: Lane, endpoint: string, address: string): void {
    lane.running++;
    lane.byAddress.set(address, (lane.byAddress.get(address) ?? 0) + 1);
    this.busy.set(endpoint, null);
    this.options
      .run(endpoint, this.stop.signal)
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "push: a push could not be sent"))
      .finally(() => {
        lane.running--;
        const left = (lane.byAddress.get(address) ?? 1) - 1;
        if (left > 0) lane.byAddress.set(address, left);
        else lane.byAddress.delete(address);
        const again = this.busy.get(endpoint);
        this.busy.delete(endpoint);
        if (again) this.push(again.service, endpoint, again.who);
        this.next(service, lane);
      });
  }
}
