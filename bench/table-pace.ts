/**
 * What the bench's tables share, whether their four clients are SDK clients
 * (bench/server-table.ts) or raw sockets (bench/load-table.ts): which seat sends which action
 * at the pace the server allows, and an action's way to the three other clients, which is
 * the figure.
 */
import { defaultLimits } from "@tablee/server";
import { aGame, viewFromWire, type Rng } from "@tablee/shared";

export const SEATS = 4;
/**
 * The game of the server's, the store's and the load's figures, which are defined on tables
 * of four players: the registry's first whose tables open with four seats.
 */
export const GAME = aGame({ opens: SEATS });
/** A client keeps under the server's message rate (a refused message would stall its table). */
export const PACE_MS = 1000 / defaultLimits.messagesPerSecond + 5;

/** The parts of the synced TableState (docs/protocol.md) a bench client reads. */
export interface TableView {
  phase: string;
  moves: number;
  /** The game's public part: its `active` seats are the ones the table waits for. */
  board?: { active: Iterable<number>; toJSON(): Record<string, unknown> };
  seats: Iterable<{ occupant: string }>;
  members: { get(sessionId: string): { seat: number } | undefined };
  privates?: { get(seat: string): { toJSON(): Record<string, unknown> } | undefined };
}

/** A seat's legal actions, listed from what its client holds as a page lists them (they do not travel). */
export function legalOf(state: TableView, seat: number): unknown[] {
  const mine = state.privates?.get(String(seat));
  if (state.board === undefined || mine === undefined) return [];
  return viewFromWire<{ legal?: unknown[] }>(GAME, state.board.toJSON(), mine.toJSON()).legal ?? [];
}

/** A game just started: its first decision is waiting. */
export const started = (state: TableView): boolean =>
  state.phase === "playing" && state.moves === 0 && state.board?.active !== undefined && [...state.board.active].length > 0;

/**
 * The table's next action: one seat that may act now (the public `active`), holds legal
 * actions and has not sent within the rate limit, picked at random, and one of its legal
 * actions, at random. Null when no seat is ready.
 */
export function nextAction(states: readonly TableView[], seats: readonly number[], lastSent: readonly number[], rng: Rng): { sender: number; action: unknown } | null {
  const active = new Set(states[0].board?.active ?? []);
  const ready: { sender: number; legal: unknown[] }[] = [];
  const now = performance.now();
  states.forEach((state, index) => {
    const seat = seats[index];
    if (!active.has(seat) || now - lastSent[index] < PACE_MS) return;
    const legal = legalOf(state, seat);
    if (legal.length > 0) ready.push({ sender: index, legal });
  });
  if (ready.length === 0) return null;
  const { sender, legal } = ready[rng.int(ready.length)];
  return { sender, action: legal[rng.int(legal.length)] };
}

/** What a bench table tells the run it is part of. */
export interface BenchEvents {
  /** One action reached every other client of the table `ms` after it was sent at `sentAt`. */
  sample(sentAt: number, ms: number): void;
  /** The table cannot go on (a client dropped, an action was refused, setup failed): the run must stop. */
  failure(error: Error): void;
}

/** An action on its way: who sent it, which `moves` value carries it, who has it yet. */
export class Flight {
  readonly sentAt = performance.now();
  private readonly seen = new Array<boolean>(SEATS).fill(false);
  private othersLeft = SEATS - 1;
  private left = SEATS;

  readonly sender: number;
  readonly moves: number;

  constructor(sender: number, moves: number) {
    this.sender = sender;
    this.moves = moves;
  }

  /**
   * Client `index` holds a state at `moves` at `at`: when it is the last of the other clients
   * to have the action, the sample (ms from the send) goes to `events`. True once every client
   * has it, and the table may send the next.
   */
  reached(index: number, moves: number, at: number, events: Pick<BenchEvents, "sample">): boolean {
    if (this.seen[index] || moves < this.moves) return false;
    this.seen[index] = true;
    this.left--;
    if (index !== this.sender && --this.othersLeft === 0) events.sample(this.sentAt, at - this.sentAt);
    return this.left === 0;
  }

  /** Still on its way to another client (not just the sender's own echo). */
  get unanswered(): boolean {
    return this.othersLeft > 0;
  }
}

export interface TableCounts {
  sent: number;
  refused: number;
  /** Ticks that found the previous action still on its way (or a rematch under way). */
  busy: number;
  games: number;
}

/**
 * A bench table's pace, whatever its clients are: one action per tick, and none while the
 * last one is still on its way or a rematch is being set up.
 */
export abstract class PacedTable {
  readonly counts: TableCounts = { sent: 0, refused: 0, busy: 0, games: 1 };
  protected inFlight: Flight | null = null;
  protected readonly lastSent = [-Infinity, -Infinity, -Infinity, -Infinity];
  protected restarting = false;
  protected closing = false;
  protected readonly seats: number[];
  protected readonly rng: Rng;
  protected readonly events: BenchEvents;

  constructor(seats: number[], rng: Rng, events: BenchEvents) {
    this.seats = seats;
    this.rng = rng;
    this.events = events;
  }

  /** Each client's state, in seat order of the clients. */
  protected abstract states(): TableView[];
  /** Client `index` sends `payload` as a `type` message. */
  protected abstract send(index: number, type: string, payload: unknown): void;
  /**
   * Resolves once every client's state passes `check` (`what` names it in a timeout). Called
   * before the message that leads there is sent, so that no patch goes unseen.
   */
  protected abstract everyState(check: (state: TableView) => boolean, what: string): Promise<void>;
  /** The table is ready for its next action again (a rematch started). */
  protected ready(): void {}

  /** Game over: the host asks for a rematch and starts it; ticks wait meanwhile. */
  protected async rematch(): Promise<void> {
    this.restarting = true;
    try {
      const waiting = this.everyState((s) => s.phase === "waiting", "the rematch");
      this.send(0, "rematch", {});
      await waiting;
      const starting = this.everyState(started, "the rematch to start");
      this.send(0, "start", {});
      await starting;
      this.counts.games++;
      this.restarting = false;
      this.ready();
    } catch (error) {
      if (!this.closing) this.events.failure(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** One tick: one action if the table is ready for it. */
  tick(): void {
    if (this.closing) return;
    if (this.inFlight !== null || this.restarting) {
      this.counts.busy++;
      return;
    }
    const states = this.states();
    if (states[0].phase === "over") {
      void this.rematch();
      return;
    }
    const next = nextAction(states, this.seats, this.lastSent, this.rng);
    if (next === null) {
      this.counts.busy++;
      return;
    }
    const { sender, action } = next;
    this.inFlight = new Flight(sender, states[sender].moves + 1);
    this.counts.sent++;
    this.lastSent[sender] = this.inFlight.sentAt;
    this.send(sender, "action", action);
  }
}
