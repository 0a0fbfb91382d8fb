import type { PlayerTable, TableSummary } from "@tablee/shared";
import type { MyTable } from "../net/storage.js";
import { botPlaysMySeat } from "./seat-now.js";
import { tableTurn, waitingFirst, type TableTurn } from "./whose-turn.js";

/**
 * One row of the lobby's My tables, whichever list it comes from: this browser's (what its
 * table pages saw, and each table's public summary) or, for a signed-in player, the server's
 * (GET /api/me/tables: every seat of theirs, from any device). No DOM, no words.
 */
export interface TableRow {
  id: string;
  game: string;
  /** The seat played there, -1 when watching. */
  seat: number;
  spectator: boolean;
  /** The names at the other seats. */
  others: string[];
  /** "playing" while it waits or plays (a way back), "over" once it ended (a replay). */
  status: "playing" | "over";
  /** When this browser last saw it, or (the player's) when the table last changed: epoch ms. */
  at: number;
  turn: TableTurn;
  /** A bot plays the seat until its player comes back. */
  botPlays: boolean;
  /** "browser": kept here, and removable here; "player": the signed-in player's, from the server. */
  from: "browser" | "player";
}

export function browserRow(table: MyTable, summary: TableSummary | null, keyKept: boolean): TableRow {
  return {
    id: table.id,
    game: table.game,
    seat: table.seat,
    spectator: table.spectator,
    others: table.names.filter((name, seat) => name !== "" && seat !== table.seat),
    status: table.status,
    at: table.lastSeen,
    turn: tableTurn(table, summary),
    botPlays: botPlaysMySeat(table, summary, keyKept),
    from: "browser",
  };
}

/**
 * A seat of the player's, as the server lists it: the server knows whose turn it is at a live
 * table too (it asks the room), so both paces say it.
 */
export function playerRow(table: PlayerTable): TableRow {
  const running = table.phase === "playing" && !table.closed;
  const mine = table.seats[table.seat];
  return {
    id: table.id,
    game: table.game,
    seat: table.seat,
    spectator: false,
    others: table.seats.filter((seat, i) => seat.name !== "" && i !== table.seat).map((seat) => seat.name),
    status: table.closed || table.phase === "over" ? "over" : "playing",
    at: table.updatedAt,
    turn: running ? { mine: table.myTurn, deadline: table.myTurn ? table.deadline : 0, turnOf: table.seats.filter((seat) => seat.turn).map((seat) => seat.name) } : { mine: false, deadline: 0, turnOf: [] },
    botPlays: running && mine?.bot === true,
    from: "player",
  };
}

/**
 * My tables in the order shown: the player's tables (null: no player signed in here) and this
 * browser's that the player's list does not hold (tables watched, a seat another player
 * claimed first), newest first, then those waiting for you first (whose-turn.ts).
 */
export function myTableRows(player: readonly PlayerTable[] | null, browser: readonly TableRow[]): TableRow[] {
  const theirs = (player ?? []).map(playerRow);
  const ids = new Set(theirs.map((row) => row.id));
  const all = [...theirs, ...browser.filter((row) => !ids.has(row.id))].sort((a, b) => b.at - a.at);
  return waitingFirst(all, (row) => row.turn);
}
