import type { Steps } from "../steps.js";
import type { StoredTable } from "../store/store.js";
import { settings } from "../settings.js";
import { log } from "../log.js";
import { mirrorViews } from "./game.js";
import { freeHolder } from "./seats.js";
import { ChatLine } from "./state.js";
import { syncArray } from "./sync.js";
import type { Notice, Table } from "./table.js";

/**
 * A table brought back after a restart or a wake (restore.ts): its game replayed and checked,
 * its chat, and, at a live table, each person's seat held for them for the reconnection window.
 */
/**
 * The stored table as it was: its game replayed from seed and actions and checked against
 * the stored digest, its chat, and its seats held for their players for the reconnection
 * window, as if they had all dropped at once.
 */
export function comeBack(table: Table, stored: StoredTable): void {
  const { state } = table;
  table.seats.take(stored.seats.map((seat) => ({ ...seat })));
  table.host.await(stored.host);
  stored.chat.forEach((line, i) => table.chat.post(new ChatLine({ ...line, id: i + 1 })));
  const current = stored.games.at(-1);
  if (stored.phase !== "waiting" && current) {
    const views = table.match.restore(stored.id, stored.seatCount, current);
    state.moves = current.actions.length;
    state.board = new table.game.Board();
    mirrorViews(state, views);
    state.phase = stored.phase;
    if (stored.phase === "over" && current.outcome) syncArray(state.winners, current.outcome.winners);
  } else {
    table.match.numbered(current?.gameNo ?? 0);
  }
  table.createdAt = stored.createdAt;
  // A turn-based table keeps each seat for its key's holder anyway (seats.ts, `held`).
  if (!table.turnBased) holdSeats(table);
  table.keepWhileAway();
  // Last: a table that failed to come back is not closed by its disposal (onDispose).
  table.life = "live";
}

/** Every person's seat held for the reconnection window, as if they had all dropped at once. */
function holdSeats(table: Table): void {
  const until = Date.now() + settings.reconnectSeconds * 1000;
  table.seats.records.forEach((holder, seat) => {
    // A bot's seat is not held: it plays on (a stand-in for its player, whose key still opens it).
    if (holder.name === "" || holder.keyHash === "" || holder.bot) return;
    table.seats.holdForRestart(seat, until);
    const end = (): void => {
      table.serially(() => endHold(table, seat)).catch((error) => log.error({ err: error, table: table.id, seat }, "releasing a held seat failed"));
    };
    table.holdTimers.set(seat, setTimeout(end, until - Date.now()));
  });
}

/**
 * A seat held since the restart whose player did not come back in time: free for others
 * before the start; in a game, a bot plays it for them (their key still opens it).
 */
function* endHold(table: Table, seat: number): Steps<void> {
  const { seats, state } = table;
  table.holdTimers.delete(seat);
  if (!seats.heldSinceRestart(seat)) return;
  seats.endHold(seat);
  const name = seats.at(seat).name;
  const playing = state.phase === "playing";
  const holders = playing ? seats.with(seat, seats.standIn(seat)) : state.phase === "waiting" ? seats.with(seat, freeHolder()) : undefined;
  const notices: Notice[] = [
    playing
      ? { code: "bot-playing", message: `${name} did not come back; a bot plays for them`, seat, name }
      : { code: "seat-released", message: `${name} did not come back; seat ${seat + 1} is free`, seat, name },
    ...table.host.notBack(name),
  ];
  yield* table.commit({ holders, notices });
}
