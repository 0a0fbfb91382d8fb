import type { Client } from "@colyseus/core";
import { RuleError, type BotLevel } from "@tablee/shared";
import { gameEnded } from "../circles/news.js";
import { settings } from "../settings.js";
import type { Steps } from "../steps.js";
import { fillSeats, closeFreeSeats } from "./setup.js";
import { gameOver, rematchWaits, turnsMoved } from "./push-calls.js";
import { syncArray } from "./sync.js";
import type { Notice, Table } from "./table.js";
import type { TurnKind } from "./turns.js";

/** The parts of the table that the game reaches. */
type Play = Pick<Table, "seats" | "members" | "match" | "state" | "game" | "ledger" | "freshDeadline" | "commit">;

/** What one decision reaches: a bot's turn takes it too (bot-turns.ts). */
export type Decide = Pick<Play, "seats" | "members" | "match" | "state" | "ledger" | "commit">;

/**
 * The game at the table: the start, every decision (a person's, a bot's, the clock's), the
 * rematch, and a player taking their seat back. Each works out a Change the table commits.
 */

/** `start`, `start {short}` or `start {fill}`: the host starts the game once every seat is held and every person here. */
export function* start(table: Play, client: Client, how: { short?: true; fill?: BotLevel }): Steps<void> {
  table.members.hostOf(client);
  const { state, seats, match, ledger } = table;
  if (state.phase !== "waiting") throw new RuleError("already-started", "the game has already started");
  if (how.short || how.fill) {
    // Checked before the seats change: a refused start leaves them as they were.
    const refusal = seats.seatedRefusal();
    if (refusal) throw refusal;
    if (how.fill) yield* fillSeats(table, how.fill);
    else yield* closeFreeSeats(table);
  }
  const refusal = seats.fullRefusal();
  if (refusal) throw refusal;
  const opening = match.open(state.seatCount, settings.seed());
  const { gameNo, seed } = opening;
  const startedAt = Date.now();
  yield* table.commit({
    phase: "playing",
    holders: seats.atStart(opening.first, startedAt, settings.clockSecondMs),
    turn: opening.first,
    write: (row) => ledger.store.startGame(ledger.id, { gameNo, seed, players: seats.records.map((h) => h.name), startedAt }, row()),
    apply: () => {
      match.begin(opening);
      state.phase = "playing";
      state.moves = 0;
      state.board = new table.game.Board();
      table.members.views.mirror(opening.views);
    },
    notices: [{ code: "game-started", message: "the game has started" }],
    after: (calls) => turnsMoved(calls, [], opening.first),
  });
}

/** A person's `action`. */
export function* play(table: Play, client: Client, action: unknown): Steps<void> {
  yield* move(table, table.members.seatOf(client), action, "person");
}

/**
 * One decision, whoever takes it: the seat's person, its bot, or the easy bot when the
 * seat's clock ran out. The same checks for all three; stored, with the seats' clocks,
 * before anybody sees it.
 */
export function* move(table: Decide, seat: number, action: unknown, by: "person" | TurnKind): Steps<void> {
  const { state, seats, match, ledger } = table;
  if (state.phase === "waiting") throw new RuleError("not-started", "the game has not started");
  if (state.phase === "over") throw new RuleError("game-over", "the game is over");
  const decision = match.decide(seat, action, state.seatCount, state.moves);
  const { views, outcome } = decision;
  const at = Date.now();
  const holders = seats.afterDecision(seat, by, decision.before, decision.after, at, settings.clockSecondMs);
  const seatsChanged = seats.differs(holders);
  // A turn-based table's row says whose turn it is: a link's page and My tables read it while the table sleeps.
  const rowChanged = outcome !== null || seatsChanged || seats.turnBased;
  const was = seats.at(seat);
  const name = holders[seat].name;
  const notices: Notice[] = [];
  if (by === "clock") {
    notices.push({ code: "timeout", message: `${name}'s time ran out; a bot played for them`, seat, name });
    if (holders[seat].standIn) notices.push({ code: "away", message: `${name} let the clock run out three times; a bot plays for them`, seat, name });
  }
  if (by === "person" && was.standIn) notices.push({ code: "seat-back", message: `${name} is back and plays again`, seat, name });
  if (outcome !== null) {
    const names = outcome.winners.map((s) => holders[s]?.name || `seat ${s + 1}`);
    notices.push({ code: "game-over", message: `${names.join(" and ")} won` });
  }
  const moves = state.moves;
  yield* table.commit({
    phase: outcome !== null ? "over" : "playing",
    holders,
    turn: decision.after,
    // One transaction: a store that fails keeps none of it, so the move can be tried again.
    write: (row) => ledger.store.appendAction(ledger.id, match.gameNo, moves, { seat, action, digest: decision.digest, at }, { outcome: outcome ?? undefined, table: rowChanged ? row() : undefined }),
    apply: () => {
      match.take(decision);
      state.moves++;
      table.members.views.mirror(views);
      if (outcome === null) return;
      state.phase = "over";
      syncArray(state.winners, outcome.winners);
    },
    notices,
    listed: outcome !== null || seatsChanged,
    after: (calls) => (outcome !== null ? (gameOver(calls), gameEnded(ledger.id)) : turnsMoved(calls, decision.before, decision.after, seat)),
  });
}

/** The host sets up the next game at the same table: the seated stay, bots stay, the rest is free. */
export function* rematch(table: Play, client: Client): Steps<void> {
  table.members.hostOf(client);
  const { state, match } = table;
  if (state.phase !== "over") throw new RuleError("not-over", "the game is not over");
  yield* table.commit({
    phase: "waiting",
    holders: table.seats.forRematch(),
    apply: () => {
      match.end();
      state.phase = "waiting";
      state.board = undefined;
      state.moves = 0;
      for (let seat = 0; seat < state.seatCount; seat++) table.members.views.renew(seat, match.privateView(seat));
      syncArray(state.winners, []);
    },
    notices: [{ code: "rematch", message: "a new game: the host starts it when everybody is seated" }],
    after: rematchWaits,
  });
}

/** A player the clock had put away takes their seat back from the bot. */
export function* back(table: Play, client: Client): Steps<void> {
  const seat = table.members.seatOf(client);
  const { seats } = table;
  const holder = seats.at(seat);
  if (!holder.standIn) throw new RuleError("not-stand-in", "you are playing your seat already");
  yield* table.commit({
    holders: seats.with(seat, seats.handedBack(seat, table.freshDeadline(seat))),
    notices: [{ code: "seat-back", message: `${holder.name} is back and plays again`, seat, name: holder.name }],
  });
}
