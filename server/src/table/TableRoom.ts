import { CloseCode, Room, type AuthContext, type Client } from "@colyseus/core";
import type { GameId, SeatListing } from "@tablee/shared";
import { newTableId, settings } from "../settings.js";
import { drive, type Steps } from "../steps.js";
import { storeDown } from "../store/health.js";
import type { GameTable, GameTableState } from "./game.js";
import { hosted, takeRestoring } from "./restore.js";
import { joinRefusal } from "./store-notices.js";
import { admission, countMembersOnly, matchmakingCall, refuse as refusal } from "../limits/admission.js";
import { circleOfClient, circleOfCreate, recordCircleTable } from "../circles/tables.js";
import { budgetKey } from "../limits/address.js";
import { cookieOf, joiningPlayer } from "../players/joins.js";
import { letFormerGo } from "./former-player.js";
import { playersSeat } from "./player-seats.js";
import { capacity } from "../limits/capacity.js";
import { guardIncoming } from "../limits/frames.js";
import { limits } from "../limits/limits.js";
import { wasPutOut } from "../limits/sockets.js";
import { log } from "../log.js";
import { withEncoderBuffers } from "./encoder-buffer.js";
import type { TableListing } from "./listing.js";
import { checkJoin, openingOf, type TableOpening } from "./opening.js";
import { received, refuse } from "./inbox.js";
import { comeBack } from "./come-back.js";
import { join, leave, MAX_SPECTATORS } from "./presence.js";
import { dropped, reconnected } from "./reconnections.js";
import { fallAsleep, sleepsForRoom } from "./sleep.js";
import { Table } from "./table.js";

export { MAX_SPECTATORS } from "./presence.js";
export { SEAT_MOVED } from "./members.js";

/**
 * The generic table as a Colyseus room: a thin adapter that hands each join, drop, message
 * and shutdown to the table (table.ts) and what players ask of it (presence.ts,
 * reconnections.ts, inbox.ts). It plays whatever game its GameTable names: `roomFor` makes each game's room type.
 *
 * Durable: every change a player could see is written to the store before its patch leaves
 * (one change at a time, in order: `serially`); a restarted server rebuilds the table from
 * that record (restore.ts).
 *
 * Patches go out right after each change (patchRate is null): an idle table has no timer.
 */
export abstract class TableRoom extends Room<{ state: GameTableState; metadata: TableListing }> {
  protected abstract readonly gameTable: GameTable;
  private table!: Table;
  private counted = false;

  /**
   * At reservation time (HTTP matchmaking), before a seat is held: the join options are
   * checked as onJoin checks them, and the reservation is charged to the address's and the
   * table's budgets. Refusals reach the SDK as `"<code>: <sentence>"`.
   */
  static override async onAuth(_token: string, raw: unknown, context: AuthContext): Promise<unknown> {
    if (settings.shuttingDown) throw refusal(503, "shutting-down", "shutting down");
    const options = checkJoin(raw, 400).options;
    // The session cookie names a signed-in player; for a join by id, their claims at that table.
    const call = matchmakingCall(context.req?.url);
    const player = await joiningPlayer(cookieOf(context), call?.method === "joinById" ? call.target : undefined);
    const circle = await circleOfCreate(options.circle, call?.method, player, budgetKey(context.ip));
    const admitted = await admission.admit(context, options, player);
    return circle === undefined ? admitted : { ...admitted, circle };
  }

  /** The seat a key opens here (-1: none); admission asks it before reserving (remoteRoomCall). */
  seatOfKey(key: unknown): number {
    return typeof key === "string" ? this.table.seats.seatOfKey(key) : -1;
  }

  /** The seat a signed-in player's key hashes open here (-1: none); admission asks it (remoteRoomCall). */
  seatOfHolder(hashes: unknown): number {
    if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === "string")) return -1;
    return playersSeat(this.table.seats.records, { id: "", hashes: hashes as string[] });
  }

  /** A player deleted themselves: their seat here is given up (players/erase.ts, remoteRoomCall). */
  formerPlayer(hash: unknown, former: unknown): Promise<void> {
    if (typeof hash !== "string" || typeof former !== "string") return Promise.resolve();
    const table = this.table;
    return this.serially(() => letFormerGo(table, hash, former));
  }

  /** Each seat with whose turn it is and its clock: a link's page asks it (http.ts, remoteRoomCall). */
  seatsNow(): SeatListing[] {
    return this.table.seatsNow();
  }

  /** Reservations never fill a table (limits/admission.ts). */
  override hasReachedMaxClients(): boolean {
    return countMembersOnly(this);
  }

  override async onCreate(raw: unknown): Promise<void> {
    const facts = this.gameTable.facts;
    const stored = takeRestoring(raw);
    const opening: TableOpening = stored
      ? { seats: stored.seatCount, gameOptions: stored.options, isPrivate: stored.private, pace: stored.pace, clock: stored.clock, takeover: stored.takeover, awayAfter: stored.awayAfter, bots: [] }
      : openingOf(facts, raw);
    admission.opened(stored?.id);
    this.counted = true;

    this.roomId = stored?.id ?? newTableId();
    // Before the first write: the keeper must never bring back a table that runs here.
    hosted.set(this.roomId, 0);
    // Patches go out in changed(). Without a patch rate Colyseus still ticks the room's clock
    // 60 times a second unless a timestep holds that slot; this table keeps no timers on that
    // clock. A timestep started and stopped at once leaves the slot taken and nothing running,
    // so an idle table holds no timer (DESIGN.md, "Colyseus internals").
    this.setTimestep(() => undefined);
    this.setTimestep();
    this.patchRate = null;
    // Players (seated or standing) are at most one per seat, spectators have their own cap;
    // unconnected reservations fill no place (admission.ts). The host may add seats up to
    // the game's most before the start.
    this.maxClients = 2 * facts.maxPlayers + MAX_SPECTATORS;
    this.seatReservationTimeout = limits.reservationSeconds;

    const table = (this.table = new Table(this, this.gameTable, opening));
    withEncoderBuffers(this.gameTable.encoderBytes, () => (this.state = table.state));
    guardIncoming(this, refuse);
    this.onMessage("*", (client: Client, type: unknown, payload: unknown) => received(table, client, type, payload));
    if (opening.isPrivate) await this.setPrivate(true);
    if (stored) comeBack(table, stored);
    // Never stored (a failed write): still `opening`, nothing to close when the room goes.
    else await Promise.resolve(drive(table.open())).catch((error: unknown) => Promise.reject(joinRefusal(error)));
    hosted.set(this.roomId, Date.now());
    // Kept or let go, the seats onto the schema, the lobby told; a table woken by its deadline plays its turn.
    table.changed();
  }

  // Join refusals are ServerErrors: Colyseus prints any other error with its stack trace.
  override async onJoin(client: Client, raw: unknown): Promise<void> {
    admission.connected(client.sessionId);
    const made = circleOfClient(client);
    try {
      if (made) await recordCircleTable(made.circle, made.player, this.roomId, this.gameTable.rules.id as GameId);
      await this.serially(() => join(this.table, client, raw));
    } catch (error) {
      throw joinRefusal(error);
    }
  }

  override onDrop(client: Client): void {
    // A client put out gets no window: Colyseus goes straight on to onLeave.
    if (wasPutOut(client.ref) || this.table.life.leaving() || !dropped(this.table, client)) return;
    // Not awaited: if the window closes, Colyseus calls onLeave, which releases the seat.
    const reconnection = this.allowReconnection(client, settings.reconnectSeconds);
    this.table.members.awaitBack(client.sessionId, reconnection);
    reconnection.catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    reconnected(this.table, client);
  }

  override onLeave(client: Client): Promise<void> | void {
    this.table.members.windowClosed(client.sessionId);
    // A server that stops keeps every seat as it is: the table comes back with its players. A
    // table put to sleep keeps them in its row, written already.
    if (!this.table.life.serving()) return;
    // A store that fails was logged once by its health; the socket is gone either way.
    return this.serially(() => leave(this.table, client)).catch((error: unknown) => (storeDown(error) ? undefined : Promise.reject(error)));
  }

  private serially<T>(change: () => Steps<T>): Promise<T> {
    return this.table.serially(change);
  }

  // ---------------------------------------------------------------- closing and shutdown

  /** Closed by the server (idle too long): kept as history, everybody sent away. */
  async closeForIdle(): Promise<void> {
    const table = this.table;
    await this.serially(function* (): Steps<void> {
      const { store, id } = table.ledger;
      yield store.closeTable(id, Date.now());
      table.notice({ code: "closed", message: "this table was idle too long and is closed" });
    });
    await this.disconnect(CloseCode.NORMAL_CLOSURE);
  }

  /** The table ends: unless the server only restarts, it closes for good and stays as history. */
  override async onDispose(): Promise<void> {
    const table = this.table;
    if (this.counted) admission.closed(this.roomId);
    hosted.delete(this.roomId);
    if (table === undefined) return;
    const closes = table.life.close() && !settings.shuttingDown && settings.store !== null;
    this.clearTimers();
    if (closes) {
      try {
        await table.ledger.store.closeTable(this.roomId, Date.now());
      } catch (error) {
        log.error({ err: error, table: this.roomId }, "closing the table failed");
      }
    }
  }

  private clearTimers(): void {
    this.table.stopTimers();
    // Colyseus does not clear the timers of the seat reservations and reconnection windows that
    // a disposal cuts short; a stopping process should not wait for those it still lists here
    // (DESIGN.md, "Colyseus internals").
    const timers = (this as unknown as { _reservedSeatTimeouts: Record<string, NodeJS.Timeout> })._reservedSeatTimeouts;
    for (const timer of Object.values(timers ?? {})) clearTimeout(timer);
  }

  /**
   * Nobody has been at this turn-based table for a while: stored asleep, the room goes
   * (sleep.ts). `forRoom`: the process is full and nobody is seated here; spectators are told.
   */
  sleep(forRoom = false): void {
    const table = this.table;
    const awake = (): void => {
      if (forRoom) capacity.stayedAwake(table.ledger.id);
      table.planSleep();
    };
    table.serially(() => fallAsleep(table, forRoom)).then(
      (asleep) => {
        if (!asleep) return awake();
        if (forRoom) table.notice({ code: "asleep", message: "this table sleeps to make room for others; open its link to wake it" });
        void this.disconnect();
      },
      (error: unknown) => {
        if (!storeDown(error)) log.error({ err: error, table: table.ledger.id }, "a table could not go to sleep");
        awake();
      },
    );
  }

  /** Whether this table may sleep now to make room for another (sleep.ts). */
  sleepsForRoom(): boolean {
    return sleepsForRoom(this.table);
  }

  /** Puts the table to sleep to make room, if it may; false when it may not. */
  sleepForRoom(): boolean {
    if (!sleepsForRoom(this.table)) return false;
    this.sleep(true);
    return true;
  }

  /** The store takes changes again: the turns a failed write left unplayed are planned again. */
  storeBack(): void {
    if (this.table.life.serving()) this.table.nextTurns();
  }

  /**
   * This process lost its hold on the table (its lease ran out while it was slow, and another
   * process took the table): its players are sent to the table's new home as after a restart.
   * Had it played on, its next write would have been refused anyway (an action's index is
   * stored once).
   */
  async handOver(): Promise<void> {
    this.table.life.handedOver();
    await this.onBeforeShutdown();
  }

  /** The server restarts: every change already stored, players told, sockets closed (4001). */
  override async onBeforeShutdown(): Promise<void> {
    await this.table.still();
    this.table.notice({ code: "restarting", message: "the server restarts, back in a moment" });
    // A moment for the notice to leave before the sockets close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => undefined);
  }
}

/** The table room playing one game. */
export function roomFor(gameTable: GameTable): new () => TableRoom {
  return class extends TableRoom {
    protected readonly gameTable = gameTable;
  };
}
