import { addGameFacts, type GameId } from "./facts.js";
import type { Game } from "./engine/game.js";
import { seatCountsOf } from "./engine/facts.js";
import { wireFields } from "./engine/view-shape.js";
import { deathtrapGame } from "./games/deathtrap/game.js";
import { dogEatDogGame } from "./games/dog-eat-dog/game.js";
import { dogGame } from "./games/dog/game.js";
import { frontlineGame } from "./games/frontline/game.js";

const games: Game[] = [dogGame, deathtrapGame, dogEatDogGame, frontlineGame];
const added: Game[] = [];

/**
 * Every game, whole (facts, rules, bots, how programs seat it), in the order of `gameIds`:
 * rooms, bots, the fuzzer, the benchmarks and the generic tests find a game's parts here and
 * nowhere else.
 */
export const gameList: readonly Game[] = games;

/** The games `addGame` added to the shipped ones: the tests' own. */
export const addedGames: readonly Game[] = added;

/** The game with this id. */
export function gameOf(id: GameId): Game {
  const game = games.find((g) => g.facts.id === id);
  if (game === undefined) throw new Error(`no game ${id}`);
  return game;
}

/**
 * Adds a game the shipped registry does not list, before anything reads the registry: how
 * the tests play a game of their own through everything a shipped game goes through
 * (server/src/games/added.ts reads which from `TABLEE_EXTRA_GAMES`). The same game again
 * changes nothing.
 */
export function addGame(game: Game): void {
  if (games.includes(game)) return;
  addGameFacts(game.facts);
  games.push(game);
  added.push(game);
}

/** What a program or a test needs of a game's table, rather than some game. */
export interface GameWanted {
  /** Its tables open with this many seats (`defaultPlayers`). */
  opens?: number;
  /** It may be played by this many. */
  plays?: number;
  /** Seats play in teams. */
  teams?: boolean;
  /** A seat's private part holds secrets (a hand) besides whose it is. */
  secrets?: boolean;
  /** A seat may have a move nobody waits for (`botWants`). */
  optionalMoves?: boolean;
  /** Its host chooses options. */
  options?: boolean;
  /** A game added for the tests (`addGame`) rather than a shipped one. */
  added?: boolean;
}

/** Whether a seat's private part holds more than whose it is. */
export function hasSecrets(game: Game): boolean {
  return wireFields(game.views.private).some(([name]) => name !== "seat");
}

/**
 * The first game, in the registry's order, with what `wanted` names: a program or a test that
 * needs a table with some property asks for it, and never names a game. The shipped games come
 * first, so what a test plays does not change when a game is added after them.
 */
export function aGame(wanted: GameWanted = {}): Game {
  const { opens, plays, teams, secrets, optionalMoves, options } = wanted;
  const game = games.find(
    (g) =>
      (opens === undefined || g.facts.defaultPlayers === opens) &&
      (plays === undefined || seatCountsOf(g.facts).includes(plays)) &&
      (teams === undefined || teams === g.facts.teams.length > 0) &&
      (secrets === undefined || secrets === hasSecrets(g)) &&
      (optionalMoves === undefined || optionalMoves === (g.botWants !== undefined)) &&
      (options === undefined || options === g.facts.options.length > 0) &&
      (wanted.added === undefined || wanted.added === added.includes(g)),
  );
  if (game === undefined) throw new Error(`no game in the registry has ${JSON.stringify(wanted)}`);
  return game;
}
