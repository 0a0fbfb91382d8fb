/** What the lobby lists for a public table (docs/protocol.md, "Lobby"): the room's metadata. */
export interface TableListing {
  game: string;
  seats: number;
  taken: number;
  free: number;
  /** Seats the host gave to bots. */
  bots: number;
  spectators: number;
  started: boolean;
  /** What joinOrCreate matches: not started and a seat free. */
  open: boolean;
  host: string;
  /** "waiting" | "playing" | "over" */
  phase: string;
  /** Each seat's holder: a name ("" for a free seat) and whether a bot plays it. */
  seating: { name: string; bot: boolean }[];
  /** "live" or "turns" (turn-based). */
  pace: string;
  /** Seconds per decision on the turn clock; 0: none. */
  clock: number;
}

/**
 * A seat as anyone with the table's link may know it: its holder's name ("" for a free seat),
 * whether a bot plays it, whether the game waits for it now, and when its clock runs out
 * (epoch ms; 0: no clock running).
 */
export interface SeatListing {
  name: string;
  bot: boolean;
  turn: boolean;
  deadline: number;
}

/**
 * What an invite link's page shows before joining (GET /api/tables/<id>, docs/protocol.md,
 * "The table behind a link"): never a key or anything a seat's holder alone may know.
 */
export interface TableSummary {
  id: string;
  game: string;
  host: string;
  phase: string;
  /** One per seat; a free seat's name is "". */
  seats: SeatListing[];
  free: number;
  spectators: number;
  pace: string;
  clock: number;
  /** The table sleeps (turn-based, nobody there): opening its link wakes it. */
  asleep: boolean;
}

/**
 * A table where a signed-in player holds a seat (GET /api/me/tables, docs/protocol.md,
 * "Players"): the public facts of its link's page, and which seat is theirs.
 */
/** A table of a circle as its page lists it (docs/protocol.md, "Circles"): My tables' facts less whose seat. */
export type CircleTable = Omit<PlayerTable, "seat" | "myTurn" | "deadline">;

export interface PlayerTable {
  id: string;
  game: string;
  host: string;
  /** "waiting" | "playing" | "over" */
  phase: string;
  pace: string;
  clock: number;
  seats: SeatListing[];
  /** The player's seat. */
  seat: number;
  /** The game waits for the player now. */
  myTurn: boolean;
  /** When the player's clock runs out (epoch ms; 0: none running). */
  deadline: number;
  asleep: boolean;
  /** Closed for good: kept as history (its replay). */
  closed: boolean;
  /** When the table last changed (epoch ms, as the store has it). */
  updatedAt: number;
}
