import type { Client, Deferred } from "@colyseus/core";
import { gameFacts, RuleError, seatCountsOf, type GameFacts, type GameId } from "@tablee/shared";
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
import { offersFor, OffersSent } from "./offers.js";
import { Seats, type TablePace } from "./seats.js";
import type { TableOpening } from "./opening.js";
import { SeatViews } from "./seat-views.js";
import { Serial } from "./serial.js";
import { Seat, type ChatLine, type Member } from "./state.js";
import { Turns } from "./turns.js";
import { planTurns, turnFor } from "./bot-turns.js";
import { drowsy } from "./sleep.js";
import { ClockWarnings } from "./clock-warnings.js";
import { clockShort, seatKeysChanged } from "./push-calls.js";

/** What the Colyseus room does for its table: the sockets, the patches and the lobby's listing. */
export interface TableSide {
  readonly roomId: string;
  autoDispose: boolean;
  readonly clients: Iterable<Client> & { getById(sessionId: string): Client | undefined };
  broadcast(type: string, message: unknown): void;
  broadcastPatch(): unknown;
  setMetadata(listing: TableListing): Promise<unknown>;
  /** Nobody has been at this turn-based table for a while: it may sleep (sleep.ts). */
  sleep(): void;
}

/**
 * The table's life: `opening` until its first write, `live` while this process serves it,
 * `asleep` once stored asleep (its room goes), `handed-over` once another process holds it,
 * `closed` once its room is gone.
 */
export type Life = "opening" | "live" | "asleep" | "handed-over" | "closed";

/** A notice every member hears (docs/protocol.md, "notice.code"). */
export interface Notice {
  code: string;
  message: string;
  seat?: number;
  name?: string;
}

/**
 * What a change makes of the table, worked out before anything is stored: the parts of the
 * table's row it changes, the store's write when it is more than that row, what it does once
 * stored, what everybody is told, and what follows. `commit` alone stores, applies and tells
 * it, in that order: a write that fails leaves the table as its players saw it.
 */
export interface Change {
  phase?: TablePhase;
  holders?: SeatRecord[];
  seatCount?: number;
  turn?: readonly number[];
  pace?: TablePace;
  line?: ChatLine;
  /** The host's name once the change is made (a vacant role taken). */
  host?: string;
  /** The store's write when the change is more than the table's row (a move, a start), given how to make that row. */
  write?: (row: () => TableRecord) => Maybe<unknown>;
  /** Once stored, after the holders are taken: what else the change does (the schema, the match). */
  apply?: () => void;
  /** Told to everybody once applied, before the patch. */
  notices?: readonly Notice[];
  /** The lobby's listing may have changed (a move that leaves seats and phase as they were does not). */
  listed?: boolean;
  /** Once shown: the calls that follow (push). */
  after?: () => void;
}

/**
 * One table, whatever its game: the parts that each own one concern (the seats, the match,
 * the host, the chat, the members' views, the turns no person takes), its life, and the one
 * way it changes (`commit`). The Colyseus room (TableRoom.ts) adapts it to sockets;
 * presence.ts, lineup.ts, play.ts and inbox.ts are what players ask of it, each working out
 * a Change that the table commits.
 */
export class Table {
  readonly state: GameTableState;
  readonly facts: GameFacts;
  /** The game: the engine's state, the game's number and its seed. */
  readonly match: Match;
  /** The seats: who holds each, who sits there, and the rules of both (seats.ts). */
  readonly seats: Seats;
  readonly host: Host;
  readonly chat: Chat;
  /** Each member's view, through which each seat's private part reaches its occupant. */
  readonly seatViews: SeatViews;
  /** One change at a time, in arrival order. */
  readonly serial = new Serial();
  readonly turns = new Turns((seat, kind, moves) => turnFor(this, seat, kind, moves));
  /** Each person's push shortly before their clock runs out (turn-based tables). */
  private readonly warnings = new ClockWarnings((seat) => clockShort(this, seat));
  readonly reconnections = new Map<string, Deferred<Client>>();
  /** What each member was last told they may do. */
  readonly offers = new OffersSent();
  /** The timers ending each seat's hold after a restart (the holds themselves are the seats'). */
  readonly holdTimers = new Map<number, NodeJS.Timeout>();
  readonly isPrivate: boolean;
  /** Live or turn-based, the clock, the stand-ins' level, the away rule (the host may change it before the start). */
  pace: TablePace;
  life: Life = "opening";
  /** When the table was first stored. */
  createdAt = 0;
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
    this.host = new Host(state);
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
    return settings.shuttingDown || this.life === "handed-over";
  }

  /** This process serves the table: not gone elsewhere, asleep, or closed. */
  serving(): boolean {
    return (this.life === "live" || this.life === "opening") && !settings.shuttingDown;
  }

  /** One change at a time, in arrival order (serial.ts): each check sees the table as its players will have seen it. */
  serially<T>(change: () => Steps<T>): Promise<T> {
    return this.serial.run(change);
  }

  notice(notice: Notice): void {
    this.side.broadcast("notice", notice);
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

  /** When a person's clock for a decision they face from now runs out (0: no clock, or not their turn). */
  freshDeadline(seat: number): number {
    const { clock } = this.pace;
    if (clock === 0 || !this.match.running || this.state.phase !== "playing") return 0;
    return this.match.awaited().includes(seat) ? Date.now() + clock * settings.clockSecondMs : 0;
  }

  /** A new key for whoever takes `seat` now: the previous holder's key no longer opens it. */
  giveKey(seat: number, name: string): { key: string; holders: SeatRecord[] } {
    const { key, hash } = newSeatKey();
    return { key, holders: this.seats.with(seat, { name, keyHash: hash, deadline: this.freshDeadline(seat) }) };
  }

  someoneHere(): boolean {
    for (const member of this.state.members.values()) if (member.connected) return true;
    return false;
  }

  // ---------------------------------------------------------------- the one way to change

  /**
   * A change, made: stored (the table's row, or the change's own write given that row), then
   * its holders taken and its own effects applied, everybody told, the patch out, and what
   * follows called.
   */
  *commit(change: Change): Steps<void> {
    yield change.write ? change.write(() => this.record(change)) : this.store.saveTable(this.record(change));
    if (change.holders) this.seats.take(change.holders);
    change.apply?.();
    this.keepWhileAway();
    for (const notice of change.notices ?? []) this.notice(notice);
    this.changed(change.listed ?? true);
    change.after?.();
  }

  /** What the store keeps of the table, as `next` is about to leave it. */
  record(next: Change = {}): TableRecord {
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

  /**
   * An empty table closes (Colyseus disposes it, onDispose keeps it as history), unless its
   * game is in progress or seats are held for players coming back after a restart: then it
   * waits for them, however long (IDLE_DAYS closes it in the end).
   */
  keepWhileAway(): void {
    // A turn-based table is never closed for being empty: it sleeps (sleep.ts).
    const keep = this.turnBased || this.state.phase === "playing" || this.seats.holdingForRestart();
    if (this.side.autoDispose === keep) this.side.autoDispose = !keep;
  }

  /**
   * After every change: the seats onto the schema, the patch out now, each member's offers,
   * the lobby told if it shows, and the next turns that no person takes planned. A move that
   * left the seats and the phase as they were (`listed`: false) leaves the listing as it was.
   */
  changed(listed = true): void {
    seatKeysChanged(this);
    this.seats.mirrorOnto(this.state.seats);
    this.seatViews.patch(this.side.clients, () => this.side.broadcastPatch());
    // What a member may do follows the seats, the phase and the host: a plain move changes none.
    if (listed) {
      this.showOffers();
      this.publishListing();
    }
    this.nextTurns();
    this.planSleep();
  }

  /** What each member may do now, to each connected member whose offers changed. */
  private showOffers(): void {
    for (const [sessionId, member] of this.state.members) {
      const client = member.connected ? this.side.clients.getById(sessionId) : undefined;
      if (client !== undefined) this.offerTo(client, member);
    }
  }

  /**
   * What `client`'s member may do now, sent unless they have it already. A client joining is
   * not among the room's clients until its join is done: its join sends it this way.
   */
  offerTo(client: Client, member: Member): void {
    const { seats, state } = this;
    const offers = offersFor({ seats, phase: state.phase as TablePhase, isHost: state.host === client.sessionId, mySeat: member.seat, seatCounts: seatCountsOf(this.facts) });
    this.offers.send(client.sessionId, offers, (sent) => client.send("offers", sent));
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

  private publishListing(): void {
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
    if (this.state.phase !== "playing" || !this.match.running || !this.serving() || waits) {
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
    for (const timer of this.holdTimers.values()) clearTimeout(timer);
    this.holdTimers.clear();
  }
}
