import type { Client } from "@colyseus/core";
import { clockFits, RuleError, type BotLevel, type Pace } from "@tablee/shared";
import type { Steps } from "../steps.js";
import type { SeatRecord } from "../store/store.js";
import { sittingName } from "./names.js";
import { occupy, vacate } from "./presence.js";
import { seatsMoved } from "./push-calls.js";
import { botHolder, FREE_SEAT, freeHolder, type TablePace } from "./seats.js";
import { Seat } from "./state.js";
import type { Table } from "./table.js";

/** `sit {seat, name?}`: a member takes a free seat (a spectator becomes a player, under the name they give). */
export function* sit(table: Table, client: Client, seat: number, asked?: string): Steps<void> {
  const member = table.memberOf(client);
  const others = [...table.state.members.entries()].filter(([id]) => id !== client.sessionId).map(([, m]) => m.name);
  const name = sittingName(member, asked, others);
  if ("error" in name) throw new RuleError(name.code, name.error);
  if (seat >= table.state.seatCount) throw new RuleError("bad-seat", `there are ${table.state.seatCount} seats`);
  if (member.seat === seat) return;
  if (!table.free(seat)) throw new RuleError("seat-taken", "that seat is taken");
  // Once a game runs, seated players keep their seat; a player without one may still
  // take a released seat and play on with its hand.
  if (table.state.phase !== "waiting" && member.seat >= 0) {
    throw new RuleError("already-started", "seats are fixed once the game has started");
  }
  const before = member.seat;
  if (before >= 0) table.seats.set(before, freeHolder());
  const key = table.giveKey(seat, name.name);
  // A vacant host role goes to the next person who sits down.
  const becomesHost = table.host.claims(name.name, true);
  yield table.save(becomesHost ? { host: name.name } : {});
  if (before >= 0) vacate(table, before, client);
  member.spectator = false;
  member.name = name.name;
  occupy(table, seat, client);
  if (becomesHost) table.state.host = client.sessionId;
  client.send("seat-key", { table: table.id, seat, key });
  table.changed();
  if (becomesHost) table.notice("host-changed", `${name.name} is now the host`, { name: name.name });
}

export function* stand(table: Table, client: Client): Steps<void> {
  const seat = table.seatedPlayer(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "seats are fixed once the game has started");
  table.seats.set(seat, freeHolder());
  // Only a person in a seat is the host: one who gets up passes the role on.
  const newHost = table.host.left(client.sessionId);
  yield table.save();
  vacate(table, seat, client);
  newHost();
  table.changed();
}

/** `start {fill}`: a bot of that level takes every free seat. */
export function* fillSeats(table: Table, level: BotLevel): Steps<void> {
  const holders = table.seats.filled(level, (s) => table.taken(s));
  yield table.save({ phase: "waiting", holders });
  table.seats.take(holders);
}

/** `start {short}`: the free seats close, the seated move up in their order, if enough are seated. */
export function* closeFreeSeats(table: Table): Steps<void> {
  const seated = table.state.seats.map((_, s) => s).filter((s) => table.taken(s));
  const { minPlayers } = table.facts;
  if (seated.length < minPlayers) throw new RuleError("too-few-players", `this game needs at least ${minPlayers} players; ${seated.length} are seated`);
  if (seated.length < table.state.seatCount) yield* reseat(table, seated);
}

/**
 * The host sets the seat count before the start, within the game's range. New seats are
 * free; fewer seats close free ones, the last first, and the seated move up to fill the
 * gaps (their keys with them). Refused when more seats are taken than the count.
 */
export function* setSeats(table: Table, client: Client, count: number): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "seats are set before the start");
  const { minPlayers, maxPlayers } = table.facts;
  if (count < minPlayers || count > maxPlayers) {
    const range = minPlayers === maxPlayers ? `exactly ${minPlayers}` : `${minPlayers} to ${maxPlayers}`;
    throw new RuleError("bad-seat-count", `this game seats ${range} players`);
  }
  const now = table.state.seatCount;
  if (count === now) return;
  const layout = table.state.seats.map((_, s) => s);
  if (count > now) {
    for (let s = now; s < count; s++) layout.push(FREE_SEAT);
  } else {
    const taken = layout.filter((s) => table.taken(s)).length;
    if (taken > count) throw new RuleError("seat-taken", `${taken} seats are taken: a player must stand up or a bot leave first`);
    for (let s = layout.length - 1; layout.length > count; s--) if (!table.taken(s)) layout.splice(s, 1);
  }
  yield* reseat(table, layout);
  table.changed();
}

/**
 * The seats anew before the start: `layout[seat]` is the seat it was (FREE_SEAT: a new
 * free one). A holder moves with its key hash, so a seat key opens the moved seat; a seated
 * bot is renamed after its new seat. Seats held since a restart do not move (their timers
 * know them by number).
 */
function* reseat(table: Table, layout: number[]): Steps<void> {
  if (layout.some((from, seat) => from !== seat && from >= 0 && table.held(from))) {
    throw new RuleError("player-away", "a player is coming back after a restart: the seats wait for them");
  }
  const holders = table.seats.reseated(layout);
  yield table.save({ phase: "waiting", holders, seatCount: layout.length });
  seatsMoved(table, layout);
  const { state, seatViews } = table;
  const before = state.seats.map((chair) => chair.toJSON());
  // Each seated member's view lets go of its old seat's part before it is shown the new one.
  for (const [sessionId, member] of state.members) {
    if (member.seat >= 0) seatViews.hide(sessionId, member.seat);
  }
  layout.forEach((from, seat) => {
    const chair = state.seats[seat] ?? (state.seats.push(new Seat()), state.seats[seat]);
    Object.assign(chair, new Seat().toJSON(), from === FREE_SEAT ? {} : before[from]);
    if (!state.privates.has(String(seat))) state.privates.set(String(seat), seatViews.part(seat));
  });
  for (let seat = before.length - 1; seat >= layout.length; seat--) {
    state.seats.pop();
    state.privates.delete(String(seat));
  }
  state.seatCount = layout.length;
  table.seats.take(holders);
  for (const [sessionId, member] of state.members) {
    if (member.seat < 0) continue;
    const from = member.seat;
    member.seat = layout.indexOf(from);
    seatViews.show(sessionId);
    // The browser files its key under the seat's number (the "continue on another device" link).
    if (member.seat !== from) table.side.clients.getById(sessionId)?.send("seat-renumbered", { table: table.id, from, seat: member.seat });
  }
}

export function* addBot(table: Table, client: Client, seat: number, level: BotLevel): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "bots are seated before the start");
  if (seat >= table.state.seatCount) throw new RuleError("bad-seat", `there are ${table.state.seatCount} seats`);
  if (!table.free(seat) || table.seats.at(seat).bot !== undefined) throw new RuleError("seat-taken", "that seat is taken");
  yield* hold(table, "waiting", seat, botHolder(seat, level));
}

export function* removeBot(table: Table, client: Client, seat: number): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "bots leave before the start only");
  if (seat >= table.state.seatCount || table.seats.at(seat).bot === undefined) throw new RuleError("not-a-bot", "no bot sits there");
  yield* hold(table, "waiting", seat, freeHolder());
}

/**
 * `open-seat`: during a game, a seat is opened to newcomers by its player (who gives it up:
 * a bot plays it until someone takes it, and they watch), or by the host once the rule the
 * table announced has put its player away: `awayAfter` missed moves in a row, and the player
 * is not at the table. Nobody else gives away a person's seat.
 */
export function* openSeat(table: Table, client: Client, seat: number): Steps<void> {
  const member = table.memberOf(client);
  if (table.state.phase !== "playing") throw new RuleError("not-playing", "seats are opened during a game");
  if (seat >= table.state.seatCount) throw new RuleError("bad-seat", `there are ${table.state.seatCount} seats`);
  const holder = table.seats.at(seat);
  if (member.seat === seat) return yield* giveUp(table, client, seat);
  table.requireHost(client);
  const away = holder.standIn === true && (holder.timeouts ?? 0) >= table.pace.awayAfter && table.state.seats[seat].occupant === "";
  if (!away || holder.open) {
    throw new RuleError("not-yours", `only its player may open this seat; the host may once its player has missed ${table.pace.awayAfter} moves in a row and is not here`);
  }
  yield* hold(table, "playing", seat, { ...holder, open: true });
}

/** A player gives up their seat mid-game: a bot plays it, open to newcomers, and they stay to watch. */
function* giveUp(table: Table, client: Client, seat: number): Steps<void> {
  const member = table.memberOf(client);
  const holders = table.seats.with(seat, { ...table.seats.standIn(seat), open: true });
  const newHost = table.host.left(client.sessionId);
  yield table.save({ holders });
  table.seats.take(holders);
  vacate(table, seat, client);
  member.spectator = true;
  table.notice("seat-given-up", `${member.name} let someone else take seat ${seat + 1}`, { seat, name: member.name });
  newHost();
  table.changed();
}

/** One seat's new holder, stored, then shown. */
function* hold(table: Table, phase: "waiting" | "playing", seat: number, holder: SeatRecord): Steps<void> {
  const holders = table.seats.with(seat, holder);
  yield table.save({ phase, holders });
  table.seats.take(holders);
  table.changed();
}

/** `set-pace`: the host chooses live or turn-based, the clock, and the away rule, before the start. */
export function* setPace(table: Table, client: Client, asked: { pace: Pace; clock: number; awayAfter?: number }): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "the pace is set before the start");
  if (!clockFits(asked.pace, asked.clock)) throw new RuleError("bad-clock", `a ${asked.pace === "live" ? "live" : "turn-based"} table has no clock of ${asked.clock} seconds`);
  const pace: TablePace = { ...table.pace, pace: asked.pace, clock: asked.clock, awayAfter: asked.awayAfter ?? table.pace.awayAfter };
  // A live table keeps no seat for a player who is not there.
  const holders = table.seats.records.map((h, s) => (pace.pace === "live" && table.state.seats[s].occupant === "" && table.personHolds(s) ? freeHolder() : h));
  yield table.save({ pace, holders });
  table.pace = pace;
  table.seats.repace(pace);
  table.seats.take(holders);
  table.showPace();
  table.keepWhileAway();
  table.changed();
}
