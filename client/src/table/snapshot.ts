/**
 * The table's synced state as plain data (docs/protocol.md, "Table state"), typed and
 * defaulted by its one declaration (shared/src/protocol/table-state.ts). The shell reads only
 * this shape, so the schema's classes never leak past this file.
 */
import { readPart, TableStateShape, type TableChatLine, type TableMember, type TablePhase, type TableSeat, type TableStateView } from "@tablee/shared";

export type SeatInfo = TableSeat;
export type MemberInfo = TableMember;
export type ChatLine = TableChatLine;
export type { TablePhase };

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

/** The table as the shell reads it: its state, and the game's two parts as they came. */
export type TableSnapshot = TableStateView & {
  /** The board's events (JSON text each) and the seats it waits for; [] before a game. */
  log: string[];
  active: number[];
  /** The game's public part; null before the first start. */
  board: Record<string, unknown> | null;
  /** Only this browser's own seat's entry is ever synced. */
  privates: Record<string, Record<string, unknown>>;
};

interface JsonLike {
  toJSON?: () => unknown;
}

/**
 * The state, each field read as declared: one that is absent (a server older than the field)
 * or not of its declared values reads as the declaration's default. The game's parts are the
 * renderer's to read.
 */
export function snapshot(state: unknown): TableSnapshot {
  const plain = ((state as JsonLike)?.toJSON?.() ?? state ?? {}) as { board?: Record<string, unknown>; privates?: Record<string, Record<string, unknown>> };
  const board = plain.board ?? null;
  return {
    ...readPart(TableStateShape, plain),
    log: (board?.events as string[] | undefined) ?? [],
    active: (board?.active as number[] | undefined) ?? [],
    board,
    privates: plain.privates ?? {},
  };
}
