import type { TableSummary } from "@tablee/shared";
import type { MyTable } from "../net/storage.js";

/**
 * Whether My tables says that a bot plays this browser's seat until its player comes back.
 * Only while the browser keeps the seat's key (without it, nobody comes back), from what it
 * knows: it left the seat during the game (`left`), or the table's public listing (GET
 * /api/tables/<id>, null while unread) shows a bot in the seat under the name this browser
 * played as (a bot standing in keeps its player's name; a newcomer or a bot seated anew do
 * not). The listing overrules what was left: the game ended, or someone else has the seat.
 * A seat the listing still shows its player in, just after they left, is the server not
 * having caught up yet, not a contradiction.
 */
export function botPlaysMySeat(table: MyTable, summary: TableSummary | null, keyKept: boolean): boolean {
  if (!keyKept || table.spectator || table.seat < 0 || table.status !== "playing") return false;
  if (summary === null) return table.left === true;
  const mine = table.names[table.seat] ?? "";
  const now = summary.seats[table.seat];
  if (summary.phase !== "playing" || mine === "" || now?.name !== mine) return false;
  return now.bot || table.left === true;
}
