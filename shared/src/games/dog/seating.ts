import type { Seating } from "../../engine/game.js";

/**
 * The bench's tables are a team each (seats i and i + 2); DOG's games take hundreds of
 * decisions, so a figure against random play takes 20 of them. People may leave mid-game: the
 * bot standing in has no move a person could race.
 */
export const dogSeating: Seating = {
  benchSeats: 4,
  againstRandom: { seats: 4, botSeats: 2, games: 20 },
  honest: { options: {}, bots: ["easy", "easy"], people: 2 },
};
