import type { Client } from "@colyseus/core";
import { RuleError, type BotLevel } from "@tablee/shared";
import { settings } from "../settings.js";
import type { Steps } from "../steps.js";
import { fillSeats, closeFreeSeats } from "./lineup.js";
import { gameOver, rematchWaits, turnsMoved } from "./push-calls.js";
import { syncArray } from "./sync.js";
import type { Table } from "./table.js";
import type { TurnKind } from "./turns.js";

/** `start`, `start {short}` or `start {fill}`: the host starts the game once every seat is held and every person here. */
export function* start(table: Table, client: Client, how: { short?: true; fill?: BotLevel }): Steps<void> {
  table.requireHost(client);
  const { state } = table;
  if (state.phase !== "waiting") throw new RuleError("already-started", "the game has already started");
  if (how.short || how.fill) {
    // Checked before the seats change: a refused start leaves them as they were.
    requireSeatedHere(table);
    if (how.fill) yield* fillSeats(table, how.fill);
    else yield* closeFreeSeats(table);
  }
  requireEverySeatHeld(table);
  const opening = table.match.open(state.seatCount, settings.seed());
  const { gameNo, seed } = opening;
  const players = table.seats.records.map((h) => h.name);
  const startedAt = Date.now();
  const holders = table.seats.atStart(opening.first, startedAt, settings.clockSecondMs);
  yield table.store.startGame(table.id, { gameNo, seed, players, startedAt }, table.record({ phase: "playing", holders, turn: opening.first }));
  table.seats.take(holders);
  table.match.begin(opening);
  state.phase = "playing";
  state.moves = 0;
  state.board = new table.game.Board();
  table.seatViews.mirror(opening.views);
  table.keepWhileAway();
  table.notice("game-started", "the game has started");
  table.changed();
  turnsMoved(table, [], opening.first);
}

/**
 * What a start with whoever is seated needs: a person among them, and, at a live table, every
 * person here (a turn-based table starts with its players wherever they are).
 */
function requireSeatedHere(table: Table): void {
  const seats = table.state.seats;
  if (seats.every((s, i) => s.occupant === "" && !(table.turnBased && table.personHolds(i)))) throw new RuleError("no-person", "at least one person must play");
  if (table.turnBased) return;
  if (table.holds.size > 0 || seats.some((s) => s.occupant !== "" && !s.connected)) throw new RuleError("player-away", "a player is away");
}

/** Every seat held by a person or a bot, then what a start with whoever is seated needs. */
function requireEverySeatHeld(table: Table): void {
  const held = (seat: number): boolean => table.state.seats[seat].occupant !== "" || table.seats.at(seat).bot !== undefined || (table.turnBased && table.personHolds(seat));
  if (!table.state.seats.every((_, seat) => held(seat))) throw new RuleError("seats-not-full", "every seat must be taken, by a person or a bot");
  requireSeatedHere(table);
}

/** A person's `action`. */
export function* play(table: Table, client: Client, action: unknown): Steps<void> {
  yield* move(table, table.seatedPlayer(client), action, "person");
}

/**
 * One decision, whoever takes it: the seat's person, its bot, or the easy bot when the
 * seat's clock ran out. The same checks for all three; stored, with the seats' clocks,
 * before anybody sees it.
 */
export function* move(table: Table, seat: number, action: unknown, by: "person" | TurnKind): Steps<void> {
  const { state } = table;
  if (state.phase === "waiting") throw new RuleError("not-started", "the game has not started");
  if (state.phase === "over") throw new RuleError("game-over", "the game is over");
  const decision = table.match.decide(seat, action, state.seatCount);
  const { views, outcome } = decision;
  const at = Date.now();
  const holders = table.seats.afterDecision(seat, by, decision.before, decision.after, at, settings.clockSecondMs);
  // A turn-based table's row says whose turn it is: a link's page and My tables read it while the table sleeps.
  const seatsChanged = table.seats.differs(holders);
  const rowChanged = outcome !== null || seatsChanged || table.turnBased;
  // One transaction: a store that fails keeps none of it, so the move can be tried again.
  const record = rowChanged ? table.record({ phase: outcome !== null ? "over" : "playing", holders, turn: decision.after }) : undefined;
  yield table.store.appendAction(table.id, table.match.gameNo, state.moves, { seat, action, digest: decision.digest, at }, { outcome: outcome ?? undefined, table: record });
  const was = table.seats.at(seat);
  table.seats.take(holders);
  table.match.take(decision);
  state.moves++;
  table.seatViews.mirror(views);
  const name = holders[seat].name;
  if (by === "clock") {
    table.notice("timeout", `${name}'s time ran out; a bot played for them`, { seat, name });
    if (holders[seat].standIn) table.notice("away", `${name} let the clock run out three times; a bot plays for them`, { seat, name });
  }
  if (by === "person" && was.standIn) table.notice("seat-back", `${name} is back and plays again`, { seat, name });
  if (outcome !== null) {
    state.phase = "over";
    syncArray(state.winners, outcome.winners);
    const names = outcome.winners.map((s) => table.seats.at(s)?.name || `seat ${s + 1}`);
    table.notice("game-over", `${names.join(" and ")} won`);
    table.keepWhileAway();
  }
  table.changed(outcome !== null || seatsChanged);
  if (outcome !== null) gameOver(table);
  else turnsMoved(table, decision.before, decision.after, seat);
}

/** The host sets up the next game at the same table: the seated stay, bots stay, the rest is free. */
export function* rematch(table: Table, client: Client): Steps<void> {
  table.requireHost(client);
  const { state } = table;
  if (state.phase !== "over") throw new RuleError("not-over", "the game is not over");
  const holders = table.seats.forRematch((s) => state.seats[s].occupant !== "");
  yield table.save({ phase: "waiting", holders });
  table.seats.take(holders);
  table.match.end();
  state.phase = "waiting";
  state.board = undefined;
  state.moves = 0;
  for (let seat = 0; seat < state.seatCount; seat++) table.seatViews.renew(seat, table.match.privateView(seat));
  syncArray(state.winners, []);
  table.keepWhileAway();
  table.notice("rematch", "a new game: the host starts it when everybody is seated");
  table.changed();
  rematchWaits(table);
}

/** A player the clock had put away takes their seat back from the bot. */
export function* back(table: Table, client: Client): Steps<void> {
  const seat = table.seatedPlayer(client);
  const holder = table.seats.at(seat);
  if (!holder.standIn) throw new RuleError("not-stand-in", "you are playing your seat already");
  const holders = table.seats.with(seat, table.seats.handedBack(seat, table.freshDeadline(seat)));
  yield table.save({ holders });
  table.seats.take(holders);
  table.notice("seat-back", `${holder.name} is back and plays again`, { seat, name: holder.name });
  table.changed();
}

/** A chat line, stored before it is shown. */
export function* say(table: Table, client: Client, text: string): Steps<void> {
  const line = table.chat.say(client.sessionId, table.memberOf(client), text, Date.now());
  yield table.save({ line });
  table.chat.post(line);
  table.changed();
}
