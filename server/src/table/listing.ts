import type { SeatListing, TableListing } from "@tablee/shared";
import type { TableState } from "./state.js";

export type { TableListing };

export function spectatorCount(state: TableState): number {
  let count = 0;
  for (const member of state.members.values()) if (member.spectator) count++;
  return count;
}

/**
 * What the lobby lists of the table. It changes with seats and phases, not with each move:
 * whose turn it is and the clocks are asked of the table itself (seatsNow).
 */
export function listingOf(state: TableState): TableListing {
  const seats = state.seatCount;
  // A bot's seat is taken: joinOrCreate must not send a newcomer to it.
  const taken = state.seats.filter((s) => s.occupant !== "" || s.bot !== "").length;
  const bots = state.seats.filter((s) => s.bot !== "" && !s.standIn).length;
  const started = state.phase !== "waiting";
  return {
    game: state.game,
    seats,
    taken,
    free: seats - taken,
    bots,
    spectators: spectatorCount(state),
    started,
    open: !started && taken < seats,
    host: state.members.get(state.host)?.name ?? "",
    phase: state.phase,
    seating: state.seats.map((s) => ({ name: s.name, bot: s.bot !== "" })),
    pace: state.pace,
    clock: state.clock,
  };
}

/** Each seat as a link's page may know it: its holder, whether the game waits for it, its clock. */
export function seatsNow(state: TableState, turn: readonly number[]): SeatListing[] {
  return state.seats.map((s, seat) => ({ name: s.name, bot: s.bot !== "", turn: turn.includes(seat), deadline: s.deadline }));
}
