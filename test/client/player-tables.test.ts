import { describe, expect, test } from "@jest/globals";
import type { PlayerTable, SeatListing } from "@tablee/shared";
import { browserRow, myTableRows, playerRow } from "../../client/src/lobby/table-rows.ts";
import type { MyTable } from "../../client/src/net/storage.ts";
import { gameIds } from "@tablee/shared";

/** Two of the registry's games: the rows name a table's game, whichever. */
const [GAME, OTHER] = gameIds;

/**
 * The lobby's My tables for a signed-in player (docs/protocol.md, "Players"): the server's
 * list of their seats, from every device, with whose turn it is at live and turn-based tables
 * alike, and this browser's own tables the server does not list (tables watched, a seat
 * another player claimed first) below theirs; those waiting for them first.
 */
const now = 1_700_000_000_000;
const H = 3_600_000;
const seat = (name: string, fields: Partial<SeatListing> = {}): SeatListing => ({ name, bot: false, turn: false, deadline: 0, ...fields });

function theirs(id: string, fields: Partial<PlayerTable> = {}): PlayerTable {
  return {
    id, game: GAME, host: "Ana", phase: "playing", pace: "turns", clock: 86_400, seat: 0, myTurn: false, deadline: 0, asleep: false, closed: false, updatedAt: now,
    seats: [seat("Ana"), seat("Bot 2", { bot: true }), seat("Bo"), seat("Bot 4", { bot: true })],
    ...fields,
  };
}

function kept(id: string, lastSeen: number, fields: Partial<MyTable> = {}): MyTable {
  return { id, game: OTHER, seat: 0, spectator: false, names: ["Ana", "Cy"], lastSeen, status: "playing", ...fields };
}

describe("the player's tables in My tables", () => {
  test("a seat of theirs: the others' names, their turn with their clock, or whose turn it is, at a live table too", () => {
    const waiting = playerRow(theirs("t", { myTurn: true, deadline: now + H, seats: [seat("Ana", { turn: true, deadline: now + H }), seat("Bot 2", { bot: true }), seat("Bo"), seat("Bot 4", { bot: true })] }));
    expect(waiting).toEqual({
      id: "t", game: GAME, seat: 0, spectator: false, others: ["Bot 2", "Bo", "Bot 4"], status: "playing", at: now,
      turn: { mine: true, deadline: now + H, turnOf: ["Ana"] }, botPlays: false, from: "player",
    });
    const live = playerRow(theirs("l", { pace: "live", seats: [seat("Ana"), seat("Bot 2", { bot: true }), seat("Bo", { turn: true }), seat("Bot 4", { bot: true })] }));
    expect(live.turn).toEqual({ mine: false, deadline: 0, turnOf: ["Bo"] });
  });

  test("a bot standing in for them says so; before the start, over, or closed, nobody's turn; over or closed is a replay", () => {
    expect(playerRow(theirs("b", { seats: [seat("Ana", { bot: true, turn: true }), seat("Bo")] })).botPlays).toBe(true);
    const none = { mine: false, deadline: 0, turnOf: [] };
    const waiting = playerRow(theirs("w", { phase: "waiting" }));
    expect([waiting.status, waiting.turn, waiting.botPlays]).toEqual(["playing", none, false]);
    const over = playerRow(theirs("o", { phase: "over", seats: [seat("Ana", { bot: true })] }));
    expect([over.status, over.turn, over.botPlays]).toEqual(["over", none, false]);
    const closed = playerRow(theirs("c", { closed: true, myTurn: true, seats: [seat("Ana", { turn: true })] }));
    expect([closed.status, closed.turn]).toEqual(["over", none]);
  });

  test("theirs and this browser's others, newest first, those waiting for them on top; a table both list is shown once, as theirs", () => {
    const player = [theirs("mine-old", { updatedAt: now - 3 * H }), theirs("waits", { updatedAt: now - 5 * H, myTurn: true, seats: [seat("Ana", { turn: true })] }), theirs("both", { updatedAt: now - H })];
    const browser = [kept("both", now), kept("watched", now - 2 * H, { seat: -1, spectator: true }), kept("claimed-by-another", now - 4 * H)].map((table) => browserRow(table, null, true));
    const rows = myTableRows(player, browser);
    expect(rows.map((row) => [row.id, row.from])).toEqual([
      ["waits", "player"],
      ["both", "player"],
      ["watched", "browser"],
      ["mine-old", "player"],
      ["claimed-by-another", "browser"],
    ]);
  });

  test("no player signed in here: this browser's tables as they were", () => {
    const browser = [kept("a", now), kept("b", now - H)].map((table) => browserRow(table, null, true));
    expect(myTableRows(null, browser)).toEqual(browser);
    expect(myTableRows([], browser)).toEqual(browser);
  });
});
