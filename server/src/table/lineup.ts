import type { Client } from "@colyseus/core";
import { clockFits, RuleError, seatCountsOf, seatCountsText, type BotLevel, type Pace } from "@tablee/shared";
import type { Steps } from "../steps.js";
import { hostChanged } from "./host.js";
import { sittingName } from "./names.js";
import { recordPlayersSeat } from "./player-seats.js";
import { occupy, vacate } from "./presence.js";
import { seatsMoved } from "./push-calls.js";
import { botHolder, FREE_SEAT, freeHolder, type TablePace } from "./seats.js";
import { Seat } from "./state.js";
import type { Notice, Table } from "./table.js";

/**
 * Who sits where: taking and leaving seats, the bots, the seat count and the pace before the
 * start, and opening a seat mid-game. Each works out a Change the table commits.
 */

/** `sit {seat, name?}`: a member takes a free seat (a spectator becomes a player, under the name they give). */
export function* sit(table: Table, client: Client, seat: number, asked?: string): Steps<void> {
  const { state, seats } = table;
  const member = table.memberOf(client);
  const others = [...state.members.entries()].filter(([id]) => id !== client.sessionId).map(([, m]) => m.name);
  const name = sittingName(member, asked, others);
  if ("error" in name) throw new RuleError(name.code, name.error);
  if (seat >= state.seatCount) throw new RuleError("bad-seat", `there are ${state.seatCount} seats`);
  if (member.seat === seat) return;
  if (!seats.free(seat)) throw new RuleError("seat-taken", "that seat is taken");
  // Once a game runs, seated players keep their seat; a player without one may still
  // take a released seat and play on with its hand.
  if (state.phase !== "waiting" && member.seat >= 0) {
    throw new RuleError("already-started", "seats are fixed once the game has started");
  }
  const before = member.seat;
  const { key, holders } = table.giveKey(seat, name.name);
  if (before >= 0) holders[before] = freeHolder();
  // A vacant host role goes to the next person who sits down.
  const becomesHost = table.host.claims(name.name, true);
  yield* recordPlayersSeat(table, client, seat, holders[seat].keyHash);
  yield* table.commit({
    holders,
    host: becomesHost ? name.name : undefined,
    notices: becomesHost ? [hostChanged(name.name)] : [],
    apply: () => {
      if (before >= 0) vacate(table, before, client);
      member.spectator = false;
      member.name = name.name;
      occupy(table, seat, client);
      if (becomesHost) state.host = client.sessionId;
      client.send("seat-key", { table: table.id, seat, key });
    },
  });
}

export function* stand(table: Table, client: Client): Steps<void> {
  const seat = table.seatedPlayer(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "seats are fixed once the game has started");
  // Only a person in a seat is the host: one who gets up passes the role on.
  const notices = table.host.left(client.sessionId);
  yield* table.commit({ holders: table.seats.with(seat, freeHolder()), notices, apply: () => vacate(table, seat, client) });
}

/** `start {fill}`: a bot of that level takes every free seat. */
export function* fillSeats(table: Table, level: BotLevel): Steps<void> {
  yield* table.commit({ phase: "waiting", holders: table.seats.filled(level) });
}

/** `start {short}`: the free seats close, the seated move up in their order, if enough are seated. */
export function* closeFreeSeats(table: Table): Steps<void> {
  const refusal = table.seats.shortRefusal(seatCountsOf(table.facts));
  if (refusal) throw refusal;
  const seated = table.seats.takenSeats();
  if (seated.length < table.state.seatCount) yield* reseat(table, seated);
}

/**
 * The host sets the seat count before the start, within the game's range. New seats are
 * free; fewer seats close free ones, the last first, and the seated move up to fill the
 * gaps (their keys with them). Refused when more seats are taken than the count.
 */
export function* setSeats(table: Table, client: Client, count: number): Steps<void> {
  table.requireHost(client);
  const { state, seats } = table;
  if (state.phase !== "waiting") throw new RuleError("already-started", "seats are set before the start");
  if (!seatCountsOf(table.facts).includes(count)) {
    throw new RuleError("bad-seat-count", `this game seats ${seatCountsText(table.facts)} players`);
  }
  const now = state.seatCount;
  if (count === now) return;
  const layout = state.seats.map((_, s) => s);
  if (count > now) {
    for (let s = now; s < count; s++) layout.push(FREE_SEAT);
  } else {
    const taken = seats.takenSeats().length;
    if (taken > count) throw new RuleError("seat-taken", `${taken} seats are taken: a player must stand up or a bot leave first`);
    for (let s = layout.length - 1; layout.length > count; s--) if (!seats.taken(s)) layout.splice(s, 1);
  }
  yield* reseat(table, layout);
}

/**
 * The seats anew before the start: `layout[seat]` is the seat it was (FREE_SEAT: a new
 * free one). A holder moves with its key hash, so a seat key opens the moved seat; a seated
 * bot is renamed after its new seat. Seats held since a restart do not move (their timers
 * know them by number).
 */
function* reseat(table: Table, layout: number[]): Steps<void> {
  const { state, seatViews, seats } = table;
  if (seats.movesHeldSeat(layout)) throw new RuleError("player-away", "a player is coming back after a restart: the seats wait for them");
  yield* table.commit({
    phase: "waiting",
    holders: seats.reseated(layout),
    seatCount: layout.length,
    apply: () => {
      seatsMoved(table, layout);
      // Each seated member's view lets go of its old seat's part before it is shown the new one.
      for (const [sessionId, member] of state.members) if (member.seat >= 0) seatViews.hide(sessionId, member.seat);
      for (let seat = state.seats.length; seat < layout.length; seat++) {
        state.seats.push(new Seat());
        state.privates.set(String(seat), seatViews.part(seat));
      }
      for (let seat = state.seats.length - 1; seat >= layout.length; seat--) {
        state.seats.pop();
        state.privates.delete(String(seat));
      }
      state.seatCount = layout.length;
      seats.rearrange(layout);
      for (const [sessionId, member] of state.members) {
        if (member.seat < 0) continue;
        const from = member.seat;
        member.seat = layout.indexOf(from);
        seatViews.show(sessionId);
        // The browser files its key under the seat's number (the "continue on another device" link).
        if (member.seat !== from) table.side.clients.getById(sessionId)?.send("seat-renumbered", { table: table.id, from, seat: member.seat });
      }
    },
  });
}

export function* addBot(table: Table, client: Client, seat: number, level: BotLevel): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "bots are seated before the start");
  if (seat >= table.state.seatCount) throw new RuleError("bad-seat", `there are ${table.state.seatCount} seats`);
  if (!table.seats.free(seat) || table.seats.at(seat).bot !== undefined) throw new RuleError("seat-taken", "that seat is taken");
  yield* table.commit({ holders: table.seats.with(seat, botHolder(seat, level)) });
}

export function* removeBot(table: Table, client: Client, seat: number): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "bots leave before the start only");
  if (seat >= table.state.seatCount || table.seats.at(seat).bot === undefined) throw new RuleError("not-a-bot", "no bot sits there");
  yield* table.commit({ holders: table.seats.with(seat, freeHolder()) });
}

/**
 * `open-seat`: during a game, a seat is opened to newcomers by its player (who gives it up:
 * a bot plays it until someone takes it, and they watch), or by the host once the rule the
 * table announced has put its player away (seats.ts, `mayOpen`). Nobody else gives away a
 * person's seat.
 */
export function* openSeat(table: Table, client: Client, seat: number): Steps<void> {
  const { state, seats } = table;
  const member = table.memberOf(client);
  if (state.phase !== "playing") throw new RuleError("not-playing", "seats are opened during a game");
  if (seat >= state.seatCount) throw new RuleError("bad-seat", `there are ${state.seatCount} seats`);
  const opening = seats.mayOpen(seat, member.seat, state.host === client.sessionId);
  if (opening === null) {
    table.requireHost(client);
    throw new RuleError("not-yours", `only its player may open this seat; the host may once its player has missed ${table.pace.awayAfter} moves in a row and is not here`);
  }
  const holder = opening === "give-up" ? seats.standIn(seat) : seats.at(seat);
  const notices: Notice[] = [];
  if (opening === "give-up") {
    notices.push({ code: "seat-given-up", message: `${member.name} let someone else take seat ${seat + 1}`, seat, name: member.name });
    notices.push(...table.host.left(client.sessionId));
  }
  yield* table.commit({
    holders: seats.with(seat, { ...holder, open: true }),
    notices,
    apply: () => {
      if (opening !== "give-up") return;
      vacate(table, seat, client);
      member.spectator = true;
    },
  });
}

/** `set-pace`: the host chooses live or turn-based, the clock, and the away rule, before the start. */
export function* setPace(table: Table, client: Client, asked: { pace: Pace; clock: number; awayAfter?: number }): Steps<void> {
  table.requireHost(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "the pace is set before the start");
  if (!clockFits(asked.pace, asked.clock)) throw new RuleError("bad-clock", `a ${asked.pace === "live" ? "live" : "turn-based"} table has no clock of ${asked.clock} seconds`);
  const pace: TablePace = { ...table.pace, pace: asked.pace, clock: asked.clock, awayAfter: asked.awayAfter ?? table.pace.awayAfter };
  yield* table.commit({
    pace,
    // A live table keeps no seat for a player who is not there.
    holders: table.seats.forPace(pace.pace),
    apply: () => {
      table.pace = pace;
      table.seats.repace(pace);
      table.showPace();
    },
  });
}
