import type { Client, Deferred } from "@colyseus/core";
import { gameFacts, RuleError, type BotLevel, type GameFacts, type GameId } from "@tablee/shared";
import { settings } from "../settings.js";
import type { ChatRecord, SeatRecord, TablePhase, TableRecord, TableStore } from "../store/store.js";
import type { Maybe, Steps } from "../steps.js";
import { log } from "../log.js";
import { Chat } from "./chat.js";
import type { GameTable, GameTableState } from "./game.js";
import { Host } from "./host.js";
import { newSeatKey } from "./keys.js";
import { listingOf, type TableListing } from "./listing.js";
import { Match } from "./match.js";
import { Seats, type TablePace } from "./seats.js";
import type { TableOpening } from "./opening.js";
import { SeatViews } from "./seat-views.js";
import { Serial } from "./serial.js";
import { Seat, type ChatLine, type Member } from "./state.js";
import { Turns } from "./turns.js";
import { planTurns, turnFor } from "./bot-turns.js";
import { drowsy } from "./sleep.js";
import { ClockWarnings } from "./clock-warnings.js";
import { clockShort } from "./push-calls.js";

/** What the Colyseus room does for its table: the sockets, the patches and the lobby's listing. */
export interface TableSide {
  readonly roomId: string;
  autoDispose: boolean;
  readonly clients: { getById(sessionId: string): Client | undefined };
  broadcast(type: string, message: unknown): void;
  broadcastPatch(): unknown;
  setMetadata(listing: TableListing): Promise<unknown>;
  /** Nobody has been at this turn-based table for a while: it may sleep (sleep.ts). */
  sleep(): void;
}


/** What a change is about to make of the table: its phase, a chat line, the seats, whose turn. */
export interface NextRecord {
  phase?: TablePhase;
  line?: ChatLine;
  holders?: readonly SeatRecord[];
  seatCount?: number;
  turn?: readonly number[];
  pace?: TablePace;
  /** The host's name once the change is made (a vacant role taken). */
  host?: string;
}

/**
 * One table, whatever its game: the parts that each own one concern (the seats, the match,
 * the host, the chat, the members' views, the turns no person takes) and the few steps every
 * change ends with. The Colyseus room (TableRoom.ts) adapts it to sockets; presence.ts,
 * lineup.ts, play.ts and inbox.ts are what players ask of it.
 */
export class Table {
  readonly state: GameTableState;
  readonly facts: GameFacts;
  /** The game: the engine's state, the game's number and its seed. */
  readonly match: Match;
  /** Who holds each seat: the one list of seats, which the synced seats mirror. */
  readonly seats: Seats;
  readonly host: Host;
  readonly chat: Chat;
  /** Each member's view, through which each seat's private part reaches its occupant. */
  readonly seatViews: SeatViews;
  /** One change at a time, in arrival order. */
  readonly serial = new Serial();
  readonly turns = new Turns((seat, kind, moves) => turnFor(this, seat, kind, moves));
  /** Each person's push shortly before their clock runs out (turn-based tables). */
  readonly warnings = new ClockWarnings((seat) => clockShort(this, seat));
  readonly reconnections = new Map<string, Deferred<Client>>();
  /** Seats held for players who have not come back since a restart. */
  readonly holds = new Map<number, NodeJS.Timeout>();
  readonly isPrivate: boolean;
  /** Live or turn-based, the clock, the stand-ins' level, the away rule (the host may change it before the start). */
  pace: TablePace;
  /** When the table was first stored (0: not yet, and then nothing to close when it goes). */
  createdAt = 0;
  /** This process no longer serves the table (another one took it over). */
  handedOver = false;
  disposed = false;
  /** Stored asleep: the room goes, the table stays open in the store. */
  asleep = false;
  private lastListing = "";
  private sleepTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly side: TableSide,
    readonly game: GameTable,
    opening: TableOpening,
  ) {
    this.facts = gameFacts[game.rules.id as GameId];
    this.match = new Match(game.rules, opening.gameOptions);
    this.isPrivate = opening.isPrivate;
    const { pace, clock, takeover, awayAfter } = opening;
    this.pace = { pace, clock, takeover, awayAfter };
    const state = new game.State();
    this.seatViews = new SeatViews(state, game.Private);
    state.game = game.rules.id;
    state.seatCount = opening.seats;
    for (let s = 0; s < opening.seats; s++) {
      state.seats.push(new Seat());
      state.privates.set(String(s), this.seatViews.part(s));
    }
    this.state = state;
    this.host = new Host(state, (name) => this.notice("host-changed", `${name} is now the host`, { name }));
    this.chat = new Chat(state.chat);
    // The bots asked for at creation sit in the last seats: the creator gets the first.
    this.seats = Seats.opening(opening.seats, opening.bots, this.pace);
    this.showPace();
  }

  get turnBased(): boolean {
    return this.pace.pace === "turns";
  }

  /** The pace as the players see it. */
  showPace(): void {
    const { state, pace } = this;
    state.pace = pace.pace;
    state.clock = pace.clock;
    state.takeover = pace.takeover;
    state.awayAfter = pace.awayAfter;
  }

  get id(): string {
    return this.side.roomId;
  }

  get store(): TableStore {
    if (settings.store === null) throw new Error("the table store is not open");
    return settings.store;
  }

  /** The table goes on elsewhere: this process stops, or another one holds it now. */
  leaving(): boolean {
    return settings.shuttingDown || this.handedOver;
  }

  /** One change at a time, in arrival order (serial.ts): each check sees the table as its players will have seen it. */
  serially<T>(change: () => Steps<T>): Promise<T> {
    return this.serial.run(change);
  }

  notice(code: string, message: string, extra: { seat?: number; name?: string } = {}): void {
    this.side.broadcast("notice", { code, message, ...extra });
  }

  // ---------------------------------------------------------------- who asks

  memberOf(client: Client): Member {
    const member = this.state.members.get(client.sessionId);
    if (member === undefined) throw new RuleError("not-seated", "you are not at this table");
    return member;
  }

  seatedPlayer(client: Client): number {
    const member = this.memberOf(client);
    if (member.spectator) throw new RuleError("spectator", "spectators watch, they do not play");
    if (member.seat < 0) throw new RuleError("not-seated", "take a seat first");
    return member.seat;
  }

  requireHost(client: Client): void {
    this.memberOf(client);
    this.host.require(client.sessionId);
  }

  // ---------------------------------------------------------------- the seats as they stand

  /** A person holds the seat with their key, here or not. */
  personHolds(seat: number): boolean {
    const holder = this.seats.at(seat);
    return holder.keyHash !== "" && holder.bot === undefined;
  }

  /**
   * An empty seat kept for its player: held since a restart until they come back, or, at a
   * turn-based table, whoever holds its key (they come and go over days).
   */
  held(seat: number): boolean {
    if (this.holds.has(seat)) return true;
    return this.turnBased && this.state.seats[seat].occupant === "" && this.personHolds(seat);
  }

  /**
   * A seat a person may take now: nobody in it, not held for a player coming back, and no bot
   * playing it, unless the host opened a stand-in's seat to newcomers.
   */
  free(seat: number): boolean {
    const holder = this.seats.at(seat);
    if (this.state.seats[seat].occupant !== "" || this.held(seat)) return false;
    return holder.bot === undefined || holder.open === true;
  }

  /** A seat somebody holds before the start: a person (here, away, or held since a restart) or a bot. */
  taken(seat: number): boolean {
    return this.state.seats[seat].occupant !== "" || this.seats.at(seat).bot !== undefined || this.held(seat);
  }

  /** When a person's clock for a decision they face from now runs out (0: no clock, or not their turn). */
  freshDeadline(seat: number): number {
    const { clock } = this.pace;
    if (clock === 0 || !this.match.running || this.state.phase !== "playing") return 0;
    return this.match.awaited().includes(seat) ? Date.now() + clock * settings.clockSecondMs : 0;
  }

  /** A new key for whoever takes `seat` now: the previous holder's key no longer opens it. */
  giveKey(seat: number, name: string): string {
    const { key, hash } = newSeatKey();
    this.seats.set(seat, { name, keyHash: hash, deadline: this.freshDeadline(seat) });
    return key;
  }

  someoneHere(): boolean {
    for (const member of this.state.members.values()) if (member.connected) return true;
    return false;
  }

  /**
   * An empty table closes (Colyseus disposes it, onDispose keeps it as history), unless its
   * game is in progress or seats are held for players coming back after a restart: then it
   * waits for them, however long (IDLE_DAYS closes it in the end).
   */
  keepWhileAway(): void {
    // A turn-based table is never closed for being empty: it sleeps (sleep.ts).
    const keep = this.turnBased || this.state.phase === "playing" || this.holds.size > 0;
    if (this.side.autoDispose === keep) this.side.autoDispose = !keep;
  }

  // ---------------------------------------------------------------- the record and the patch

  /** What the store keeps of the table, as a change is about to leave it (what differs from now in `next`). */
  record(next: NextRecord = {}): TableRecord {
    const { phase = this.state.phase as TablePhase, line, holders = this.seats.records, seatCount = this.state.seatCount } = next;
    const chat: ChatRecord[] = this.chat.kept(line).map(({ name, seat, spectator, text, at }) => ({ name, seat, spectator, text, at }));
    const turn = next.turn ?? (phase === "playing" ? this.awaitedNow() : []);
    return {
      id: this.id,
      game: this.game.rules.id,
      seatCount,
      options: this.match.options,
      private: this.isPrivate,
      host: next.host ?? this.host.name,
      phase,
      seats: holders.map((h) => ({ ...h })),
      chat,
      ...(next.pace ?? this.pace),
      turn: [...turn],
      createdAt: this.createdAt,
      updatedAt: Date.now(),
    };
  }

  save(next: NextRecord = {}): Maybe<void> {
    return this.store.saveTable(this.record(next));
  }

  /**
   * After every change: the seats' bots and clocks onto the schema, the patch out now, the
   * lobby told if it shows, and the next turns that no person takes planned. A move that left
   * the seats and the phase as they were (`listed`: false) leaves the listing as it was.
   */
  changed(listed = true): void {
    this.syncSeats();
    this.side.broadcastPatch();
    if (listed) this.publishListing();
    this.nextTurns();
    this.planSleep();
  }

  /** A turn-based table nobody is at sleeps after `sleepSeconds`; anyone coming in keeps it awake. */
  planSleep(): void {
    if (!drowsy(this)) {
      clearTimeout(this.sleepTimer);
      this.sleepTimer = undefined;
    } else if (this.sleepTimer === undefined) {
      this.sleepTimer = setTimeout(() => {
        this.sleepTimer = undefined;
        this.side.sleep();
      }, settings.sleepSeconds * 1000);
    }
  }

  /** What the holders say of each seat (bots, stand-ins, clocks) as the players see it. */
  syncSeats(): void {
    this.seats.mirrorOnto(this.state.seats, (seat) => this.held(seat));
  }

  publishListing(): void {
    const listing = listingOf(this.state);
    const key = JSON.stringify(listing);
    if (key === this.lastListing) return;
    this.lastListing = key;
    this.side.setMetadata(listing).catch((error) => log.error({ err: error, table: this.id }, "listing failed"));
  }

  /**
   * The turns no person takes: a bot's seat plays after a short pause, a person's clock plays
   * for them when it runs out. A live table waits while nobody is there for a person whose
   * seat is still theirs (bots do not play on without them, and its clocks wait for the first
   * person back); one where every seat is a bot's plays on to its end, as a turn-based table
   * does without anyone watching.
   */
  nextTurns(): void {
    const waits = !this.turnBased && !this.someoneHere() && this.seats.records.some((holder) => !holder.bot);
    if (this.state.phase !== "playing" || !this.match.running || this.leaving() || waits) {
      this.turns.stopAll();
      this.warnings.stopAll();
      return;
    }
    planTurns(this.turns, this.game.rules.id, this.match, this.seats, this.state.moves);
    // Only a turn-based table calls its players back; a live one has them at the screen.
    if (this.turnBased) this.warnings.plan(this.seats.records, this.pace.clock);
  }

  /** The seats the game waits for now (none before the start or after the end). */
  awaitedNow(): number[] {
    return this.match.running && this.state.phase === "playing" ? this.match.awaited() : [];
  }

  /** Every timer the table holds, stopped. */
  stopTimers(): void {
    this.turns.stopAll();
    this.warnings.stopAll();
    clearTimeout(this.sleepTimer);
    this.sleepTimer = undefined;
    for (const timer of this.holds.values()) clearTimeout(timer);
    this.holds.clear();
  }
}
