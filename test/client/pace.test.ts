/**
 * A table's pace as the page shows it, without a page: a long clock in words, My tables'
 * turn-based tables (those waiting for you first, with your time left; the title's count;
 * the app's badge), and the seats of a turn-based table's players who are not there: theirs,
 * and no obstacle to the start.
 */
import { describe, expect, test } from "@jest/globals";
import type { SeatListing, TableSummary } from "@tablee/shared";
import { gameIds, liveClocks, turnClocks } from "@tablee/shared";
import { de } from "../../client/src/i18n/de.ts";
import { en } from "../../client/src/i18n/en.ts";
import { fr } from "../../client/src/i18n/fr.ts";
import { translator } from "../../client/src/i18n/words.ts";
import { countedTitle, showBadge, tableTurn, waitingFirst } from "../../client/src/lobby/whose-turn.ts";
import type { MyTable } from "../../client/src/net/storage.ts";

import { absenceOf, leaving, turnOf } from "../../client/src/table/seat-roles.ts";
import { snapshot } from "../../client/src/table/snapshot.ts";
import { seat } from "../support/seat-info.ts";
import { clockWords, durationWords } from "../../client/src/ui/durations.ts";

const english = translator(en, "en");
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

describe("a long clock in words", () => {
  test("days and hours, hours and minutes, minutes, and under a minute the seconds", () => {
    expect(durationWords(2 * H + 10 * MIN, english)).toBe("2 h 10 min");
    expect(durationWords(DAY + 3 * H, english)).toBe("1 day 3 h");
    expect(durationWords(3 * DAY, english)).toBe("3 days");
    expect(durationWords(2 * DAY + 5 * H, english)).toBe("2 days 5 h");
    expect(durationWords(12 * H, english)).toBe("12 h");
    expect(durationWords(5 * MIN, english)).toBe("5 min");
    expect(durationWords(45 * S, english)).toBe("45 s");
  });

  test("rounded up in the smaller unit, carried into the larger: never 0 before the end, never 60 min", () => {
    expect(durationWords(2 * H + 9 * MIN + 1, english)).toBe("2 h 10 min");
    expect(durationWords(59 * MIN + 30 * S, english)).toBe("1 h");
    expect(durationWords(DAY - 10 * S, english)).toBe("1 day");
    expect(durationWords(DAY + 23 * H + 1, english)).toBe("2 days");
    expect(durationWords(59 * S + 1, english)).toBe("1 min");
    expect(durationWords(1, english)).toBe("1 s");
    expect(durationWords(0, english)).toBe("0 s");
    expect(durationWords(-5 * S, english)).toBe("0 s");
  });

  test("every clock a pace offers reads as the form shows it, in each language", () => {
    expect(liveClocks.map((s) => clockWords(s, english))).toEqual(["No limit", "30 s", "1 min", "2 min", "5 min"]);
    expect(turnClocks.map((s) => clockWords(s, english))).toEqual(["No limit", "1 h", "12 h", "1 day", "3 days"]);
    expect(turnClocks.map((s) => clockWords(s, translator(fr, "fr")))).toEqual(["Sans limite", "1 h", "12 h", "1 jour", "3 jours"]);
    expect(turnClocks.map((s) => clockWords(s, translator(de, "de")))).toEqual(["Ohne Limit", "1 Std.", "12 Std.", "1 Tag", "3 Tage"]);
  });
});

const seatOf = (name: string, fields: Partial<SeatListing> = {}): SeatListing => ({ name, bot: false, turn: false, deadline: 0, ...fields });
const summary = (id: string, seats: SeatListing[], fields: Partial<TableSummary> = {}): TableSummary => ({
  id,
  game: gameIds[0],
  host: seats[0].name,
  phase: "playing",
  seats,
  free: 0,
  spectators: 0,
  pace: "turns",
  clock: 86_400,
  asleep: true,
  ...fields,
});
const mine = (id: string, seat: number, names: string[], lastSeen: number, fields: Partial<MyTable> = {}): MyTable => ({
  id,
  game: gameIds[0],
  seat,
  spectator: false,
  names,
  lastSeen,
  status: "playing",
  ...fields,
});

describe("My tables: whose turn it is at each turn-based table", () => {
  const now = 1_700_000_000_000;
  const ana = (turn: boolean, deadline = 0) => seatOf("Ana", { turn, deadline });

  test("the game waits for my seat: mine, with its deadline; else whose turn it is, by name", () => {
    const table = mine("a", 0, ["Ana", "Bo"], now);
    expect(tableTurn(table, summary("a", [ana(true, now + 2 * H), seatOf("Bo")]))).toEqual({ mine: true, deadline: now + 2 * H, turnOf: ["Ana"] });
    expect(tableTurn(table, summary("a", [ana(false), seatOf("Bo", { turn: true, deadline: now + H })]))).toEqual({ mine: false, deadline: 0, turnOf: ["Bo"] });
    // Several choosing at once, a clock without a limit.
    expect(tableTurn(table, summary("a", [ana(true), seatOf("Bo", { turn: true })]))).toEqual({ mine: true, deadline: 0, turnOf: ["Ana", "Bo"] });
  });

  test("not mine: a bot standing in, a seat under another name, watching, a live table, before the start, over, or unknown", () => {
    const table = mine("a", 0, ["Ana", "Bo"], now);
    const waits = [ana(true, now + H), seatOf("Bo")];
    const none = { mine: false, deadline: 0, turnOf: [] };
    expect(tableTurn(table, summary("a", [seatOf("Ana", { turn: true, bot: true }), seatOf("Bo")])).mine).toBe(false);
    expect(tableTurn(table, summary("a", [seatOf("Cy", { turn: true }), seatOf("Bo")]))).toEqual({ mine: false, deadline: 0, turnOf: ["Cy"] });
    expect(tableTurn({ ...table, seat: -1, spectator: true }, summary("a", waits))).toEqual({ mine: false, deadline: 0, turnOf: ["Ana"] });
    expect(tableTurn(table, summary("a", waits, { pace: "live" }))).toEqual(none);
    expect(tableTurn(table, summary("a", waits, { phase: "waiting" }))).toEqual(none);
    expect(tableTurn({ ...table, status: "over" }, summary("a", waits))).toEqual(none);
    expect(tableTurn(table, null)).toEqual(none);
  });

  test("the tables waiting for me come first, the clock running out soonest on top; the others stay as they were", () => {
    const tables = [
      mine("newest", 0, ["Ana", "Bo"], now),
      mine("no-limit", 0, ["Ana", "Bo"], now - 1),
      mine("their-turn", 0, ["Ana", "Bo"], now - 2),
      mine("in-a-day", 1, ["Bo", "Ana"], now - 3),
      mine("in-an-hour", 0, ["Ana", "Bo"], now - 4),
      mine("over", 0, ["Ana", "Bo"], now - 5, { status: "over" }),
    ];
    const turns: Record<string, ReturnType<typeof tableTurn>> = {
      "no-limit": { mine: true, deadline: 0, turnOf: ["Ana"] },
      "their-turn": { mine: false, deadline: 0, turnOf: ["Bo"] },
      "in-a-day": { mine: true, deadline: now + DAY, turnOf: ["Ana"] },
      "in-an-hour": { mine: true, deadline: now + H, turnOf: ["Ana"] },
    };
    const none = { mine: false, deadline: 0, turnOf: [] };
    const order = waitingFirst(tables, (table) => turns[table.id] ?? none).map((table) => table.id);
    expect(order).toEqual(["in-an-hour", "in-a-day", "no-limit", "newest", "their-turn", "over"]);
    expect(waitingFirst(tables, () => none).map((table) => table.id)).toEqual(tables.map((table) => table.id));
  });

  test("the title counts the tables waiting for me; none, no count", () => {
    expect(countedTitle(2)).toBe("(2) Tablée");
    expect(countedTitle(1)).toBe("(1) Tablée");
    expect(countedTitle(0)).toBe("Tablée");
  });

  test("the app's badge shows the count, is cleared at none, and a platform without badges is left alone", async () => {
    const calls: string[] = [];
    const nav = {
      setAppBadge: async (n: number) => void calls.push(`set ${n}`),
      clearAppBadge: async () => void calls.push("clear"),
    };
    showBadge(3, nav);
    showBadge(0, nav);
    expect(calls).toEqual(["set 3", "clear"]);
    expect(() => showBadge(2, {})).not.toThrow();
    // A refusal (not an installed app) is swallowed: no unhandled rejection.
    showBadge(1, { setAppBadge: () => Promise.reject(new Error("not installed")) });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe("a turn-based table's players who are not there", () => {
  const ana = seat({ occupant: "s1", name: "Ana", connected: true });
  // Left the table: the seat stays his, with nobody in it.
  const bo = seat({ name: "Bo" });
  const free = seat();

  test("the game waits for them by name, not as someone away", () => {
    expect(turnOf(bo, 0, true)).toEqual({ key: "status.turnOf", name: "Bo" });
    expect(turnOf(bo, 0)).toEqual({ key: "status.turnOfGone", name: "Bo" });
    expect(absenceOf(bo, 0, true)).toBeNull();
  });

  test("leaving a turn-based table keeps the seat, before, during and after the game", () => {
    expect(["waiting", "playing", "over"].map((phase) => leaving(phase as "waiting", 0, false, true))).toEqual(["seat-kept", "seat-kept", "seat-kept"]);
    expect(leaving("waiting", 0, false)).toBe("seat-frees");
    expect(leaving("playing", -1, true, true)).toBe("no-seat");
  });

  test("the state's pace, clock and away rule reach the page, defaulted when a state lacks them", () => {
    const state = snapshot({ pace: "turns", clock: 259_200, awayAfter: 1 });
    expect([state.pace, state.clock, state.awayAfter]).toEqual(["turns", 259_200, 1]);
    expect([snapshot({}).pace, snapshot({}).awayAfter]).toEqual(["live", 3]);
  });
});
