import { fromWire, viewFromWire, type SeatRules } from "@tablee/shared";

/**
 * The view a renderer draws: the synced public part with this seat's private part over it,
 * each `toJSON()` of its schema and so the engine's view again (docs/protocol.md, "Game
 * parts"), and the seat's legal actions listed from it with the game's rules (`game`): they do
 * not travel. `log` replaces the board's events: only fresh ones are animated and told.
 */
export function seatView<View>(game: SeatRules, board: Record<string, unknown>, mine: Record<string, unknown> | null, log: readonly string[]): View {
  return { ...viewFromWire(game, board, mine), events: eventsOf(log) } as View;
}

/** The actions this seat may take now, from its view: none for a spectator or before a game. */
export function legalOf<Action>(game: SeatRules, board: Record<string, unknown> | null, mine: Record<string, unknown> | null): Action[] {
  if (board === null || mine === null) return [];
  return viewFromWire<{ legal?: Action[] }>(game, board, mine).legal ?? [];
}

export function eventsOf<Event>(log: readonly string[]): Event[] {
  return fromWire<{ events: Event[] }>({ events: log }).events;
}
