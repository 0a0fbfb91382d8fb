import { beforeEach, describe, expect, test } from "@jest/globals";
import { gameIds } from "@tablee/shared";
import type { TableSummary } from "@tablee/shared";
import { botPlaysMySeat } from "../../client/src/lobby/seat-now.ts";
import { numbered, refusal, retryable } from "../../client/src/net/refusals.ts";
import {
  KEEP_TABLES,
  forgetMyTable,
  forgetSeat,
  keepSeatKeyFromLink,
  myTables,
  nameSeatKey,
  noteLeftMidGame,
  parseMyTables,
  rememberTable,
  saveSeatKey,
  saveToken,
  savedPlayer,
  savedSeatKey,
  savedToken,
  savePlayer,
  seatKeysToClaim,
  withTable,
  withoutTable,
  type MyTable,
} from "../../client/src/net/storage.ts";

/** Two games of the registry, as a page stores their ids. */
const [GAME, ANOTHER] = gameIds;

/** The browser's Storage, in memory. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const browser = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
beforeEach(() => {
  browser.localStorage = new MemoryStorage();
  browser.sessionStorage = new MemoryStorage();
});

const KEY = "a".repeat(43);
const OTHER = "b".repeat(43);

describe("what signing in sends and keeps", () => {
  test("every seat key this browser keeps, newest first, at most 40 (the server's most per request), and nothing else stored", () => {
    for (let i = 0; i < 45; i++) saveSeatKey(`t${i}`, { key: `${String(i).padStart(2, "0")}${KEY.slice(2)}`, seat: 0, name: "Ana", game: gameIds[0], at: 1000 + i });
    const store = browser.localStorage as MemoryStorage;
    store.setItem("tablee.seat.broken", "not json");
    store.setItem("tablee.tables", "[]");
    store.setItem("tablee.seat.bad id!", JSON.stringify({ key: KEY }));
    const claims = seatKeysToClaim();
    expect(claims).toHaveLength(40);
    expect(claims[0]).toEqual({ table: "t44", key: `44${KEY.slice(2)}` });
    expect(claims.at(-1)!.table).toBe("t5");
    expect(seatKeysToClaim(2).map((claim) => claim.table)).toEqual(["t44", "t43"]);
  });

  test("the player's name is kept to say who is signed in; forgotten on sign-out; junk reads as nobody", () => {
    expect(savedPlayer()).toBeNull();
    savePlayer({ name: "Ana" });
    expect(savedPlayer()).toEqual({ name: "Ana" });
    savePlayer(null);
    expect(savedPlayer()).toBeNull();
    for (const junk of ["{", "null", "{\"name\":5}", "{\"name\":\"\"}"]) {
      (browser.localStorage as MemoryStorage).setItem("tablee.player", junk);
      expect(savedPlayer()).toBeNull();
    }
  });
});

describe("seat keys, one per table", () => {
  test("a key is kept per table with its seat, name, game and time, and forgotten on its own", () => {
    saveSeatKey("t1", { key: KEY, seat: 2, name: "Ana", game: GAME, at: 5 });
    saveSeatKey("t2", { key: OTHER, seat: 0, name: "Ana", game: ANOTHER, at: 6 });
    expect(savedSeatKey("t1")).toEqual({ key: KEY, seat: 2, name: "Ana", game: GAME, at: 5 });
    expect(savedSeatKey("t2")?.key).toBe(OTHER);
    expect((browser.localStorage as MemoryStorage).getItem("tablee.seat.t1")).toContain(KEY);
    saveSeatKey("t1", null);
    expect(savedSeatKey("t1")).toBeNull();
    expect(savedSeatKey("t2")?.key).toBe(OTHER);
  });

  test("whatever else is stored under the name is no key", () => {
    const store = browser.localStorage as MemoryStorage;
    for (const junk of ["not json", "null", "{}", '{"key":""}', '{"key":5}']) {
      store.setItem("tablee.seat.t1", junk);
      expect(savedSeatKey("t1")).toBeNull();
    }
    store.setItem("tablee.seat.t1", JSON.stringify({ key: KEY }));
    expect(savedSeatKey("t1")).toEqual({ key: KEY, seat: -1, name: "", game: "", at: 0 });
  });

  test("without storage (disabled, private mode) nothing is kept and nothing throws", () => {
    browser.localStorage = {
      getItem() {
        throw new Error("denied");
      },
      setItem() {
        throw new Error("denied");
      },
      removeItem() {
        throw new Error("denied");
      },
    };
    expect(() => saveSeatKey("t1", { key: KEY, seat: 0, name: "", game: "", at: 0 })).not.toThrow();
    expect(savedSeatKey("t1")).toBeNull();
    expect(myTables()).toEqual([]);
  });

  test("a key from a link takes the place of this tab's token and of an older key; the table fills in its seat", () => {
    saveToken("t1", "room:token");
    saveSeatKey("t1", { key: OTHER, seat: 1, name: "Bob", game: GAME, at: 1 });
    keepSeatKeyFromLink("t1", KEY);
    expect(savedToken("t1")).toBeNull();
    expect(savedSeatKey("t1")).toMatchObject({ key: KEY, seat: -1, name: "", game: "" });
    nameSeatKey("t1", 3, "Ana", GAME);
    expect(savedSeatKey("t1")).toMatchObject({ key: KEY, seat: 3, name: "Ana", game: GAME });
    // The key of seat 3 says nothing about seat 1.
    nameSeatKey("t1", 1, "Bob", GAME);
    expect(savedSeatKey("t1")).toMatchObject({ seat: 3, name: "Ana" });
  });

  test("the same link opened again keeps this tab's token", () => {
    saveSeatKey("t1", { key: KEY, seat: 1, name: "Bob", game: GAME, at: 1 });
    saveToken("t1", "room:token");
    keepSeatKeyFromLink("t1", KEY);
    expect(savedToken("t1")).toBe("room:token");
    expect(savedSeatKey("t1")?.seat).toBe(1);
  });

  test("leaving a table on purpose forgets both ways back", () => {
    saveToken("t1", "room:token");
    saveSeatKey("t1", { key: KEY, seat: 1, name: "Bob", game: GAME, at: 1 });
    forgetSeat("t1");
    expect(savedToken("t1")).toBeNull();
    expect(savedSeatKey("t1")).toBeNull();
  });
});

describe("the server's refusals", () => {
  test("are read by their codes; those that may pass by themselves are retried", () => {
    expect(refusal(new Error("bad-seat-key: no seat of this table"))).toBe("bad-seat-key");
    expect(refusal(new Error("table full"))).toBe("table-full");
    expect(refusal(new Error('room "abc" not found'))).toBe("not-found");
    expect(refusal(new Error('room "abc" has been disposed.'))).toBe("not-found");
    expect(refusal(new TypeError("Failed to fetch"))).toBe("unknown");
    for (const reason of ["not-found", "unknown", "shutting-down", "too-many-joins"]) expect(retryable(reason)).toBe(true);
    for (const reason of ["bad-seat-key", "table-full", "too-many-spectators", "bad-name", "name-taken"]) expect(retryable(reason)).toBe(false);
  });

  test("a spectator's taken name is numbered within 24 characters", () => {
    expect(numbered("Ana", 1)).toBe("Ana");
    expect(numbered("Ana", 2)).toBe("Ana 2");
    expect([...numbered("x".repeat(24), 12)]).toHaveLength(24);
    expect(numbered("x".repeat(24), 12).endsWith(" 12")).toBe(true);
  });
});

const table = (id: string, lastSeen: number, extra: Partial<MyTable> = {}): MyTable => ({
  id,
  game: GAME,
  seat: 0,
  spectator: false,
  names: ["Ana", "Bob", "Cy", "Dee"],
  lastSeen,
  status: "playing",
  ...extra,
});

describe("my tables", () => {
  test("newest first; a table seen again replaces its entry", () => {
    let list = withTable([], table("a", 1)).tables;
    list = withTable(list, table("b", 2)).tables;
    list = withTable(list, table("a", 3, { status: "over" })).tables;
    expect(list.map((entry) => [entry.id, entry.status])).toEqual([
      ["a", "over"],
      ["b", "playing"],
    ]);
    expect(withoutTable(list, "a").map((entry) => entry.id)).toEqual(["b"]);
  });

  test("keeps the newest ones only, and names the ones pushed out", () => {
    let list: MyTable[] = [];
    for (let i = 0; i < KEEP_TABLES; i++) list = withTable(list, table(`t${i}`, i)).tables;
    const next = withTable(list, table("new", 1000));
    expect(next.tables).toHaveLength(KEEP_TABLES);
    expect(next.tables[0].id).toBe("new");
    expect(next.dropped).toEqual(["t0"]);
  });

  test("reads back what it wrote, and skips what it cannot read", () => {
    expect(parseMyTables(null)).toEqual([]);
    expect(parseMyTables("{")).toEqual([]);
    expect(parseMyTables('{"id":"a"}')).toEqual([]);
    const parsed = parseMyTables(JSON.stringify([{ id: "a", game: GAME, lastSeen: 2, seat: "x", names: [1, "Bob"] }, { id: 5 }, null, table("b", 9)]));
    expect(parsed.map((entry) => entry.id)).toEqual(["b", "a"]);
    expect(parsed[1]).toEqual({ id: "a", game: GAME, seat: -1, spectator: false, names: ["", "Bob"], lastSeen: 2, status: "playing" });
  });

  test("the table page notes each table; the game's end makes it finished; a removed one forgets its key", () => {
    rememberTable(table("a", 1000));
    rememberTable(table("w", 1500, { seat: -1, spectator: true }));
    saveSeatKey("a", { key: KEY, seat: 0, name: "Ana", game: GAME, at: 1 });
    expect(myTables().map((entry) => entry.id)).toEqual(["w", "a"]);
    rememberTable(table("a", 2000, { status: "over" }));
    expect(myTables()[0]).toMatchObject({ id: "a", status: "over", lastSeen: 2000 });
    forgetMyTable("a");
    expect(myTables().map((entry) => entry.id)).toEqual(["w"]);
    expect(savedSeatKey("a")).toBeNull();
  });

  test("nothing new is written more than once a minute", () => {
    rememberTable(table("a", 1000));
    rememberTable(table("a", 30_000));
    expect(myTables()[0].lastSeen).toBe(1000);
    rememberTable(table("a", 61_000));
    expect(myTables()[0].lastSeen).toBe(61_000);
    rememberTable(table("a", 62_000, { names: ["Ana", "Bob", "Cy", "Eve"] }));
    expect(myTables()[0]).toMatchObject({ lastSeen: 62_000, names: ["Ana", "Bob", "Cy", "Eve"] });
  });
});

describe("a seat a bot plays until its player comes back", () => {
  const listing = (phase: string, seats: { name: string; bot: boolean }[]): TableSummary => ({
    id: "a",
    game: GAME,
    host: "Bob",
    phase,
    seats: seats.map((s) => ({ ...s, turn: false, deadline: 0 })),
    free: 0,
    spectators: 0,
    pace: "live",
    clock: 0,
    asleep: false,
  });
  const others = [
    { name: "Bob", bot: false },
    { name: "Cy", bot: false },
    { name: "Dee", bot: false },
  ];
  const standingIn = listing("playing", [{ name: "Ana", bot: true }, ...others]);

  test("leaving during the game is noted on the table's entry until the table page sees it again", () => {
    rememberTable(table("a", 1));
    rememberTable(table("w", 2, { seat: -1, spectator: true }));
    noteLeftMidGame("a");
    noteLeftMidGame("w");
    noteLeftMidGame("unknown");
    expect(myTables().map((entry) => [entry.id, entry.left])).toEqual([
      ["w", undefined],
      ["a", true],
    ]);
    expect(parseMyTables(JSON.stringify([{ ...table("b", 1), left: "yes" }]))[0]).not.toHaveProperty("left");
    rememberTable(table("a", 3));
    expect(myTables()[0]).not.toHaveProperty("left");
  });

  test("said from what was left until the listing answers, then from the listing", () => {
    const left = table("a", 1, { left: true });
    const seen = table("a", 1);
    expect(botPlaysMySeat(left, null, true)).toBe(true);
    expect(botPlaysMySeat(seen, null, true)).toBe(false);
    // A bot stands in under her name: whether she left or her time ran out.
    expect(botPlaysMySeat(left, standingIn, true)).toBe(true);
    expect(botPlaysMySeat(seen, standingIn, true)).toBe(true);
    // Just after she left the listing may still show her: not a contradiction.
    const stillHer = listing("playing", [{ name: "Ana", bot: false }, ...others]);
    expect(botPlaysMySeat(left, stillHer, true)).toBe(true);
    expect(botPlaysMySeat(seen, stillHer, true)).toBe(false);
  });

  test("never once the game ended, someone else took the seat, the key is gone, or for a spectator", () => {
    const left = table("a", 1, { left: true });
    expect(botPlaysMySeat(left, listing("over", [{ name: "Ana", bot: true }, ...others]), true)).toBe(false);
    expect(botPlaysMySeat(left, listing("playing", [{ name: "Eve", bot: false }, ...others]), true)).toBe(false);
    expect(botPlaysMySeat(left, listing("playing", [{ name: "Bot 1", bot: true }, ...others]), true)).toBe(false);
    expect(botPlaysMySeat(left, standingIn, false)).toBe(false);
    expect(botPlaysMySeat(table("a", 1, { left: true, status: "over" }), standingIn, true)).toBe(false);
    expect(botPlaysMySeat(table("a", 1, { seat: -1, spectator: true }), standingIn, true)).toBe(false);
  });
});
