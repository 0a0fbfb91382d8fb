import { log } from "../log.js";
import type { Maybe } from "../steps.js";
import { StoreError } from "./error.js";

/** What a player hears when the store cannot take their change (docs/protocol.md, "Health"). */
export const NOT_SAVED = { code: "not-saved", message: "the table cannot be saved right now; nothing changed" } as const;

/** A call the store could not answer (not a broken constraint): the health reported it. */
export function storeDown(error: unknown): boolean {
  return error instanceof StoreError && error.reason === "failed";
}

/** How often a failing store is tried again. */
const PROBE_MS = 1_000;

export type HealthListener = (failing: boolean) => void;

/**
 * Whether the table store takes writes: one state, ok or failing with a reason. Every store
 * call reports to it; a failure is logged once, and so is the recovery, however many calls
 * fail in between. While it fails it tries the store again every second with a write of its
 * own (`probe`), so play resumes by itself once the store is back, without a player's move.
 */
export class StoreHealth {
  private reason: string | null = null;
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private readonly listeners: HealthListener[] = [];

  constructor(
    private readonly kind: string,
    private readonly probe: () => Maybe<unknown>,
  ) {}

  /** Null while the store takes writes; else why not. */
  get failing(): string | null {
    return this.reason;
  }

  /** Told on every change: true once the store fails, false once it is back. */
  onChange(listener: HealthListener): void {
    this.listeners.push(listener);
  }

  failed(reason: string): void {
    if (this.reason !== null) return;
    this.reason = reason;
    this.since = Date.now();
    log.error({ store: this.kind, reason }, "the table store fails: changes are refused until it is back");
    this.timer = setInterval(() => void this.check(), PROBE_MS);
    this.timer.unref();
    this.tell(true);
  }

  succeeded(): void {
    if (this.reason === null) return;
    this.reason = null;
    clearInterval(this.timer);
    log.info({ store: this.kind, failedMs: Date.now() - this.since }, "the table store is back");
    this.tell(false);
  }

  /** Tries the store now (a suspicion, or the timer while failing). */
  async check(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      await this.probe();
    } catch {
      // The probe reports its own failure (it is a store call).
    } finally {
      this.probing = false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tell(failing: boolean): void {
    for (const listener of this.listeners) {
      try {
        listener(failing);
      } catch (error) {
        log.error({ err: error }, "a store health listener failed");
      }
    }
  }
}
