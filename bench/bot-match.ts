/**
 * One whole game between strong and easy bots, in a worker thread of bench/bots.ts: every
 * decision is taken from the deciding seat's view only, as at a table.
 */
import { bots, games, Rng, seedRng, strongBots, type GameId, type Outcome } from "@tablee/shared";

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
  const rules = games[game]!;
  const easy = bots[game]!;
  const strong = strongBots[game]!;
  const rng = new Rng(seedRng(`match:${seed}`));
  let state = rules.setup(players, seed);
  const strongMs: number[] = [];
  for (let n = 0; n < MAX_DECISIONS && rules.outcome(state) === null; n++) {
    const active: number[] = rules.activeSeats(state);
    // Simultaneous choices (the DOG exchange) are taken in a random order.
    const seat = active[rng.int(active.length)];
    const view = rules.view(state, seat);
    let action: unknown;
    if (strongSeats.includes(seat)) {
      const start = performance.now();
      action = strong.decide(view, rng, strong.budget);
      strongMs.push(performance.now() - start);
    } else action = easy(view, rng);
    state = rules.apply(state, seat, action);
  }
  return { outcome: rules.outcome(state), strongMs };
}
