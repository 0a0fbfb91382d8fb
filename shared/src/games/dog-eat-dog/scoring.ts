import { ownerOf, sizeOf, topOf } from "./pieces.js";
import type { DedResult, DedState, Hoard, Tree } from "./types.js";

/**
 * DED-9: the best arrangement of a pile of pyramids into trees (one of each size).
 *
 * Every tree is worth 5 or 7, every loose pyramid 1, so a hoard of n pyramids scores
 * n + 2·(trees) + 2·(one-colour trees). Both counts can be maximal at once, which is why a
 * greedy arrangement is exact: take every one-colour tree each colour can make
 * (min of its three sizes), then mixed trees from what is left (min of the three sizes
 * left). The number of trees is then min(S, M, L) over the whole hoard, the most any
 * arrangement can make, and the one-colour trees are the most possible too; what is left
 * cannot hold a one-colour tree, so the mixed trees really are mixed. The tests check this
 * against an exhaustive search.
 */
export function arrangeHoard(hoard: readonly number[]): Hoard {
  // byColour.get(colour)[size - 1] lists that colour's pyramids of that size.
  const byColour = new Map<number, number[][]>();
  for (const id of hoard) {
    let sizes = byColour.get(ownerOf(id));
    if (!sizes) byColour.set(ownerOf(id), (sizes = [[], [], []]));
    sizes[sizeOf(id) - 1].push(id);
  }
  const trees: Tree[] = [];
  const rest: number[][] = [[], [], []];
  for (const colour of [...byColour.keys()].sort((a, b) => a - b)) {
    const [small, medium, large] = byColour.get(colour)!;
    const count = Math.min(small.length, medium.length, large.length);
    for (let i = 0; i < count; i++) trees.push({ pyramids: [small[i], medium[i], large[i]], colour, points: 7 });
    for (let s = 0; s < 3; s++) rest[s].push(...byColour.get(colour)![s].slice(count));
  }
  const mixed = Math.min(rest[0].length, rest[1].length, rest[2].length);
  for (let i = 0; i < mixed; i++) trees.push({ pyramids: [rest[0][i], rest[1][i], rest[2][i]], points: 5 });
  const leftovers = [...rest[0].slice(mixed), ...rest[1].slice(mixed), ...rest[2].slice(mixed)];
  const points = trees.reduce((sum, tree) => sum + tree.points, 0) + leftovers.length;
  return { trees, leftovers, points };
}

/** DED-9: the stacks a seat controls (its pyramid on top) and its captures, minus its own colour. */
export function hoardOf(state: Pick<DedState, "piles" | "captured">, seat: number): number[] {
  const hoard: number[] = [];
  for (const pile of state.piles) {
    if (pile.length < 2 || ownerOf(topOf(pile)) !== seat) continue;
    for (const id of pile) if (ownerOf(id) !== seat) hoard.push(id);
  }
  for (const id of state.captured[seat]) if (ownerOf(id) !== seat) hoard.push(id);
  return hoard;
}

export function hoards(state: Pick<DedState, "piles" | "captured" | "players">): Hoard[] {
  return Array.from({ length: state.players }, (_, seat) => arrangeHoard(hoardOf(state, seat)));
}

/** DED-9: the highest score wins; equal scores share the win. */
export function finalResult(state: Pick<DedState, "piles" | "captured" | "players">): DedResult {
  const scores = hoards(state).map((hoard) => hoard.points);
  const best = Math.max(...scores);
  return { scores, winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])) };
}
