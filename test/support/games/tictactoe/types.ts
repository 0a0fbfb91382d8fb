import type { SeededState } from "@tablee/shared";

/** Nine cells, row by row: the seat whose mark is there, -1 for none. */
export type Cells = number[];

export interface TttState extends SeededState {
  cells: Cells;
  /** The seat to mark next. */
  turn: number;
  first: number;
  /** Once over: the winner, or -1 for a full board. */
  result: number | null;
  events: TttEvent[];
}

export type TttAction = { type: "mark"; cell: number };

export type TttEvent = { type: "first"; seat: number } | { type: "mark"; seat: number; cell: number } | { type: "won"; seat: number } | { type: "draw" };

export const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
] as const;
