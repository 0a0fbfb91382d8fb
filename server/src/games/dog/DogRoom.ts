import type { AnyGameBinding } from "../../table/binding.js";
import { TableRoom } from "../../table/TableRoom.js";
import { dogBinding } from "./binding.js";

/** A DOG table: the generic table playing DOG. */
export class DogRoom extends TableRoom {
  protected readonly binding: AnyGameBinding = dogBinding;
}
