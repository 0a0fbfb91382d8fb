// With its extension: the tests' compiler (node16 resolution) reads this file as well.
import type { TablePhase } from "./snapshot.js";

/*
 * When the table waits for this page's player: the trigger of the your-turn alerts
 * (alerts.ts), without the DOM, so it is tested on its own (test/client/turn-alert.test.ts).
 */

export interface TurnFacts {
  phase: TablePhase;
  /** The seats the table is seen waiting for (the public view's `active`). */
  active: readonly number[];
  /** How many actions this page's seat may take now (its private view's `legal`). */
  legal: number;
  /** This page's seat, -1 when it has none. */
  mySeat: number;
  spectator: boolean;
  /** The page is connected to its table; offline it cannot tell whose turn it is. */
  live: boolean;
  /** A bot plays this seat while its player is away (the clock ran out three times). */
  botPlaysForMe: boolean;
}

/**
 * Whether the table waits for this page's player: a turn of their own, or a simultaneous
 * choice they have not made yet (the DOG exchange: a seat that gave its card leaves `active`).
 * Both the public `active` and the seat's own `legal` must say so: a Deathtrap player holding
 * the Killing Machine may strike during others' turns (legal) without being waited for (not
 * active, DD-6). Null when the page cannot tell: offline, its last word stands.
 */
export function awaitsMe(facts: TurnFacts): boolean | null {
  if (!facts.live) return null;
  if (facts.phase !== "playing" || facts.spectator || facts.mySeat < 0 || facts.botPlaysForMe) return false;
  return facts.active.includes(facts.mySeat) && facts.legal > 0;
}

/**
 * What a new reading means, given the last one (null: none yet).
 * - `began`: it just became this player's turn: ring.
 * - `found`: the page's first reading, already their turn: mark the tab, without a sound
 *   for a table they are looking at as it opens.
 * - `ended`: no longer their turn: the tab as it was.
 * - null: nothing changed (or the page cannot tell).
 */
export type TurnNews = "began" | "found" | "ended" | null;

export function turnNews(before: boolean | null, now: boolean | null): TurnNews {
  if (now === null || now === before) return null;
  if (!now) return before === null ? null : "ended";
  return before === null ? "found" : "began";
}
