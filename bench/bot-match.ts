/**
 * One whole game between bots of the levels each seat is given (strong, easy, or random
 * legal play), in a worker thread of bench/bots.ts: every decision is taken from the deciding
 * seat's view only, as at a table.
 */
import { gameOf, Rng, seedRng, type GameId, type Outcome } from "@tablee/shared";

/** Who plays a seat: the strong level, the easy level, or a uniformly random legal action. */
export type Level = "strong" | "easy" | "random";

export interface Match {
  game: GameId;
  /** One level per seat. */
  levels: Level[];
  seed: string;
  /** The table's options (the game's defaults where absent). */
  options?: Record<string, unknown>;
}

export interface MatchResult {
  /** null when the game did not end within MAX_DECISIONS (counted as nobody's win). */
  outcome: Outcome | null;
  /** Milliseconds each strong decision took. */
  strongMs: number[];
  /** Decisions the game took, every seat's. */
  decisions: number;
}

/** No game of the four comes near this; a bot that loops must not hang the bench. */
const MAX_DECISIONS = 50_000;

export default function play({ game, levels, seed, options }: Match): MatchResult {
  const { rules, bot: easy, strong, botWants } = gameOf(game);
  const rng = new Rng(seedRng(`match:${seed}`));
  let state = rules.setup(levels.length, seed, options);
  const strongMs: number[] = [];
  // BOT_MS lifts the time cap (e.g. BOT_MS=10000) to measure strength on a busy machine, where
  // the table's cap would cut searches short; BOT_ITERATIONS sets the iterations instead of the
  // table's, to measure what a bigger (or smaller) search would buy.
  const budget = {
    iterations: process.env.BOT_ITERATIONS ? Number(process.env.BOT_ITERATIONS) : strong.budget.iterations,
    ms: process.env.BOT_MS ? Number(process.env.BOT_MS) : strong.budget.ms,
  };
  let decisions = 0;
  for (; decisions < MAX_DECISIONS && rules.outcome(state) === null; decisions++) {
    // As at a table: a bot takes an optional move (the Killing Machine out of turn) when it
    // wants to, before the awaited seat; simultaneous choices (the DOG exchange) come in a
    // random order. A random player takes an optional move on a coin toss at each decision.
    const awaited: number[] = rules.awaitedSeats(state);
    const eager = rules
      .activeSeats(state)
      .filter((s: number) => !awaited.includes(s) && (levels[s] === "random" ? rng.int(2) === 0 : botWants!(rules.view(state, s))));
    const active = eager.length > 0 ? eager : awaited;
    const seat = active[rng.int(active.length)];
    const view = rules.view(state, seat);
    let action: unknown;
    if (levels[seat] === "strong") {
      const start = performance.now();
      action = strong.decide(view, rng, budget);
      strongMs.push(performance.now() - start);
    } else if (levels[seat] === "easy") action = easy(view, rng);
    else {
      const legal = view.legal ?? [];
      action = legal[rng.int(legal.length)];
    }
    state = rules.apply(state, seat, action);
  }
  return { outcome: rules.outcome(state), strongMs, decisions };
}
