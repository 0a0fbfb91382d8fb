import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { defaultLimits, type TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { connect, matchmake, type RawSocket } from "../support/raw-client.ts";
import { collectMessages, heldByFile, nextMessage, roundTrip, sdk, settle, startServer, waitForState } from "../support/server-harness.ts";
import { legalAt } from "../support/table-play.ts";
import { waitUntil } from "../support/server-process.ts";

/**
 * What a hostile stranger at a table tried (issue "Hardening"), through the protocol as an
 * outside program sends it, against a server with the real limits. Each source address of
 * 127.0.0.0/8 is a different client address for the per-address budgets. Memory, logs and
 * HTTP bodies are tried against a server process of its own: hardening-process.test.ts.
 */

let server: TableServer;
const { sockets, keep } = heldByFile();

beforeAll(async () => {
  // The real limits, but for new tables: the SDK's hosts here all come from 127.0.0.1 (the
  // creation budget is tried in hardening-process.test.ts).
  server = await startServer({ seed: () => "hardening-seed", limits: { ...defaultLimits, tablesBurst: 1_000 } });
});
afterAll(async () => {
  await server.close();
});

/** The lobby's first game: the tables here are its. */
const GAME = aGame().facts.id;

/** A table: a host seated, its id. */
async function aTable(hostName = "Host"): Promise<Room> {
  return keep(await sdk(server).create(GAME, { name: hostName, private: true }));
}

async function rawJoin(tableId: string, options: object, from: string, handshake = true): Promise<RawSocket> {
  const answer = await matchmake(server.url, "joinById", tableId, options, from);
  expect(answer.status).toBe(200);
  const socket = await connect(server.url, answer.body, { handshake, from });
  sockets.push(socket);
  return socket;
}

describe("1. text that enters the state is valid Unicode", () => {
  test("a name of lone surrogates is refused for a seat and for a spectator; the table never hears of it", async () => {
    const host = await aTable();
    await roundTrip(host);
    const before = JSON.stringify(host.state.toJSON());
    const lone = "\uD800".repeat(12);
    await expect(sdk(server).joinById(host.roomId, { name: lone })).rejects.toThrow(/bad-name/);
    await expect(sdk(server).joinById(host.roomId, { name: lone, spectate: true })).rejects.toThrow(/bad-name/);
    await expect(sdk(server).joinOrCreate(GAME, { name: `Al${"\uDC00"}` })).rejects.toThrow(/bad-name/);
    // The JSON escape reaches the server as a lone surrogate: refused at reservation time.
    const raw = await matchmake(server.url, "joinById", host.roomId, { name: "\uD800".repeat(12) }, "127.0.1.1");
    expect(raw.status).toBe(400);
    expect(raw.body.error).toMatch(/^bad-name: .*Unicode/);
    const nested = await matchmake(server.url, "create", GAME, { name: "Ok", options: { ["\uD800"]: 1 } }, "127.0.1.1");
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatch(/^bad-options/);
    await roundTrip(host);
    expect(JSON.stringify(host.state.toJSON())).toBe(before);
  });

  test("invisible names, another member's name and stacked accents are refused; real names pass", async () => {
    const host = await aTable("Ana");
    for (const name of ["\u200B\u200B", "\u3164", "\u2800\u2800", "\u115F", " \u0301 ", "ana", "ANA", "A\u200Bna", "Ａｎａ".replace("Ａ", "A"), "Ze\u0301\u0301\u0301\u0301"]) {
      await expect(sdk(server).joinById(host.roomId, { name })).rejects.toThrow(/bad-name/);
    }
    const fine = ["Nguye\u0302\u0303n", "Zoé 🐕", "👩‍👩‍👧"];
    for (const name of fine) keep(await sdk(server).joinById(host.roomId, { name, spectate: true }));
    const state: any = await waitForState(host, (s: any) => s.members.size === 4, "three spectators");
    expect([...state.members.values()].map((m: any) => m.name).sort()).toEqual(["Ana", ...fine].sort());
  });

  test("chat drops bidi overrides and cuts accent stacks; every peer and a late spectator read the same line", async () => {
    const host = await aTable("Chatter");
    const guest = keep(await sdk(server).joinById(host.roomId, { name: "Guest", spectate: true }));
    guest.send("chat", { text: "\u202Eevil\u202C \u2066x\u2069 Z\u0301\u0301\u0301\u0301\u0301!" });
    const line = "evil x Z\u0301\u0301\u0301!";
    await waitForState(host, (s: any) => s.chat.length === 1 && s.chat[0].text === line, "the cleaned line");
    const late = keep(await sdk(server).joinById(host.roomId, { name: "Late", spectate: true }));
    const seen: any = await waitForState(late, (s: any) => s.chat?.length === 1, "the line");
    expect(seen.chat[0].toJSON()).toEqual((host.state as any).chat[0].toJSON());
  });
});

describe("3. seat reservations", () => {
  test("join options are checked at reservation time: a bad name holds nothing", async () => {
    const host = await aTable();
    for (let i = 0; i < 10; i++) {
      const answer = await matchmake(server.url, "joinById", host.roomId, { name: "<b>" }, "127.0.3.1");
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^bad-name/);
    }
    // None of them counted against the address.
    const ok = await matchmake(server.url, "joinById", host.roomId, { name: "Real" }, "127.0.3.1");
    expect(ok.status).toBe(200);
  });

  test("unconnected reservations: a few per address, never a locked table, gone within seconds", async () => {
    const host = await aTable();
    const squat = async (from: string) => matchmake(server.url, "joinById", host.roomId, { name: "Squatter" }, from);
    const first = await Promise.all(Array.from({ length: 57 }, () => squat("127.0.3.2")));
    expect(first.filter((a) => a.status === 200).length).toBe(defaultLimits.reservationsPerAddress);
    const refused = first.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]));
    expect(refused[0].body.error).toMatch(/^too-many-joins: /);

    // The table is not locked: friends and spectators come in at once.
    const friend = keep(await sdk(server).joinById(host.roomId, { name: "Friend" }));
    const fan = keep(await sdk(server).joinById(host.roomId, { name: "Fan", spectate: true }));
    await waitForState(host, (s: any) => s.members.size === 3, "friend and fan");
    expect(friend.sessionId).not.toBe(fan.sessionId);

    // Other addresses have budgets of their own; the table has none to fill.
    const more = await Promise.all(["127.0.3.3", "127.0.3.4", "127.0.3.5"].flatMap((from) => Array.from({ length: 6 }, () => squat(from))));
    expect(more.every((a) => a.status === 200)).toBe(true);

    // They expire quickly: the same address may reserve again.
    await settle((defaultLimits.reservationSeconds + 1) * 1000);
    expect((await squat("127.0.3.2")).status).toBe(200);
    expect((await squat("127.0.3.6")).status).toBe(200);
    await roundTrip(host);
    expect((host.state as any).members.size).toBe(3);
  }, 30_000);
});

describe("4. a seat's private part follows its occupant", () => {
  test("after a rematch while a player is away, the player comes back to a hand and the legal actions", async () => {
    const host = keep(await sdk(server).create(aGame({ plays: 2 }).facts.id, { name: "Host", private: true, options: { seats: 2 } }));
    const guest = keep(await sdk(server).joinById(host.roomId, { name: "Guest" }));
    const rooms = [host, guest];
    await waitForState(host, (s: any) => s.seats.every((seat: any) => seat.connected), "both seated");
    host.send("start", {});
    // Both pass where they may (or take the first legal action): the game ends soon.
    while ((host.state as any).phase !== "over") {
      const state: any = await waitForState(host, (s: any) => s.phase === "over" || s.board?.active.length > 0, "a turn");
      if (state.phase === "over") break;
      const seat = state.board.active[0];
      await waitForState(rooms[seat], () => legalAt(rooms[seat], seat).length > 0, "legal actions");
      const legal = legalAt(rooms[seat], seat) as { type: string }[];
      const moves = state.moves;
      rooms[seat].send("action", legal.find((a) => a.type === "pass") ?? legal[0]);
      await waitForState(host, (s: any) => s.moves > moves || s.phase === "over", "the move");
    }
    const token = guest.reconnectionToken;
    await guest.leave(false);
    await waitForState(host, (s: any) => !s.seats[1].connected, "the guest away");
    host.send("rematch", {});
    await waitForState(host, (s: any) => s.phase === "waiting", "waiting again");

    const back = keep(await sdk(server).reconnect(token));
    const mine: any = await waitForState(back, (s: any) => s.privates?.get("1") !== undefined, "the seat's private part");
    expect([...mine.privates.keys()]).toEqual(["1"]);
    await waitForState(host, (s: any) => s.seats[1].connected, "the guest back");
    host.send("start", {});
    const state: any = await waitForState(host, (s: any) => s.phase === "playing" && s.board?.active.length > 0, "a new game");
    const seat = state.board.active[0];
    const player = seat === 0 ? host : back;
    await waitForState(player, () => legalAt(player, seat).length > 0, "the new game's legal actions");
    expect(legalAt(player, seat).length).toBeGreaterThan(0);
  });
});

describe("low: sockets that misbehave", () => {
  test("WebSocket pings count as frames: a ping flood is put out with 4002 and its seat released at once", async () => {
    const host = await aTable();
    const flooder = await rawJoin(host.roomId, { name: "Pinger" }, "127.0.6.1");
    await waitForState(host, (s: any) => s.seats[1].occupant !== "", "the pinger seated");
    // Heard from before the flood, waited for once the socket is shut (a busy machine may take
    // long to read 500 pings: the wait starts then).
    const heard = collectMessages(host);
    for (let i = 0; i < 500 && flooder.ws.readyState === flooder.ws.OPEN; i++) flooder.ws.ping();
    // 4002, or an abrupt close when the server shuts a socket whose flood is still arriving.
    expect([4002, 1006]).toContain((await flooder.closed).code);
    const notices = (): unknown[] => heard.filter((m) => m.type === "notice").map((m) => m.payload);
    await waitUntil(async () => notices().length > 0, "a notice");
    expect(notices()[0]).toMatchObject({ code: "seat-released", name: "Pinger" });
    expect((host.state as any).seats[1].occupant).toBe("");
  }, 45_000);

  test("Colyseus ping frames count too", async () => {
    const host = await aTable();
    const flooder = await rawJoin(host.roomId, { name: "Pinger2" }, "127.0.6.2");
    for (let i = 0; i < 500 && flooder.ws.readyState === flooder.ws.OPEN; i++) flooder.ws.send(Buffer.from([18]));
    expect([4002, 1006]).toContain((await flooder.closed).code);
    await waitForState(host, (s: any) => s.seats[1].occupant === "" && s.members.size === 1, "the seat free");
  });

  test("a socket that never completes the join handshake is closed and holds no seat", async () => {
    const host = await aTable();
    const silent = await rawJoin(host.roomId, { name: "Silent" }, "127.0.6.3", false);
    await waitForState(host, (s: any) => s.seats[1].occupant !== "", "the silent one seated");
    const closed = await silent.closed;
    expect(closed.code).toBe(4002);
    await waitForState(host, (s: any) => s.seats[1].occupant === "" && s.members.size === 1, "the seat free");
    // Nobody was kept waiting: a friend takes the seat.
    keep(await sdk(server).joinById(host.roomId, { name: "Friend" }));
    await waitForState(host, (s: any) => s.seats[1].name === "Friend", "the friend seated");
  }, 15_000);

  test("the lobby has the same limits: oversized and too frequent messages get errors, a flood is put out", async () => {
    const lobby = await matchmake(server.url, "joinOrCreate", "lobby", {}, "127.0.6.4");
    const socket = await connect(server.url, lobby.body, { from: "127.0.6.4" });
    sockets.push(socket);
    socket.message("filter", { name: "x".repeat(9_000) });
    await waitUntil(async () => socket.errors.some((e) => e.code === "too-large"), "too-large");
    for (let i = 0; i < 30; i++) socket.message("filter", { name: GAME });
    await waitUntil(async () => socket.errors.some((e) => e.code === "rate-limited"), "rate-limited");
    for (let i = 0; i < 200 && socket.ws.readyState === socket.ws.OPEN; i++) socket.message("filter", {});
    expect([4002, 1006]).toContain((await socket.closed).code);
  });
});
