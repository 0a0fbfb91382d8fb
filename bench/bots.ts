/**
 * The bots' strength, per game, over a worker pool; every decision from the seat's view only.
 *
 * Strong against easy, at each game's bench table (its `seating`): half the seats (alternating
 * which half, so no seat order favours either level) play strong, the others easy, over
 * BOT_GAMES games (200 unless told). A fair share is 0.5; the goal is 0.65. A game's other
 * bench tables (its seating's `moreBenchTables`: DOG at six, `bots.dog6.*`, goal 0.6) choose
 * their strong seats themselves, whole teams where teams cannot be halved.
 * - `bots.<game>.strong_vs_easy`: the strong seats' share of the games won (a shared win
 *   counts for its share; Deathtrap's winner has the most points after the four rounds).
 * - `bots.<game>.strong_points_vs_easy`: for a game won on points where places count too
 *   (its seating's `bestPointsShare`: Deathtrap), also the strong seats' mean share of the
 *   points, from the same games. It is narrow: three seats of six can take at most 6+5+4 of
 *   each round's 21 points, 0.714, which the unit prints beside the fair share.
 * - `bots.<game>.decision_ms_p99`: one strong decision with the budget a table gives it,
 *   measured while the pool keeps every core busy.
 *
 * Each level against random legal play (the seating's `againstRandom`: the bot's seats and the random ones,
 * the bot's seat moving round the table), over BOT_RANDOM_GAMES games (RANDOM_GAMES unless told):
 * - `bots.<game>.strong_vs_random`, `bots.<game>.easy_vs_random`: the share of games the bot
 *   won outright, its draws and losses in the unit. A game is won when every winner is the
 *   bot's (DOG: its team; Deathtrap: the most points after the four rounds), drawn when
 *   nobody wins (Frontline's draws, a game cut at MAX_DECISIONS) or the bot shares the win
 *   with a random seat (equal scores), lost otherwise.
 * - `bots.<game>.strong_moves_vs_random`: the median number of decisions (every seat's) in the
 *   strong bot's games against random play, the easy bot's beside it in the unit.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { gameList, type Outcome } from "@tablee/shared";
import type { Level, Match, MatchResult } from "./bot-match.ts";
import type { BenchResult } from "./result.ts";
import { median } from "./stats.ts";

const GAMES = Number(process.env.BOT_GAMES ?? 200);
/** The strong seats' share of one game's wins, between 0 and 1 (a shared win counts for its share). */
function winsOf(players: number, outcome: Outcome | null, strongSeats: number[]): number {
  if (outcome === null) return 0;
  if (outcome.winners.length === 0) return strongSeats.length / players;
  return outcome.winners.filter((s) => strongSeats.includes(s)).length / outcome.winners.length;
}

/** The strong seats' share of one game's points, between 0 and 1. */
function pointsOf(outcome: Outcome | null, strongSeats: number[]): number {
  if (!outcome?.scores) return 0;
  const total = outcome.scores.reduce((a, b) => a + b, 0);
  if (total === 0) return strongSeats.length / outcome.scores.length;
  return strongSeats.reduce((sum, s) => sum + outcome.scores![s], 0) / total;
}

/** A bot's game against random seats: won when every winner is the bot's, lost when none is. */
function resultOf(outcome: Outcome | null, botSeats: number[]): "won" | "drawn" | "lost" {
  if (outcome === null || outcome.winners.length === 0) return "drawn";
  const ours = outcome.winners.filter((s) => botSeats.includes(s)).length;
  return ours === outcome.winners.length ? "won" : ours === 0 ? "lost" : "drawn";
}

function percentile(values: number[], p: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

export async function botBenchmarks(only?: string[]): Promise<BenchResult[]> {
  const pool = new Piscina<Match, MatchResult>({
    filename: new URL("./bot-match.ts", import.meta.url).href,
    maxThreads: availableParallelism(),
  });
  const results: BenchResult[] = [];
  const started = performance.now();
  try {
    for (const { facts, seating } of gameList) {
      const game = facts.id;
      if (only && !only.includes(game)) continue;
      // BOT_GAME=<id> (or a comma-separated list) benches only those games, each at all its
      // bench tables; BOT_GAME=<id><suffix> one of its other tables alone.
      const wanted = (name: string): boolean => !process.env.BOT_GAME || process.env.BOT_GAME.split(",").some((id) => id === game || id === name);
      const own = {
        name: game,
        players: seating.benchSeats,
        options: undefined as Record<string, unknown> | undefined,
        strongSeats: (i: number) => Array.from({ length: seating.benchSeats }, (_, s) => s).filter((s) => s % 2 === i % 2),
        about: "",
      };
      const more = (seating.moreBenchTables ?? []).map((table) => ({ ...table, name: `${game}${table.suffix}`, players: table.seats, about: `, ${table.about}` }));
      for (const table of [own, ...more]) {
        if (!wanted(table.name)) continue;
        const { name, players, options } = table;
        const since = performance.now();
        const ms: number[] = [];
        if (GAMES > 0) {
          const matches = Array.from({ length: GAMES }, (_, i) => {
            const strongSeats = table.strongSeats(i);
            const levels = Array.from({ length: players }, (_, s): Level => (strongSeats.includes(s) ? "strong" : "easy"));
            return { match: { game, levels, seed: `bots-${name}-${i}`, options } satisfies Match, strongSeats };
          });
          const played = await Promise.all(matches.map(({ match }) => pool.run(match)));
          const wins = played.reduce((sum, result, i) => sum + winsOf(players, result.outcome, matches[i].strongSeats), 0) / GAMES;
          results.push({ bench: `bots.${name}.strong_vs_easy`, value: round(wins), unit: `share of games won (fair 0.5, ${GAMES} games${table.about})` });
          if (seating.bestPointsShare) {
            const best = round(seating.bestPointsShare(players, players / 2));
            const points = played.reduce((sum, result, i) => sum + pointsOf(result.outcome, matches[i].strongSeats), 0) / GAMES;
            results.push({ bench: `bots.${name}.strong_points_vs_easy`, value: round(points), unit: `share of points (fair 0.5, at most ${best})` });
          }
          ms.push(...played.flatMap((result) => result.strongMs));
        }
        const moves: Partial<Record<Level, number>> = {};
        // Against random play at the game's own bench table only.
        for (const level of table === own ? (["strong", "easy"] as const) : []) {
          const { seats: players, botSeats, options, games } = seating.againstRandom;
          const n = Number(process.env.BOT_RANDOM_GAMES ?? games);
          if (n <= 0) continue;
          const matches = Array.from({ length: n }, (_, i) => {
            const seats = Array.from({ length: botSeats }, (_, k) => (i + (k * players) / botSeats) % players);
            const levels = Array.from({ length: players }, (_, s): Level => (seats.includes(s) ? level : "random"));
            return { match: { game, levels, seed: `random-${game}-${i}`, options } satisfies Match, seats };
          });
          const played = await Promise.all(matches.map(({ match }) => pool.run(match)));
          const tally = { won: 0, drawn: 0, lost: 0 };
          played.forEach((result, i) => tally[resultOf(result.outcome, matches[i].seats)]++);
          const share = (k: keyof typeof tally): number => round(tally[k] / n);
          const seatsWord = `${botSeats === 1 ? "one seat" : "a team of two"} of ${players}${options ? `, ${JSON.stringify(options)}` : ""}`;
          const won = seating.bestPointsShare ? "share of games won (the most points)" : "share of games won";
          results.push({
            bench: `bots.${game}.${level}_vs_random`,
            value: share("won"),
            unit: `${won}, drawn ${share("drawn")}, lost ${share("lost")} (${n} games, ${seatsWord})`,
          });
          moves[level] = median(played.map((result) => result.decisions));
          if (level === "strong") ms.push(...played.flatMap((result) => result.strongMs));
        }
        if (moves.strong !== undefined) {
          const beside = moves.easy !== undefined ? ` (the easy bot's: ${moves.easy})` : "";
          results.push({ bench: `bots.${game}.strong_moves_vs_random`, value: moves.strong, unit: `decisions a game, median${beside}` });
        }
        results.push({ bench: `bots.${name}.decision_ms_p99`, value: Math.round(percentile(ms, 99) * 10) / 10, unit: "ms" });
        process.stderr.write(`bots ${name}: ${ms.length} strong decisions, ${Math.round((performance.now() - since) / 1000)} s\n`);
      }
    }
  } finally {
    await pool.destroy();
  }
  process.stderr.write(`bots: ${Math.round((performance.now() - started) / 1000)} s\n`);
  return results;
}
