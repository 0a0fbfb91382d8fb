import type { Rng } from "../../engine/random.js";
import { TREEHOUSE_FACES, type DuelDecision, type TreehouseFace } from "./types.js";

export function roll(rng: Rng, count: number): number[] {
  const dice = new Array<number>(count);
  for (let i = 0; i < count; i++) dice[i] = rng.die();
  return dice;
}

/** DED-5: dice are never added, only the highest counts. */
export function highest(dice: readonly number[]): number {
  let best = 0;
  for (const die of dice) if (die > best) best = die;
  return best;
}

/** DED-10: one draw of six picks the face, in TREEHOUSE_FACES order. */
export function rollTreehouse(rng: Rng): TreehouseFace {
  return TREEHOUSE_FACES[rng.int(6)];
}

/**
 * DED-5: higher die wins; on a tie the smaller pyramid wins; same size, the defender.
 * Sizes are pip counts of the pyramids, not how many dice were rolled.
 */
export function duel(attackBest: number, attackSize: number, defenceBest: number, defenceSize: number): { attackerWins: boolean; by: DuelDecision } {
  if (attackBest !== defenceBest) return { attackerWins: attackBest > defenceBest, by: "higher" };
  if (attackSize !== defenceSize) return { attackerWins: attackSize < defenceSize, by: "smaller" };
  return { attackerWins: false, by: "same-size" };
}

/**
 * DED-2: everyone rolls one die; the seats tied for the highest roll again until one is
 * alone on top. Returns every round, in order, and the first player.
 */
export function rollOff(players: number, rng: Rng): { rounds: { seat: number; die: number }[][]; first: number } {
  const rounds: { seat: number; die: number }[][] = [];
  let rolling = Array.from({ length: players }, (_, seat) => seat);
  for (;;) {
    const rolls = rolling.map((seat) => ({ seat, die: rng.die() }));
    rounds.push(rolls);
    const best = highest(rolls.map((r) => r.die));
    rolling = rolls.filter((r) => r.die === best).map((r) => r.seat);
    if (rolling.length === 1) return { rounds, first: rolling[0] };
  }
}
