import type { Client } from "@colyseus/core";
import { clockFits, RuleError, seatCountsOf, seatCountsText, type BotLevel, type Pace } from "@tablee/shared";
import type { Steps } from "../steps.js";
import { seatsMoved } from "./push-calls.js";
import { botHolder, FREE_SEAT, freeHolder, type TablePace } from "./seats.js";
import type { Table } from "./table.js";

/** The parts of the table that the host's setting up reaches. */
type Setup = Pick<Table, "seats" | "members" | "state" | "game" | "ledger" | "repace" | "commit">;

/**
 * The host sets the table up before the start: the bots, the seat count and the pace, and the
 * free seats a start fills with bots or closes. Each works out a Change the table commits.
 */

/** `start {fill}`: a bot of that level takes every free seat. */
export function* fillSeats(table: Pick<Setup, "seats" | "commit">, level: BotLevel): Steps<void> {
  yield* table.commit({ phase: "waiting", holders: table.seats.filled(level) });
}

/** `start {short}`: the free seats close, the seated move up in their order, if enough are seated. */
export function* closeFreeSeats(table: Omit<Setup, "repace">): Steps<void> {
  const refusal = table.seats.shortRefusal(seatCountsOf(table.game.facts));
  if (refusal) throw refusal;
  const seated = table.seats.takenSeats();
  if (seated.length < table.state.seatCount) yield* reseat(table, seated);
}

/**
 * The host sets the seat count before the start, within the game's range. New seats are
 * free; fewer seats close free ones, the last first, and the seated move up to fill the
 * gaps (their keys with them). Refused when more seats are taken than the count.
 */
export function* setSeats(table: Setup, client: Client, count: number): Steps<void> {
  table.members.hostOf(client);
  const { state, seats, game } = table;
  if (state.phase !== "waiting") throw new RuleError("already-started", "seats are set before the start");
  if (!seatCountsOf(game.facts).includes(count)) {
    throw new RuleError("bad-seat-count", `this game seats ${seatCountsText(game.facts)} players`);
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
function* reseat(table: Pick<Setup, "seats" | "members" | "ledger" | "commit">, layout: number[]): Steps<void> {
  const { seats } = table;
  if (seats.movesHeldSeat(layout)) throw new RuleError("player-away", "a player is coming back after a restart: the seats wait for them");
  yield* table.commit({
    phase: "waiting",
    holders: seats.reseated(layout),
    seatCount: layout.length,
    apply: () => {
      seatsMoved(table, layout);
      seats.rearrange(layout);
      table.members.reseat(layout, table.ledger.id);
    },
  });
}

export function* addBot(table: Setup, client: Client, seat: number, level: BotLevel): Steps<void> {
  table.members.hostOf(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "bots are seated before the start");
  if (seat >= table.state.seatCount) throw new RuleError("bad-seat", `there are ${table.state.seatCount} seats`);
  if (!table.seats.free(seat) || table.seats.at(seat).bot !== undefined) throw new RuleError("seat-taken", "that seat is taken");
  yield* table.commit({ holders: table.seats.with(seat, botHolder(seat, level)) });
}

export function* removeBot(table: Setup, client: Client, seat: number): Steps<void> {
  table.members.hostOf(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "bots leave before the start only");
  if (seat >= table.state.seatCount || table.seats.at(seat).bot === undefined) throw new RuleError("not-a-bot", "no bot sits there");
  yield* table.commit({ holders: table.seats.with(seat, freeHolder()) });
}

/** `set-pace`: the host chooses live or turn-based, the clock, and the away rule, before the start. */
export function* setPace(table: Setup, client: Client, asked: { pace: Pace; clock: number; awayAfter?: number }): Steps<void> {
  table.members.hostOf(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "the pace is set before the start");
  if (!clockFits(asked.pace, asked.clock)) throw new RuleError("bad-clock", `a ${asked.pace === "live" ? "live" : "turn-based"} table has no clock of ${asked.clock} seconds`);
  const now = table.seats.pace;
  const pace: TablePace = { ...now, pace: asked.pace, clock: asked.clock, awayAfter: asked.awayAfter ?? now.awayAfter };
  yield* table.commit({
    pace,
    // A live table keeps no seat for a player who is not there.
    holders: table.seats.forPace(pace.pace),
    apply: () => table.repace(pace),
  });
}
