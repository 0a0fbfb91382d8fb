import type { GameId } from "@tablee/shared";
import type { TableRoom } from "../table/TableRoom.js";
import { DeathtrapRoom } from "./deathtrap/DeathtrapRoom.js";
import { DogRoom } from "./dog/DogRoom.js";
import { DogEatDogRoom } from "./dog-eat-dog/DogEatDogRoom.js";
import { FrontlineRoom } from "./frontline/FrontlineRoom.js";

/** One room type per playable game, registered under the game's id. */
export const tableRooms: Partial<Record<GameId, new () => TableRoom>> = {
  dog: DogRoom,
  "dog-eat-dog": DogEatDogRoom,
  deathtrap: DeathtrapRoom,
  frontline: FrontlineRoom,
};
