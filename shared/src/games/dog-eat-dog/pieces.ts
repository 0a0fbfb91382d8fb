import type { Rng } from "../../engine/random.js";
import type { Pyramid, Size } from "./types.js";

/** DED-1: 3 small, 3 medium and 3 large pyramids per colour. */
export const PER_PLAYER = 9;

/** Seat s owns ids 9s..9s+8: arithmetic instead of lookups on the hot path. */
export const ownerOf = (id: number): number => (id / PER_PLAYER) | 0;
export const sizeOf = (id: number): Size => ((((id % PER_PLAYER) / 3) | 0) + 1) as Size;

/** Spots are thousandths, so the stored layout is exact in JSON. */
const GRID = 1000;
const TRIES = 30;

/**
 * DED-1: positions carry no rule, but every client must draw the same table, so set-up
 * draws them once. A minimum spacing keeps pyramids from overlapping; when a spot is hard
 * to find the last draw is taken anyway (a crowded table, never a stuck set-up).
 */
export function scatter(players: number, rng: Rng): Pyramid[] {
  const count = players * PER_PLAYER;
  const spacing = 0.5 / Math.sqrt(count);
  const pyramids: Pyramid[] = [];
  for (let id = 0; id < count; id++) {
    let x = 0;
    let y = 0;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      x = rng.int(GRID) / GRID;
      y = rng.int(GRID) / GRID;
      if (pyramids.every((p) => (p.x - x) ** 2 + (p.y - y) ** 2 >= spacing * spacing)) break;
    }
    pyramids.push({ id, owner: ownerOf(id), size: sizeOf(id), x, y });
  }
  return pyramids;
}

/** Each pyramid alone at its own spot. */
export function lonePiles(count: number): number[][] {
  return Array.from({ length: count }, (_, id) => [id]);
}

export const topOf = (pile: readonly number[]): number => pile[pile.length - 1];
