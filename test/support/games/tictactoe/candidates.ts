import type { TttAction } from "./types.ts";

/** Every well-formed action: a mark on each cell. */
export function candidates(): TttAction[] {
  return Array.from({ length: 9 }, (_, cell) => ({ type: "mark", cell }));
}
