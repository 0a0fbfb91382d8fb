import { gameFacts, teamsOf, type GameId } from "@tablee/shared";

/**
 * How the bench seats each game, in one place:
 * - `players`: the table size of the rules figures and of strong against easy (even, so half
 *   the seats can be strong; DOG: one team each);
 * - `againstRandom`: against random play, the table, how many of its seats the bot holds (DOG:
 *   a team, seats i and i+2), its options, and how many games (DOG, Deathtrap and Frontline
 *   games take hundreds of decisions, Dog Eat Dog's a score: more of those; two seats with the
 *   Treehouse die, where the dice decide most);
 * - `soak`: the soak's table, its people and bots, and whether its people may leave mid-game.
 *   A bot standing in for a player who left strikes with the Killing Machine or claims the
 *   draw out of turn, a race a person's move could lose: there, people only reload.
 */
export const benchGames: Record<
  GameId,
  {
    players: number;
    againstRandom: { players: number; botSeats: number; options?: Record<string, unknown>; games: number };
    soak: { options: object; people: number; bots: string[]; leaves: boolean };
  }
> = {
  dog: { players: 4, againstRandom: { players: 4, botSeats: 2, games: 20 }, soak: { options: {}, people: 2, bots: ["easy", "easy"], leaves: true } },
  deathtrap: { players: 6, againstRandom: { players: 4, botSeats: 1, games: 40 }, soak: { options: { seats: 4 }, people: 4, bots: [], leaves: false } },
  "dog-eat-dog": {
    players: 4,
    againstRandom: { players: 2, botSeats: 1, options: { treehouse: true }, games: 300 },
    soak: { options: { seats: 3 }, people: 2, bots: ["easy"], leaves: true },
  },
  frontline: { players: 2, againstRandom: { players: 2, botSeats: 1, games: 40 }, soak: { options: { turnLimit: 80 }, people: 2, bots: [], leaves: false } },
};

/**
 * A table the rules and bots figures measure besides each game's own (`benchGames`), named in
 * the figures after the game: `rules.<name>.*`, `bots.<name>.*`.
 */
export interface BenchTable {
  name: string;
  game: GameId;
  players: number;
  /** The strong seats of strong-against-easy game `i`: over the games, as many seats strong as easy. */
  strongSeats(i: number): number[];
  /** What the strong-against-easy games are, for the figure's unit. */
  about?: string;
}

/** Each game at its own bench table: half the seats strong, alternating which half (DOG: a team). */
function ownTable(game: GameId): BenchTable {
  const players = benchGames[game].players;
  return { name: game, game, players, strongSeats: (i) => Array.from({ length: players }, (_, s) => s).filter((s) => s % 2 === i % 2) };
}

/**
 * DOG at six (DOG-15): three teams cannot be split in halves, so one team plays strong in even
 * games and two in odd ones, each team in turn: a fair share of the games won is 1/3 and 2/3,
 * 0.5 over both.
 */
const dog6: BenchTable = {
  name: "dog6",
  game: "dog",
  players: 6,
  strongSeats(i) {
    const teams = teamsOf(gameFacts.dog, 6);
    const turn = Math.floor(i / 2) % teams.length;
    return teams.filter((_, t) => (i % 2 === 0 ? t === turn : t !== turn)).flat();
  },
  about: "one strong team of three in even games, two in odd ones",
};

/** Every table the rules and bots figures measure: each game's own, then its others. */
export function benchTables(): BenchTable[] {
  return (Object.keys(benchGames) as GameId[]).flatMap((game) => [ownTable(game), ...[dog6].filter((table) => table.game === game)]);
}
