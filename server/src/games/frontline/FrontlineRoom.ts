import type { AnyGameBinding } from "../../table/binding.js";
import { TableRoom } from "../../table/TableRoom.js";
import { frontlineBinding } from "./binding.js";

/** A Frontline table: the generic table playing Frontline. */
export class FrontlineRoom extends TableRoom {
  protected readonly binding: AnyGameBinding = frontlineBinding;
}
