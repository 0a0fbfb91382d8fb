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
}
