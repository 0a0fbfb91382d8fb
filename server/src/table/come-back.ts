import type { StoredTable } from "../store/store.js";
import { mirrorViews } from "./game.js";
import { ChatLine } from "./state.js";
import { syncArray } from "./sync.js";
import type { Table } from "./table.js";

/** The parts of the table a stored table comes back into. */
type ComeBack = Pick<Table, "seats" | "host" | "chat" | "match" | "state" | "game" | "holds" | "life">;

/**
 * A table brought back after a restart or a wake (restore.ts): its game replayed from seed
 * and actions and checked against the stored digests, its chat, and, at a live table, each
 * person's seat held for them for the reconnection window, as if they had all dropped at
 * once (holds.ts).
 */
export function comeBack(table: ComeBack, stored: StoredTable): void {
  const { state, match } = table;
  table.seats.take(stored.seats.map((seat) => ({ ...seat })));
  table.host.await(stored.host);
  stored.chat.forEach((line, i) => table.chat.post(new ChatLine({ ...line, id: i + 1 })));
  const current = stored.games.at(-1);
  if (stored.phase !== "waiting" && current) {
    const views = match.restore(stored.id, stored.seatCount, current);
    state.moves = current.actions.length;
    state.board = new table.game.Board();
    mirrorViews(state, views);
    state.phase = stored.phase;
    if (stored.phase === "over" && current.outcome) syncArray(state.winners, current.outcome.winners);
  } else {
    match.numbered(current?.gameNo ?? 0);
  }
  table.life.createdAt = stored.createdAt;
  // A turn-based table keeps each seat for its key's holder anyway (seats.ts, `held`).
  if (!table.seats.turnBased) table.holds.holdAll();
  // Last: a table that failed to come back is not closed by its disposal (onDispose).
  table.life.live();
}
