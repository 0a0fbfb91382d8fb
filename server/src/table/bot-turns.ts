import { gameOf, type BotLevel, type GameId } from "@tablee/shared";
import { decide } from "../bots/decide.js";
import { log } from "../log.js";
import { settings } from "../settings.js";
import type { Steps } from "../steps.js";
import { storeDown } from "../store/health.js";
import type { SeatRecord } from "../store/store.js";
import type { Match } from "./match.js";
import { move, type Decide } from "./play.js";
import type { Seats } from "./seats.js";
import type { Table } from "./table.js";
import type { Turns, TurnKind } from "./turns.js";

/** A clock's timer may fire a little early; its turn is still due. */
const CLOCK_SLACK_MS = 50;

/**
 * The turns no person takes at the decision `moves`: a bot's seat plays after a pause, a
 * person's clock plays for them at its deadline. An optional move (the Killing Machine out of
 * turn) is a bot's only when it wants it, and never the clock's.
 */
export function planTurns(turns: Turns, game: GameId, match: Match, seats: Seats, moves: number): void {
  const active = match.active();
  const awaited = match.awaited();
  const wanted = (seat: number): boolean => gameOf(game).botWants?.(match.view(seat)) === true;
  seats.records.forEach((holder, seat) => {
    if (!active.includes(seat)) turns.stop(seat);
    else if (!awaited.includes(seat)) {
      if (holder.bot !== undefined && wanted(seat)) turns.plan(seat, "bot", moves, Date.now() + botPause());
      else turns.stop(seat);
    } else if (holder.bot !== undefined) turns.plan(seat, "bot", moves, Date.now() + botPause());
    else if (holder.deadline) turns.plan(seat, "clock", moves, holder.deadline);
    else turns.stop(seat);
  });
}

/** Human-like: between 0.6 and 1.4 times the setting, so bots do not tick like a metronome. */
function botPause(): number {
  return settings.botPauseMs * (0.6 + 0.8 * Math.random());
}

/** Whether a planned turn is still the seat's to play: its bot still sits there, or its person's clock has run out. */
export function stillDue(kind: TurnKind, holder: SeatRecord, now: number): boolean {
  if (kind === "bot") return holder.bot !== undefined;
  return holder.bot === undefined && !!holder.deadline && holder.deadline <= now + CLOCK_SLACK_MS;
}

/**
 * A bot's decision from the seat's view (the strong level in a worker thread). A table must
 * not stall on a failed search: the easy level decides instead, and `failed` is told why.
 */
export async function botDecision(game: GameId, level: BotLevel, view: unknown, seed: string, failed: (error: unknown) => void): Promise<unknown> {
  try {
    return await decide(game, level, view, seed);
  } catch (error) {
    failed(error);
    return await decide(game, "easy", view, seed);
  }
}

/**
 * A planned turn: the bot decides from the seat's view (the strong level in a worker
 * thread), then plays through the same checks as a person, unless the decision was taken
 * meanwhile.
 */
export async function turnFor(table: Decide & Pick<Table, "life" | "serially">, seat: number, kind: TurnKind, moves: number): Promise<void> {
  const { state, match, seats, life, ledger } = table;
  if (state.moves !== moves || !match.running || !life.serving()) return;
  // A live clock's move is the quick one; a turn-based table's is played as the player would want it, at the take-over level.
  const level = kind === "clock" ? (seats.turnBased ? seats.pace.takeover : "easy") : seats.at(seat).bot;
  if (level === undefined) return;
  const failed = (error: unknown): void => log.error({ err: error, table: ledger.id, seat, level }, "a bot could not decide; the easy level plays");
  try {
    const action = await botDecision(state.game as GameId, level, match.view(seat), match.botSeed(moves, seat), failed);
    if (!life.serving()) return;
    await table.serially(() => turnPlayed(table, seat, kind, moves, action));
  } catch (error) {
    // A store that fails: the turn is planned again once it is back (storeBack).
    if (!storeDown(error)) log.error({ err: error, table: ledger.id, seat, kind }, "a bot's move failed");
  }
}

function* turnPlayed(table: Decide, seat: number, kind: TurnKind, moves: number, action: unknown): Steps<void> {
  if (table.state.moves !== moves || table.state.phase !== "playing") return;
  if (!stillDue(kind, table.seats.at(seat), Date.now())) return;
  yield* move(table, seat, action, kind);
}
