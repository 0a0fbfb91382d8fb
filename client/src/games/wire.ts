import { fromWire } from "@tablee/shared";

/**
 * The view a renderer draws: the synced public part with this seat's private part over it,
 * each `toJSON()` of its schema and so the engine's view again (docs/protocol.md, "Game
 * parts"). `log` replaces the board's events: only fresh ones are animated and told.
 */
export function seatView<View>(board: Record<string, unknown>, mine: Record<string, unknown> | null, log: readonly string[]): View {
  return { ...fromWire(board), ...(mine ? fromWire(mine) : {}), events: eventsOf(log) } as View;
}

/** The actions this seat may take now, as the server listed them. */
export function legalOf<Action>(mine: Record<string, unknown> | null): Action[] {
  return mine ? (fromWire<{ legal?: Action[] }>(mine).legal ?? []) : [];
}

export function eventsOf<Event>(log: readonly string[]): Event[] {
  return fromWire<{ events: Event[] }>({ events: log }).events;
}
