import { t, type ArraySchema, type MapSchema, type Schema } from "@colyseus/schema";
import type { AnyGameRules, Outcome, PublicView } from "@tablee/shared";
import { TableState } from "./state.js";
import { mirror } from "./mirror.js";

/** The per-seat part every game has: whose it is and what that seat may do now. */
export interface SeatPrivatePart extends Schema {
  seat: number;
  /** Each legal action as a JSON line, so the client can offer and send them back. */
  legal: ArraySchema<string>;
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
  rules: AnyGameRules;
  State: new () => GameTableState;
  Board: new () => Schema;
  Private: new () => SeatPrivatePart;
}

/**
 * A game's table from its engine and the schemas of its two views. The `privates` map is
 * `.view()`: an entry reaches a client only once the room adds it to that client's view.
 */
export function gameTable(
  rules: AnyGameRules,
  parts: { Board: new () => Schema; Private: new () => SeatPrivatePart },
): GameTable {
  const State = TableState.extend(
    { board: t.ref(parts.Board).optional(), privates: t.map(parts.Private).view() },
    `${parts.Board.name}Table`,
  ) as unknown as new () => GameTableState;
  return { rules, ...parts, State };
}

/**
 * The engine's views onto the schema: the public view on the board, each seat's private view
 * on its part, which only that seat's client can see. Returns the outcome once the game is over.
 */
export function syncGame(table: GameTable, state: GameTableState, game: unknown): Outcome | null {
  const { rules } = table;
  const everyone = rules.publicView(game) as PublicView;
  mirror(state.board!, everyone);
  for (let seat = 0; seat < state.seatCount; seat++) mirror(state.privates.get(String(seat))!, rules.privateView(game, seat));
  return rules.outcome(game);
}
