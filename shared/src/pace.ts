/**
 * A table's pace, chosen at its creation and changeable by its host before the start: live
 * (everybody at a screen together, an optional clock in seconds) or turn-based (each player
 * moves when they can, over days, with a clock in hours or days, or none). The server checks
 * what a client asks against these lists; the client offers them.
 */
export const paces = ["live", "turns"] as const;
export type Pace = (typeof paces)[number];

/** Seconds per decision a live table's clock may give (0: no clock). */
export const liveClocks = [0, 30, 60, 120, 300] as const;

/** Seconds per move a turn-based table's clock may give: an hour, 12 hours, a day, 3 days (0: no limit). */
export const turnClocks = [0, 3600, 43_200, 86_400, 259_200] as const;

/** A clock some pace offers, in seconds per decision. */
export type Clock = (typeof liveClocks)[number] | (typeof turnClocks)[number];

/** How many missed moves in a row make the bot keep a player's seat until they come back. */
export const awayAfterChoices = [1, 2, 3, 5] as const;
export type AwayAfter = (typeof awayAfterChoices)[number];
export const DEFAULT_AWAY_AFTER: AwayAfter = 3;

/** Whether `clock` is one the pace offers. */
export function clockFits(pace: Pace, clock: number): boolean {
  return (pace === "live" ? (liveClocks as readonly number[]) : (turnClocks as readonly number[])).includes(clock);
}
