import type { AnyGameBinding } from "../../table/binding.js";
import { TableRoom } from "../../table/TableRoom.js";
import { dedBinding } from "./binding.js";

/** A Dog Eat Dog table: the generic table playing Dog Eat Dog. */
export class DogEatDogRoom extends TableRoom {
  protected readonly binding: AnyGameBinding = dedBinding;
}
