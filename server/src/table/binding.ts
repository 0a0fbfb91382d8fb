import type { ArraySchema, MapSchema, Schema } from "@colyseus/schema";
import type { GameRules } from "@tablee/shared";
import type { z } from "zod";
import type { TableState } from "./state.js";

/** The per-seat private part every game has: whose it is and what that seat may do now. */
export interface SeatPrivatePart extends Schema {
  seat: number;
  /** Each legal action as JSON, so the client can highlight and send them back. */
  legal: ArraySchema<string>;
}

/** A table's synced state once a game has extended TableState with its two parts. */
export type GameTableState<Board extends Schema, Private extends SeatPrivatePart> = TableState & {
  board?: Board | undefined;
  privates: MapSchema<Private>;
};

/**
 * What makes the generic table room play one game: the engine, the shape of its actions,
 * and how its views map onto @colyseus/schema. `view(state, null)` feeds the public board;
 * `view(state, seat)` feeds that seat's private part only.
 */
export interface GameBinding<State, Action, View, Board extends Schema, Private extends SeatPrivatePart> {
  rules: GameRules<State, Action, View, object>;
  /** Checked before the engine sees an action: the engine then judges legality. */
  action: z.ZodType<Action>;
  /** Game options a host may pass at creation (beyond `seats`). */
  options: z.ZodType<object>;
  createState(): GameTableState<Board, Private>;
  newBoard(): Board;
  newPrivate(seat: number): Private;
  syncBoard(board: Board, view: View): void;
  /** Fills everything but `legal`, which the room fills from the engine. */
  syncPrivate(part: Private, view: View): void;
  /**
   * The seats the table is seen waiting for (the public `active`); default: every active
   * seat. A game whose other active seats are secret narrows it (Deathtrap: the Killing
   * Machine's holder may act during any trick, but who holds it is hidden).
   */
  publicActive?(state: State): number[];
}

// The registry of bindings holds games of different types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameBinding = GameBinding<any, any, any, any, any>;
