import { settings } from "../settings.js";
import type { Steps } from "../steps.js";
import { freeHolder, type Seats } from "./seats.js";
import type { Notice, Table } from "./table.js";

/**
 * The seats held for their players after a restart at a live table, as if they had all
 * dropped at once: the holds are the seats' (seats.ts, `holdForRestart`), their timers are
 * these. A hold ends when its player comes back (`release`) or its time runs out (`ended`,
 * which the table makes a change: `holdEnded`).
 */
export class RestartHolds {
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly seats: Seats,
    private readonly ended: (seat: number) => void,
  ) {}

  /** Every person's seat held for the reconnection window. */
  holdAll(): void {
    const until = Date.now() + settings.reconnectSeconds * 1000;
    this.seats.records.forEach((holder, seat) => {
      // A bot's seat is not held: it plays on (a stand-in for its player, whose key still opens it).
      if (holder.name === "" || holder.keyHash === "" || holder.bot) return;
      this.seats.holdForRestart(seat, until);
      this.timers.set(seat, setTimeout(() => this.ended(seat), until - Date.now()));
    });
  }

  /** The seat's player is back, or gone for good: its hold ends now. */
  release(seat: number): void {
    clearTimeout(this.timers.get(seat));
    this.timers.delete(seat);
    this.seats.endHold(seat);
  }

  /** The hold's time ran out: whether the seat was still held (it is no longer). */
  expired(seat: number): boolean {
    this.timers.delete(seat);
    if (!this.seats.heldSinceRestart(seat)) return false;
    this.seats.endHold(seat);
    return true;
  }

  stopAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * A seat held since the restart whose player did not come back in time: free for others
 * before the start; in a game, a bot plays it for them (their key still opens it).
 */
export function* holdEnded(table: Pick<Table, "holds" | "seats" | "state" | "host" | "commit">, seat: number): Steps<void> {
  const { seats, state } = table;
  if (!table.holds.expired(seat)) return;
  const name = seats.at(seat).name;
  const playing = state.phase === "playing";
  const holders = playing ? seats.with(seat, seats.standIn(seat)) : state.phase === "waiting" ? seats.with(seat, freeHolder()) : undefined;
  const notices: Notice[] = [
    playing
      ? { code: "bot-playing", message: `${name} did not come back; a bot plays for them`, seat, name }
      : { code: "seat-released", message: `${name} did not come back; seat ${seat + 1} is free`, seat, name },
    ...table.host.notBack(name),
  ];
  yield* table.commit({ holders, notices });
}
