import type { BotLevel, Pace } from "@tablee/shared";
import type { SeatRecord } from "../store/store.js";
import { seatOfKey } from "./keys.js";
import type { Seat } from "./state.js";

/** In a new seat layout, a seat that was not there before. */
export const FREE_SEAT = -1;

/** Who took a decision: the seat's person, its bot, or the easy bot when the seat's clock ran out. */
export type Decider = "person" | "bot" | "clock";

/**
 * The table's pace (the host may change it before the start): live or turn-based, seconds per
 * decision (0: no clock), the stand-ins' level, and how many decisions in a row left to the
 * clock make the seat away (a bot plays for it until its player comes back).
 */
export interface TablePace {
  pace: Pace;
  clock: number;
  takeover: BotLevel;
  awayAfter: number;
}

/**
 * The table's seats as the store keeps them: who holds each (a person's name and the hash of
 * their seat key, or a bot), the stand-ins, the open seats and the turn clock's deadlines and
 * timeouts. The one list of seats: the synced seats mirror it (`mirrorOnto`), the store keeps
 * it. A change that must be stored before anyone sees it is computed as a new list, stored,
 * then taken (`take`). Pure: no room, no store, no timer.
 */
export class Seats {
  private list: SeatRecord[];

  constructor(
    list: SeatRecord[],
    private pace: TablePace,
  ) {
    this.list = list;
  }

  /** A new table's seats, all free but the last ones, where the bots asked for at creation sit. */
  static opening(count: number, bots: readonly BotLevel[], pace: TablePace): Seats {
    const list = Array.from({ length: count }, (_, seat) => {
      const bot = bots[seat - (count - bots.length)];
      return bot === undefined ? freeHolder() : botHolder(seat, bot);
    });
    return new Seats(list, pace);
  }

  get count(): number {
    return this.list.length;
  }

  at(seat: number): SeatRecord {
    return this.list[seat];
  }

  get records(): readonly SeatRecord[] {
    return this.list;
  }

  /** The table's new pace, once stored (before the start: no clock runs yet). */
  repace(pace: TablePace): void {
    this.pace = pace;
  }

  /** The list as it is now, once stored. */
  take(list: SeatRecord[]): void {
    this.list = list;
  }

  /** One seat changed in place, stored by the table's next write. */
  set(seat: number, holder: SeatRecord): void {
    this.list[seat] = holder;
  }

  /** The seat a key opens (-1: none). */
  seatOfKey(key: string): number {
    return seatOfKey(key, this.list.map((h) => h.keyHash));
  }

  /** Whether `list` says anything else of the seats than the current one. */
  differs(list: readonly SeatRecord[]): boolean {
    return JSON.stringify(list) !== JSON.stringify(this.list);
  }

  /** The list with one seat changed. */
  with(seat: number, holder: SeatRecord): SeatRecord[] {
    return this.list.map((h, s) => (s === seat ? holder : h));
  }

  /**
   * The seat's holder with a bot playing for them at the table's take-over level; their key
   * still opens it. The clock's count stays: it is what lets the host open the seat.
   */
  standIn(seat: number): SeatRecord {
    const { name, keyHash, timeouts } = this.list[seat];
    return { name, keyHash, bot: this.pace.takeover, standIn: true, ...(timeouts ? { timeouts } : {}) };
  }

  /** The stand-in's seat back to its player, with a fresh clock (`deadline`, 0: none) if the seat must decide now. */
  handedBack(seat: number, deadline: number): SeatRecord {
    const { name, keyHash } = this.list[seat];
    return deadline ? { name, keyHash, deadline } : { name, keyHash };
  }

  /** `start {fill}`: a bot of that level in every seat nobody holds. */
  filled(level: BotLevel, taken: (seat: number) => boolean): SeatRecord[] {
    return this.list.map((h, s) => (taken(s) ? h : botHolder(s, level)));
  }

  /**
   * The seats anew before the start: `layout[seat]` is the seat it was (FREE_SEAT: a new free
   * one). A holder moves with its key hash, so a seat key opens the moved seat; a seated bot is
   * renamed after its new seat.
   */
  reseated(layout: readonly number[]): SeatRecord[] {
    return layout.map((from, seat): SeatRecord => {
      if (from === FREE_SEAT) return freeHolder();
      const holder = this.list[from];
      return holder.bot !== undefined ? botHolder(seat, holder.bot) : { ...holder };
    });
  }

  /**
   * The seats for a rematch: the bots the host seated stay; a person a bot stood in for is back
   * in their seat if they are here (`occupied`), and their seat is free if not.
   */
  forRematch(occupied: (seat: number) => boolean): SeatRecord[] {
    return this.list.map((h, s): SeatRecord => {
      if (!h.standIn) return { name: h.name, keyHash: h.keyHash, ...(h.bot ? { bot: h.bot } : {}) };
      return occupied(s) ? { name: h.name, keyHash: h.keyHash } : freeHolder();
    });
  }

  /** The seats at a game's start: each person the game awaits first (`first`) gets the whole clock. */
  atStart(first: readonly number[], at: number, secondMs: number): SeatRecord[] {
    const clock = this.pace.clock;
    return this.list.map((h, s) => ({ ...h, deadline: clock > 0 && first.includes(s) && h.bot === undefined ? at + clock * secondMs : undefined }));
  }

  /**
   * The seats after a decision at `seat`: the clock's count of timeouts in a row (`awayAfter`: a
   * bot plays for the seat's player), and each person's deadline. Every decision a person faces
   * gets the whole time: a seat that just acted and acts again starts afresh, a seat already
   * waiting (`before`: simultaneous choices) keeps its own clock, and bots have none.
   */
  afterDecision(seat: number, by: Decider, before: readonly number[], after: readonly number[], at: number, secondMs: number): SeatRecord[] {
    const holders = this.list.map((h) => ({ ...h }));
    const actor = holders[seat];
    if (by === "person") {
      // A player the clock had put away plays again: they take their seat back by playing.
      holders[seat] = { name: actor.name, keyHash: actor.keyHash };
    } else if (by === "clock") {
      const timeouts = (actor.timeouts ?? 0) + 1;
      holders[seat] = timeouts >= this.pace.awayAfter ? { ...this.standIn(seat), timeouts } : { ...actor, timeouts };
    }
    const clock = this.pace.clock;
    holders.forEach((h, s) => {
      const waiting = clock > 0 && after.includes(s) && h.bot === undefined;
      if (!waiting) delete h.deadline;
      else if (s === seat || !before.includes(s) || !h.deadline) h.deadline = at + clock * secondMs;
    });
    return holders;
  }

  /**
   * What the seats say as the players see them (bots, stand-ins, clocks) onto the synced
   * seats. An empty chair shows its holder's name when a bot plays it or it is held for a
   * player coming back (`held`).
   */
  mirrorOnto(chairs: readonly Seat[], held: (seat: number) => boolean): void {
    this.list.forEach((holder, seat) => {
      const chair = chairs[seat];
      if (chair.occupant === "") chair.name = holder.bot !== undefined || held(seat) ? holder.name : "";
      chair.bot = holder.bot ?? "";
      chair.standIn = holder.standIn === true;
      chair.open = holder.open === true;
      chair.deadline = holder.deadline ?? 0;
      chair.timeouts = holder.timeouts ?? 0;
    });
  }
}

/** A seat nobody holds. */
export function freeHolder(): SeatRecord {
  return { name: "", keyHash: "" };
}

/** A bot seated by the host: named after its seat, no key (nobody can take its place but the host). */
export function botHolder(seat: number, level: BotLevel): SeatRecord {
  return { name: `Bot ${seat + 1}`, keyHash: "", bot: level };
}
