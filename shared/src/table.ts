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
  seats: { name: string; bot: boolean }[];
  free: number;
  spectators: number;
}
