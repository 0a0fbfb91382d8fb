import type { GameId } from "@tablee/shared";

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
