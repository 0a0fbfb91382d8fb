import type { Size } from "./types.js";

/*
 * Exact chances of the dice (DED-5, DED-7, DED-10) for the bot: how an attack roll of a
 * given size fares against a pile of defenders, each rolling against that same roll.
 */

/** maxChance[k][v]: the chance that the highest of k dice is v (k = 0..3, v = 1..6). */
const maxChance: number[][] = [0, 1, 2, 3].map((k) => [0, 1, 2, 3, 4, 5, 6].map((v) => (v === 0 ? 0 : (v ** k - (v - 1) ** k) / 6 ** k)));

/** holdChance[a][d][v]: the chance a defender of size d fails against an attack roll v from size a. */
const holdChance: number[][][] = [0, 1, 2, 3].map((a) =>
  [0, 1, 2, 3].map((d) =>
    [0, 1, 2, 3, 4, 5, 6].map((v) => (d === 0 || v === 0 ? 0 : ((v - 1) ** d + (a < d ? v ** d - (v - 1) ** d : 0)) / 6 ** d)),
  ),
);

/**
 * The chance an attacker of `size` beats every defender in `defenders` (top down). With the
 * Treehouse die it rolls one die fewer: TIP (1/6) always fails, HOP (1/6) always wins.
 */
export function winChance(size: Size, defenders: readonly Size[], treehouse: boolean): number {
  const dice = treehouse ? size - 1 : size;
  let chance = 0;
  for (let v = 1; v <= 6; v++) {
    let p = maxChance[dice][v];
    for (const d of defenders) p *= holdChance[size][d][v];
    chance += p;
  }
  return treehouse ? 1 / 6 + (4 / 6) * chance : chance;
}
