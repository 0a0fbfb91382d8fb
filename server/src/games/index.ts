import type { GameId } from "@tablee/shared";
import type { GameTable } from "../table/game.js";
import { fromBinding } from "../table/legacy.js";
import { roomFor, type TableRoom } from "../table/TableRoom.js";
import { deathtrapBinding } from "./deathtrap/binding.js";
import { dogTable } from "./dog/schema.js";
import { dedBinding } from "./dog-eat-dog/binding.js";
import { frontlineTable } from "./frontline/schema.js";

/** Every playable game's table: its engine and the schemas of its views. */
export const gameTables: Record<GameId, GameTable> = {
  dog: dogTable,
  deathtrap: fromBinding(deathtrapBinding),
  "dog-eat-dog": fromBinding(dedBinding),
  frontline: frontlineTable,
};

/** One room type per game, registered under the game's id. */
export const tableRooms = Object.fromEntries(
  Object.entries(gameTables).map(([id, table]) => [id, roomFor(table)]),
) as Record<GameId, new () => TableRoom>;
