import { gameList, gameOf, type Game, type GameId } from "@tablee/shared";
import { gameTable, type GameTable } from "../table/game.js";
import { roomFor, type TableRoom } from "../table/TableRoom.js";

/** Each game's table, built once, when first asked for: a game added to the registry has one too. */
const tables = new Map<Game, GameTable>();

function tableFor(game: Game): GameTable {
  let table = tables.get(game);
  if (table === undefined) tables.set(game, (table = gameTable(game)));
  return table;
}

/** The table of the game with this id: its engine and the schemas of its views. */
export function tableOf(id: GameId): GameTable {
  return tableFor(gameOf(id));
}

/** One room type per game in the registry, to register under the game's id. */
export function tableRooms(): [GameId, new () => TableRoom][] {
  return gameList.map((game) => [game.facts.id, roomFor(tableFor(game))]);
}
