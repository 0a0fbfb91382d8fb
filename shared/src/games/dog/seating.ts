import type { Seating } from "../../engine/game.js";
import { teamsOf } from "../../engine/facts.js";
import { dogFacts } from "./facts.js";

/**
 * The bench's tables are a team each (seats i and i + 2), and at six seats whole teams (DOG-15);
 * DOG's games take hundreds of decisions, so a figure against random play takes 20 of them.
 * People may leave mid-game: the bot standing in has no move a person could race.
 */
export const dogSeating: Seating = {
  benchSeats: 4,
  againstRandom: { seats: 4, botSeats: 2, games: 20 },
  honest: { options: {}, bots: ["easy", "easy"], people: 2 },
  moreBenchTables: [
    {
      // DOG-15: three teams cannot be halved, so one team plays strong in even games and two in
      // odd ones, each team in turn: a fair share of the games won is 1/3 and 2/3, 0.5 over both.
      suffix: "6",
      seats: 6,
      strongSeats(i) {
        const teams = teamsOf(dogFacts, 6);
        const turn = Math.floor(i / 2) % teams.length;
        return teams.filter((_, t) => (i % 2 === 0 ? t === turn : t !== turn)).flat();
      },
      about: "one strong team of three in even games, two in odd ones",
    },
  ],
};
