import { afterAll, afterEach, describe, expect, test } from "@jest/globals";
import { rm } from "node:fs/promises";
import type { Room } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { freshDataDir, keepSeatKey, leaveAll, nextMessage, quiet, roundTrip, sdk, seatKeyOf, settle, startServer, waitForState } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;

/**
 * Turn-based tables: a pace chosen at creation or by the host before the start, seats kept
 * for players who come and go, a clock in hours played by the take-over bot, and tables that
 * sleep in the store while nobody is there and wake on their link or their deadline. A clock
 * second lasts 1 ms here, so "one hour" is 3.6 s; a table sleeps after 0.3 s alone.
 */
const HOUR = 3600;
const SECOND_MS = 1;
const SLEEP_SECONDS = 0.3;
const opened: Room[] = [];
const dirs: string[] = [];
let server: TableServer | undefined;

async function serve(dataDir?: string): Promise<TableServer> {
  const dir = dataDir ?? (await freshDataDir());
  if (dataDir === undefined) dirs.push(dir);
  server = await startServer({ dataDir: dir, clockSecondMs: SECOND_MS, sleepSeconds: SLEEP_SECONDS });
  return server;
}

afterEach(async () => {
  await leaveAll(opened.splice(0));
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function summary(id: string): Promise<any> {
  const answer = await fetch(`${server!.url}/api/tables/${id}`);
  return { status: answer.status, ...(await answer.json()) };
}

/** Ana and Bo at a two-seat table of `pace`, Ana hosting. */
async function twoSeats(options: object): Promise<[Room, Room]> {
  const ana = keepSeatKey(quiet(await sdk(server!).create(TWO, { name: "Ana", ...options })));
  const bo = keepSeatKey(quiet(await sdk(server!).joinById(ana.roomId, { name: "Bo" })));
  opened.push(ana, bo);
  await roundTrip(bo);
  return [ana, bo];
}

const asleepInStore = async (id: string): Promise<boolean> => (await server!.store.tableRow(id))?.asleep === true;

describe("the pace", () => {
  test("a table is created live or turn-based with a clock its pace offers; anything else is refused", async () => {
    await serve();
    const turns = quiet(await sdk(server!).create(TWO, { name: "Ana", pace: "turns", clock: 12 * HOUR, awayAfter: 2 }));
    opened.push(turns);
    const state = await waitForState(turns, (s: any) => s.seats.length === 2);
    expect({ pace: state.pace, clock: state.clock, awayAfter: state.awayAfter }).toEqual({ pace: "turns", clock: 12 * HOUR, awayAfter: 2 });
    await expect(sdk(server!).create(TWO, { name: "Bo", pace: "live", clock: HOUR })).rejects.toThrow(/bad-options: a live table has no clock of 3600 seconds/);
    await expect(sdk(server!).create(TWO, { name: "Bo", pace: "turns", clock: 60 })).rejects.toThrow(/bad-options: a turn-based table has no clock of 60 seconds/);
    await expect(sdk(server!).create(TWO, { name: "Bo", pace: "someday" })).rejects.toThrow(/bad-options/);
    await expect(sdk(server!).create(TWO, { name: "Bo", awayAfter: 4 })).rejects.toThrow(/bad-options/);
  });

  test("the host changes the pace in the waiting room; a guest, a bad clock and a started game are refused and change nothing", async () => {
    await serve();
    const [ana, bo] = await twoSeats({});
    bo.send("set-pace", { pace: "turns", clock: HOUR });
    expect((await nextMessage(bo, "error")).code).toBe("not-host");
    ana.send("set-pace", { pace: "turns", clock: 300 });
    expect(await nextMessage(ana, "error")).toMatchObject({ code: "bad-clock" });
    ana.send("set-pace", { pace: "turns", clock: 3 * 24 * HOUR, awayAfter: 1 });
    const turns = await waitForState(bo, (s: any) => s.pace === "turns");
    expect({ clock: turns.clock, awayAfter: turns.awayAfter }).toEqual({ clock: 3 * 24 * HOUR, awayAfter: 1 });
    expect(await server!.store.tableRow(ana.roomId)).toMatchObject({ pace: "turns", clock: 3 * 24 * HOUR, awayAfter: 1 });
    ana.send("start", {});
    await waitForState(ana, (s: any) => s.phase === "playing");
    ana.send("set-pace", { pace: "live", clock: 0 });
    expect(await nextMessage(ana, "error")).toMatchObject({ code: "already-started" });
    expect((await server!.store.tableRow(ana.roomId))?.pace).toBe("turns");
  });
});

describe("a turn-based table", () => {
  test("keeps a player's seat while they are away, starts without them, and shows whose turn it is on its link", async () => {
    await serve();
    const [ana, bo] = await twoSeats({ pace: "turns", clock: 0 });
    const key = seatKeyOf(bo)!;
    await bo.leave(true);
    // Bo's seat is still Bo's: nobody else may take it, and the start needs no one else.
    const seen = await waitForState(ana, (s: any) => s.seats[1].occupant === "" && s.seats[1].name === "Bo", "Bo away, seat kept");
    expect(seen.seats[1].name).toBe("Bo");
    await expect(sdk(server!).joinById(ana.roomId, { name: "Cy" })).rejects.toThrow(/table full/);
    ana.send("start", {});
    const started = await waitForState(ana, (s: any) => s.phase === "playing" && s.board !== undefined, "the start without Bo");
    const turn = started.board.active as number[];
    const shown = await summary(ana.roomId);
    expect(shown).toMatchObject({ pace: "turns", phase: "playing", asleep: false });
    expect(shown.seats.map((s: any) => s.turn)).toEqual([0, 1].map((seat) => turn.includes(seat)));
    // Bo comes back days later with the key.
    const back = quiet(await sdk(server!).joinById(ana.roomId, { name: "Bo", seatKey: key }));
    opened.push(back);
    await waitForState(ana, (s: any) => s.seats[1].occupant === back.sessionId, "Bo back in his seat");
  });

  test("sleeps when nobody is there, wakes on its link under the same id with the game as it was", async () => {
    await serve();
    const [ana, bo] = await twoSeats({ pace: "turns", clock: 0 });
    ana.send("start", {});
    await waitForState(ana, (s: any) => s.phase === "playing" && s.board !== undefined);
    const keys = [seatKeyOf(ana)!, seatKeyOf(bo)!];
    const id = ana.roomId;
    await ana.leave(true);
    await bo.leave(true);
    await waitUntil(async () => (await asleepInStore(id)) && matchMaker.getLocalRoomById(id) === undefined, "the table asleep");
    const asleep = await summary(id);
    expect(asleep).toMatchObject({ status: 200, id, game: TWO, pace: "turns", phase: "playing", asleep: true });
    expect(asleep.seats.map((s: any) => s.name)).toEqual(["Ana", "Bo"]);
    expect(JSON.stringify(asleep)).not.toMatch(/keyHash|seed/);
    // Still open: a sleeping table is not closed.
    expect((await server!.store.tableRow(id))?.closedAt).toBeNull();

    const woken = quiet(await sdk(server!).joinById(id, { name: "Ana", seatKey: keys[0] }));
    opened.push(woken);
    const state = await waitForState(woken, (s: any) => s.phase === "playing" && s.board !== undefined, "the table awake");
    expect(woken.roomId).toBe(id);
    expect(state.seats[0].occupant).toBe(woken.sessionId);
    expect(state.seats[1].name).toBe("Bo");
    expect(await asleepInStore(id)).toBe(false);
    expect((await summary(id)).asleep).toBe(false);
  });

  test("a deadline wakes a sleeping table: the take-over bot plays the missed move, and the table sleeps again", async () => {
    await serve();
    const [ana, bo] = await twoSeats({ pace: "turns", clock: HOUR, takeover: "easy" });
    ana.send("start", {});
    const started = await waitForState(ana, (s: any) => s.phase === "playing" && s.board !== undefined);
    const id = ana.roomId;
    const first = started.board.active[0] as number;
    const deadline = started.seats[first].deadline as number;
    expect(deadline).toBeGreaterThan(Date.now());
    await ana.leave(true);
    await bo.leave(true);
    await waitUntil(async () => (await asleepInStore(id)) && matchMaker.getLocalRoomById(id) === undefined, "the table asleep");
    expect((await server!.store.tableRow(id)) as any).toMatchObject({ asleep: true });
    // The deadline (an hour of 1 ms seconds) passes while the table sleeps: it wakes, its clock plays, it sleeps again.
    await waitUntil(async () => ((await server!.store.loadTable(id))?.games[0].actions.length ?? 0) >= 1, "the clock's move", 15_000);
    const stored = await server!.store.loadTable(id);
    expect(stored!.games[0].actions[0]).toMatchObject({ seat: first });
    expect(stored!.games[0].actions[0].at).toBeGreaterThanOrEqual(deadline - 60);
    expect(stored!.seats[first].timeouts).toBe(1);
    await waitUntil(async () => asleepInStore(id), "asleep again");
  }, 30_000);

  test("after `awayAfter` missed moves in a row the bot keeps the seat until its player comes back", async () => {
    await serve();
    const [ana, bo] = await twoSeats({ pace: "turns", clock: HOUR, awayAfter: 1 });
    ana.send("start", {});
    const started = await waitForState(ana, (s: any) => s.phase === "playing" && s.board !== undefined);
    const first = started.board.active[0] as number;
    const [mine, theirs] = first === 0 ? [ana, bo] : [bo, ana];
    const away = nextMessage(theirs, "notice");
    // Nobody plays: the clock runs out once, and with awayAfter 1 the seat is a stand-in's.
    const standIn = await waitForState(theirs, (s: any) => s.seats[first].standIn === true, "a stand-in after one missed move", 15_000);
    expect(standIn.seats[first].bot).toBe("easy");
    expect(await away).toMatchObject({ code: "timeout", seat: first });
    mine.send("back", {});
    await waitForState(theirs, (s: any) => s.seats[first].standIn === false, "the player back");
  }, 30_000);

  test("a restart keeps a sleeping table asleep, and its link still wakes it", async () => {
    const dataDir = await freshDataDir();
    dirs.push(dataDir);
    await serve(dataDir);
    const [ana, bo] = await twoSeats({ pace: "turns", clock: 0 });
    const id = ana.roomId;
    const key = seatKeyOf(bo)!;
    await ana.leave(true);
    await bo.leave(true);
    await waitUntil(async () => asleepInStore(id), "the table asleep");
    await server!.close();
    await serve(dataDir);
    await settle(SLEEP_SECONDS * 1000);
    expect(matchMaker.getLocalRoomById(id)).toBeUndefined();
    expect((await summary(id)).asleep).toBe(true);
    const woken = quiet(await sdk(server!).joinById(id, { name: "Bo", seatKey: key }));
    opened.push(woken);
    await waitForState(woken, (s: any) => s.seats[1].occupant === woken.sessionId, "Bo back after the restart");
  });

  test("a public table waiting for players stays awake where the lobby finds it; a private one sleeps", async () => {
    await serve();
    const open = quiet(await sdk(server!).create(TWO, { name: "Ana", pace: "turns", clock: 0 }));
    const hidden = quiet(await sdk(server!).create(TWO, { name: "Cy", pace: "turns", clock: 0, private: true }));
    const [openId, hiddenId] = [open.roomId, hidden.roomId];
    await open.leave(true);
    await hidden.leave(true);
    await waitUntil(async () => (await asleepInStore(hiddenId)) && matchMaker.getLocalRoomById(hiddenId) === undefined, "the private table asleep");
    expect(matchMaker.getLocalRoomById(openId)).toBeDefined();
    expect(await asleepInStore(openId)).toBe(false);
    // A newcomer looking for a turn-based table of that game is sent to it, and takes the free seat.
    const bo = quiet(await sdk(server!).joinOrCreate(TWO, { name: "Bo", pace: "turns", clock: 0 }));
    opened.push(bo);
    expect(bo.roomId).toBe(openId);
    await waitForState(bo, (s: any) => s.seats[1].occupant === bo.sessionId && s.seats[0].name === "Ana", "Bo beside Ana's kept seat");
    // Full now: once Bo goes too, it sleeps like any other.
    await bo.leave(true);
    await waitUntil(async () => (await asleepInStore(openId)) && matchMaker.getLocalRoomById(openId) === undefined, "the full table asleep");
  });

  test("an unknown id still answers not found, and a live table never sleeps", async () => {
    await serve();
    await expect(sdk(server!).joinById("no-such-table", { name: "Ana" })).rejects.toThrow(/not found/);
    const [ana, bo] = await twoSeats({});
    const id = ana.roomId;
    await bo.leave(true);
    await settle(SLEEP_SECONDS * 3000);
    expect(matchMaker.getLocalRoomById(id)).toBeDefined();
    expect(await asleepInStore(id)).toBe(false);
  });
});
