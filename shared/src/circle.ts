import type { BotLevel } from "./engine/index.js";

/**
 * A circle's standings and finished games as its routes send them (docs/protocol.md,
 * "Circles"): the server works them out (server/src/circles/standings.ts), the circle's pages
 * draw them. Declared here once, so the two cannot drift apart.
 */
export interface CircleRating {
  mu: number;
  sigma: number;
  /** mu − 3σ: what the standings sort by and show. */
  ordinal: number;
}

export interface PlayerStanding {
  member: string;
  name: string;
  games: number;
  wins: number;
  rating: CircleRating;
  /** The change of `rating.ordinal` in their last game. */
  change: number;
}

/** One game's standings in the circle: its members', and its bots' apart (never rated). */
export interface Standing {
  game: string;
  players: PlayerStanding[];
  bots: { level: BotLevel; games: number; wins: number }[];
}

export interface GameSeat {
  name: string;
  bot: boolean;
  winner: boolean;
  /** A member's handle, when the seat was a member's. */
  member?: string;
  /** The rating's change (ordinal) this game brought the seat's player. */
  change?: number;
}

export interface FinishedGame {
  table: string;
  gameNo: number;
  game: string;
  finishedAt: number;
  /** Whether it moved anybody's rating (two sides with a person). */
  rated: boolean;
  replay: string;
  seats: GameSeat[];
}
