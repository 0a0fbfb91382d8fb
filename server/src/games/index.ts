import type { GameId } from "@tablee/shared";
import type { GameTable } from "../table/game.js";
import { roomFor, type TableRoom } from "../table/TableRoom.js";
import { deathtrapTable } from "./deathtrap/schema.js";
import { dedTable } from "./dog-eat-dog/schema.js";
import { dogTable } from "./dog/schema.js";
import { frontlineTable } from "./frontline/schema.js";

/** Every playable game's table: its engine and the schemas of its views. */
export const gameTableList: readonly GameTable[] = [dogTable, deathtrapTable, dedTable, frontlineTable];

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
