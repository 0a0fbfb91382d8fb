import type { Seating } from "../../engine/game.js";

/**
 * A game is a score, not hundreds of decisions: 300 of them against random play, two seats
 * with the Treehouse die, where the dice decide most.
 */
export const dogEatDogSeating: Seating = {
  benchSeats: 4,
  againstRandom: { seats: 2, botSeats: 1, options: { treehouse: true }, games: 300 },
  honest: { options: { seats: 3 }, bots: ["easy"], people: 2 },
};
