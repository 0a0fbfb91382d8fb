import type { Row } from "./sql-store.js";
import type { SeatRecord, TablePhase } from "./store.js";

/**
 * A table as a list of tables shows it (My tables, a circle's page): its row's public facts,
 * without its games. Every list selects and reads it the same way, with these columns and
 * this reader, so what a list may show of a table is said once.
 */
export interface TableLine {
  id: string;
  game: string;
  phase: TablePhase;
  pace: string;
  clock: number;
  host: string;
  seats: SeatRecord[];
  /** The seats the game waits for, as the row last said. */
  turn: number[];
  asleep: boolean;
  closedAt: number | null;
  updatedAt: number;
}

/** A TableLine's columns, of the `tables` row named `t` in the query. */
export const TABLE_LINE_COLUMNS = "t.id, t.game, t.phase, t.pace, t.clock, t.host, t.seats, t.turn, t.asleep, t.closed_at, t.updated_at";

export function tableLine(row: Row): TableLine {
  return {
    id: String(row.id),
    game: String(row.game),
    phase: String(row.phase) as TablePhase,
    pace: String(row.pace),
    clock: Number(row.clock),
    host: String(row.host),
    seats: JSON.parse(String(row.seats)) as SeatRecord[],
    turn: JSON.parse(String(row.turn)) as number[],
    asleep: Number(row.asleep) === 1,
    closedAt: row.closed_at === null || row.closed_at === undefined ? null : Number(row.closed_at),
    updatedAt: Number(row.updated_at),
  };
}
