/**
 * One whole game between strong and easy bots, in a worker thread of bench/bots.ts: every
 * decision is taken from the deciding seat's view only, as at a table.
 */
import { gameOf, Rng, seedRng, type GameId, type Outcome } from "@tablee/shared";

export interface Match {
  game: GameId;
  players: number;
  seed: string;
  strongSeats: number[];
}

export interface MatchResult {
  /** null when the game did not end within MAX_DECISIONS (counted as nobody's win). */
  outcome: Outcome | null;
  /** Milliseconds each strong decision took. */
  strongMs: number[];
}

/** No game of the four comes near this; a bot that loops must not hang the bench. */
const MAX_DECISIONS = 50_000;

export default function play({ game, players, seed, strongSeats }: Match): MatchResult {
  const { rules, bot: easy, strong, botWants } = gameOf(game);
  const rng = new Rng(seedRng(`match:${seed}`));
  let state = rules.setup(players, seed);
  const strongMs: number[] = [];
  // BOT_MS lifts the time cap (e.g. BOT_MS=10000) to measure strength on a busy machine, where
  // the table's cap would cut searches short; BOT_ITERATIONS sets the iterations instead of the
  // table's, to measure what a bigger (or smaller) search would buy.
  const budget = {
    iterations: process.env.BOT_ITERATIONS ? Number(process.env.BOT_ITERATIONS) : strong.budget.iterations,
    ms: process.env.BOT_MS ? Number(process.env.BOT_MS) : strong.budget.ms,
  };
  for (let n = 0; n < MAX_DECISIONS && rules.outcome(state) === null; n++) {
    // As at a table: a bot takes an optional move (the Killing Machine out of turn) when it
    // wants to, before the awaited seat; simultaneous choices (the DOG exchange) come in a random order.
    const awaited: number[] = rules.awaitedSeats(state);
    const eager = rules.activeSeats(state).filter((s: number) => !awaited.includes(s) && botWants!(rules.view(state, s)));
    const active = eager.length > 0 ? eager : awaited;
    const seat = active[rng.int(active.length)];
    const view = rules.view(state, seat);
    let action: unknown;
    if (strongSeats.includes(seat)) {
      const start = performance.now();
      action = strong.decide(view, rng, budget);
      strongMs.push(performance.now() - start);
    } else action = easy(view, rng);
    state = rules.apply(state, seat, action);
  }
  return { outcome: rules.outcome(state), strongMs };
}
