import type { Client } from "@colyseus/core";
import { RuleError } from "@tablee/shared";
import type { Steps } from "../steps.js";
import { hostChanged } from "./host.js";
import { keyedHolder } from "./keys.js";
import { sittingName } from "./names.js";
import { recordPlayersSeat } from "./player-seats.js";
import { freeHolder } from "./seats.js";
import type { Notice, Table } from "./table.js";

/** The parts of the table that taking and leaving seats reach. */
type Lineup = Pick<Table, "seats" | "members" | "host" | "state" | "ledger" | "freshDeadline" | "commit">;

/**
 * Who sits where: a member takes a free seat, gets up before the start, or opens theirs to
 * newcomers mid-game. Each works out a Change the table commits.
 */

/** `sit {seat, name?}`: a member takes a free seat (a spectator becomes a player, under the name they give). */
export function* sit(table: Lineup, client: Client, seat: number, asked?: string): Steps<void> {
  const { state, seats, members } = table;
  const member = members.of(client);
  const name = sittingName(member, asked, members.names(client.sessionId));
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
  const { key, holder } = keyedHolder(name.name, table.freshDeadline(seat));
  const holders = seats.with(seat, holder);
  if (before >= 0) holders[before] = freeHolder();
  // A vacant host role goes to the next person who sits down.
  const becomesHost = table.host.claims(name.name, true);
  yield* recordPlayersSeat(table, client, seat, holder.keyHash);
  yield* table.commit({
    holders,
    host: becomesHost ? name.name : undefined,
    notices: becomesHost ? [hostChanged(name.name)] : [],
    apply: () => {
      if (before >= 0) members.vacate(before, client.sessionId);
      member.spectator = false;
      member.name = name.name;
      members.occupy(seat, client.sessionId);
      if (becomesHost) table.host.take(client.sessionId);
      client.send("seat-key", { table: table.ledger.id, seat, key });
    },
  });
}

export function* stand(table: Lineup, client: Client): Steps<void> {
  const seat = table.members.seatOf(client);
  if (table.state.phase !== "waiting") throw new RuleError("already-started", "seats are fixed once the game has started");
  // Only a person in a seat is the host: one who gets up passes the role on.
  const notices = table.host.left(client.sessionId);
  yield* table.commit({ holders: table.seats.with(seat, freeHolder()), notices, apply: () => table.members.vacate(seat, client.sessionId) });
}

/**
 * `open-seat`: during a game, a seat is opened to newcomers by its player (who gives it up:
 * a bot plays it until someone takes it, and they watch), or by the host once the rule the
 * table announced has put its player away (seats.ts, `mayOpen`). Nobody else gives away a
 * person's seat.
 */
export function* openSeat(table: Lineup, client: Client, seat: number): Steps<void> {
  const { state, seats, members } = table;
  const member = members.of(client);
  if (state.phase !== "playing") throw new RuleError("not-playing", "seats are opened during a game");
  if (seat >= state.seatCount) throw new RuleError("bad-seat", `there are ${state.seatCount} seats`);
  const opening = seats.mayOpen(seat, member.seat, state.host === client.sessionId);
  if (opening === null) {
    members.hostOf(client);
    throw new RuleError("not-yours", `only its player may open this seat; the host may once its player has missed ${seats.pace.awayAfter} moves in a row and is not here`);
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
      members.vacate(seat, client.sessionId);
      member.spectator = true;
    },
  });
}
