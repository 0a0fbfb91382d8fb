import type { Bot, Rng } from "@tablee/shared";
import { LINES, type Cells, type TttAction } from "./types.ts";
import type { TttView } from "./view-shape.ts";

/** The cell that completes a line of `seat`'s, if any. */
export function completing(cells: Cells, seat: number, legal: TttAction[]): TttAction | undefined {
  return legal.find(({ cell }) => LINES.some((line) => line.includes(cell as never) && line.every((c) => c === cell || cells[c] === seat)));
}

/** Wins when it can, blocks when it must, else any free cell. */
export const easyBot: Bot<TttView, TttAction> = (view, rng: Rng) => {
  const legal = view.legal ?? [];
  const seat = view.seat ?? 0;
  return completing(view.cells, seat, legal) ?? completing(view.cells, 1 - seat, legal) ?? legal[rng.int(legal.length)];
};
