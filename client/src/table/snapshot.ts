/**
 * The table's synced state as plain data (docs/protocol.md, "Table state"). The shell reads
 * only this shape, so the schema's classes never leak past this file.
 */
import { DEFAULT_AWAY_AFTER, type BotLevel, type Pace } from "@tablee/shared";

export interface SeatInfo {
  occupant: string;
  name: string;
  connected: boolean;
  awayUntil: number;
  /** "easy" | "strong" while a bot plays this seat, "" otherwise. */
  bot: BotLevel | "";
  /** The bot plays for the seat's player (`name`), who may take the seat back with their key. */
  standIn: boolean;
  /** The host let a newcomer take this stand-in's seat. */
  open: boolean;
  /** Epoch ms (the server's clock) when this seat's turn clock runs out; 0 when not running. */
  deadline: number;
  /** Decisions in a row the clock played for this seat. */
  timeouts: number;
}

/** The two bot levels a table offers (docs/protocol.md, "Bots"), as the engine declares them. */
export type { BotLevel } from "@tablee/shared";
export { botLevels as BOT_LEVELS } from "@tablee/shared";

/**
 * Nobody holds the seat. A seat without occupant that still has a name is held for its
 * player (after a server restart, or while the seat goes on in another tab): away, not free.
 */
export function seatFree(seat: SeatInfo): boolean {
  return seat.occupant === "" && seat.name === "";
}

export interface MemberInfo {
  name: string;
  seat: number;
  spectator: boolean;
  connected: boolean;
}

export interface ChatLine {
  id: number;
  name: string;
  seat: number;
  spectator: boolean;
  text: string;
  at: number;
}

export type TablePhase = "waiting" | "playing" | "over";

export interface TableSnapshot {
  game: string;
  seatCount: number;
  phase: TablePhase;
  host: string;
  seats: SeatInfo[];
  members: Record<string, MemberInfo>;
  chat: ChatLine[];
  /** Accepted actions this game: new events even when they read like the last ones. */
  moves: number;
  /** The board's events (JSON text each) and the seats it waits for; [] before a game. */
  log: string[];
  active: number[];
  winners: number[];
  /** "live", or "turns": each plays when they can, and a player who leaves keeps the seat. */
  pace: Pace;
  /** Seconds per decision on the turn clock; 0: no clock. */
  clock: number;
  /** Missed moves in a row after which a bot keeps a seat until its player comes back. */
  awayAfter: number;
  /** The level of the bot that takes over an away player's seat. */
  takeover: BotLevel;
  /** The game's public part; absent before the first start. */
  board: Record<string, unknown> | null;
  /** Only this browser's own seat's entry is ever synced. */
  privates: Record<string, Record<string, unknown>>;
}

interface JsonLike {
  toJSON?: () => unknown;
}

export function snapshot(state: unknown): TableSnapshot {
  const plain = ((state as JsonLike)?.toJSON?.() ?? state ?? {}) as Partial<TableSnapshot>;
  return {
    game: plain.game ?? "",
    seatCount: plain.seatCount ?? plain.seats?.length ?? 0,
    phase: (plain.phase as TablePhase) ?? "waiting",
    host: plain.host ?? "",
    // Each field defaulted: a state from a server without bots or clocks still reads whole.
    seats: (plain.seats ?? []).map(seatInfo),
    members: plain.members ?? {},
    chat: plain.chat ?? [],
    moves: plain.moves ?? 0,
    log: (plain.board?.events as string[] | undefined) ?? [],
    active: (plain.board?.active as number[] | undefined) ?? [],
    winners: plain.winners ?? [],
    pace: plain.pace === "turns" ? "turns" : "live",
    clock: plain.clock ?? 0,
    awayAfter: plain.awayAfter ?? DEFAULT_AWAY_AFTER,
    takeover: plain.takeover === "strong" ? "strong" : "easy",
    board: plain.board ?? null,
    privates: plain.privates ?? {},
  };
}

function seatInfo(seat: Partial<SeatInfo>): SeatInfo {
  return {
    occupant: seat.occupant ?? "",
    name: seat.name ?? "",
    connected: seat.connected ?? false,
    awayUntil: seat.awayUntil ?? 0,
    bot: seat.bot === "easy" || seat.bot === "strong" ? seat.bot : "",
    standIn: seat.standIn ?? false,
    open: seat.open ?? false,
    deadline: seat.deadline ?? 0,
    timeouts: seat.timeouts ?? 0,
  };
}
