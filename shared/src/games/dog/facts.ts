import type { GameFacts } from "../../engine/facts.js";
import { layoutOf, teamSeats } from "./layout.js";

/**
 * DOG-1: four players, partners sitting across (seats 0 and 2 against 1 and 3); DOG-15: or
 * six, three teams of two, partners three seats apart. DOG-20: a house variant seats six as
 * two teams of three.
 */
export const dogFacts: GameFacts<"dog"> = {
  id: "dog",
  minPlayers: 4,
  maxPlayers: 6,
  seatCounts: [4, 6],
  defaultPlayers: 4,
  options: [
    {
      id: "houseTeamsOfThree",
      label: "dog.option.houseTeamsOfThree",
      default: false,
      atSeats: [6],
      choices: [
        { value: false, label: "dog.option.houseTeamsOfThree.off" },
        { value: true, label: "dog.option.houseTeamsOfThree.on" },
      ],
    },
  ],
  teams: [
    [0, 2],
    [1, 3],
  ],
  teamsAt: (seats, options) => teamSeats(layoutOf(seats, { houseTeamsOfThree: options.houseTeamsOfThree === true })),
};
