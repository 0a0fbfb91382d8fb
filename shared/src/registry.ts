import type { GameId } from "./facts.js";
import type { Game } from "./engine/game.js";
import { deathtrapGame } from "./games/deathtrap/game.js";
import { dogEatDogGame } from "./games/dog-eat-dog/game.js";
import { dogGame } from "./games/dog/game.js";
import { frontlineGame } from "./games/frontline/game.js";

/**
 * Every game, whole (facts, rules, bots), in the order of `gameFactsList`: rooms, bots, the
 * fuzzer and the benchmarks find a game's parts here and nowhere else.
 */
export const gameList: readonly Game[] = [dogGame, deathtrapGame, dogEatDogGame, frontlineGame];

/** The game with this id. */
export function gameOf(id: GameId): Game {
  const game = gameList.find((g) => g.facts.id === id);
  if (game === undefined) throw new Error(`no game ${id}`);
  return game;
}
