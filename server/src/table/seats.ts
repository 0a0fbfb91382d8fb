import { RuleError, type BotLevel, type Pace } from "@tablee/shared";
import type { SeatRecord } from "../store/store.js";
import { seatOfKey } from "./keys.js";
import { mirror } from "./mirror.js";
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
 * Who is in a seat now: the room's own knowledge, never stored (a restart holds each person's
 * seat for them instead).
 */
interface Presence {
  /** The session sitting there, "" when nobody is. */
  occupant: string;
  connected: boolean;
  /** Epoch ms until which the seat is kept for its player who dropped, or who has not come back since a restart. */
  awayUntil: number;
  /** Kept since a restart for its player, until they come back or the hold ends (its timer is the table's). */
  heldSinceRestart: boolean;
}

const empty = (): Presence => ({ occupant: "", connected: false, awayUntil: 0, heldSinceRestart: false });

/** How a seat may be opened to newcomers mid-game, and by whom (`mayOpen`). */
export type Opening = "give-up" | "host";

/** The ways a start may fill or close the free seats (docs/protocol.md, "Seats before the start"). */
export interface StartHow {
  short?: true;
  fill?: BotLevel;
}

/**
 * The table's seats, the one model of them: who holds each seat (a person's name and the hash
 * of their seat key, or a bot; stand-ins, open seats, the clock's deadlines and timeouts: what
 * the store keeps), who sits in it now (presence, away-until, the holds after a restart), the
 * table's pace, and the rules of who may sit, get up, open a seat, take it back and start. The
 * synced seats mirror it (`mirrorOnto`). A change to the holders that must be stored before
 * anyone sees it is computed as a new list, stored, then taken (`take`). Pure: no room, no
 * store, no timer.
 */
export class Seats {
  private list: SeatRecord[];
  private chairs: Presence[];

  constructor(
    list: SeatRecord[],
    private current: TablePace,
  ) {
    this.list = list;
    this.chairs = list.map(empty);
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

  /** The table's pace: the seats' rules and clocks follow it. */
  get pace(): TablePace {
    return this.current;
  }

  get turnBased(): boolean {
    return this.current.pace === "turns";
  }

  /** The table's new pace, once stored (before the start: no clock runs yet). */
  repace(pace: TablePace): void {
    this.current = pace;
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
    return list.length !== this.list.length || list.some((holder, seat) => !sameHolder(holder, this.list[seat]));
  }

  /** The list with one seat changed. */
  with(seat: number, holder: SeatRecord): SeatRecord[] {
    return this.list.map((h, s) => (s === seat ? holder : h));
  }

  // ---------------------------------------------------------------- who is in each seat

  /** The session in the seat ("" when nobody is). */
  occupant(seat: number): string {
    return this.chairs[seat].occupant;
  }

  /** The seat `sessionId` sits in (-1: none). */
  seatOf(sessionId: string): number {
    return sessionId === "" ? -1 : this.chairs.findIndex((chair) => chair.occupant === sessionId);
  }

  /** Someone sits in the seat, connected. */
  here(seat: number): boolean {
    const chair = this.chairs[seat];
    return chair.occupant !== "" && chair.connected;
  }

  /** `sessionId` sits down (connected or not, as their member is). */
  sit(seat: number, sessionId: string, connected: boolean): void {
    this.chairs[seat] = { occupant: sessionId, connected, awayUntil: 0, heldSinceRestart: false };
  }

  /** The seat empties (its holder may still hold it: a stand-in plays, or the table keeps it). */
  empty(seat: number): void {
    this.chairs[seat] = empty();
  }

  /** The seat's player dropped: kept for them until `until`. */
  dropped(seat: number, until: number): void {
    this.chairs[seat] = { ...this.chairs[seat], connected: false, awayUntil: until };
  }

  reconnected(seat: number): void {
    this.chairs[seat] = { ...this.chairs[seat], connected: true, awayUntil: 0 };
  }

  /** After a restart, the seat waits for its player until `until`. */
  holdForRestart(seat: number, until: number): void {
    this.chairs[seat] = { ...empty(), awayUntil: until, heldSinceRestart: true };
  }

  /** The restart's hold ends: the player came back, or did not in time. */
  endHold(seat: number): void {
    if (this.chairs[seat].heldSinceRestart) this.chairs[seat] = { ...this.chairs[seat], awayUntil: 0, heldSinceRestart: false };
  }

  /** Some seat is held since a restart for a player not back yet. */
  holdingForRestart(): boolean {
    return this.chairs.some((chair) => chair.heldSinceRestart);
  }

  heldSinceRestart(seat: number): boolean {
    return this.chairs[seat].heldSinceRestart;
  }

  /** The chairs anew before the start (`layout[seat]`: the seat it was), sitters moving with their seats. */
  rearrange(layout: readonly number[]): void {
    this.chairs = layout.map((from) => (from === FREE_SEAT ? empty() : { ...this.chairs[from] }));
  }

  // ---------------------------------------------------------------- the rules

  /** A person holds the seat with their key, here or not. */
  personHolds(seat: number): boolean {
    const holder = this.list[seat];
    return holder.keyHash !== "" && holder.bot === undefined;
  }

  /**
   * An empty seat kept for its player: held since a restart until they come back, or, at a
   * turn-based table, whoever holds its key (they come and go over days).
   */
  held(seat: number): boolean {
    const chair = this.chairs[seat];
    if (chair.heldSinceRestart) return true;
    return this.turnBased && chair.occupant === "" && this.personHolds(seat);
  }

  /**
   * A seat a person may take now: nobody in it, not held for a player coming back, and no bot
   * playing it, unless its player gave it up or the host opened it.
   */
  free(seat: number): boolean {
    const holder = this.list[seat];
    if (this.chairs[seat].occupant !== "" || this.held(seat)) return false;
    return holder.bot === undefined || holder.open === true;
  }

  /** A seat somebody holds before the start: a person (here, away, or held since a restart) or a bot. */
  taken(seat: number): boolean {
    return this.chairs[seat].occupant !== "" || this.list[seat].bot !== undefined || this.held(seat);
  }

  /** The first seat a newcomer joining without a key takes (-1: none free). */
  firstFree(): number {
    return this.list.findIndex((_, seat) => this.free(seat));
  }

  /**
   * Who may open `seat` to newcomers mid-game: its player, who gives it up; the host, once the
   * rule the table announced has put its player away (`awayAfter` missed moves in a row) and
   * they are not at the table. Nobody else gives away a person's seat.
   */
  mayOpen(seat: number, bySeat: number, byHost: boolean): Opening | null {
    if (bySeat === seat) return "give-up";
    const holder = this.list[seat];
    const away = holder.standIn === true && (holder.timeouts ?? 0) >= this.pace.awayAfter && this.chairs[seat].occupant === "";
    return byHost && away && !holder.open ? "host" : null;
  }

  /** What a start with whoever is seated needs: a person among them, and, at a live table, every person here. */
  seatedRefusal(): RuleError | null {
    const nobody = this.list.every((_, seat) => this.chairs[seat].occupant === "" && !(this.turnBased && this.personHolds(seat)));
    if (nobody) return new RuleError("no-person", "at least one person must play");
    if (this.turnBased) return null;
    if (this.holdingForRestart() || this.chairs.some((chair) => chair.occupant !== "" && !chair.connected)) return new RuleError("player-away", "a player is away");
    return null;
  }

  /** Every seat held by a person (here, or anywhere at a turn-based table) or a bot, and what a start with whoever is seated needs. */
  fullRefusal(): RuleError | null {
    const held = (seat: number): boolean => this.chairs[seat].occupant !== "" || this.list[seat].bot !== undefined || (this.turnBased && this.personHolds(seat));
    if (!this.list.every((_, seat) => held(seat))) return new RuleError("seats-not-full", "every seat must be taken, by a person or a bot");
    return this.seatedRefusal();
  }

  /**
   * Why a start with whoever is seated, the free seats closing, may not happen (null: it may):
   * as many must be seated as the game seats (`counts`: DOG's 4 or 6).
   */
  shortRefusal(counts: readonly number[]): RuleError | null {
    const seated = this.list.filter((_, seat) => this.taken(seat)).length;
    if (seated < counts[0]) return new RuleError("too-few-players", `this game needs at least ${counts[0]} players; ${seated} are seated`);
    if (!counts.includes(seated)) return new RuleError("bad-seat-count", `this game seats ${counts.join(" or ")} players; ${seated} are seated`);
    return this.seatedRefusal();
  }

  /** The seats taken before the start, in order (a short start keeps them, moving up). */
  takenSeats(): number[] {
    return this.list.map((_, seat) => seat).filter((seat) => this.taken(seat));
  }

  /** A seat its player could not have started with: held since a restart for a player not back, which must not move. */
  movesHeldSeat(layout: readonly number[]): boolean {
    return layout.some((from, seat) => from !== seat && from >= 0 && this.held(from));
  }

  // ---------------------------------------------------------------- changes, as new lists

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
  filled(level: BotLevel): SeatRecord[] {
    return this.list.map((h, s) => (this.taken(s) ? h : botHolder(s, level)));
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
   * in their seat if they are here, and their seat is free if not.
   */
  forRematch(): SeatRecord[] {
    return this.list.map((h, s): SeatRecord => {
      if (!h.standIn) return { name: h.name, keyHash: h.keyHash, ...(h.bot ? { bot: h.bot } : {}) };
      return this.chairs[s].occupant !== "" ? { name: h.name, keyHash: h.keyHash } : freeHolder();
    });
  }

  /** At a change of pace to live: a live table keeps no seat for a player who is not there. */
  forPace(pace: Pace): SeatRecord[] {
    return this.list.map((h, s) => (pace === "live" && this.chairs[s].occupant === "" && this.personHolds(s) ? freeHolder() : h));
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
   * The seats as the players see them onto the synced seats: who sits there, their presence,
   * bots, stand-ins and clocks. An empty chair shows its holder's name when a bot plays it or it
   * is kept for its player.
   */
  mirrorOnto(seats: Pick<readonly Seat[], "forEach">): void {
    // forEach, not seats[i]: each index read of an ArraySchema goes through its Proxy.
    seats.forEach((chair, seat) => {
      const holder = this.list[seat];
      if (holder === undefined) return;
      const { occupant, connected, awayUntil } = this.chairs[seat];
      // Written field by field where they changed, as a view is (mirror.ts).
      mirror(chair, {
        occupant,
        name: occupant !== "" || holder.bot !== undefined || this.held(seat) ? holder.name : "",
        connected,
        awayUntil,
        bot: holder.bot ?? "",
        standIn: holder.standIn === true,
        open: holder.open === true,
        deadline: holder.deadline ?? 0,
        timeouts: holder.timeouts ?? 0,
      });
    });
  }
}

/** The same holder, as the store would write it: a record's fields are values, and an undefined one is absent. */
function sameHolder(a: SeatRecord, b: SeatRecord | undefined): boolean {
  if (b === undefined) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const key in x) if (x[key] !== y[key]) return false;
  for (const key in y) if (!(key in x) && y[key] !== undefined) return false;
  return true;
}

/** A seat nobody holds. */
export function freeHolder(): SeatRecord {
  return { name: "", keyHash: "" };
}

/** A bot seated by the host: named after its seat, no key (nobody can take its place but the host). */
export function botHolder(seat: number, level: BotLevel): SeatRecord {
  return { name: `Bot ${seat + 1}`, keyHash: "", bot: level };
}
