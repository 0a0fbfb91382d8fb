import type { GameFacts } from "../../engine/facts.js";

/** DOG-1: four players, partners sitting across (seats 0 and 2 against 1 and 3); no option yet. */
export const dogFacts: GameFacts<"dog"> = {
  id: "dog",
  minPlayers: 4,
  maxPlayers: 4,
  defaultPlayers: 4,
  options: [],
  teams: [
    [0, 2],
    [1, 3],
  ],
};
