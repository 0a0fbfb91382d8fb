import type { GameFacts } from "../../engine/facts.js";

/** Two players; FL-3 who starts (a draw by default) and FL-8's optional turn limit. */
export const frontlineFacts: GameFacts<"frontline"> = {
  id: "frontline",
  minPlayers: 2,
  maxPlayers: 2,
  defaultPlayers: 2,
  options: [
    {
      id: "firstPlayer",
      label: "fl.option.firstPlayer",
      default: "random",
      choices: (["random", 0, 1] as const).map((value) => ({ value, label: `fl.option.firstPlayer.${value}` })),
    },
    {
      id: "turnLimit",
      label: "fl.option.turnLimit",
      default: null,
      choices: [null, 60, 100, 200].map((value) => ({ value, label: `fl.option.turnLimit.${value ?? "none"}` })),
      range: [1, 10_000],
    },
  ],
  teams: [],
};
