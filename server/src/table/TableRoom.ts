import { CloseCode, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { gameFacts, isRuleError, readOptions, RuleError, type GameId } from "@tablee/shared";
import { z } from "zod";
import { newTableId, settings } from "../settings.js";
import { syncGame, type GameTable, type GameTableState, type SeatPrivatePart } from "./game.js";
import { showTree } from "./mirror.js";
import { admission, refuse as refusal } from "../limits/admission.js";
import { expectHandshake, guardIncoming } from "../limits/frames.js";
import { limits } from "../limits/limits.js";
import { wasPutOut } from "../limits/sockets.js";
import { wellFormedDeep } from "../limits/text.js";
import { log } from "../log.js";
import { Chat } from "./chat.js";
import { listingOf, spectatorCount, type TableListing } from "./listing.js";
import { describeIssues, joinOptions, tableMessages } from "./messages.js";
import { checkName, nameTaken } from "./names.js";
import { Member, Seat } from "./state.js";
import { syncArray } from "./sync.js";

export const MAX_SPECTATORS = 50;


/**
 * The generic table: seats, host, names, spectators, chat, start and rematch, reconnection,
 * message checks. It plays whatever game its GameTable names: `roomFor` makes each game's
 * room type.
 *
 * Patches go out right after each change (patchRate is null): an idle table has no timer.
 */
export abstract class TableRoom extends Room<{ state: GameTableState; metadata: TableListing }> {
  protected abstract readonly table: GameTable;

  /** The engine's state: holds the deck and the generator, so it never enters the schema. */
  private game: unknown = null;
  private gameOptions: object = {};
  private chat!: Chat;
  private lastListing = "";
  /**
   * Each member's view, kept by session rather than by connection: a seat's private part
   * must follow its occupant while away too (a rematch replaces it then).
   */
  private readonly views = new Map<string, StateView>();
  private counted = false;

  /**
   * At reservation time (HTTP matchmaking), before a seat is held: the join options are
   * checked as onJoin checks them, and the reservation is charged to the address's and the
   * table's budgets. Refusals reach the SDK as `"<code>: <sentence>"`.
   */
  static override async onAuth(_token: string, raw: unknown, context: AuthContext): Promise<unknown> {
    if (settings.shuttingDown) throw refusal(503, "shutting-down", "shutting down");
    checkJoin(raw, 400);
    return admission.admit(context);
  }

  override async onCreate(raw: unknown): Promise<void> {
    const { options } = checkJoin(raw, 400);
    const { seats, gameOptions } = this.tableOptions(options.options ?? {});
    admission.opened();
    this.counted = true;

    this.roomId = newTableId();
    // Patches go out in changed(). Without a patch rate Colyseus still ticks the room's clock
    // 60 times a second unless a timestep holds that slot; this table keeps no timers on that
    // clock. A timestep started and stopped at once leaves the slot taken and nothing running,
    // so an idle table holds no timer (DESIGN.md, "Colyseus internals").
    this.setTimestep(() => undefined);
    this.setTimestep();
    this.patchRate = null;
    // Players (seated or standing) are at most one per seat, spectators have their own cap,
    // and unconnected reservations their budget: reservations alone never lock a table.
    this.maxClients = 2 * seats + MAX_SPECTATORS + limits.reservationsPerTable;
    this.seatReservationTimeout = limits.reservationSeconds;
    this.gameOptions = gameOptions;

    const state = new this.table.State();
    state.game = this.table.rules.id;
    state.seatCount = seats;
    for (let s = 0; s < seats; s++) {
      state.seats.push(new Seat());
      state.privates.set(String(s), this.newPrivate(s));
    }
    this.state = state;
    this.chat = new Chat(state.chat);

    guardIncoming(this, (client, code, message) => this.refuse(client, code, message));
    this.registerMessages();
    if (options.private === true) await this.setPrivate(true);
    this.publishListing();
  }

  /** The seat count and the game's options, as the game's facts allow them. */
  private tableOptions(raw: Record<string, unknown>): { seats: number; gameOptions: object } {
    const facts = gameFacts[this.table.rules.id as GameId];
    const { minPlayers, maxPlayers } = facts;
    const { seats: rawSeats, ...rest } = raw;
    let seats = maxPlayers;
    if (rawSeats !== undefined) {
      if (typeof rawSeats !== "number" || !Number.isInteger(rawSeats) || rawSeats < minPlayers || rawSeats > maxPlayers) {
        throw refusal(400, "bad-options", `seats must be a whole number from ${minPlayers} to ${maxPlayers}`);
      }
      seats = rawSeats;
    }
    const read = readOptions(facts, rest);
    if ("error" in read) throw refusal(400, "bad-options", read.error);
    return { seats, gameOptions: read.options };
  }

  // ---------------------------------------------------------------- joining and leaving

  // Join refusals are ServerErrors: Colyseus prints any other error with its stack trace.
  override onJoin(client: Client, raw: unknown): void {
    admission.connected(client.sessionId);
    if (settings.shuttingDown) throw new ServerError(503, "shutting down");
    const { options, name } = checkJoin(raw, 4002);
    const spectator = options.spectate === true;
    if (nameTaken(name, [...this.state.members.values()].map((m) => m.name))) {
      throw refusal(4002, "bad-name", "somebody at this table already goes by that name");
    }

    let seat = -1;
    if (spectator) {
      if (spectatorCount(this.state) >= MAX_SPECTATORS) throw new ServerError(4002, "too many spectators");
    } else {
      seat = this.state.seats.findIndex((s) => s.occupant === "");
      if (seat < 0) throw new ServerError(4002, "table full");
    }

    this.state.members.set(client.sessionId, new Member({ name, spectator, connected: true }));
    client.view = new StateView();
    this.views.set(client.sessionId, client.view);
    expectHandshake(client);
    if (seat >= 0) this.occupy(seat, client);
    if (this.state.host === "") this.state.host = client.sessionId;
    this.changed();
  }

  override onDrop(client: Client): void {
    const member = this.state.members.get(client.sessionId);
    // A client put out gets no window: Colyseus goes straight on to onLeave.
    if (member === undefined || wasPutOut(client.ref)) return;
    member.connected = false;
    if (member.seat >= 0) {
      const seat = this.state.seats[member.seat];
      seat.connected = false;
      seat.awayUntil = Date.now() + settings.reconnectSeconds * 1000;
    }
    this.changed();
    // Not awaited: if the window closes, Colyseus calls onLeave, which releases the seat.
    this.allowReconnection(client, settings.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    const member = this.state.members.get(client.sessionId);
    if (member === undefined) return;
    member.connected = true;
    if (member.seat >= 0) {
      const seat = this.state.seats[member.seat];
      seat.connected = true;
      seat.awayUntil = 0;
      this.showPrivate(client.sessionId);
    }
    this.changed();
  }

  override onLeave(client: Client): void {
    const member = this.state.members.get(client.sessionId);
    if (member === undefined) return;
    if (member.seat >= 0) {
      const seat = member.seat;
      this.vacate(seat, client);
      this.notice("seat-released", `${member.name} left; seat ${seat + 1} is free`, { seat, name: member.name });
    }
    this.state.members.delete(client.sessionId);
    this.chat.forget(client.sessionId);
    this.views.delete(client.sessionId);
    client.view?.dispose();
    if (this.state.host === client.sessionId) this.passHost();
    this.changed();
  }

  /** The host leaves: the seat holders come first, connected ones before away ones. */
  private passHost(): void {
    const candidates = [...this.state.members.entries()].sort(([, a], [, b]) => rank(a) - rank(b));
    const next = candidates[0];
    this.state.host = next ? next[0] : "";
    if (next) this.notice("host-changed", `${next[1].name} is now the host`, { name: next[1].name });

    function rank(m: Member): number {
      return (m.seat >= 0 ? 0 : m.spectator ? 4 : 2) + (m.connected ? 0 : 1);
    }
  }

  private occupy(seat: number, client: Client): void {
    const member = this.state.members.get(client.sessionId)!;
    const chair = this.state.seats[seat];
    chair.occupant = client.sessionId;
    chair.name = member.name;
    chair.connected = member.connected;
    chair.awayUntil = 0;
    member.seat = seat;
    this.showPrivate(client.sessionId);
  }

  /** A seat's private part reaches its occupant, and only the current one, whatever happened. */
  private showPrivate(sessionId: string): void {
    const view = this.views.get(sessionId);
    const member = this.state.members.get(sessionId);
    if (view === undefined || member === undefined || member.seat < 0) return;
    // The part and whatever the mirror has added to it since it was first shown.
    showTree(view, this.state.privates.get(String(member.seat))!);
  }

  private vacate(seat: number, client: Client): void {
    const member = this.state.members.get(client.sessionId);
    const chair = this.state.seats[seat];
    chair.occupant = "";
    chair.name = "";
    chair.connected = false;
    chair.awayUntil = 0;
    if (member) member.seat = -1;
    this.views.get(client.sessionId)?.remove(this.state.privates.get(String(seat))!);
  }

  // ---------------------------------------------------------------- messages

  private registerMessages(): void {
    // The engine checks an action's shape itself (RuleError "bad-action").
    this.handle("action", anyValue, (client, action) => this.play(client, action));
    this.handle("sit", tableMessages.sit, (client, { seat }) => this.sit(client, seat));
    this.handle("stand", tableMessages.stand, (client) => this.stand(client));
    this.handle("start", tableMessages.start, (client) => this.start(client));
    this.handle("rematch", tableMessages.rematch, (client) => this.rematch(client));
    this.handle("chat", tableMessages.chat, (client, { text }) => this.say(client, text));
    this.onMessage("*", (client: Client, type: string | number) => {
      this.refuse(client, "unknown-message", `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`);
    });
  }

  /** Shape first (zod), then the handler, which checks seat, turn and legality. */
  private handle<T>(type: string, shape: z.ZodType<T>, handler: (client: Client, message: T) => void): void {
    this.onMessage(type, (client: Client, raw: unknown) => {
      if (!wellFormedDeep(raw)) return this.refuse(client, "bad-message", "text must be valid Unicode, nested at most 16 levels");
      const parsed = shape.safeParse(raw);
      if (!parsed.success) return this.refuse(client, "bad-message", describeIssues(parsed.error));
      try {
        handler(client, parsed.data);
      } catch (error) {
        if (isRuleError(error)) return this.refuse(client, error.code, error.message);
        log.error({ err: error, table: this.roomId, type }, "message handler failed");
        this.refuse(client, "internal", "the server could not handle that message");
      }
    });
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

  private play(client: Client, action: unknown): void {
    const seat = this.seatedPlayer(client);
    if (this.state.phase === "waiting") throw new RuleError("not-started", "the game has not started");
    if (this.state.phase === "over") throw new RuleError("game-over", "the game is over");
    const rules = this.table.rules;
    if (!rules.activeSeats(this.game).includes(seat)) throw new RuleError("not-your-turn", "it is not your turn");
    this.game = rules.apply(this.game, seat, action);
    this.state.moves++;
    this.syncGame();
    this.changed();
  }

  private sit(client: Client, seat: number): void {
    const member = this.memberOf(client);
    if (member.spectator) throw new RuleError("spectator", "spectators never take a seat");
    if (seat >= this.state.seatCount) throw new RuleError("bad-seat", `there are ${this.state.seatCount} seats`);
    if (member.seat === seat) return;
    if (this.state.seats[seat].occupant !== "") throw new RuleError("seat-taken", "that seat is taken");
    // Once a game runs, seated players keep their seat; a player without one may still
    // take a released seat and play on with its hand.
    if (this.state.phase !== "waiting" && member.seat >= 0) {
      throw new RuleError("already-started", "seats are fixed once the game has started");
    }
    if (member.seat >= 0) this.vacate(member.seat, client);
    this.occupy(seat, client);
    this.changed();
  }

  private stand(client: Client): void {
    const seat = this.seatedPlayer(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "seats are fixed once the game has started");
    this.vacate(seat, client);
    this.changed();
  }

  private start(client: Client): void {
    this.requireHost(client);
    if (this.state.phase !== "waiting") throw new RuleError("already-started", "the game has already started");
    if (this.state.seats.some((s) => s.occupant === "")) throw new RuleError("seats-not-full", "every seat must be taken");
    if (this.state.seats.some((s) => !s.connected)) throw new RuleError("player-away", "a player is away");
    this.game = this.table.rules.setup(this.state.seatCount, settings.seed(), this.gameOptions);
    this.state.phase = "playing";
    this.state.moves = 0;
    this.state.board = new this.table.Board();
    this.syncGame();
    this.notice("game-started", "the game has started");
    this.changed();
  }

  private rematch(client: Client): void {
    this.requireHost(client);
    if (this.state.phase !== "over") throw new RuleError("not-over", "the game is not over");
    this.game = null;
    this.state.phase = "waiting";
    this.state.board = undefined;
    this.state.moves = 0;
    for (const [key, part] of this.state.privates) {
      const occupant = this.state.seats[part.seat].occupant;
      if (occupant !== "") this.views.get(occupant)?.remove(part);
      this.state.privates.set(key, this.newPrivate(part.seat));
      // Shown to the occupant's view even while away: it is the view they come back to.
      if (occupant !== "") this.showPrivate(occupant);
    }
    syncArray(this.state.winners, []);
    this.notice("rematch", "a new game: the host starts it when everybody is seated");
    this.changed();
  }

  private newPrivate(seat: number): SeatPrivatePart {
    const part = new this.table.Private();
    part.seat = seat;
    return part;
  }

  private requireHost(client: Client): void {
    this.memberOf(client);
    if (this.state.host !== client.sessionId) throw new RuleError("not-host", "only the host can do that");
  }

  private say(client: Client, text: string): void {
    this.chat.say(client.sessionId, this.memberOf(client), text, Date.now());
    this.changed();
  }

  // ---------------------------------------------------------------- sync

  /** The engine's state onto the schema; the end of the game when it comes. */
  private syncGame(): void {
    const outcome = syncGame(this.table, this.state, this.game);
    for (const seat of this.state.seats) if (seat.occupant !== "") this.showPrivate(seat.occupant);
    if (outcome !== null && this.state.phase !== "over") {
      this.state.phase = "over";
      syncArray(this.state.winners, outcome.winners);
      const names = outcome.winners.map((s) => this.state.seats[s]?.name || `seat ${s + 1}`);
      this.notice("game-over", `${names.join(" and ")} won`);
    }
  }

  /** After every change: the patch goes out now, and the lobby hears of it if it shows. */
  private changed(): void {
    this.broadcastPatch();
    this.publishListing();
  }

  private publishListing(): void {
    const listing = listingOf(this.state);
    const key = JSON.stringify(listing);
    if (key === this.lastListing) return;
    this.lastListing = key;
    this.setMetadata(listing).catch((error) => log.error({ err: error, table: this.roomId }, "listing failed"));
  }

  // ---------------------------------------------------------------- shutdown

  override onDispose(): void {
    if (this.counted) admission.closed();
    // Colyseus does not clear the timers of the seat reservations and reconnection windows that
    // a disposal cuts short; a stopping process should not wait for those it still lists here
    // (DESIGN.md, "Colyseus internals").
    const timers = (this as unknown as { _reservedSeatTimeouts: Record<string, NodeJS.Timeout> })._reservedSeatTimeouts;
    for (const timer of Object.values(timers ?? {})) clearTimeout(timer);
  }

  override onBeforeShutdown(): void {
    this.notice("shutdown", "the server is restarting; this table closes now");
    // A moment for the notice to leave before the sockets close.
    setTimeout(() => {
      this.disconnect(CloseCode.SERVER_SHUTDOWN).catch(() => undefined);
    }, 100);
  }
}

/** The table room playing one game. */
export function roomFor(table: GameTable): new () => TableRoom {
  return class extends TableRoom {
    protected readonly table = table;
  };
}

const anyValue = z.unknown();

/** The join options checked as one: shape, every string well-formed, the name. */
function checkJoin(raw: unknown, status: number) {
  const options = joinOptions.safeParse(raw ?? {});
  if (!options.success) throw refusal(status, "bad-options", describeIssues(options.error));
  const name = checkName(options.data.name);
  if ("error" in name) throw refusal(status, "bad-name", name.error);
  if (!wellFormedDeep(options.data)) throw refusal(status, "bad-options", "text must be valid Unicode, nested at most 16 levels");
  return { options: options.data, name: name.name };
}
