import type { Seating } from "../../engine/game.js";

/** Two people at an honest table (a bot claims the draw out of turn, FL-8), their games cut at 30 turns. */
export const frontlineSeating: Seating = {
  benchSeats: 2,
  againstRandom: { seats: 2, botSeats: 1, games: 40 },
  honest: { options: { turnLimit: 30 }, bots: [], people: 2 },
};
