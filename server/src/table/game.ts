import type { MapSchema, Schema } from "@colyseus/schema";
import { gameTableShape, type AnyGameRules, type Game, type GameFacts } from "@tablee/shared";
import type { TableState } from "./state.js";
import { mirror } from "./mirror.js";
import { schemaOf } from "./view-schemas.js";
import type { GameViews } from "./views.js";

/** The per-seat part every game has: whose it is (and the game's secrets). */
export interface SeatPrivatePart extends Schema {
  seat: number;
}

/** A table's synced state: the generic table, the game's public part and one part per seat. */
export type GameTableState = TableState & {
  board?: Schema | undefined;
  privates: MapSchema<SeatPrivatePart>;
};

/**
 * What makes the generic table room play one game: its engine and the two schemas that
 * mirror the engine's public and private views field for field.
 */
export interface GameTable {
  facts: GameFacts;
  rules: AnyGameRules;
  State: new () => GameTableState;
  Board: new () => Schema;
  Private: new () => SeatPrivatePart;
  /** The size of the table's encoder buffers (the game's `views.encoderBytes`). */
  encoderBytes: number;
}

/**
 * A game's table: its engine, and the schemas of its two views and of its table (TableState
 * extended with them), built from their shapes. The `privates` map is `.view()`: an entry
 * reaches a client only once the room adds it to that client's view.
 */
export function gameTable(game: Game): GameTable {
  const Board = schemaOf(game.views.board);
  const Private = schemaOf(game.views.private) as unknown as new () => SeatPrivatePart;
  const State = schemaOf(gameTableShape(game.views.board, game.views.private)) as unknown as new () => GameTableState;
  return { facts: game.facts, rules: game.rules, Board, Private, State, encoderBytes: game.views.encoderBytes };
}

/**
 * The engine's views onto the schema: the public view on the board, each seat's private view
 * on its part, which only that seat's client can see. Returns, by seat, what the mirror did
 * to its part (`CHANGED`, `GREW`: mirror.ts), for SeatViews to show and patch.
 */
export function mirrorViews(state: GameTableState, views: GameViews): number[] {
  mirror(state.board!, views.everyone);
  return views.seats.map((part, seat) => mirror(state.privates.get(String(seat))!, part));
}
