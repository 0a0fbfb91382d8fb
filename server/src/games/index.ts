import type { GameId } from "@tablee/shared";
import type { TableRoom } from "../table/TableRoom.js";
import { DogRoom } from "./dog/DogRoom.js";

/** One room type per playable game, registered under the game's id. */
export const tableRooms: Partial<Record<GameId, new () => TableRoom>> = {
  dog: DogRoom,
};
