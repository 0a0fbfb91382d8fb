import type { GameFacts } from "../../engine/facts.js";

/** 2 to 8 players, each alone; DED-10: the Treehouse die is optional. */
export const dogEatDogFacts: GameFacts<"dog-eat-dog"> = {
  id: "dog-eat-dog",
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 4,
  options: [
    {
      id: "treehouse",
      label: "ded.option.treehouse",
      default: false,
      choices: [
        { value: false, label: "ded.option.treehouse.off" },
        { value: true, label: "ded.option.treehouse.on" },
      ],
    },
  ],
  teams: [],
};
