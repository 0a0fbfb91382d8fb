import { ServerError, type Client } from "@colyseus/core";
import { settings } from "../settings.js";
import type { Steps } from "../steps.js";
import type { SeatRecord } from "../store/store.js";
import { refuse as refusal } from "../limits/admission.js";
import { expectHandshake } from "../limits/frames.js";
import { spectatorCount } from "./listing.js";
import { nameTaken } from "./names.js";
import { playerOf, playersSeat, recordPlayersSeat } from "./player-seats.js";
import { memberLeft } from "./push-calls.js";
import { checkJoin } from "./opening.js";
import { freeHolder } from "./seats.js";
import { Member } from "./state.js";
import type { Notice, Table } from "./table.js";

export const MAX_SPECTATORS = 50;
/** Close code for a connection whose seat went on in another tab or device (docs/protocol.md). */
export const SEAT_MOVED = 4011;

/**
 * Who is at the table: joins (a seat, a seat key coming back, a spectator), drops and
 * reconnection windows, leaving, a seat that went on elsewhere, and the seats held for their
 * players after a restart. Presence is the room's own knowledge, never stored, and applies at
 * once (a socket gone is gone); what the store keeps of a seat or the host changes by a
 * commit. Each member's view shows its own seat's part only.
 */
export function* join(table: Table, client: Client, raw: unknown): Steps<void> {
  if (settings.shuttingDown) throw new ServerError(503, "shutting down");
  const { state, seats } = table;
  const { options, name: asked } = checkJoin(raw, 4002);
  const spectator = options.spectate === true;
  let seat = -1;
  let name = asked;
  let key = options.seatKey;
  let holders: SeatRecord[] | undefined;
  const notices: Notice[] = [];
  // A signed-in player's own seat opens with their session, as a key would (player-seats.ts).
  const bySession = options.seatKey === undefined && !spectator ? playersSeat(seats.records, playerOf(client)) : -1;
  if (options.seatKey !== undefined || bySession >= 0) {
    if (spectator) throw refusal(4002, "bad-seat-key", "a spectator has no seat to come back to");
    seat = bySession >= 0 ? bySession : seats.seatOfKey(options.seatKey!);
    if (seat < 0) throw refusal(4002, "bad-seat-key", "that seat key does not open a seat at this table");
    name = seats.at(seat).name;
    yield* recordPlayersSeat(table, client, seat, seats.at(seat).keyHash);
    moveSeatAway(table, seat);
    // The player takes the seat back from the bot that played for them, at once.
    if (seats.at(seat).standIn === true) {
      holders = seats.with(seat, seats.handedBack(seat, table.freshDeadline(seat)));
      notices.push({ code: "seat-back", message: `${name} is back and plays again`, seat, name });
    }
  } else {
    if (nameTaken(name, [...state.members.values()].map((m) => m.name))) {
      throw refusal(4002, "bad-name", "somebody at this table already goes by that name");
    }
    if (spectator) {
      if (spectatorCount(state) >= MAX_SPECTATORS) throw new ServerError(4002, "too many spectators");
    } else {
      seat = seats.firstFree();
      if (seat < 0) throw new ServerError(4002, "table full");
      ({ key, holders } = table.giveKey(seat, name));
      yield* recordPlayersSeat(table, client, seat, holders[seat].keyHash);
    }
  }
  const becomesHost = table.host.claims(name, seat >= 0);
  // Written before anyone hears of it: a seat or a host changes what the store keeps, and
  // any join is the table being opened (IDLE_DAYS counts from the last time it was).
  yield* table.commit({
    holders,
    host: becomesHost ? name : undefined,
    notices,
    apply: () => {
      state.members.set(client.sessionId, new Member({ name, spectator, connected: true }));
      if (becomesHost) state.host = client.sessionId;
      client.view = table.seatViews.open(client.sessionId);
      expectHandshake(client);
      if (seat < 0) return;
      occupy(table, seat, client);
      // The store keeps no key: a seat opened by the session has none to send.
      if (key !== undefined) client.send("seat-key", { table: table.id, seat, key });
    },
  });
  table.offerTo(client, state.members.get(client.sessionId)!);
}

/**
 * The key's holder is back, from here: whatever connection held the seat (another tab, a
 * line that dropped) is let go without releasing the seat, and told so.
 */
function moveSeatAway(table: Table, seat: number): void {
  clearTimeout(table.holdTimers.get(seat));
  table.holdTimers.delete(seat);
  table.seats.endHold(seat);
  const occupant = table.seats.occupant(seat);
  if (occupant === "") return;
  const member = table.state.members.get(occupant);
  if (member === undefined) return;
  table.host.movedAway(occupant, member.name);
  forgetMember(table, occupant);
  table.seats.empty(seat);
  const away = table.side.clients.getById(occupant);
  if (away) {
    away.send("notice", { code: "seat-moved", message: "you went on at this table in another tab or device" });
    away.leave(SEAT_MOVED);
  }
  table.reconnections.get(occupant)?.reject(new Error("the seat went on elsewhere"));
  table.reconnections.delete(occupant);
}

/** A connection dropped: the member stays, away, for the reconnection window (false: no window). */
export function dropped(table: Table, client: Client): boolean {
  const member = table.state.members.get(client.sessionId);
  if (member === undefined) return false;
  member.connected = false;
  // A page without its socket watches nothing: it says again when it is back, and hears its offers anew.
  memberLeft(table, client.sessionId);
  table.offers.forget(client.sessionId);
  if (member.seat >= 0) table.seats.dropped(member.seat, Date.now() + settings.reconnectSeconds * 1000);
  table.changed();
  return true;
}

export function reconnected(table: Table, client: Client): void {
  table.reconnections.delete(client.sessionId);
  const member = table.state.members.get(client.sessionId);
  if (member === undefined) return;
  member.connected = true;
  if (member.seat >= 0) {
    table.seats.reconnected(member.seat);
    table.seatViews.show(client.sessionId);
  }
  table.changed();
}

/**
 * A member left for good (or its window closed). At a turn-based table a player comes and
 * goes: the seat stays theirs (their clock decides what happens when they do not play). At a
 * live table, before the start a seat left is free for anyone; in a game a bot plays it for
 * its player, whose key still opens it; after the game it is free.
 */
export function* leave(table: Table, client: Client): Steps<void> {
  const { state, seats } = table;
  const member = state.members.get(client.sessionId);
  if (member === undefined) return;
  const seat = member.seat;
  const name = member.name;
  let holders: SeatRecord[] | undefined;
  const notices: Notice[] = [];
  if (seat >= 0) {
    vacate(table, seat, client);
    if (table.turnBased) {
      // Nothing to tell: the seat is theirs as before.
    } else if (state.phase === "playing") {
      holders = seats.with(seat, seats.standIn(seat));
      notices.push({ code: "bot-playing", message: `${name} is away; a bot plays for them`, seat, name });
    } else {
      if (state.phase === "waiting") holders = seats.with(seat, freeHolder());
      notices.push({ code: "seat-released", message: `${name} left; seat ${seat + 1} is free`, seat, name });
    }
  }
  forgetMember(table, client.sessionId);
  memberLeft(table, client.sessionId);
  notices.push(...table.host.left(client.sessionId));
  yield* table.commit({ holders, notices });
}

export function forgetMember(table: Table, sessionId: string): void {
  table.state.members.delete(sessionId);
  table.offers.forget(sessionId);
  table.chat.forget(sessionId);
  table.seatViews.forget(sessionId);
}

/** A member sits in `seat`: the seat's private part (the game's, if one runs) reaches them. */
export function occupy(table: Table, seat: number, client: Client): void {
  const member = table.state.members.get(client.sessionId)!;
  table.seats.sit(seat, client.sessionId, member.connected);
  member.seat = seat;
  if (table.match.running) table.seatViews.renew(seat, table.match.privateView(seat));
  table.seatViews.show(client.sessionId);
}

/** A member gets up from `seat`: its private part no longer reaches them. */
export function vacate(table: Table, seat: number, client: Client): void {
  const member = table.state.members.get(client.sessionId);
  table.seats.empty(seat);
  if (member) member.seat = -1;
  table.seatViews.hide(client.sessionId, seat);
}
