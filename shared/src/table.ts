/** What the lobby lists for a public table (docs/protocol.md, "Lobby"): the room's metadata. */
export interface TableListing {
  game: string;
  seats: number;
  taken: number;
  free: number;
  spectators: number;
  started: boolean;
  /** What joinOrCreate matches: not started and a seat free. */
  open: boolean;
  host: string;
}
