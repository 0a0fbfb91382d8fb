import type { AnyGameBinding } from "../../table/binding.js";
import { TableRoom } from "../../table/TableRoom.js";
import { deathtrapBinding } from "./binding.js";

/** A Deathtrap Dungeon table: the generic table playing Deathtrap (4 to 8 seats). */
export class DeathtrapRoom extends TableRoom {
  protected readonly binding: AnyGameBinding = deathtrapBinding;
}
