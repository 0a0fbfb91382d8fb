import type { Schema } from "@colyseus/schema";
import { toLine, type AnyGameRules } from "@tablee/shared";
import type { z } from "zod";
import type { GameTable, GameTableState, SeatPrivatePart } from "./game.js";
import { syncArray } from "./sync.js";

/**
 * TODO(issue 11): the hand-written mapping of a game whose views do not mirror its schema
 * yet. Goes with the last such game.
 */
export interface GameBinding<Board extends Schema, Private extends SeatPrivatePart> {
  rules: AnyGameRules;
  action: z.ZodType<unknown>;
  options: z.ZodType<object>;
  State: new () => GameTableState;
  Board: new () => Board;
  Private: new () => Private;
  syncBoard(board: Board, view: any): void;
  syncPrivate(part: Private, view: any): void;
  publicActive?(state: any): number[];
}

export function fromBinding<Board extends Schema, Private extends SeatPrivatePart>(binding: GameBinding<Board, Private>): GameTable {
  const { rules } = binding;
  return {
    rules,
    options: binding.options,
    action: binding.action,
    State: binding.State,
    Board: binding.Board,
    Private: binding.Private,
    sync(state: GameTableState, game: unknown) {
      binding.syncBoard(state.board as Board, rules.view(game, null));
      if (binding.publicActive) syncArray(state.active, binding.publicActive(game));
      for (let seat = 0; seat < state.seatCount; seat++) {
        const part = state.privates.get(String(seat)) as Private;
        binding.syncPrivate(part, rules.view(game, seat));
        syncArray(part.legal, rules.privateView(game, seat).legal.map(toLine));
      }
    },
  };
}
