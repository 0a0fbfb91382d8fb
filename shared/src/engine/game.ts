import type { AnyBot, AnyGameRules, BotLevel, StrongPlayer } from "./contract.js";
import type { GameFacts, OptionValue } from "./facts.js";
import type { Rng } from "./random.js";
import type { ViewShapes } from "./view-shape.js";

/**
 * One game, whole: what the lobby, the rooms, the bots, the tests and the benchmarks need of
 * it. The registry lists these; nothing else is keyed by game.
 */
export interface Game {
  facts: GameFacts;
  rules: AnyGameRules;
  /** The shape of its views: their types, the schema classes that carry them, their docs. */
  views: ViewShapes;
  /** The easy level. */
  bot: AnyBot;
  /** The strong level: a search over what the seat cannot see. */
  strong: StrongPlayer;
  /**
   * A whole state a seat's view could come from, what the view hides drawn with `rng`: the
   * strong level searches over such samples, and a client lists its legal actions from one
   * (`legalFromView`, engine/legal-view.ts).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sample(view: any, rng: Rng): unknown;
  /**
   * Whether a bot (either level) takes a move nobody waits for, from its seat's view: an
   * active seat outside `awaitedSeats`. Absent: a game without optional moves.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  botWants?: (view: any) => boolean;
  /** How programs that play it seat it: nothing a player meets. */
  seating: Seating;
}

/**
 * How the programs that play a game seat it: the bench, the soak and the fuzz read it here, so
 * a game brings its own and none of them names a game.
 */
export interface Seating {
  /**
   * The bench's table for the rules' figures and strong against easy: even, so half the seats
   * can be strong (alternate seats: with teams of opposite seats, one team each).
   */
  benchSeats: number;
  /**
   * Each bot level against random legal play: the table, how many of its seats the bot holds
   * (spread evenly round it: with teams of opposite seats, a team), its options, and how many
   * games make a figure.
   */
  againstRandom: { seats: number; botSeats: number; options?: Record<string, OptionValue>; games: number };
  /**
   * A table people play honestly over the wire, as the soak and the fuzz seat it: its options,
   * its bots and its people, who take the first seats. A game with moves nobody waits for
   * (`botWants`) seats no bot there: a bot's such move races a person's, which could lose it.
   */
  honest: { options: Record<string, OptionValue>; bots: BotLevel[]; people: number };
  /**
   * Whether the bench also reports the strong seats' share of the points: a game won on points
   * where places count too. The most `strong` seats of `seats` can share.
   */
  bestPointsShare?(seats: number, strong: number): number;
  /**
   * More tables the rules figures and strong against easy measure, each named after the game
   * and its `suffix` (DOG at six seats: `rules.dog6.*`, `bots.dog6.*`). `strongSeats(i)` are
   * game i's strong seats, as many strong as easy over the games: where halving the seats by
   * turn would split teams, whole teams.
   */
  moreBenchTables?: BenchTable[];
}

/** A table of `Seating.moreBenchTables`. */
export interface BenchTable {
  suffix: string;
  seats: number;
  options?: Record<string, OptionValue>;
  strongSeats(i: number): number[];
  /** How the strong seats are chosen, in words, for the figure's unit. */
  about: string;
}

/** A game's entry from its parts; its rules must be made from the same facts. */
export function defineGame(game: Game): Game {
  if (game.rules.id !== game.facts.id) throw new Error(`the rules of ${game.rules.id} are not those of ${game.facts.id}`);
  return game;
}
