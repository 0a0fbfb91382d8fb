import { gameList, type GameId } from "@tablee/shared";
import { gameTable, type GameTable } from "../table/game.js";
import { roomFor, type TableRoom } from "../table/TableRoom.js";

/** Every playable game's table: its engine and the schemas of its views. */
export const gameTableList: readonly GameTable[] = gameList.map(gameTable);

/** The table of the game with this id. */
export function tableOf(id: GameId): GameTable {
  const table = gameTableList.find((t) => t.rules.id === id);
  if (table === undefined) throw new Error(`no table for ${id}`);
  return table;
}

/** One room type per game, to register under the game's id. */
export function tableRooms(): [GameId, new () => TableRoom][] {
  return gameTableList.map((table) => [table.rules.id, roomFor(table)]);
}
