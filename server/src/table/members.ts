import type { Client, Deferred } from "@colyseus/core";
import { RuleError } from "@tablee/shared";
import type { TablePhase } from "../store/store.js";
import type { Chat } from "./chat.js";
import type { GameTableState } from "./game.js";
import type { Host } from "./host.js";
import { spectatorCount } from "./listing.js";
import type { Match } from "./match.js";
import { offersFor, OffersSent } from "./offers.js";
import type { SeatViews } from "./seat-views.js";
import type { Seats } from "./seats.js";
import { Member } from "./state.js";
import type { TableSide } from "./table.js";

/** Close code for a connection whose seat went on in another tab or device (docs/protocol.md). */
export const SEAT_MOVED = 4011;

/** What the members' bookkeeping reads of the rest of the table. */
interface MembersOf {
  state: GameTableState;
  views: SeatViews;
  clients: TableSide["clients"];
  seats: Seats;
  match: Match;
  host: Host;
  chat: Chat;
  /** The seat counts the game allows (the host's offers). */
  seatCounts: readonly number[];
}

/**
 * Everybody at the table, spectators included: the synced members, each one's view (through
 * which a seat's private part reaches its occupant only), what each was last offered, their
 * sockets and reconnection windows. A member sits down and gets up here, so that the seat, the
 * member and the view always agree.
 */
export class Members {
  /** Each member's view of the seats' private parts. */
  readonly views: SeatViews;
  private readonly offers = new OffersSent();
  private readonly reconnections = new Map<string, Deferred<Client>>();

  constructor(private readonly parts: MembersOf) {
    this.views = parts.views;
  }

  get(sessionId: string): Member | undefined {
    return this.parts.state.members.get(sessionId);
  }

  /** The member asking, or the refusal of a stranger. */
  of(client: Client): Member {
    const member = this.get(client.sessionId);
    if (member === undefined) throw new RuleError("not-seated", "you are not at this table");
    return member;
  }

  /** The seat of the player asking, or why they have none. */
  seatOf(client: Client): number {
    const member = this.of(client);
    if (member.spectator) throw new RuleError("spectator", "spectators watch, they do not play");
    if (member.seat < 0) throw new RuleError("not-seated", "take a seat first");
    return member.seat;
  }

  /** The member asking must hold the host role. */
  hostOf(client: Client): void {
    this.of(client);
    this.parts.host.require(client.sessionId);
  }

  /** Every member's name but `except`'s. */
  names(except?: string): string[] {
    return [...this.parts.state.members.entries()].filter(([id]) => id !== except).map(([, m]) => m.name);
  }

  spectators(): number {
    return spectatorCount(this.parts.state);
  }

  someoneHere(): boolean {
    for (const member of this.parts.state.members.values()) if (member.connected) return true;
    return false;
  }

  /** Someone is in a seat, even away for a moment (a reconnection window). */
  anySeated(): boolean {
    for (const member of this.parts.state.members.values()) if (member.seat >= 0) return true;
    return false;
  }

  /** A member joins, connected, their view opened for their client. */
  add(client: Client, name: string, spectator: boolean): void {
    this.parts.state.members.set(client.sessionId, new Member({ name, spectator, connected: true }));
    client.view = this.views.open(client.sessionId);
  }

  /** A member sits in `seat`: the seat's private part (the game's, if one runs) reaches them. */
  occupy(seat: number, sessionId: string): void {
    const { seats, match } = this.parts;
    const member = this.get(sessionId)!;
    seats.sit(seat, sessionId, member.connected);
    member.seat = seat;
    if (match.running) this.views.renew(seat, match.privateView(seat));
    this.views.show(sessionId);
  }

  /** A member gets up from `seat`: its private part no longer reaches them. */
  vacate(seat: number, sessionId: string): void {
    const member = this.get(sessionId);
    this.parts.seats.empty(seat);
    if (member) member.seat = -1;
    this.views.hide(sessionId, seat);
  }

  /** A member leaves for good, getting up from their seat: who they were and where they sat. */
  remove(sessionId: string): { name: string; seat: number } | undefined {
    const member = this.get(sessionId);
    if (member === undefined) return undefined;
    const { name, seat } = member;
    if (seat >= 0) this.vacate(seat, sessionId);
    this.forget(sessionId);
    return { name, seat };
  }

  /**
   * A member's seat went on without them (another tab, a deleted player): the member is
   * forgotten, their connection told `notice` and closed, their reconnection window ended. The
   * seat is the caller's to empty. Returns the member it was.
   */
  sendAway(sessionId: string, reason: string, notice?: { code: string; message: string }): Member | undefined {
    const member = this.get(sessionId);
    if (member === undefined) return undefined;
    const client = this.parts.clients.getById(sessionId);
    this.forget(sessionId);
    if (client) {
      if (notice) client.send("notice", notice);
      client.leave(SEAT_MOVED);
    }
    this.reconnections.get(sessionId)?.reject(new Error(reason));
    this.reconnections.delete(sessionId);
    return member;
  }

  /** A connection dropped: the member stays, away; a page without its socket hears its offers anew. */
  drop(sessionId: string): Member | undefined {
    const member = this.get(sessionId);
    if (member === undefined) return undefined;
    member.connected = false;
    this.offers.forget(sessionId);
    return member;
  }

  /** The reconnection window Colyseus keeps for a dropped member. */
  awaitBack(sessionId: string, reconnection: Deferred<Client>): void {
    this.reconnections.set(sessionId, reconnection);
  }

  /** The window closed (the member came back, or left). */
  windowClosed(sessionId: string): void {
    this.reconnections.delete(sessionId);
  }

  /** A dropped member is back within their window: their seat's part reaches them again. */
  back(sessionId: string): Member | undefined {
    this.windowClosed(sessionId);
    const member = this.get(sessionId);
    if (member === undefined) return undefined;
    member.connected = true;
    if (member.seat >= 0) this.views.show(sessionId);
    return member;
  }

  /**
   * The seats anew before the start (`layout[seat]`: the seat it was): the synced seats and
   * their parts resized, each seated member moved with their seat and told its new number
   * (`tableId` names the table their browser files the key under).
   */
  reseat(layout: readonly number[], tableId: string): void {
    const { state, clients } = this.parts;
    // Each seated member's view lets go of its old seat's part before it is shown the new one.
    for (const [sessionId, member] of state.members) if (member.seat >= 0) this.views.hide(sessionId, member.seat);
    this.views.resize(layout.length);
    for (const [sessionId, member] of state.members) {
      if (member.seat < 0) continue;
      const from = member.seat;
      member.seat = layout.indexOf(from);
      this.views.show(sessionId);
      // The browser files its key under the seat's number (the "continue on another device" link).
      if (member.seat !== from) clients.getById(sessionId)?.send("seat-renumbered", { table: tableId, from, seat: member.seat });
    }
  }

  /**
   * What `client`'s member may do now, sent unless they have it already. A client joining is
   * not among the room's clients until its join is done: its join sends it this way.
   */
  offerTo(client: Client): void {
    const { state, seats, seatCounts } = this.parts;
    const member = this.get(client.sessionId)!;
    const offers = offersFor({ seats, phase: state.phase as TablePhase, isHost: state.host === client.sessionId, mySeat: member.seat, seatCounts });
    this.offers.send(client.sessionId, offers, (sent) => client.send("offers", sent));
  }

  /** What each member may do now, to each connected member whose offers changed. */
  showOffers(): void {
    for (const [sessionId, member] of this.parts.state.members) {
      const client = member.connected ? this.parts.clients.getById(sessionId) : undefined;
      if (client !== undefined) this.offerTo(client);
    }
  }

  /** The patch out (`send`: the room's broadcastPatch), each view adding its own part to it. */
  patch(send: () => void): void {
    this.views.patch(this.parts.clients, send);
  }

  private forget(sessionId: string): void {
    this.parts.state.members.delete(sessionId);
    this.offers.forget(sessionId);
    this.parts.chat.forget(sessionId);
    this.views.forget(sessionId);
  }
}
