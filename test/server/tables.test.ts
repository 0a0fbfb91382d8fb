import { afterAll, afterEach, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { TableListing, TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { fullTable, leaveAll, nextMessage, quiet, roundTrip, sdk, settle, startServer, waitForState } from "../support/server-harness.ts";
import { legalAt, playOut } from "../support/table-play.ts";

/** The tables here: a game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts;
const GAME = FOUR.id;

let server: TableServer;
let open: Room[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await leaveAll(open);
  open = [];
});
afterAll(async () => {
  await server.close();
});

function keep<R extends Room>(room: R): R {
  open.push(room);
  return quiet(room);
}

interface LobbyView {
  rooms: Map<string, { metadata: TableListing }>;
  room: Room;
}

/** A lobby client keeping the live list of public tables. */
async function lobby(): Promise<LobbyView> {
  const room = keep(await sdk(server).joinOrCreate("lobby"));
  const rooms = new Map<string, { metadata: TableListing }>();
  room.onMessage("rooms", (list: any[]) => {
    rooms.clear();
    for (const r of list) rooms.set(r.roomId, r);
  });
  room.onMessage("+", ([id, r]: [string, any]) => rooms.set(id, r));
  room.onMessage("-", (id: string) => rooms.delete(id));
  await roundTrip(room);
  return { rooms, room };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("public and private tables", () => {
  test("a public table is listed live: game, seats taken and free, spectators, started", async () => {
    const view = await lobby();
    const host = keep(await sdk(server).create(GAME, { name: "Ana" }));
    await until(() => view.rooms.get(host.roomId)?.metadata.taken === 1, "the table in the lobby");
    expect(view.rooms.get(host.roomId)!.metadata).toMatchObject({ game: GAME, seats: 4, taken: 1, free: 3, spectators: 0, started: false, host: "Ana" });

    keep(await sdk(server).joinById(host.roomId, { name: "Bo" }));
    keep(await sdk(server).joinById(host.roomId, { name: "Eve", spectate: true }));
    await until(() => view.rooms.get(host.roomId)!.metadata.spectators === 1 && view.rooms.get(host.roomId)!.metadata.taken === 2, "the update");
    expect(view.rooms.get(host.roomId)!.metadata).toMatchObject({ taken: 2, free: 2, spectators: 1, started: false });

    await leaveAll(open.filter((r) => r.roomId === host.roomId));
    await until(() => !view.rooms.has(host.roomId), "the empty table to leave the lobby");
  });

  test("a private table is never listed nor matched, and is reached by its id", async () => {
    const view = await lobby();
    const host = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    // 96 random bits, base64url: not guessable.
    expect(host.roomId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const other = keep(await sdk(server).joinOrCreate(GAME, { name: "Bo" }));
    expect(other.roomId).not.toBe(host.roomId);
    await until(() => view.rooms.has(other.roomId), "the public table");
    expect(view.rooms.has(host.roomId)).toBe(false);

    const friend = keep(await sdk(server).joinById(host.roomId, { name: "Cy" }));
    const watcher = keep(await sdk(server).joinById(host.roomId, { name: "Dee", spectate: true }));
    const state: any = await waitForState(host, (s: any) => s.members.size === 3, "three members");
    expect(state.members.get(friend.sessionId).seat).toBe(1);
    expect(state.members.get(watcher.sessionId)).toMatchObject({ seat: -1, spectator: true });
    await settle();
    expect(view.rooms.has(host.roomId)).toBe(false);
  });

  test("joinOrCreate fills a public table that has a free seat and has not started", async () => {
    const first = keep(await sdk(server).joinOrCreate(GAME, { name: "Ana" }));
    await settle(50);
    const second = keep(await sdk(server).joinOrCreate(GAME, { name: "Bo" }));
    expect(second.roomId).toBe(first.roomId);
  });

  test("table ids differ and carry at least 60 random bits", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add(keep(await sdk(server).create(GAME, { name: `T${i}`, private: true })).roomId);
    expect(ids.size).toBe(5);
    for (const id of ids) expect(Buffer.from(id, "base64url").length * 8).toBeGreaterThanOrEqual(60);
  });

  test("a fifth player is refused (table full) but may join as a spectator, and sit once a seat is free", async () => {
    const rooms = (await fullTable(server, GAME, 4)).map(keep);
    await expect(sdk(server).joinById(rooms[0].roomId, { name: "Late" })).rejects.toThrow(/table full/);
    const watcher = keep(await sdk(server).joinById(rooms[0].roomId, { name: "Late", spectate: true }));
    rooms[0].send("stand", {});
    await waitForState(rooms[1], (s: any) => s.seats[0].occupant === "", "seat 0 free");
    watcher.send("sit", { seat: 0 });
    const state: any = await waitForState(rooms[1], (s: any) => s.seats[0].occupant === watcher.sessionId, "the spectator in seat 0");
    expect(state.members.get(watcher.sessionId)).toMatchObject({ seat: 0, spectator: false, name: "Late" });
  });
});

describe("spectators and options", () => {
  test("at most 50 spectators per table", async () => {
    const host = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    for (let i = 0; i < 50; i++) keep(await sdk(server).joinById(host.roomId, { name: `Fan ${i}`, spectate: true }));
    await expect(sdk(server).joinById(host.roomId, { name: "Fan 51", spectate: true })).rejects.toThrow(/too many spectators/);
    // Players still get in.
    keep(await sdk(server).joinById(host.roomId, { name: "Bo" }));
    const state: any = await waitForState(host, (s: any) => s.members.size === 52, "everyone in");
    expect(state.seats[1].name).toBe("Bo");
  });

  test("a seat count outside the game's range, or an unknown game option, is refused at creation", async () => {
    await expect(sdk(server).create(GAME, { name: "Ana", options: { seats: FOUR.maxPlayers + 1 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(server).create(GAME, { name: "Ana", options: { turbo: true } })).rejects.toThrow(/bad-options/);
    const ok = keep(await sdk(server).create(GAME, { name: "Ana", options: { seats: 4 }, private: true }));
    expect((await waitForState(ok, (s: any) => s.seatCount === 4)).seats.length).toBe(4);
  });
});

describe("names", () => {
  test("names are trimmed; empty, over 24 characters, control characters and markup are refused", async () => {
    const ok = keep(await sdk(server).create(GAME, { name: "  Zoé 🐕  ", private: true }));
    const state: any = await waitForState(ok, (s: any) => s.members.size === 1);
    expect(state.members.get(ok.sessionId).name).toBe("Zoé 🐕");
    expect(state.seats[0].name).toBe("Zoé 🐕");
    for (const name of ["", "   ", "x".repeat(25), "a\nb", "bell\u0007", "<b>bold</b>", 42]) {
      await expect(sdk(server).joinById(ok.roomId, { name })).rejects.toThrow(/bad-name/);
      await expect(sdk(server).create(GAME, { name })).rejects.toThrow(/bad-name/);
    }
    expect([...(ok.state as any).members.values()].map((m: any) => m.name)).toEqual(["Zoé 🐕"]);
    keep(await sdk(server).joinById(ok.roomId, { name: "x".repeat(24) }));
  });
});

describe("seats, host and start", () => {
  test("sit and stand before the start; a taken seat is refused", async () => {
    const a = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    const b = keep(await sdk(server).joinById(a.roomId, { name: "Bo" }));
    await waitForState(a, (s: any) => s.seats[1].occupant === b.sessionId);
    b.send("sit", { seat: 3 });
    await waitForState(a, (s: any) => s.seats[3].occupant === b.sessionId && s.seats[1].occupant === "", "Bo on seat 3");
    b.send("sit", { seat: 0 });
    expect(await nextMessage(b, "error")).toMatchObject({ code: "seat-taken" });
    b.send("sit", { seat: 4 });
    expect(await nextMessage(b, "error")).toMatchObject({ code: "bad-seat" });
    b.send("stand", {});
    const state: any = await waitForState(a, (s: any) => s.members.get(b.sessionId).seat === -1, "Bo standing");
    expect(state.seats.map((s: any) => s.occupant)).toEqual([a.sessionId, "", "", ""]);
  });

  test("only the host starts, and only when every seat is taken", async () => {
    const a = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    const b = keep(await sdk(server).joinById(a.roomId, { name: "Bo" }));
    a.send("start", {});
    expect(await nextMessage(a, "error")).toMatchObject({ code: "seats-not-full" });
    const c = keep(await sdk(server).joinById(a.roomId, { name: "Cy" }));
    keep(await sdk(server).joinById(a.roomId, { name: "Di" }));
    await waitForState(a, (s: any) => s.seats.every((seat: any) => seat.occupant !== ""));
    b.send("start", {});
    expect(await nextMessage(b, "error")).toMatchObject({ code: "not-host" });
    expect((a.state as any).phase).toBe("waiting");
    a.send("start", {});
    await waitForState(c, (s: any) => s.phase === "playing" && s.board !== undefined, "the game running");
    a.send("start", {});
    expect(await nextMessage(a, "error")).toMatchObject({ code: "already-started" });
    b.send("stand", {});
    expect(await nextMessage(b, "error")).toMatchObject({ code: "already-started" });
  });

  test("the host is passed on when the host leaves", async () => {
    const a = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    const watcher = keep(await sdk(server).joinById(a.roomId, { name: "Eve", spectate: true }));
    const b = keep(await sdk(server).joinById(a.roomId, { name: "Bo" }));
    await waitForState(b, (s: any) => s.host === a.sessionId && s.members.size === 3);
    const notice = nextMessage(b, "notice");
    await a.leave();
    // A seated player comes before a spectator.
    const state: any = await waitForState(b, (s: any) => s.host === b.sessionId, "Bo hosting");
    expect(state.members.has(a.sessionId)).toBe(false);
    expect(await notice).toMatchObject({ code: "seat-released", seat: 0, name: "Ana" });
    expect((watcher.state as any).host).toBe(b.sessionId);
  });
});

describe("patches", () => {
  test("a patch follows each change at once, and an idle table sends nothing", async () => {
    const a = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    await waitForState(a, (s: any) => s.members.size === 1);
    let patches = 0;
    a.onStateChange(() => patches++);
    await settle(300);
    expect(patches).toBe(0);
    a.send("chat", { text: "hi" });
    await waitForState(a, (s: any) => s.chat.length === 1, "the line");
    expect(patches).toBe(1);
    await settle(300);
    expect(patches).toBe(1);
  });
});

describe("chat", () => {
  test("everyone chats, spectators too; lines are trimmed, limited in length and in rate", async () => {
    const a = keep(await sdk(server).create(GAME, { name: "Ana", private: true }));
    const eve = keep(await sdk(server).joinById(a.roomId, { name: "Eve", spectate: true }));
    a.send("chat", { text: "  hello  " });
    await waitForState(a, (s: any) => s.chat.length === 1, "one line");
    eve.send("chat", { text: "<b>hi</b>" });
    const state: any = await waitForState(a, (s: any) => s.chat.length === 2, "two lines");
    expect(state.chat.map((l: any) => [l.name, l.text, l.seat, l.spectator])).toEqual([
      ["Ana", "hello", 0, false],
      ["Eve", "<b>hi</b>", -1, true],
    ]);
    a.send("chat", { text: "x".repeat(201) });
    expect(await nextMessage(a, "error")).toMatchObject({ code: "bad-message" });
    a.send("chat", { text: "   " });
    expect(await nextMessage(a, "error")).toMatchObject({ code: "bad-message" });
    for (let i = 0; i < 4; i++) a.send("chat", { text: `line ${i}` });
    a.send("chat", { text: "one too many" });
    expect(await nextMessage(a, "error")).toMatchObject({ code: "chat-too-fast" });
    await roundTrip(eve);
    expect((eve.state as any).chat.map((l: any) => l.text)).not.toContain("one too many");
    expect((eve.state as any).chat.length).toBe(6);
  });
});

describe("rematch", () => {
  // Rematch is the table's, whatever the game: one four may play with no hands to play out
  // gets to its end in a few dozen actions.
  test("after game over the host brings the table back to waiting with the same seats", async () => {
    const rooms = (await fullTable(server, aGame({ plays: 4, secrets: false }).facts.id, 4, { options: { seats: 4 } })).map(keep);
    rooms[0].send("rematch", {});
    expect(await nextMessage(rooms[0], "error")).toMatchObject({ code: "not-over" });
    rooms[0].send("start", {});
    await Promise.all(rooms.map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    await playOut(rooms, [], "rematch");
    const over: any = await waitForState(rooms[1], (s: any) => s.phase === "over", "game over");
    expect(over.winners.length).toBeGreaterThan(0);
    rooms[1].send("rematch", {});
    expect(await nextMessage(rooms[1], "error")).toMatchObject({ code: "not-host" });
    rooms[0].send("rematch", {});
    const again: any = await waitForState(rooms[2], (s: any) => s.phase === "waiting", "waiting again");
    expect(again.board).toBeUndefined();
    expect(again.winners.length).toBe(0);
    expect(again.seats.map((s: any) => s.occupant)).toEqual(rooms.map((r) => r.sessionId));
    expect(legalAt(rooms[2], 2)).toEqual([]);
    rooms[0].send("start", {});
    const next: any = await waitForState(rooms[2], (s: any) => s.phase === "playing" && s.board !== undefined, "a new game");
    expect(next.moves).toBe(0);
    expect(next.winners.length).toBe(0);
  }, 60_000);
});
