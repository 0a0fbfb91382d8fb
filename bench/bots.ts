/**
 * The strong level against the easy one, per game: half the seats (alternating which half,
 * so no seat order favours either level) play strong, the others easy, over BOT_GAMES games
 * (200 unless told) spread over a worker pool. A fair share is 0.5; the issue asks for 0.65.
 *
 * - `bots.<game>.strong_vs_easy`: the strong seats' share of wins (a shared win counts for
 *   its share), or in Deathtrap their mean share of the points.
 * - `bots.deathtrap.strong_game_wins`: in Deathtrap, also the strong seats' share of the games
 *   won (the most points after the four rounds), from the same games. The points share is
 *   narrow: three seats of six can take at most 6+5+4 of each round's 21 points, 0.714, which
 *   the unit prints beside the fair share.
 * - `bots.<game>.decision_ms_p99`: one strong decision with the budget a table gives it,
 *   measured while the pool keeps every core busy.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { gameIds, type GameId, type Outcome } from "@tablee/shared";
import type { Match, MatchResult } from "./bot-match.ts";
import type { BenchResult } from "./result.ts";

const GAMES = Number(process.env.BOT_GAMES ?? 200);
/** Table sizes: even, so half the seats can be strong (DOG: one team each). */
const PLAYERS: Record<GameId, number> = { dog: 4, deathtrap: 6, "dog-eat-dog": 4, frontline: 2 };

/** The strong seats' share of one game's wins, between 0 and 1 (a shared win counts for its share). */
function winsOf(game: GameId, outcome: Outcome | null, strongSeats: number[]): number {
  if (outcome === null) return 0;
  if (outcome.winners.length === 0) return strongSeats.length / PLAYERS[game];
  return outcome.winners.filter((s) => strongSeats.includes(s)).length / outcome.winners.length;
}

/** The strong seats' part of one game's result, between 0 and 1: in Deathtrap, of its points. */
function shareOf(game: GameId, outcome: Outcome | null, strongSeats: number[]): number {
  if (game === "deathtrap" && outcome?.scores) {
    const total = outcome.scores.reduce((a, b) => a + b, 0);
    if (total === 0) return strongSeats.length / outcome.scores.length;
    return strongSeats.reduce((sum, s) => sum + outcome.scores![s], 0) / total;
  }
  return winsOf(game, outcome, strongSeats);
}

/** The most points `strong` seats of `players` can share of a Deathtrap round: the first places' (DD-8). */
function bestPointsShare(players: number, strong: number): number {
  const points = (places: number): number => (places * (2 * players - places + 1)) / 2;
  return points(strong) / points(players);
}

function percentile(values: number[], p: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function botBenchmarks(only?: GameId[]): Promise<BenchResult[]> {
  const pool = new Piscina<Match, MatchResult>({
    filename: new URL("./bot-match.ts", import.meta.url).href,
    maxThreads: availableParallelism(),
  });
  const results: BenchResult[] = [];
  try {
    for (const game of gameIds) {
      if (only && !only.includes(game)) continue;
      // BOT_GAME=dog (or a comma-separated list of ids) benches only those games.
      if (process.env.BOT_GAME && !process.env.BOT_GAME.split(",").includes(game)) continue;
      const players = PLAYERS[game];
      const matches = Array.from({ length: GAMES }, (_, i): Match => ({
        game,
        players,
        seed: `bots-${game}-${i}`,
        strongSeats: Array.from({ length: players }, (_, s) => s).filter((s) => s % 2 === i % 2),
      }));
      const played = await Promise.all(matches.map((match) => pool.run(match)));
      const share = played.reduce((sum, result, i) => sum + shareOf(game, result.outcome, matches[i].strongSeats), 0) / GAMES;
      const round = (x: number): number => Math.round(x * 1000) / 1000;
      if (game === "deathtrap") {
        const best = round(bestPointsShare(players, players / 2));
        results.push({ bench: `bots.${game}.strong_vs_easy`, value: round(share), unit: `share of points (fair 0.5, at most ${best})` });
        const wins = played.reduce((sum, result, i) => sum + winsOf(game, result.outcome, matches[i].strongSeats), 0) / GAMES;
        results.push({ bench: `bots.${game}.strong_game_wins`, value: round(wins), unit: "share of games won (fair 0.5)" });
      } else results.push({ bench: `bots.${game}.strong_vs_easy`, value: round(share), unit: "share of wins (fair 0.5)" });
      const ms = played.flatMap((result) => result.strongMs);
      results.push({ bench: `bots.${game}.decision_ms_p99`, value: Math.round(percentile(ms, 99) * 10) / 10, unit: "ms" });
      process.stderr.write(`bots ${game}: ${GAMES} games, ${ms.length} strong decisions\n`);
    }
  } finally {
    await pool.destroy();
  }
  return results;
}
