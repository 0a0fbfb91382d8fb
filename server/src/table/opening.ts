import { clockFits, DEFAULT_AWAY_AFTER, readOptions, seatCountsOf, seatCountsText, type BotLevel, type GameFacts } from "@tablee/shared";
import { refuse as refusal } from "../limits/admission.js";
import { wellFormedDeep } from "../limits/text.js";
import { describeIssues, joinOptions } from "@tablee/shared/protocol";
import { checkName } from "./names.js";
import type { TablePace } from "./seats.js";

/** What a new table opens with: its seats, its game's options, privacy, its pace, the bots asked for. */
export interface TableOpening extends TablePace {
  seats: number;
  gameOptions: Record<string, unknown>;
  isPrivate: boolean;
  bots: readonly BotLevel[];
}

/**
 * The join options checked as one: shape, every string well-formed, the name. Refusals reach
 * the SDK as `"<code>: <sentence>"`, with `status` (400 at reservation time, 4002 at the join).
 */
export function checkJoin(raw: unknown, status: number) {
  const options = joinOptions.safeParse(raw ?? {});
  if (!options.success) throw refusal(status, "bad-options", describeIssues(options.error));
  const name = checkName(options.data.name);
  if ("error" in name) throw refusal(status, "bad-name", name.error);
  if (!wellFormedDeep(options.data)) throw refusal(status, "bad-options", "text must be valid Unicode, nested at most 16 levels");
  return { options: options.data, name: name.name };
}

/** A new table's seats and options, from its creator's options, as the game's facts allow them. */
export function openingOf(facts: GameFacts, raw: unknown): TableOpening {
  const { options } = checkJoin(raw, 400);
  const table = tableOptions(facts, options.options ?? {});
  const bots = options.bots ?? [];
  if (bots.length >= table.seats) throw refusal(400, "bad-options", `at most ${table.seats - 1} bots: one seat stays for a person`);
  const pace = options.pace ?? "live";
  const clock = options.clock ?? 0;
  if (!clockFits(pace, clock)) throw refusal(400, "bad-options", `a ${pace === "live" ? "live" : "turn-based"} table has no clock of ${clock} seconds`);
  return { ...table, isPrivate: options.private === true, pace, clock, takeover: options.takeover ?? "easy", awayAfter: options.awayAfter ?? DEFAULT_AWAY_AFTER, bots };
}

/** The seat count and the game's options, as the game's facts allow them. */
function tableOptions(facts: GameFacts, raw: Record<string, unknown>): { seats: number; gameOptions: Record<string, unknown> } {
  const { seats: rawSeats, ...rest } = raw;
  let seats = facts.defaultPlayers;
  if (rawSeats !== undefined) {
    if (typeof rawSeats !== "number" || !seatCountsOf(facts).includes(rawSeats)) {
      throw refusal(400, "bad-options", `seats must be ${seatCountsText(facts)}`);
    }
    seats = rawSeats;
  }
  const read = readOptions(facts, rest);
  if ("error" in read) throw refusal(400, "bad-options", read.error);
  return { seats, gameOptions: read.options as Record<string, unknown> };
}
