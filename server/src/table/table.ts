import type { Client } from "@colyseus/core";
import { seatCountsOf, type SeatListing } from "@tablee/shared";
import { settings } from "../settings.js";
import type { ChatRecord, SeatRecord, TablePhase, TableRecord, TableStore } from "../store/store.js";
import type { Maybe, Steps } from "../steps.js";
import { log } from "../log.js";
import { Chat } from "./chat.js";
import type { GameTable, GameTableState } from "./game.js";
import { holdEnded, RestartHolds } from "./holds.js";
import { Host } from "./host.js";
import { Life } from "./life.js";
import { listingOf, seatsNow, type TableListing } from "./listing.js";
import { Match } from "./match.js";
import { Members } from "./members.js";
import { Seats, type TablePace } from "./seats.js";
import type { TableOpening } from "./opening.js";
import { SeatViews } from "./seat-views.js";
import { Serial } from "./serial.js";
import type { ChatLine } from "./state.js";
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

/** The table's id and the store that keeps it: what every write and every log line names. */
interface Ledger {
  readonly id: string;
  readonly store: TableStore;
}

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
  /** Once shown: the calls that follow (push), made by the table. */
  after?: (table: Table) => void;
}

/**
 * One table, whatever its game: the parts that each own one concern (the seats, the match,
 * the members, the host, the chat, the restart holds, the turns no person takes), its life,
 * and the one way it changes (`commit`). The Colyseus room (TableRoom.ts) adapts it to
 * sockets; what players ask (presence.ts, lineup.ts, setup.ts, play.ts, …) takes the few
 * parts it needs and works out a Change that the table commits.
 */
export class Table {
  readonly state: GameTableState;
  readonly ledger: Ledger;
  /** The game: the engine's state, the game's number and its seed. */
  readonly match: Match;
  /** The seats: who holds each, who sits there, the pace, and the rules of all three (seats.ts). */
  readonly seats: Seats;
  readonly host: Host;
  readonly chat: Chat;
  /** Everybody at the table: their views, offers and sockets (members.ts). */
  readonly members: Members;
  /** The seats held for their players after a restart, with their timers. */
  readonly holds: RestartHolds;
  readonly turns = new Turns((seat, kind, moves) => turnFor(this, seat, kind, moves));
  readonly life = new Life();
  readonly isPrivate: boolean;
  /** One change at a time, in arrival order. */
  private readonly serial = new Serial();
  /** Each person's push shortly before their clock runs out (turn-based tables). */
  private readonly warnings = new ClockWarnings((seat) => clockShort(this, seat));
  private lastListing = "";
  private sleepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly side: TableSide,
    readonly game: GameTable,
    opening: TableOpening,
  ) {
    this.ledger = {
      get id() {
        return side.roomId;
      },
      get store() {
        if (settings.store === null) throw new Error("the table store is not open");
        return settings.store;
      },
    };
    this.match = new Match(game.rules, opening.gameOptions);
    this.isPrivate = opening.isPrivate;
    const { pace, clock, takeover, awayAfter } = opening;
    const state = new game.State();
    const views = new SeatViews(state, game.Private);
    state.game = game.rules.id;
    views.resize(opening.seats);
    this.state = state;
    this.host = new Host(state);
    this.chat = new Chat(state.chat);
    // The bots asked for at creation sit in the last seats: the creator gets the first.
    this.seats = Seats.opening(opening.seats, opening.bots, { pace, clock, takeover, awayAfter });
    this.members = new Members({ state, views, clients: side.clients, seats: this.seats, match: this.match, host: this.host, chat: this.chat, seatCounts: seatCountsOf(game.facts) });
    this.holds = new RestartHolds(this.seats, (seat) => {
      this.serially(() => holdEnded(this, seat)).catch((error) => log.error({ err: error, table: this.ledger.id, seat }, "releasing a held seat failed"));
    });
    this.showPace();
  }

  /** The table's new pace, once stored: the seats' rules follow it, the players see it. */
  repace(pace: TablePace): void {
    this.seats.repace(pace);
    this.showPace();
  }

  private showPace(): void {
    const { state } = this;
    const { pace, clock, takeover, awayAfter } = this.seats.pace;
    state.pace = pace;
    state.clock = clock;
    state.takeover = takeover;
    state.awayAfter = awayAfter;
  }

  /** One change at a time, in arrival order (serial.ts): each check sees the table as its players will have seen it. */
  serially<T>(change: () => Steps<T>): Promise<T> {
    return this.serial.run(change);
  }

  /** Settles once every change under way is stored and told. */
  still(): Promise<void> {
    return this.serial.still();
  }

  notice(notice: Notice): void {
    this.side.broadcast("notice", notice);
  }

  /** When a person's clock for a decision they face from now runs out (0: no clock, or not their turn). */
  freshDeadline(seat: number): number {
    const { clock } = this.seats.pace;
    if (clock === 0 || !this.match.running || this.state.phase !== "playing") return 0;
    return this.match.awaited().includes(seat) ? Date.now() + clock * settings.clockSecondMs : 0;
  }

  /** The seats the game waits for now (none before the start or after the end). */
  awaitedNow(): number[] {
    return this.match.running && this.state.phase === "playing" ? this.match.awaited() : [];
  }

  /** Each seat with whose turn it is and its clock (a link's page). */
  seatsNow(): SeatListing[] {
    return seatsNow(this.state, this.awaitedNow());
  }

  // ---------------------------------------------------------------- the one way to change

  /** A new table's first write, before anybody hears of it: from then on this process serves it. */
  *open(): Steps<void> {
    this.life.createdAt = Date.now();
    yield this.ledger.store.saveTable(this.record());
    this.life.live();
  }

  /**
   * A change, made: stored (the table's row, or the change's own write given that row), then
   * its holders taken and its own effects applied, everybody told, the patch out, and what
   * follows called.
   */
  *commit(change: Change): Steps<void> {
    yield change.write ? change.write(() => this.record(change)) : this.ledger.store.saveTable(this.record(change));
    if (change.holders) this.seats.take(change.holders);
    change.apply?.();
    for (const notice of change.notices ?? []) this.notice(notice);
    this.changed(change.listed ?? true);
    change.after?.(this);
  }

  /**
   * After every change, and after a presence change (never stored): the room kept or let go,
   * the seats onto the schema, the patch out now, each member's offers, the lobby told if it
   * shows, the next turns that no person takes planned, and sleep. A move that left the seats
   * and the phase as they were (`listed`: false) leaves offers and listing as they were.
   */
  changed(listed = true): void {
    this.keepWhileAway();
    seatKeysChanged(this);
    this.seats.mirrorOnto(this.state.seats);
    this.members.patch(() => this.side.broadcastPatch());
    if (listed) {
      this.members.showOffers();
      this.publishListing();
    }
    this.nextTurns();
    this.planSleep();
  }

  /** What the store keeps of the table, as `next` is about to leave it. */
  private record(next: Change = {}): TableRecord {
    const { phase = this.state.phase as TablePhase, line, holders = this.seats.records, seatCount = this.state.seatCount } = next;
    const chat: ChatRecord[] = this.chat.kept(line).map(({ name, seat, spectator, text, at }) => ({ name, seat, spectator, text, at }));
    const turn = next.turn ?? (phase === "playing" ? this.awaitedNow() : []);
    return {
      id: this.ledger.id,
      game: this.game.rules.id,
      seatCount,
      options: this.match.options,
      private: this.isPrivate,
      host: next.host ?? this.host.name,
      phase,
      seats: holders.map((h) => ({ ...h })),
      chat,
      ...(next.pace ?? this.seats.pace),
      turn: [...turn],
      createdAt: this.life.createdAt,
      updatedAt: Date.now(),
    };
  }

  /**
   * An empty table closes (Colyseus disposes it, onDispose keeps it as history), unless its
   * game is in progress or seats are held for players coming back after a restart: then it
   * waits for them, however long (IDLE_DAYS closes it in the end).
   */
  private keepWhileAway(): void {
    // A turn-based table is never closed for being empty: it sleeps (sleep.ts).
    const keep = this.seats.turnBased || this.state.phase === "playing" || this.seats.holdingForRestart();
    if (this.side.autoDispose === keep) this.side.autoDispose = !keep;
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
    this.side.setMetadata(listing).catch((error) => log.error({ err: error, table: this.ledger.id }, "listing failed"));
  }

  /**
   * The turns no person takes: a bot's seat plays after a short pause, a person's clock plays
   * for them when it runs out. A live table waits while nobody is there for a person whose
   * seat is still theirs (bots do not play on without them, and its clocks wait for the first
   * person back); one where every seat is a bot's plays on to its end, as a turn-based table
   * does without anyone watching.
   */
  nextTurns(): void {
    const { seats } = this;
    const waits = !seats.turnBased && !this.members.someoneHere() && seats.records.some((holder) => !holder.bot);
    if (this.state.phase !== "playing" || !this.match.running || !this.life.serving() || waits) {
      this.turns.stopAll();
      this.warnings.stopAll();
      return;
    }
    planTurns(this.turns, this.game.rules.id, this.match, seats, this.state.moves);
    // Only a turn-based table calls its players back; a live one has them at the screen.
    if (seats.turnBased) this.warnings.plan(seats.records, seats.pace.clock);
  }

  /** Every timer the table holds, stopped. */
  stopTimers(): void {
    this.turns.stopAll();
    this.warnings.stopAll();
    clearTimeout(this.sleepTimer);
    this.sleepTimer = undefined;
    this.holds.stopAll();
  }
}
