import { pileHolding, pileTopped } from "./legal.js";
import type { DedState } from "./types.js";

/* DED-10: the Treehouse faces' actions, on a fresh copy owned by apply (checked legal). */

/** SWAP: the tops of two stacks change places; the stacks stay where they stand. */
export function swapTops(next: DedState, a: number, b: number): void {
  const pa = pileTopped(next, a);
  const pb = pileTopped(next, b);
  const piles = next.piles.slice();
  piles[pa] = [...piles[pa].slice(0, -1), b];
  piles[pb] = [...piles[pb].slice(0, -1), a];
  next.piles = piles;
}

/** DIG: the pyramid leaves its place in the stack and goes on top. */
export function digUp(next: DedState, id: number): void {
  const b = pileHolding(next, id);
  const piles = next.piles.slice();
  piles[b] = [...piles[b].filter((other) => other !== id), id];
  next.piles = piles;
}

/** AIM: a lone pyramid is tipped over, or stood up if it was tipped; returns whether it now lies. */
export function aimAt(next: DedState, id: number): boolean {
  const tipped = next.tipped.slice();
  tipped[id] = !tipped[id];
  next.tipped = tipped;
  return tipped[id];
}
