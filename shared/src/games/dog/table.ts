import type { Layout } from "./layout.js";
import type { DogPublicView, DogState } from "./types.js";

/** What no seat's view shows: whoever rebuilds a table from a view supplies it. */
export type DogHidden = Pick<DogState, "rng" | "deck" | "hands" | "exchange" | "received">;

/**
 * The table a public view shows, its hidden parts supplied by the caller: the strong level's
 * samples (hands dealt at random), a move's preview on the client and the browser tests (the
 * own hand only). Everything else is the view's, copied so that the engine may build on it.
 */
export function tableFromView(view: DogPublicView, hidden: DogHidden): DogState {
  return {
    ...hidden,
    layout: layoutOfView(view),
    dealer: view.dealer,
    deals: view.deal,
    firstPlayer: view.firstPlayer,
    discard: view.discard.slice(),
    phase: view.phase,
    turn: view.turn,
    folded: view.folded.slice(),
    marbles: view.marbles.slice(),
    fresh: view.fresh.slice(),
    seven: view.seven ? { ...view.seven } : null,
    events: [],
    winner: view.winner ?? null,
  };
}

/** The seats and teams a view shows: a four-seat view names neither (two teams of two). */
export function layoutOfView(view: Pick<DogPublicView, "handCounts" | "teamOf">): Layout {
  const teams = view.teamOf ? Math.max(...view.teamOf) + 1 : 2;
  return { seats: view.handCounts.length, teams };
}
