import type { GameFacts } from "../../engine/facts.js";

/** 4 to 8 players, each alone; DD-4: who leads after the Pig's discard is the table's choice. */
export const deathtrapFacts: GameFacts<"deathtrap"> = {
  id: "deathtrap",
  minPlayers: 4,
  maxPlayers: 8,
  defaultPlayers: 4,
  options: [
    {
      id: "pigLeader",
      label: "dt.option.pigLeader",
      default: "left-of-holder",
      choices: [
        { value: "left-of-holder", label: "dt.option.pigLeader.left" },
        { value: "holder-chooses", label: "dt.option.pigLeader.holder" },
      ],
    },
  ],
  teams: [],
};
