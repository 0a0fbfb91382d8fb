/**
 * A worker thread of the strong bots' pool (decide.ts): one decision from one seat's view.
 * Only @tablee/shared is imported, so the same file runs built (dist) and as TypeScript source
 * (the tests, which Node strips of its types).
 */
import { Rng, seedRng, strongBots, type GameId } from "@tablee/shared";

export interface Thought {
  game: GameId;
  view: unknown;
  seed: string;
}

export default function think({ game, view, seed }: Thought): unknown {
  const strong = strongBots[game];
  if (strong === undefined) throw new Error(`${game} has no strong level`);
  return strong.decide(view, new Rng(seedRng(seed)), strong.budget);
}
