import { CloseCode, Room, ServerError, type AuthContext, type Client, type Deferred } from "@colyseus/core";
import { gameFacts, isRuleError, RuleError, type BotLevel, type GameFacts, type GameId } from "@tablee/shared";
import { z } from "zod";
import { newTableId, settings } from "../settings.js";
import type { ChatRecord, SeatRecord, StoredTable, TableRecord, TablePhase, TableStore } from "../store/store.js";
import { StoreError } from "../store/error.js";
import { NOT_SAVED, storeDown } from "../store/health.js";
import { mirrorViews, type GameTable, type GameTableState } from "./game.js";
import { newSeatKey } from "./keys.js";
import { botHolder, FREE_SEAT, freeHolder, Seats } from "./seats.js";
import { SeatViews } from "./seat-views.js";
import { hosted, takeRestoring } from "./restore.js";
import { joinRefusal } from "./store-notices.js";
import type { Maybe, Steps } from "../steps.js";
import type { GameViews } from "./views.js";
import { Match } from "./match.js";
import { Serial } from "./serial.js";
import { admission, countMembersOnly, refuse as refusal } from "../limits/admission.js";
import { expectHandshake, guardIncoming } from "../limits/frames.js";
import { limits } from "../limits/limits.js";
import { wasPutOut } from "../limits/sockets.js";
import { wellFormedDeep } from "../limits/text.js";
import { log } from "../log.js";
import { Chat } from "./chat.js";
import { Host } from "./host.js";
import { listingOf, spectatorCount, type TableListing } from "./listing.js";
import { describeIssues, tableMessages } from "./messages.js";
import { nameTaken, sittingName } from "./names.js";
import { checkJoin, openingOf } from "./opening.js";
import { ChatLine, Member, Seat } from "./state.js";
import { syncArray } from "./sync.js";
import { Turns, type TurnKind } from "./turns.js";
import { botDecision, planTurns, stillDue } from "./bot-turns.js";

export const MAX_SPECTATORS = 50;
/** Close code for a connection whose seat went on in another tab or device (docs/protocol.md). */
export const SEAT_MOVED = 4011;

/**
 * The generic table, as a Colyseus room: joins, drops and reconnection, names, spectators,
 * chat, start and rematch, message checks, and its record in the table store, over its parts:
 * the seats (seats.ts), the match (match.ts), the host (host.ts), the members' views
 * (seat-views.ts), the bots' turns (bot-turns.ts, turns.ts). It plays whatever game its
 * GameTable names: `roomFor` makes each game's room type.
 *
 * Durable: every change a player could see is written to the store before its patch leaves
 * (one change at a time, in order: `serially`); a restarted server rebuilds the table from
 * that record (restore.ts).
 *
 * Patches go out right after each change (patchRate is null): an idle table has no timer.
 */
export abstract class TableRoom extends Room<{ state: GameTableState; metadata: TableListing }> {
  protected abstract readonly table: GameTable;

  /** The game: the engine's state, the game's number and its seed. */
  private match!: Match;
  private chat!: Chat;
  private lastListing = "";
  private isPrivate = false;
  private createdAt = 0;
  /** Who holds each seat: the one list of seats, which the synced seats mirror. */
  private seats!: Seats;
  private host!: Host;
  /** Each member's view, through which each seat's private part reaches its occupant. */
  private seatViews!: SeatViews;
  private readonly reconnections = new Map<string, Deferred<Client>>();
  /** Seats held for players who have not come back since a restart. */
  private readonly holds = new Map<number, NodeJS.Timeout>();
  /** One change at a time, in arrival order. */
  private readonly serial = new Serial();
  private counted = false;
  private handedOver = false;
  private disposed = false;
  /** Seconds per decision on the turn clock (0: none), and the level of the bots that take over. */
  private turnClock = 0;
  private takeover: BotLevel = "easy";
  private readonly turns = new Turns((seat, kind, moves) => this.turnFor(seat, kind, moves));

  /**
   * At reservation time (HTTP matchmaking), before a seat is held: the join options are
   * checked as onJoin checks them, and the reservation is charged to the address's and the
   * table's budgets. Refusals reach the SDK as `"<code>: <sentence>"`.
   */
  static override async onAuth(_token: string, raw: unknown, context: AuthContext): Promise<unknown> {
    if (settings.shuttingDown) throw refusal(503, "shutting-down", "shutting down");
    return admission.admit(context, checkJoin(raw, 400).options);
  }

  /** The seat a key opens here (-1: none); admission asks it before reserving (remoteRoomCall). */
  seatOfKey(key: unknown): number {
    return typeof key === "string" ? this.seats.seatOfKey(key) : -1;
  }

  private get facts(): GameFacts {
    return gameFacts[this.table.rules.id as GameId];
  }

  private get store(): TableStore {
    if (settings.store === null) throw new Error("the table store is not open");
    return settings.store;
  }

  /** Reservations never fill a table (limits/admission.ts). */
  override hasReachedMaxClients(): boolean {
    return countMembersOnly(this);
  }

  override async onCreate(raw: unknown): Promise<void> {
    const stored = takeRestoring(raw);
    const { seats, gameOptions, isPrivate, clock, takeover, bots } = stored
      ? { seats: stored.seatCount, gameOptions: stored.options, isPrivate: stored.private, clock: stored.clock, takeover: stored.takeover, bots: [] }
      : openingOf(this.facts, raw);
    admission.opened();
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
    this.maxClients = 2 * this.facts.maxPlayers + MAX_SPECTATORS;
    this.seatReservationTimeout = limits.reservationSeconds;
    this.match = new Match(this.table.rules, gameOptions);
    this.isPrivate = isPrivate;
    this.turnClock = clock;
    this.takeover = takeover;

    const state = new this.table.State();
    this.seatViews = new SeatViews(state, this.table.Private);
    state.game = this.table.rules.id;
    state.seatCount = seats;
    for (let s = 0; s < seats; s++) {
      state.seats.push(new Seat());
      state.privates.set(String(s), this.seatViews.part(s));
    }
    this.state = state;
    this.host = new Host(state, (name) => this.notice("host-changed", `${name} is now the host`, { name }));
    this.chat = new Chat(state.chat);
    // The bots asked for at creation sit in the last seats: the creator gets the first.
    this.seats = Seats.opening(seats, bots, { clock, takeover });
    state.clock = clock;
    state.takeover = takeover;

    guardIncoming(this, (client, code, message) => this.refuse(client, code, message));
    this.registerMessages();
    if (isPrivate) await this.setPrivate(true);
    if (stored) this.restore(stored);
    else {
      this.createdAt = Date.now();
      await Promise.resolve(this.save()).catch((error: unknown) => {
        // Never stored: nothing to close when the room goes.
        this.createdAt = 0;
        return Promise.reject(joinRefusal(error));
      });
    }
    hosted.set(this.roomId, Date.now());
    this.syncSeats();
    this.publishListing();
  }

  // ---------------------------------------------------------------- restoring

  /**
   * The stored table as it was: its game replayed from seed and actions and checked against
   * the stored digest, its chat, and its seats held for their players for the reconnection
   * window, as if they had all dropped at once.
   */
  private restore(stored: StoredTable): void {
    const state = this.state;
    this.seats.take(stored.seats.map((seat) => ({ ...seat })));
    this.host.await(stored.host);
    stored.chat.forEach((line, i) => this.chat.post(new ChatLine({ ...line, id: i + 1 })));
    const current = stored.games.at(-1);
    if (stored.phase !== "waiting" && current) {
      const views = this.match.restore(stored.id, stored.seatCount, current);
      state.moves = current.actions.length;
      state.board = new this.table.Board();
      mirrorViews(state, views);
      state.phase = stored.phase;
      if (stored.phase === "over" && current.outcome) syncArray(state.winners, current.outcome.winners);
    } else {
      this.match.numbered(current?.gameNo ?? 0);
    }
    const until = Date.now() + settings.reconnectSeconds * 1000;
    this.seats.records.forEach((holder, seat) => {
      // A bot's seat is not held: it plays on (a stand-in for its player, whose key still opens it).
      if (holder.name === "" || holder.keyHash === "" || holder.bot) return;
      const chair = state.seats[seat];
      chair.name = holder.name;
      chair.awayUntil = until;
      const end = (): void => {
        this.serially(() => this.endHold(seat)).catch((error) => log.error({ err: error, table: this.roomId, seat }, "releasing a held seat failed"));
      };
      this.holds.set(seat, setTimeout(end, until - Date.now()));
    });
    this.keepWhileAway();
    // Last: a table that failed to come back is not closed by its disposal (onDispose).
    this.createdAt = stored.createdAt;
  }

  /**
   * An empty table closes (Colyseus disposes it, onDispose keeps it as history), unless its
   * game is in progress or seats are held for players coming back after a restart: then it
   * waits for them, however long (IDLE_DAYS closes it in the end).
   */
  private keepWhileAway(): void {
    const keep = this.state.phase === "playing" || this.holds.size > 0;
    if (this.autoDispose === keep) this.autoDispose = !keep;
  }

  /**
   * A seat held since the restart whose player did not come back in time: free for others
   * before the start; in a game, a bot plays it for them (their key still opens it).
   */
  private *endHold(seat: number): Steps<void> {
    this.holds.delete(seat);
    const chair = this.state.seats[seat];
    if (chair.occupant !== "") return;
    const name = chair.name;
    chair.awayUntil = 0;
    const playing = this.state.phase === "playing";
    if (playing) this.seats.set(seat, this.seats.standIn(seat));
    else {
      chair.name = "";
      if (this.state.phase === "waiting") this.seats.set(seat, freeHolder());
    }
    const newHost = this.host.notBack(name);
    yield this.save();
    if (playing) this.notice("bot-playing", `${name} did not come back; a bot plays for them`, { seat, name });
    else this.notice("seat-released", `${name} did not come back; seat ${seat + 1} is free`, { seat, name });
    newHost();
    this.changed();
    this.keepWhileAway();
  }

  private held(seat: number): boolean {
    return this.holds.has(seat);
  }

  // ---------------------------------------------------------------- joining and leaving

  // Join refusals are ServerErrors: Colyseus prints any other error with its stack trace.
  override onJoin(client: Client, raw: unknown): Promise<void> {
    admission.connected(client.sessionId);
    return this.serially(() => this.join(client, raw)).catch((error: unknown) => Promise.reject(joinRefusal(error)));
  }

  private *join(client: Client, raw: unknown): Steps<void> {
    if (settings.shuttingDown) throw new ServerError(503, "shutting down");
    const { options, name: asked } = checkJoin(raw, 4002);
    const spectator = options.spectate === true;
    let seat = -1;
    let name = asked;
    let back = false;
    if (options.seatKey !== undefined) {
      if (spectator) throw refusal(4002, "bad-seat-key", "a spectator has no seat to come back to");
      seat = this.seats.seatOfKey(options.seatKey);
      if (seat < 0) throw refusal(4002, "bad-seat-key", "that seat key does not open a seat at this table");
      name = this.seats.at(seat).name;
      this.moveSeatAway(seat);
      back = this.seats.at(seat).standIn === true;
      // The player takes the seat back from the bot that played for them, at once.
      if (back) this.seats.set(seat, this.seats.handedBack(seat, this.freshDeadline(seat)));
    } else {
      if (nameTaken(name, [...this.state.members.values()].map((m) => m.name))) {
        throw refusal(4002, "bad-name", "somebody at this table already goes by that name");
      }
      if (spectator) {
        if (spectatorCount(this.state) >= MAX_SPECTATORS) throw new ServerError(4002, "too many spectators");
      } else {
        seat = this.state.seats.findIndex((_, index) => this.free(index));
        if (seat < 0) throw new ServerError(4002, "table full");
      }
    }

    const member = new Member({ name, spectator, connected: true });
    const key = seat >= 0 && options.seatKey === undefined ? this.giveKey(seat, name) : undefined;
    const becomesHost = this.host.claims(name);
    this.state.members.set(client.sessionId, member);
    if (becomesHost) this.state.host = client.sessionId;
    // Written before anyone hears of it: a seat or a host changes what the store keeps, and
    // any join is the table being opened (IDLE_DAYS counts from the last time it was).
    yield this.save();
    client.view = this.seatViews.open(client.sessionId);
    expectHandshake(client);
    if (seat >= 0) {
      this.occupy(seat, client);
      client.send("seat-key", { table: this.roomId, seat, key: key ?? options.seatKey });
    }
    if (back) this.notice("seat-back", `${name} is back and plays again`, { seat, name });
    this.changed();
  }

  /**
   * A seat a person may take now: nobody in it, not held for a player coming back, and no bot
   * playing it, unless the host opened a stand-in's seat to newcomers.
   */
  private free(seat: number): boolean {
    const holder = this.seats.at(seat);
    if (this.state.seats[seat].occupant !== "" || this.held(seat)) return false;
    return holder.bot === undefined || holder.open === true;
  }

  /** When a person's clock for a decision they face from now runs out (0: no clock, or not their turn). */
  private freshDeadline(seat: number): number {
    if (this.turnClock === 0 || !this.match.running || this.state.phase !== "playing") return 0;
    return this.match.awaited().includes(seat) ? Date.now() + this.turnClock * settings.clockSecondMs : 0;
  }

  /** A new key for whoever takes `seat` now: the previous holder's key no longer opens it. */
  private giveKey(seat: number, name: string): string {
    const { key, hash } = newSeatKey();
    this.seats.set(seat, { name, keyHash: hash, deadline: this.freshDeadline(seat) });
    return key;
  }

  /**
   * The key's holder is back, from here: whatever connection held the seat (another tab, a
   * line that dropped) is let go without releasing the seat, and told so.
   */
  private moveSeatAway(seat: number): void {
    const hold = this.holds.get(seat);
    if (hold) clearTimeout(hold);
    this.holds.delete(seat);
    this.keepWhileAway();
    const occupant = this.state.seats[seat].occupant;
    if (occupant === "") return;
    const member = this.state.members.get(occupant);
    if (member === undefined) return;
    this.host.movedAway(occupant, member.name);
    this.forgetMember(occupant);
    this.state.seats[seat].occupant = "";
    const away = this.clients.getById(occupant);
    if (away) {
      away.send("notice", { code: "seat-moved", message: "you went on at this table in another tab or device" });
      away.leave(SEAT_MOVED);
    }
    this.reconnections.get(occupant)?.reject(new Error("the seat went on elsewhere"));
    this.reconnections.delete(occupant);
  }

  override onDrop(client: Client): void {
    const member = this.state.members.get(client.sessionId);
    // A client put out gets no window: Colyseus goes straight on to onLeave.
    if (member === undefined || wasPutOut(client.ref) || this.leavingProcess()) return;
    member.connected = false;
    if (member.seat >= 0) {
      const seat = this.state.seats[member.seat];
      seat.connected = false;
      seat.awayUntil = Date.now() + settings.reconnectSeconds * 1000;
    }
    this.changed();
    // Not awaited: if the window closes, Colyseus calls onLeave, which releases the seat.
    const reconnection = this.allowReconnection(client, settings.reconnectSeconds);
    this.reconnections.set(client.sessionId, reconnection);
    reconnection.catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    this.reconnections.delete(client.sessionId);
    const member = this.state.members.get(client.sessionId);
    if (member === undefined) return;
    member.connected = true;
    if (member.seat >= 0) {
      const seat = this.state.seats[member.seat];
      seat.connected = true;
      seat.awayUntil = 0;
      this.seatViews.show(client.sessionId);
    }
    this.changed();
  }

  override onLeave(client: Client): Promise<void> | void {
    this.reconnections.delete(client.sessionId);
    // A server that stops keeps every seat as it is: the table comes back with its players.
    if (this.leavingProcess()) return;
    // A store that fails was logged once by its health; the socket is gone either way.
    return this.serially(() => this.leave(client)).catch((error: unknown) => (storeDown(error) ? undefined : Promise.reject(error)));
  }

  private *leave(client: Client): Steps<void> {
    const member = this.state.members.get(client.sessionId);
    if (member === undefined) return;
    let told = (): void => undefined;
    if (member.seat >= 0) {
      const seat = member.seat;
      const name = member.name;
      this.vacate(seat, client);
      // Before the start a seat left is free for anyone. In a game a bot plays it for its
      // player, whose key still opens it; after the game it is free.
      if (this.state.phase === "playing") {
        this.seats.set(seat, this.seats.standIn(seat));
        told = () => this.notice("bot-playing", `${name} is away; a bot plays for them`, { seat, name });
      } else {
        if (this.state.phase === "waiting") this.seats.set(seat, freeHolder());
        told = () => this.notice("seat-released", `${name} left; seat ${seat + 1} is free`, { seat, name });
      }
    }
    this.forgetMember(client.sessionId);
    const newHost = this.host.left(client.sessionId);
    yield this.save();
    told();
    newHost();
    this.changed();
  }

  private forgetMember(sessionId: string): void {
    this.state.members.delete(sessionId);
    this.chat.forget(sessionId);
    this.seatViews.forget(sessionId);
  }

  private occupy(seat: number, client: Client): void {
    const member = this.state.members.get(client.sessionId)!;
    const chair = this.state.seats[seat];
    chair.occupant = client.sessionId;
    chair.name = member.name;
    chair.connected = member.connected;
    chair.awayUntil = 0;
    member.seat = seat;
    if (this.match.running) this.seatViews.renew(seat, this.match.privateView(seat));
    this.seatViews.show(client.sessionId);
  }

  private vacate(seat: number, client: Client): void {
    const member = this.state.members.get(client.sessionId);
    const chair = this.state.seats[seat];
    chair.occupant = "";
    chair.name = "";
    chair.connected = false;
    chair.awayUntil = 0;
    if (member) member.seat = -1;
    this.seatViews.hide(client.sessionId, seat);
  }

  // ---------------------------------------------------------------- messages

  /**
   * Each message type with its shape (zod) and its change: one table for every room. A room
   * registers only Colyseus's wildcard handler and looks the type up here: a handler per type
   * and room cost about 4 KB a table (DESIGN.md, "Memory per table").
   */
  private static readonly receivers: ReadonlyMap<string, Receiver> = new Map([
    // The engine checks an action's shape itself (RuleError "bad-action").
    ["action", receiver(z.unknown(), (room, client, action) => room.play(client, action))],
    ["sit", receiver(tableMessages.sit, (room, client, { seat, name }) => room.sit(client, seat, name))],
    ["stand", receiver(tableMessages.stand, (room, client) => room.stand(client))],
    ["start", receiver(tableMessages.start, (room, client, how) => room.start(client, how ?? {}))],
    ["set-seats", receiver(tableMessages["set-seats"], (room, client, { count }) => room.setSeats(client, count))],
    ["rematch", receiver(tableMessages.rematch, (room, client) => room.rematch(client))],
    ["chat", receiver(tableMessages.chat, (room, client, { text }) => room.say(client, text))],
    ["add-bot", receiver(tableMessages["add-bot"], (room, client, { seat, level }) => room.addBot(client, seat, level))],
    ["remove-bot", receiver(tableMessages["remove-bot"], (room, client, { seat }) => room.removeBot(client, seat))],
    ["open-seat", receiver(tableMessages["open-seat"], (room, client, { seat }) => room.openSeat(client, seat))],
    ["back", receiver(tableMessages.back, (room, client) => room.back(client))],
  ]);

  private registerMessages(): void {
    this.onMessage("*", (client: Client, type: unknown, payload: unknown) => this.received(client, type, payload));
  }

  /**
   * Colyseus calls the wildcard with (client, type, payload) for a message of a type nobody
   * registered, but with (client, payload, its dispatch context) for a message whose type is
   * "*" itself: `type` may then be anything the sender packed, such as an object whose
   * `toString` is not a function, which String() throws on, in the socket's event handler,
   * where it ends the process; and a payload that is a context (it has functions, which no
   * decoded message has) says the type was "*". Frames of raw bytes never get here
   * (guardIncoming refuses them).
   */
  private received(client: Client, type: unknown, raw: unknown): void {
    const receiver = typeof type === "string" && !isDispatchContext(raw) ? TableRoom.receivers.get(type) : undefined;
    if (receiver === undefined) {
      const name = typeof type === "string" || typeof type === "number" || typeof type === "bigint" ? String(type) : "*";
      return this.refuse(client, "unknown-message", `unknown message type ${JSON.stringify(name).slice(0, 40)}`);
    }
    // Shape first (zod), then the change in turn, which checks seat, turn and legality.
    if (!wellFormedDeep(raw)) return this.refuse(client, "bad-message", "text must be valid Unicode, nested at most 16 levels");
    const parsed = receiver.shape.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "bad-message", describeIssues(parsed.error));
    void this.serially(() => receiver.change(this, client, parsed.data)).catch((error: unknown) => {
      if (isRuleError(error)) return this.refuse(client, error.code, error.message);
      // The store's health logged it once and told every table.
      if (storeDown(error)) return this.refuse(client, NOT_SAVED.code, NOT_SAVED.message);
      // A store failure names its call and table; its stack says nothing more.
      if (error instanceof StoreError) log.error({ table: this.roomId, type, store: error.message }, "the store refused a change; nobody was told");
      else log.error({ err: error, table: this.roomId, type }, "message handler failed");
      this.refuse(client, "internal", "the server could not handle that message; nothing changed");
    });
  }

  /** One change at a time, in arrival order (serial.ts): each check sees the table as its players will have seen it. */
  private serially<T>(change: () => Steps<T>): Promise<T> {
    return this.serial.run(change);
  }

  private refuse(client: Client, code: string, message: string): void {
    client.send("error", { code, message });
  }

  private notice(code: string, message: string, extra: { seat?: number; name?: string } = {}): void {
    this.broadcast("notice", { code, message, ...extra });
  }

  private memberOf(client: Client): Member {
    const member = this.state.members.get(client.sessionId);
    if (member === undefined) throw new RuleError("not-seated", "you are not at this table");
    return member;
  }

  private seatedPlayer(client: Client): number {
    const member = this.memberOf(client);
    if (member.spectator) throw new RuleError("spectator", "spectators watch, they do not play");
    if (member.seat < 0) throw new RuleError("not-seated", "take a seat first");
    return member.seat;
  }

  private *play(client: Client, action: unknown): Steps<void> {
    yield* this.move(this.seatedPlayer(client), action, "person");
  }

  /**
   * One decision, whoever takes it: the seat's person, its bot, or the easy bot when the
   * seat's clock ran out. The same checks for all three; stored, with the seats' clocks,
   * before anybody sees it.
   */
  private *move(seat: number, action: unknown, by: "person" | TurnKind): Steps<void> {
    if (this.state.phase === "waiting") throw new RuleError("not-started", "the game has not started");
    if (this.state.phase === "over") throw new RuleError("game-over", "the game is over");
    const decision = this.match.decide(seat, action, this.state.seatCount);
    const { views, outcome } = decision;
    const at = Date.now();
    const holders = this.seats.afterDecision(seat, by, decision.before, decision.after, at, settings.clockSecondMs);
    const seatsChanged = this.seats.differs(holders);
    // One transaction: a store that fails keeps none of it, so the move can be tried again.
    const table = outcome !== null || seatsChanged ? this.record(outcome !== null ? "over" : "playing", undefined, holders) : undefined;
    yield this.store.appendAction(this.roomId, this.match.gameNo, this.state.moves, { seat, action, digest: decision.digest, at }, { outcome: outcome ?? undefined, table });
    const was = this.seats.at(seat);
    this.seats.take(holders);
    this.match.take(decision);
    this.state.moves++;
    this.seatViews.mirror(views);
    const name = holders[seat].name;
    if (by === "clock") {
      this.notice("timeout", `${name}'s time ran out; a bot played for them`, { seat, name });
      if (holders[seat].standIn) this.notice("away", `${name} let the clock run out three times; a bot plays for them`, { seat, name });
    }
    if (by === "person" && was.standIn) this.notice("seat-back", `${name} is back and plays again`, { seat, name });
    if (outcome !== null) {
      this.state.phase = "over";
      syncArray(this.state.winners, outcome.winners);
      const names = outcome.winners.map((s) => this.seats.at(s)?.name || `seat ${s + 1}`);
      this.notice("game-over", `${names.join(" and ")} won`);
      this.keepWhileAway();
    }
    this.changed();
  }

  private *sit(client: Client, seat: number, asked?: string): Steps<void> {
    const member = this.memberOf(client);
    const others = [...this.state.members.entries()].filter(([id]) => id !== client.sessionId).map(([, m]) => m.name);
    const name = sittingName(member, asked, others);
    if ("error" in name) throw new RuleError(name.code, name.error);
    if (seat >= this.state.seatCount) throw new RuleError("bad-seat", `there are ${this.state.seatCount} seats`);
    if (member.seat === seat) return;
    if (!this.free(seat)) throw new RuleError("seat-taken", "that seat is taken");
    // Once a game runs, seated players keep their seat; a player without one may still
    // take a released seat and play on with its hand.
    if (this.state.phase !== "waiting" && member.seat >= 0) {
      throw new RuleError("already-started", "seats are fixed once the game has started");
    }
    const before = member.seat;
    if (before >= 0) this.seats.set(before, freeHolder());
    const key = this.giveKey(seat, name.name);
    yield this.save();
    if (before >= 0) this.vacate(before, client);
    // A spectator sitting down becomes a player, under the name they gave.
    member.spectator = false;
    member.name = name.name;
    this.occupy(seat, client);
    client.send("seat-key", { table: this.roomId, seat, key });
    this.changed();
  }

  private *stand(client: Client): Steps<void> {
    const seat = this.seatedPlayer(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "seats are fixed once the game has started");
    this.seats.set(seat, freeHolder());
    yield this.save();
    this.vacate(seat, client);
    this.changed();
  }

  private *start(client: Client, how: { short?: true; fill?: BotLevel }): Steps<void> {
    this.requireHost(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "the game has already started");
    if (how.short || how.fill) {
      // Checked before the seats change: a refused start leaves them as they were.
      this.requireSeatedHere();
      if (how.fill) yield* this.fillSeats(how.fill);
      else yield* this.closeFreeSeats();
    }
    const seats = this.state.seats;
    if (seats.some((s, i) => s.occupant === "" && this.seats.at(i).bot === undefined)) throw new RuleError("seats-not-full", "every seat must be taken, by a person or a bot");
    if (seats.every((s) => s.occupant === "")) throw new RuleError("no-person", "at least one person must play");
    if (seats.some((s) => s.occupant !== "" && !s.connected)) throw new RuleError("player-away", "a player is away");
    const opening = this.match.open(this.state.seatCount, settings.seed());
    const { gameNo, seed } = opening;
    const players = this.seats.records.map((h) => h.name);
    const startedAt = Date.now();
    const holders = this.seats.atStart(opening.first, startedAt, settings.clockSecondMs);
    yield this.store.startGame(this.roomId, { gameNo, seed, players, startedAt }, this.record("playing", undefined, holders));
    this.seats.take(holders);
    this.match.begin(opening);
    this.state.phase = "playing";
    this.state.moves = 0;
    this.state.board = new this.table.Board();
    this.seatViews.mirror(opening.views);
    this.keepWhileAway();
    this.notice("game-started", "the game has started");
    this.changed();
  }

  /** A seat somebody holds before the start: a person (here, away, or held since a restart) or a bot. */
  private taken(seat: number): boolean {
    return this.state.seats[seat].occupant !== "" || this.seats.at(seat).bot !== undefined || this.held(seat);
  }

  /** What a start with whoever is seated needs: a person among them, and every person here. */
  private requireSeatedHere(): void {
    const seats = this.state.seats;
    if (seats.every((s) => s.occupant === "")) throw new RuleError("no-person", "at least one person must play");
    if (this.holds.size > 0 || seats.some((s) => s.occupant !== "" && !s.connected)) throw new RuleError("player-away", "a player is away");
  }

  /** `start {fill}`: a bot of that level takes every free seat. */
  private *fillSeats(level: BotLevel): Steps<void> {
    const holders = this.seats.filled(level, (s) => this.taken(s));
    yield this.save("waiting", undefined, holders);
    this.seats.take(holders);
  }

  /** `start {short}`: the free seats close, the seated move up in their order, if enough are seated. */
  private *closeFreeSeats(): Steps<void> {
    const seated = this.state.seats.map((_, s) => s).filter((s) => this.taken(s));
    const { minPlayers } = this.facts;
    if (seated.length < minPlayers) throw new RuleError("too-few-players", `this game needs at least ${minPlayers} players; ${seated.length} are seated`);
    if (seated.length < this.state.seatCount) yield* this.reseat(seated);
  }

  /**
   * The host sets the seat count before the start, within the game's range. New seats are
   * free; fewer seats close free ones, the last first, and the seated move up to fill the
   * gaps (their keys with them). Refused when more seats are taken than the count.
   */
  private *setSeats(client: Client, count: number): Steps<void> {
    this.requireHost(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "seats are set before the start");
    const { minPlayers, maxPlayers } = this.facts;
    if (count < minPlayers || count > maxPlayers) {
      const range = minPlayers === maxPlayers ? `exactly ${minPlayers}` : `${minPlayers} to ${maxPlayers}`;
      throw new RuleError("bad-seat-count", `this game seats ${range} players`);
    }
    const now = this.state.seatCount;
    if (count === now) return;
    const layout = this.state.seats.map((_, s) => s);
    if (count > now) {
      for (let s = now; s < count; s++) layout.push(FREE_SEAT);
    } else {
      const taken = layout.filter((s) => this.taken(s)).length;
      if (taken > count) throw new RuleError("seat-taken", `${taken} seats are taken: a player must stand up or a bot leave first`);
      for (let s = layout.length - 1; layout.length > count; s--) if (!this.taken(s)) layout.splice(s, 1);
    }
    yield* this.reseat(layout);
    this.changed();
  }

  /**
   * The seats anew before the start: `layout[seat]` is the seat it was (FREE_SEAT: a new
   * free one). A holder moves with its key hash, so a seat key opens the moved seat; a seated
   * bot is renamed after its new seat. Seats held since a restart do not move (their timers
   * know them by number).
   */
  private *reseat(layout: number[]): Steps<void> {
    if (layout.some((from, seat) => from !== seat && from >= 0 && this.held(from))) {
      throw new RuleError("player-away", "a player is coming back after a restart: the seats wait for them");
    }
    const holders = this.seats.reseated(layout);
    yield this.save("waiting", undefined, holders, layout.length);
    const state = this.state;
    const before = state.seats.map((chair) => chair.toJSON());
    // Each seated member's view lets go of its old seat's part before it is shown the new one.
    for (const [sessionId, member] of state.members) {
      if (member.seat >= 0) this.seatViews.hide(sessionId, member.seat);
    }
    layout.forEach((from, seat) => {
      const chair = state.seats[seat] ?? (state.seats.push(new Seat()), state.seats[seat]);
      Object.assign(chair, new Seat().toJSON(), from === FREE_SEAT ? {} : before[from]);
      if (!state.privates.has(String(seat))) state.privates.set(String(seat), this.seatViews.part(seat));
    });
    for (let seat = before.length - 1; seat >= layout.length; seat--) {
      state.seats.pop();
      state.privates.delete(String(seat));
    }
    state.seatCount = layout.length;
    this.seats.take(holders);
    for (const [sessionId, member] of state.members) {
      if (member.seat < 0) continue;
      const from = member.seat;
      member.seat = layout.indexOf(from);
      this.seatViews.show(sessionId);
      // The browser files its key under the seat's number (the "continue on another device" link).
      if (member.seat !== from) this.clients.getById(sessionId)?.send("seat-renumbered", { table: this.roomId, from, seat: member.seat });
    }
  }

  private *rematch(client: Client): Steps<void> {
    this.requireHost(client);
    if (this.state.phase !== "over") throw new RuleError("not-over", "the game is not over");
    const holders = this.seats.forRematch((s) => this.state.seats[s].occupant !== "");
    yield this.save("waiting", undefined, holders);
    this.seats.take(holders);
    this.match.end();
    this.state.phase = "waiting";
    this.state.board = undefined;
    this.state.moves = 0;
    for (let seat = 0; seat < this.state.seatCount; seat++) this.seatViews.renew(seat, this.match.privateView(seat));
    syncArray(this.state.winners, []);
    this.keepWhileAway();
    this.notice("rematch", "a new game: the host starts it when everybody is seated");
    this.changed();
  }

  private requireHost(client: Client): void {
    this.memberOf(client);
    this.host.require(client.sessionId);
  }

  private *say(client: Client, text: string): Steps<void> {
    const line = this.chat.say(client.sessionId, this.memberOf(client), text, Date.now());
    yield this.save(this.state.phase as TablePhase, line);
    this.chat.post(line);
    this.changed();
  }

  // ---------------------------------------------------------------- store and sync

  /** What the store keeps of the table, as it is about to be (a phase or a chat line not shown yet). */
  private record(phase: TablePhase, line?: ChatLine, holders: readonly SeatRecord[] = this.seats.records, seatCount = this.state.seatCount): TableRecord {
    const chat: ChatRecord[] = this.chat.kept(line).map(({ name, seat, spectator, text, at }) => ({ name, seat, spectator, text, at }));
    return {
      id: this.roomId,
      game: this.table.rules.id,
      seatCount,
      options: this.match.options,
      private: this.isPrivate,
      host: this.host.name,
      phase,
      seats: holders.map((h) => ({ ...h })),
      chat,
      clock: this.turnClock,
      takeover: this.takeover,
      createdAt: this.createdAt,
      updatedAt: Date.now(),
    };
  }

  private save(phase = this.state.phase as TablePhase, line?: ChatLine, holders: readonly SeatRecord[] = this.seats.records, seatCount = this.state.seatCount): Maybe<void> {
    return this.store.saveTable(this.record(phase, line, holders, seatCount));
  }

  /**
   * After every change: the seats' bots and clocks onto the schema, the patch out now, the
   * lobby told if it shows, and the next turns that no person takes planned.
   */
  private changed(): void {
    this.syncSeats();
    this.broadcastPatch();
    this.publishListing();
    this.nextTurns();
  }

  /** What the holders say of each seat (bots, stand-ins, clocks) as the players see it. */
  private syncSeats(): void {
    this.seats.mirrorOnto(this.state.seats, (seat) => this.held(seat));
  }

  // ---------------------------------------------------------------- bots and the clock

  /**
   * The turns no person takes: a bot's seat plays after a short pause, a person's clock plays
   * for them when it runs out. Nothing moves while nobody is at the table (bots do not play
   * to an empty room, and an absent table's clocks wait for the first person back).
   */
  private nextTurns(): void {
    if (this.state.phase !== "playing" || !this.match.running || this.leavingProcess() || !this.someoneHere()) {
      this.turns.stopAll();
      return;
    }
    planTurns(this.turns, this.table.rules.id, this.match, this.seats, this.state.moves);
  }

  private someoneHere(): boolean {
    for (const member of this.state.members.values()) if (member.connected) return true;
    return false;
  }

  /**
   * A planned turn: the bot decides from the seat's view (the strong level in a worker
   * thread), then plays through the same checks as a person, unless the decision was taken
   * meanwhile.
   */
  private async turnFor(seat: number, kind: TurnKind, moves: number): Promise<void> {
    if (this.state.moves !== moves || !this.match.running || this.leavingProcess()) return;
    const level = kind === "clock" ? "easy" : this.seats.at(seat).bot;
    if (level === undefined) return;
    const failed = (error: unknown): void => log.error({ err: error, table: this.roomId, seat, level }, "a bot could not decide; the easy level plays");
    try {
      const action = await botDecision(this.table.rules.id, level, this.match.view(seat), this.match.botSeed(moves, seat), failed);
      if (this.leavingProcess() || this.disposed) return;
      await this.serially(() => this.turnPlayed(seat, kind, moves, action));
    } catch (error) {
      // A store that fails: the turn is planned again once it is back (storeBack).
      if (!storeDown(error)) log.error({ err: error, table: this.roomId, seat, kind }, "a bot's move failed");
    }
  }

  private *turnPlayed(seat: number, kind: TurnKind, moves: number, action: unknown): Steps<void> {
    if (this.state.moves !== moves || this.state.phase !== "playing") return;
    if (!stillDue(kind, this.seats.at(seat), Date.now())) return;
    yield* this.move(seat, action, kind);
  }

  private *addBot(client: Client, seat: number, level: BotLevel): Steps<void> {
    this.requireHost(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "bots are seated before the start");
    if (seat >= this.state.seatCount) throw new RuleError("bad-seat", `there are ${this.state.seatCount} seats`);
    if (!this.free(seat) || this.seats.at(seat).bot !== undefined) throw new RuleError("seat-taken", "that seat is taken");
    const holders = this.seats.with(seat, botHolder(seat, level));
    yield this.save("waiting", undefined, holders);
    this.seats.take(holders);
    this.changed();
  }

  private *removeBot(client: Client, seat: number): Steps<void> {
    this.requireHost(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "bots leave before the start only");
    if (seat >= this.state.seatCount || this.seats.at(seat).bot === undefined) throw new RuleError("not-a-bot", "no bot sits there");
    const holders = this.seats.with(seat, freeHolder());
    yield this.save("waiting", undefined, holders);
    this.seats.take(holders);
    this.changed();
  }

  /** The host lets a newcomer take the seat a bot plays for an absent player. */
  private *openSeat(client: Client, seat: number): Steps<void> {
    this.requireHost(client);
    const holder = this.seats.at(seat);
    if (this.state.phase !== "playing" || holder === undefined || !holder.standIn || this.state.seats[seat].occupant !== "") {
      throw new RuleError("not-stand-in", "only a seat a bot plays for an absent player can be opened");
    }
    const holders = this.seats.with(seat, { ...holder, open: true });
    yield this.save("playing", undefined, holders);
    this.seats.take(holders);
    this.changed();
  }

  /** A player the clock had put away takes their seat back from the bot. */
  private *back(client: Client): Steps<void> {
    const seat = this.seatedPlayer(client);
    const holder = this.seats.at(seat);
    if (!holder.standIn) throw new RuleError("not-stand-in", "you are playing your seat already");
    const holders = this.seats.with(seat, this.seats.handedBack(seat, this.freshDeadline(seat)));
    yield this.save(this.state.phase as TablePhase, undefined, holders);
    this.seats.take(holders);
    this.notice("seat-back", `${holder.name} is back and plays again`, { seat, name: holder.name });
    this.changed();
  }

  private publishListing(): void {
    const listing = listingOf(this.state);
    const key = JSON.stringify(listing);
    if (key === this.lastListing) return;
    this.lastListing = key;
    this.setMetadata(listing).catch((error) => log.error({ err: error, table: this.roomId }, "listing failed"));
  }

  // ---------------------------------------------------------------- closing and shutdown

  /** Closed by the server (idle too long): kept as history, everybody sent away. */
  async closeForIdle(): Promise<void> {
    await this.serially(function* (this: TableRoom): Steps<void> {
      yield this.store.closeTable(this.roomId, Date.now());
      this.notice("closed", "this table was idle too long and is closed");
    }.bind(this));
    await this.disconnect(CloseCode.NORMAL_CLOSURE);
  }

  /** The table ends: unless the server only restarts, it closes for good and stays as history. */
  override async onDispose(): Promise<void> {
    this.disposed = true;
    if (this.counted) admission.closed();
    hosted.delete(this.roomId);
    this.clearTimers();
    if (!this.leavingProcess() && settings.store !== null && this.createdAt > 0) {
      try {
        await this.store.closeTable(this.roomId, Date.now());
      } catch (error) {
        log.error({ err: error, table: this.roomId }, "closing the table failed");
      }
    }
  }

  private clearTimers(): void {
    this.turns.stopAll();
    for (const timer of this.holds.values()) clearTimeout(timer);
    this.holds.clear();
    // Colyseus does not clear the timers of the seat reservations and reconnection windows that
    // a disposal cuts short; a stopping process should not wait for those it still lists here
    // (DESIGN.md, "Colyseus internals").
    const timers = (this as unknown as { _reservedSeatTimeouts: Record<string, NodeJS.Timeout> })._reservedSeatTimeouts;
    for (const timer of Object.values(timers ?? {})) clearTimeout(timer);
  }

  /** The table goes on elsewhere: this process stops, or another one holds it now. */
  private leavingProcess(): boolean {
    return settings.shuttingDown || this.handedOver;
  }

  /** The store takes changes again: the turns a failed write left unplayed are planned again. */
  storeBack(): void {
    if (!this.leavingProcess() && !this.disposed) this.nextTurns();
  }

  /**
   * This process lost its hold on the table (its lease ran out while it was slow, and another
   * process took the table): its players are sent to the table's new home as after a restart.
   * Had it played on, its next write would have been refused anyway (an action's index is
   * stored once).
   */
  async handOver(): Promise<void> {
    this.handedOver = true;
    await this.onBeforeShutdown();
  }

  /** The server restarts: every change already stored, players told, sockets closed (4001). */
  override async onBeforeShutdown(): Promise<void> {
    await this.serial.still();
    this.notice("restarting", "the server restarts, back in a moment");
    // A moment for the notice to leave before the sockets close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => undefined);
  }
}

/** The table room playing one game. */
export function roomFor(table: GameTable): new () => TableRoom {
  return class extends TableRoom {
    protected readonly table = table;
  };
}


/** A message type's shape and the change it asks of a table. */
interface Receiver {
  shape: z.ZodType<unknown>;
  change(room: TableRoom, client: Client, message: unknown): Steps<void>;
}

function receiver<T>(shape: z.ZodType<T>, change: (room: TableRoom, client: Client, message: T) => Steps<void>): Receiver {
  return { shape, change: change as Receiver["change"] };
}

/** Colyseus's dispatch context (a request's, or the frozen one of a plain message): it has functions, which no decoded message has. */
function isDispatchContext(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { resolve?: unknown }).resolve === "function";
}
