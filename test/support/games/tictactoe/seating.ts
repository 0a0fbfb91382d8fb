import type { Seating } from "@tablee/shared";

/** Two seats, nothing to seat otherwise: a game is a few moves. */
export const seating: Seating = {
  benchSeats: 2,
  againstRandom: { seats: 2, botSeats: 1, games: 20 },
  honest: { options: {}, bots: [], people: 2 },
};
