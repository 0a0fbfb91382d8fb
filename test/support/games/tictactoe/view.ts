import type { TttState } from "./types.ts";
import type { TttPrivateView, TttPublicView } from "./view-shape.ts";

export function publicView(state: TttState, active: number[]): TttPublicView {
  const { cells, turn, first, result, events } = state;
  return {
    active,
    events,
    cells: cells.slice(),
    turn,
    first,
    ...(result === null ? {} : { result: result < 0 ? { kind: "draw" as const } : { kind: "win" as const, winner: result } }),
  };
}

/** Nothing is secret. */
export function secrets(): Omit<TttPrivateView, "seat"> {
  return {};
}
