import { gameOf, Rng, seedRng, type AnyBot, type AnyGameRules } from "@tablee/shared";
import { benchTables } from "./games.ts";
import type { BenchResult } from "./result.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/** Random play may wander for long: start a new game after this many actions. */
const RESTART_AFTER = 20_000;

function timeBox(work: () => number): number {
  const deadline = performance.now() + SECONDS * 1000;
  const start = performance.now();
  let done = 0;
  while (performance.now() < deadline) done += work();
  return done / ((performance.now() - start) / 1000);
}

/** legalActions + apply per second, choosing uniformly among the legal actions. */
function actionsPerSecond(game: AnyGameRules, players: number): number {
  const pick = new Rng(seedRng("bench-actions"));
  let round = 0;
  return timeBox(() => {
    let state = game.setup(players, `bench-${round++}`);
    let actions = 0;
    for (; actions < RESTART_AFTER; actions++) {
      const active = game.activeSeats(state);
      if (active.length === 0) break;
      const seat = active[pick.int(active.length)];
      const legal = game.legalActions(state, seat);
      state = game.apply(state, seat, legal[pick.int(legal.length)]);
    }
    return actions;
  });
}

/** Complete games per second with every seat played by the game's bot, which decides from its seat's view: building that view is part of each call's cost. */
function gamesPerSecond(game: AnyGameRules, bot: AnyBot, players: number): number {
  const rng = new Rng(seedRng("bench-bots"));
  let round = 0;
  return timeBox(() => {
    let state = game.setup(players, `bench-game-${round++}`);
    while (game.outcome(state) === null) {
      const active = game.activeSeats(state);
      const seat = active[rng.int(active.length)];
      state = game.apply(state, seat, bot(game.view(state, seat), rng));
    }
    return 1;
  });
}

/** Each game at its bench table, and DOG at six as `rules.dog6.*` (its goal: within 1.5× of four seats' actions a second). */
export function rulesBenchmarks(): BenchResult[] {
  const results: BenchResult[] = [];
  for (const { name, game: id, players } of benchTables()) {
    const { rules: game, bot } = gameOf(id);
    const seats = name === id ? "" : `, ${players} seats`;
    results.push({ bench: `rules.${name}.actions_per_s`, value: Math.round(actionsPerSecond(game, players)), unit: `actions/s${seats}` });
    results.push({ bench: `rules.${name}.games_per_s`, value: Math.round(gamesPerSecond(game, bot, players) * 10) / 10, unit: `games/s${seats}` });
  }
  return results;
}
