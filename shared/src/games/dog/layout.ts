/**
 * Who plays with whom, and how big the board is: everything that differs between a table of
 * four and one of six. Seat s plays in team s mod `teams`; its teammates follow it in turn
 * order every `teams` seats, so the next one is s + `teams` (at four, and at six in teams of
 * two, that is the partner). Pure data with no engine, so the lobby's facts may use it.
 */
export interface Layout {
  seats: number;
  /** How many teams: 2 at four seats (DOG-1), 3 at six (DOG-15), 2 in the house variant (DOG-20). */
  teams: number;
}

/** What the options say of the layout; the variant changes a table of six only. */
export interface LayoutOptions {
  /** DOG-20, a house variant: at six seats, two teams of three seated alternately. */
  houseTeamsOfThree?: boolean;
}

export function layoutOf(seats: number, options: LayoutOptions = {}): Layout {
  return { seats, teams: seats === 6 && options.houseTeamsOfThree !== true ? 3 : 2 };
}

/** The seats of each team, in turn order from its lowest seat. */
export function teamSeats(layout: Layout): number[][] {
  return Array.from({ length: layout.teams }, (_, team) =>
    Array.from({ length: layout.seats / layout.teams }, (_, k) => team + k * layout.teams),
  );
}
