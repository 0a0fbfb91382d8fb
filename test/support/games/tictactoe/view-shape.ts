import { shapes, type SeatView, type ShapeOf, type ViewShapes } from "@tablee/shared";
import type { TttAction, TttEvent } from "./types.ts";

const { int8, part, list, uint8, tableFields, wholeTablePublic, ref, variants } = shapes;

export const TttResult = variants("TttResult", "How the game ended.", "kind", { winner: uint8() }, { win: ["winner"], draw: [] });

export const TttBoard = part("TttBoard", "The whole table: nothing is hidden.", {
  ...tableFields<TttEvent>("TttEvent", "the seat to mark"),
  cells: list(int8()).is("9, row by row: the seat whose mark it is, -1 for none"),
  turn: uint8(),
  first: uint8(),
  result: ref(TttResult).opt(),
});
export type TttPublicView = ShapeOf<typeof TttBoard>;

export const TttPrivate = wholeTablePublic("TttPrivate");
export type TttPrivateView = ShapeOf<typeof TttPrivate>;

export type TttView = SeatView<TttPublicView, TttPrivateView, TttAction>;

export const tictactoeViews: ViewShapes = { title: "Tic-tac-toe", board: TttBoard, private: TttPrivate, encoderBytes: 9 * 1024 };
