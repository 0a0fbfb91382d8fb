import type { Seating } from "../../engine/game.js";

/**
 * Six at the bench's table, three strong; people only at an honest table (a bot strikes with
 * the Killing Machine out of turn, DD-6). The bench also reports the points: three seats of
 * six take at most the first three places' points of each round (DD-8).
 */
export const deathtrapSeating: Seating = {
  benchSeats: 6,
  againstRandom: { seats: 4, botSeats: 1, games: 40 },
  honest: { options: { seats: 4 }, bots: [], people: 4 },
  bestPointsShare(seats, strong) {
    const points = (places: number): number => (places * (2 * seats - places + 1)) / 2;
    return points(strong) / points(seats);
  },
};
