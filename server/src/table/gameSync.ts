import type { Outcome } from "@tablee/shared";
import type { AnyGameBinding, GameTableState, SeatPrivatePart } from "./binding.js";
import { syncArray } from "./sync.js";

/**
 * The engine's views mapped onto the schema: the public view for the board and the log,
 * each seat's own view (and its legal actions) for that seat's private part, which only
 * that seat's client can see. Returns the outcome once the game is over.
 */
export function syncGame(
  binding: AnyGameBinding,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: GameTableState<any, SeatPrivatePart>,
  game: unknown,
): Outcome | null {
  const rules = binding.rules;
  const publicView = rules.view(game, null) as { events?: unknown[] };
  binding.syncBoard(state.board, publicView);
  syncArray(state.log, (publicView.events ?? []).map((e) => JSON.stringify(e)));
  const active = rules.activeSeats(game);
  syncArray(state.active, binding.publicActive?.(game) ?? active);
  for (let seat = 0; seat < state.seatCount; seat++) {
    const part = state.privates.get(String(seat))!;
    binding.syncPrivate(part, rules.view(game, seat));
    const legal = active.includes(seat) ? rules.legalActions(game, seat).map((a) => JSON.stringify(a)) : [];
    syncArray(part.legal, legal);
  }
  return rules.outcome(game);
}
