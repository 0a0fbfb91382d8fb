import { isDeepStrictEqual } from "node:util";
import type { AnyGameRules } from "@tablee/shared";
import { randomMove, type Move } from "./play.ts";

/**
 * Two records of one game that differ only in what a spectator cannot see: the seed (so the
 * hands and the deck) and the hidden part of actions (DOG's exchange picks, the cards a
 * Deathtrap Master hands back). Every public view after every step is the same in both.
 */
export interface Twins {
  seeds: [string, string];
  moves: [Move[], Move[]];
  /** Some action of the twin differs from the first game's (its public form does not). */
  actionsDiffer: boolean;
}

/** `seed` itself, or a seed of the form `other/k` that deals a table a spectator sees the same. */
function twinSeed(game: AnyGameRules, players: number, seed: string, other: string | null): string {
  if (other === null) return seed;
  const table = game.publicView(game.setup(players, seed));
  for (let k = 0; k < 64; k++) {
    const candidate = `${other}/${k}`;
    if (isDeepStrictEqual(game.publicView(game.setup(players, candidate)), table)) return candidate;
  }
  return seed;
}

/**
 * Game A is random legal play from `seed`; its twin B starts from `seed`, or from another seed
 * when `other` gives one whose deal the table sees the same. At each step B's seat takes an
 * action whose public form (`publicAction`) is A's, another one than A's when it may. The
 * twins stop at the first step where B has no such action or where the public views part, and
 * before A's game ends (a finished game's replay shows everything).
 */
export function twinGames(game: AnyGameRules, players: number, seed: string, other: string | null, pick: (n: number) => number, limit: number): Twins {
  const seeds: [string, string] = [seed, twinSeed(game, players, seed, other)];
  const moves: [Move[], Move[]] = [[], []];
  let actionsDiffer = false;
  let a = game.setup(players, seeds[0]);
  let b = game.setup(players, seeds[1]);
  for (let i = 0; i < limit; i++) {
    const move = randomMove(game, a, pick);
    if (move === null) break;
    const { seat, action } = move;
    const nextA = game.apply(a, seat, action);
    if (game.outcome(nextA) !== null) break;
    const shown = game.publicAction(a, seat, action);
    const alike = game.activeSeats(b).includes(seat)
      ? game.legalActions(b, seat).filter((candidate: unknown) => isDeepStrictEqual(game.publicAction(b, seat, candidate), shown))
      : [];
    const others = alike.filter((candidate: unknown) => !isDeepStrictEqual(candidate, action));
    const twin = others.length > 0 ? others[pick(others.length)] : alike[0];
    if (twin === undefined) break;
    const nextB = game.apply(b, seat, twin);
    if (!isDeepStrictEqual(game.publicView(nextA), game.publicView(nextB))) break;
    moves[0].push({ seat, action });
    moves[1].push({ seat, action: twin });
    actionsDiffer ||= !isDeepStrictEqual(twin, action);
    a = nextA;
    b = nextB;
  }
  return { seeds, moves, actionsDiffer };
}
