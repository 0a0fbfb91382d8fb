import type { TableSummary } from "@tablee/shared";
import type { MyTable } from "../net/storage.js";

/**
 * Whose turn it is at each of this browser's turn-based tables, from their public summaries
 * (GET /api/tables/<id>): the tables waiting for this browser's player come first in My tables,
 * and their count goes in the page title and the installed app's badge. No DOM, no words.
 */
export interface TableTurn {
  /** The game waits for this browser's seat now. */
  mine: boolean;
  /** When the seat's clock runs out (epoch ms, the server's clock); 0: no clock. */
  deadline: number;
  /** The names of the seats the game waits for now ([] before or after the game). */
  turnOf: string[];
}

/**
 * What the summary says of whose turn it is. The seat is this browser's only while the
 * summary shows it under the name played there, not a bot's: a bot standing in plays its
 * own turns, and a seat someone else took is not ours.
 */
export function tableTurn(table: MyTable, summary: TableSummary | null): TableTurn {
  // A live table's turn changes by the second: at a minute's refresh, only a turn-based one's says something.
  if (summary === null || summary.pace !== "turns" || summary.phase !== "playing" || table.status === "over") return { mine: false, deadline: 0, turnOf: [] };
  const turnOf = summary.seats.filter((seat) => seat.turn).map((seat) => seat.name);
  const seat = table.spectator || table.seat < 0 ? undefined : summary.seats[table.seat];
  const mine = seat !== undefined && seat.turn && !seat.bot && seat.name !== "" && seat.name === table.names[table.seat];
  return { mine, deadline: mine ? seat.deadline : 0, turnOf };
}

/**
 * My tables in the order shown: first those waiting for you, the clock that runs out first
 * at the top (no clock last), then the others as they were (the latest seen first).
 */
export function waitingFirst<T extends { id: string }>(tables: readonly T[], turnOf: (table: T) => TableTurn): T[] {
  const turns = new Map(tables.map((table) => [table.id, turnOf(table)]));
  const runsOut = (table: T) => turns.get(table.id)!.deadline || Infinity;
  const waiting = tables.filter((table) => turns.get(table.id)!.mine);
  const others = tables.filter((table) => !turns.get(table.id)!.mine);
  return [...[...waiting].sort((a, b) => runsOut(a) - runsOut(b)), ...others];
}

/** The page title with the number of tables waiting for you in front: "(2) Tablée". */
export function countedTitle(waiting: number, title = "Tablée"): string {
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}

/** What `navigator.setAppBadge` takes, where the platform has it. */
interface BadgeNavigator {
  setAppBadge?(count: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/** The installed app's badge shows the count, or none; a platform without badges is left alone. */
export function showBadge(waiting: number, nav: BadgeNavigator = globalThis.navigator as BadgeNavigator): void {
  const shown = waiting > 0 ? nav?.setAppBadge?.(waiting) : nav?.clearAppBadge?.();
  // Refused outside an installed app on some platforms: the title still counts.
  shown?.catch(() => undefined);
}
