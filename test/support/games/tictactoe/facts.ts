import type { GameFacts, GameId } from "@tablee/shared";

/**
 * The tests' own game: tic-tac-toe, two seats, no options, who starts drawn from the seed.
 * `GameId` lists the shipped games only; this one joins the registry through `addGame`
 * (server/src/games/added.ts), so its id is taken as one.
 */
export const tictactoeFacts: GameFacts = {
  id: "tictactoe" as GameId,
  minPlayers: 2,
  maxPlayers: 2,
  defaultPlayers: 2,
  options: [],
  teams: [],
};
