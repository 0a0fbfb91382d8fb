import type { GameId } from "./contract.js";
import { RuleError } from "./errors.js";

/** A value a host may choose for an option: JSON, as the create options carry it. */
export type OptionValue = string | number | boolean | null;

/**
 * One choice a host makes when opening a table: the lobby draws it, the server checks it.
 * Labels are i18n keys (the client's dictionaries).
 */
export interface OptionField {
  /** Its name in the create options, the engine's option. */
  id: string;
  label: string;
  /** The engine's default: one of the choices' values. */
  default: OptionValue;
  /** What the lobby offers. */
  choices: { value: OptionValue; label: string }[];
  /** Whole numbers in this range are taken too (the choices are suggestions among them). */
  range?: [number, number];
  /**
   * The seat counts at which the option changes anything (DOG's house variant: at six); the
   * lobby offers it there only. Absent: at every count.
   */
  atSeats?: readonly number[];
}

/**
 * What everybody needs to know about a game before playing it, declared once for the server
 * (seat counts, options), the client (the lobby's form, team colours, the winners' line) and
 * the engine (its players and defaults).
 */
export interface GameFacts<Id extends string = GameId> {
  id: Id;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The seats a new table opens with when its host names none: the smallest sensible table,
   * since seats can be added before the start and a short table can start with who is there.
   */
  defaultPlayers: number;
  options: OptionField[];
  /**
   * The seat counts a table may have, when not every count from `minPlayers` to `maxPlayers`:
   * DOG seats 4 or 6. Absent: the whole range.
   */
  seatCounts?: readonly number[];
  /** Seats that play as one team at the default table; [] when every seat plays alone. */
  teams: number[][];
  /**
   * The teams at a table of `seats` with these options, when they are not always `teams`
   * (DOG at six seats). Absent: `teams` whatever the table.
   */
  teamsAt?(seats: number, options: Readonly<Record<string, OptionValue>>): number[][];
}

/** The seat counts a table of this game may have, smallest first. */
export function seatCountsOf(facts: GameFacts): readonly number[] {
  if (facts.seatCounts) return facts.seatCounts;
  return Array.from({ length: facts.maxPlayers - facts.minPlayers + 1 }, (_, i) => facts.minPlayers + i);
}

/** The seat counts in words, as a refusal says them: "4", "4 or 6", "2 to 8". */
export function seatCountsText(facts: GameFacts): string {
  const counts = seatCountsOf(facts);
  if (counts.length === 1) return `${counts[0]}`;
  if (!facts.seatCounts) return `${facts.minPlayers} to ${facts.maxPlayers}`;
  return `${counts.slice(0, -1).join(", ")} or ${counts.at(-1)}`;
}

/** The teams at a table of `seats` with `options` (the options a host chose; defaults for the rest). */
export function teamsOf(facts: GameFacts, seats: number, options: Readonly<Record<string, OptionValue>> = {}): number[][] {
  return facts.teamsAt ? facts.teamsAt(seats, options) : facts.teams;
}

/** The option values a host sent, checked against the facts; an error sentence when refused. */
export function readOptions(facts: GameFacts, raw: Record<string, unknown>): { options: Record<string, OptionValue> } | { error: string } {
  const options: Record<string, OptionValue> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = facts.options.find((f) => f.id === key);
    if (field === undefined) {
      const known = facts.options.map((f) => f.id);
      return { error: known.length ? `unknown option ${JSON.stringify(key)} (options: ${known.join(", ")})` : `this game has no option ${JSON.stringify(key)}` };
    }
    const chosen = valueOf(field, value);
    if (chosen === undefined) {
      const choices = field.choices.map((c) => JSON.stringify(c.value)).join(", ");
      const range = field.range ? `, or a whole number from ${field.range[0]} to ${field.range[1]}` : "";
      return { error: `${key} must be one of ${choices}${range}` };
    }
    options[key] = chosen;
  }
  return { options };
}

/** A game's options at set-up: its defaults, with those `raw` sets checked against its facts (`bad-options` when refused). */
export function setupOptions<Options extends object>(facts: GameFacts, defaults: Options, raw: Partial<Options> | undefined): Options {
  const given = Object.fromEntries(Object.entries(raw ?? {}).filter(([, value]) => value !== undefined));
  const read = readOptions(facts, given);
  if ("error" in read) throw new RuleError("bad-options", read.error);
  return { ...defaults, ...read.options };
}

/**
 * A choice's value, or its spelling as text: an HTML form sends "0", "true" or "none" (null)
 * for the values 0, true and null.
 */
function valueOf(field: OptionField, value: unknown): OptionValue | undefined {
  for (const choice of field.choices) {
    if (choice.value === value) return choice.value;
    if (typeof value === "string" && value === spelling(choice.value)) return choice.value;
  }
  if (field.range) {
    const n = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : value;
    if (typeof n === "number" && Number.isInteger(n) && n >= field.range[0] && n <= field.range[1]) return n;
  }
  return undefined;
}

/** How a choice is written in a form: `null` is "none". */
export function spelling(value: OptionValue): string {
  return value === null ? "none" : String(value);
}
