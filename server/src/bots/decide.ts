import { Piscina } from "piscina";
import { gameOf, Rng, seedRng, type BotLevel, type GameId } from "@tablee/shared";
import { settings } from "../settings.js";
import type { Thought } from "./think.js";

/**
 * A bot's decision from its seat's view. The easy level answers at once (microseconds); the
 * strong one searches for up to its budget, so it thinks in a worker thread and the tables'
 * event loop never waits for it (piscina queues decisions when every thread is busy).
 */
export function decide(game: GameId, level: BotLevel, view: unknown, seed: string): unknown {
  if (level === "strong") return strongPool().run({ game, view, seed } satisfies Thought);
  return gameOf(game).bot(view, new Rng(seedRng(seed)));
}

let pool: Piscina<Thought, unknown> | null = null;

function strongPool(): Piscina<Thought, unknown> {
  // The tests run the sources: the worker is then think.ts, which Node runs stripped of types.
  const file = import.meta.url.endsWith(".ts") ? "./think.ts" : "./think.js";
  pool ??= new Piscina<Thought, unknown>({
    filename: new URL(file, import.meta.url).href,
    maxThreads: settings.botThreads,
    minThreads: 0,
    // Threads end after a quiet minute: a server without strong bots keeps none.
    idleTimeout: 60_000,
  });
  return pool;
}

/** The threads end with the server. */
export async function closeBots(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
