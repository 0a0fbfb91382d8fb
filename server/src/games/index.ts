import type { GameId } from "@tablee/shared";
import type { GameTable } from "../table/game.js";
import { roomFor, type TableRoom } from "../table/TableRoom.js";
import { deathtrapTable } from "./deathtrap/schema.js";
import { dedTable } from "./dog-eat-dog/schema.js";
import { dogTable } from "./dog/schema.js";
import { frontlineTable } from "./frontline/schema.js";

/** Every playable game's table: its engine and the schemas of its views. */
export const gameTables: Record<GameId, GameTable> = {
  dog: dogTable,
  deathtrap: deathtrapTable,
  "dog-eat-dog": dedTable,
  frontline: frontlineTable,
};

/** One room type per game, registered under the game's id. */
export const tableRooms = Object.fromEntries(
  Object.entries(gameTables).map(([id, table]) => [id, roomFor(table)]),
) as Record<GameId, new () => TableRoom>;
