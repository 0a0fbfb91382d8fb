import type { TableListing } from "@tablee/shared";
import type { TableState } from "./state.js";

export type { TableListing };

export function spectatorCount(state: TableState): number {
  let count = 0;
  for (const member of state.members.values()) if (member.spectator) count++;
  return count;
}

/** What the lobby and a link's page may know of the table; `turn`: the seats the game awaits. */
export function listingOf(state: TableState, turn: readonly number[]): TableListing {
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
    seating: state.seats.map((s, seat) => ({ name: s.name, bot: s.bot !== "", turn: turn.includes(seat), deadline: s.deadline })),
    pace: state.pace,
    clock: state.clock,
  };
}
