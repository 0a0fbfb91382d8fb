/**
 * A worker thread of the strong bots' pool (decide.ts): one decision from one seat's view.
 * Only @tablee/shared is imported statically, so the same file runs built (dist) and as
 * TypeScript source (the tests, which Node strips of its types).
 */
import { setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";
import { gameOf, Rng, seedRng, type GameId } from "@tablee/shared";

/**
 * The tables come first: a thinking thread runs at the lowest priority, so that whenever the
 * rooms' event loop needs a core it gets it at once, and a search only takes what is left (it
 * stops on its time budget, so a busy machine costs it iterations, never a table its patch).
 * On Linux a thread's priority is its own (setpriority(2), NPTL); elsewhere it would be the
 * whole process's, so there the threads keep the default.
 */
export const THINKING_NICENESS = 19;
// Only the pool's threads: a module that imports this one for its types or constants keeps its own.
if (process.platform === "linux" && !isMainThread) {
  try {
    setPriority(THINKING_NICENESS);
  } catch {
    // A sandbox that forbids setpriority(2): the thread thinks at the default priority rather than not at all.
  }
}

// The games the environment adds to the registry (games/added.ts) are this thread's to play too.
// The tests run this file as TypeScript source, the server as built JavaScript (decide.ts).
const added = import.meta.url.endsWith(".ts") ? "../games/added.ts" : "../games/added.js";
await ((await import(new URL(added, import.meta.url).href)) as typeof import("../games/added.js")).addGamesFromEnvironment();

export interface Thought {
  game: GameId;
  view: unknown;
  seed: string;
}

export default function think({ game, view, seed }: Thought): unknown {
  const { strong } = gameOf(game);
  return strong.decide(view, new Rng(seedRng(seed)), strong.budget);
}
