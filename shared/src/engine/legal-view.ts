import type { AnyGameRules } from "./contract.js";
import { Rng } from "./random.js";
import { legalOf } from "./views.js";
import { fromWire } from "./wire.js";

/** What `legalFromView` needs of a game: its rules, and a whole state its seat's view could come from. */
export interface SeatRules<View = unknown, State = unknown> {
  rules: AnyGameRules;
  sample(view: View, rng: Rng): State;
}

/** A generator for the draw: which one does not matter, since what it draws is what the seat cannot see. */
const ANY_KEY = "00".repeat(32);

/**
 * A seat's legal actions from its view alone, as the engine's `view(state, seat).legal` lists
 * them: the legal actions depend only on what the seat knows, so the rules read them as well
 * off any state the view could come from (the strong level's `sample`, what the seat cannot see
 * drawn at random). `registry.legal-from-view.test.ts` proves it at every position of random
 * games, for every game and seat. So they never travel: a client lists its own from its view
 * (docs/protocol.md), the server still judges every action it is sent.
 */
export function legalFromView<Action = unknown>(game: SeatRules, view: object, seat: number): Action[] {
  const state = game.sample(view, new Rng({ key: ANY_KEY, used: 0 }));
  return legalOf(game.rules, state, seat) as Action[];
}

/**
 * A seat's whole view from its two synced parts (`toJSON()` of the table's `board` and of the
 * seat's `privates` entry; a spectator has none): the engine's `view(state, seat)` again, its
 * legal actions listed from the rest.
 */
export function viewFromWire<View = Record<string, unknown>>(game: SeatRules, board: Record<string, unknown>, mine: Record<string, unknown> | null): View {
  const view: Record<string, unknown> = { ...fromWire(board), ...(mine ? fromWire(mine) : {}) };
  if (typeof view.seat === "number") view.legal = legalFromView(game, view, view.seat);
  return view as View;
}
