import { gameList, Rng, seedRng, type AnyBot, type AnyGameRules } from "@tablee/shared";
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
function actionsPerSecond(game: AnyGameRules, players: number, options?: object): number {
  const pick = new Rng(seedRng("bench-actions"));
  let round = 0;
  return timeBox(() => {
    let state = game.setup(players, `bench-${round++}`, options);
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
function gamesPerSecond(game: AnyGameRules, bot: AnyBot, players: number, options?: object): number {
  const rng = new Rng(seedRng("bench-bots"));
  let round = 0;
  return timeBox(() => {
    let state = game.setup(players, `bench-game-${round++}`, options);
    while (game.outcome(state) === null) {
      const active = game.activeSeats(state);
      const seat = active[rng.int(active.length)];
      state = game.apply(state, seat, bot(game.view(state, seat), rng));
    }
    return 1;
  });
}

/** Each game at its bench table, then at its other bench tables (DOG at six: `rules.dog6.*`, goal within 1.5× of four seats' actions a second). */
export function rulesBenchmarks(): BenchResult[] {
  const results: BenchResult[] = [];
  for (const { rules: game, bot, seating } of gameList) {
    const tables: { name: string; players: number; options?: object; unit: string }[] = [{ name: game.id, players: seating.benchSeats, unit: "" }];
    for (const more of seating.moreBenchTables ?? []) {
      tables.push({ name: `${game.id}${more.suffix}`, players: more.seats, options: more.options, unit: `, ${more.seats} seats${more.options ? ` ${JSON.stringify(more.options)}` : ""}` });
    }
    for (const { name, players, options, unit } of tables) {
      results.push({ bench: `rules.${name}.actions_per_s`, value: Math.round(actionsPerSecond(game, players, options)), unit: `actions/s${unit}` });
      results.push({ bench: `rules.${name}.games_per_s`, value: Math.round(gamesPerSecond(game, bot, players, options) * 10) / 10, unit: `games/s${unit}` });
    }
  }
  return results;
}
