import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { request } from "node:http";
import { connect as tcp, type Socket } from "node:net";
import { defaultLimits, type TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { connect, matchmake, roomData } from "../support/raw-client.ts";
import { heldByFile, keepSeatKey, sdk, seatKeyOf, settle, startServer, waitForState } from "../support/server-harness.ts";
import { waitUntil } from "../support/server-process.ts";

/**
 * Budgets that hold against one stranger (issue 27): what one client address can make the
 * server hold, tried through the protocol as an outside program sends it. Each source
 * address of 127.0.0.0/8 is a different client address. The real limits, but for
 * connections per address, lowered so that a test reaches it quickly.
 */

const CONNECTIONS = 40;
/** The lobby's first game: the tables here are its. */
const GAME = aGame().facts.id;

let server: TableServer;
const { sockets, keep } = heldByFile();

beforeAll(async () => {
  server = await startServer({ seed: () => "budgets-seed", limits: { ...defaultLimits, connectionsPerAddress: CONNECTIONS } });
});
afterAll(async () => {
  await server.close();
});

/** A table made over raw HTTP from `from`, its maker connected; its id. */
async function made(game: string, options: object, from: string): Promise<string> {
  const answer = await matchmake(server.url, "create", game, options, from);
  expect(answer.status).toBe(200);
  sockets.push(await connect(server.url, answer.body, { from }));
  return answer.body.roomId;
}

describe("every way to make a table counts against one budget", () => {
  test("joinOrCreate with private: true makes a table each time: a burst of 8, then too-many-new-tables, create included", async () => {
    const from = "127.0.9.1";
    const answers = [];
    for (let i = 0; i < defaultLimits.tablesBurst + 4; i++) {
      const answer = await matchmake(server.url, "joinOrCreate", GAME, { name: "Maker", private: true }, from);
      answers.push(answer);
      // The maker sits at each new table: unconnected reservations have a budget of their own.
      if (answer.status === 200) sockets.push(await connect(server.url, answer.body, { from }));
    }
    const burst = answers.slice(0, defaultLimits.tablesBurst);
    expect(burst.map((a) => a.status)).toEqual(Array(defaultLimits.tablesBurst).fill(200));
    expect(new Set(burst.map((a) => a.body.roomId)).size).toBe(defaultLimits.tablesBurst);
    for (const refused of answers.slice(defaultLimits.tablesBurst)) {
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^too-many-new-tables: /);
    }
    const create = await matchmake(server.url, "create", aGame({ opens: 2 }).facts.id, { name: "Maker" }, from);
    expect(create.body.error).toMatch(/^too-many-new-tables: /);

    // A joinOrCreate that finds an open table makes none and costs nothing of that budget.
    const table = await made(GAME, { name: "Opener" }, "127.0.9.2");
    const joined = await matchmake(server.url, "joinOrCreate", GAME, { name: "Joiner" }, from);
    expect(joined.status).toBe(200);
    expect(joined.body.roomId).toBe(table);
  });
});

describe("reservations never lock a table", () => {
  test("strangers holding every reservation their addresses allow: a friend gets in, a seated player with a key too; a wrong key costs its address", async () => {
    const host = keep(await sdk(server).create(GAME, { name: "Host" }));
    const pat = keep(keepSeatKey(await sdk(server).joinById(host.roomId, { name: "Pat" })));
    await waitUntil(async () => seatKeyOf(pat) !== undefined, "Pat's seat key");
    const key = seatKeyOf(pat)!;
    const patSeat = [...(host.state as any).seats].findIndex((seat: any) => seat.name === "Pat");

    // Twelve addresses hold all they may: more reservations than the table has places.
    const squat = (from: string) => matchmake(server.url, "joinById", host.roomId, { name: "Squatter" }, from);
    const squats = await Promise.all(Array.from({ length: 12 }, (_, a) => Array.from({ length: defaultLimits.reservationsPerAddress }, () => squat(`127.0.4.${a + 1}`))).flat());
    expect(squats.map((a) => a.status)).toEqual(squats.map(() => 200));
    expect((await squat("127.0.4.1")).body.error).toMatch(/^too-many-joins: /);

    // A friend comes in; the table counts its members, not the strangers' reservations.
    keep(await sdk(server).joinById(host.roomId, { name: "Friend" }));
    await waitForState(host, (s: any) => [...s.members.values()].some((m: any) => m.name === "Friend"), "the friend");

    // Pat comes back with the key, even from an address whose budget strangers spent.
    const back = await matchmake(server.url, "joinById", host.roomId, { name: "Pat", seatKey: key }, "127.0.4.1");
    expect(back.status).toBe(200);
    sockets.push(await connect(server.url, back.body, { from: "127.0.4.1" }));
    await waitForState(host, (s: any) => s.seats[patSeat].occupant === back.body.sessionId, "Pat back in the seat");

    // A wrong key is refused when the seat is reserved, and holds a place of its address's budget.
    const wrong = { name: "Mallory", seatKey: "A".repeat(43) };
    for (let i = 0; i < defaultLimits.reservationsPerAddress; i++) {
      const answer = await matchmake(server.url, "joinById", host.roomId, wrong, "127.0.4.20");
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^bad-seat-key: /);
    }
    expect((await matchmake(server.url, "joinById", host.roomId, wrong, "127.0.4.20")).body.error).toMatch(/^too-many-joins: /);
    expect((await squat("127.0.4.20")).body.error).toMatch(/^too-many-joins: /);
    // An address whose budget is spent finds no way around it with a wrong key.
    expect((await matchmake(server.url, "joinById", host.roomId, wrong, "127.0.4.2")).body.error).toMatch(/^too-many-joins: /);
  }, 30_000);
});

describe("names", () => {
  test("names that look alike are one name at a table; bidi controls and tag characters are refused", async () => {
    const host = keep(await sdk(server).create(GAME, { name: "Alice", private: true }));
    // A Cyrillic е, a capital I for the l, a Cyrillic А.
    for (const name of ["Alic\u0435", "AIice", "\u0410lice"]) {
      await expect(sdk(server).joinById(host.roomId, { name, spectate: true })).rejects.toThrow(/^bad-name: /);
    }
    for (const name of ["Bob\u200F", "\u061CBob", "\u200EZed", "Eve\u{E0041}\u{E0042}"]) {
      const answer = await matchmake(server.url, "joinById", host.roomId, { name, spectate: true }, "127.0.10.1");
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^bad-name: /);
    }
    // A subdivision flag is an emoji made of tag characters; Alicia is another name.
    const fine = ["Cymru \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}", "Alicia"];
    for (const name of fine) keep(await sdk(server).joinById(host.roomId, { name, spectate: true }));
    const state: any = await waitForState(host, (s: any) => s.members.size === 3, "two spectators");
    expect([...state.members.values()].map((m: any) => m.name).sort()).toEqual(["Alice", ...fine].sort());
  });
});

describe("the lobby", () => {
  test("a changed filter is answered with what changed, at most once per second; the same filter with nothing", async () => {
    // Tables of two games, the one of four seats and the one of two.
    const [one, other] = [aGame({ opens: 4 }).facts.id, aGame({ opens: 2 }).facts.id];
    const ones: string[] = [];
    const others: string[] = [];
    for (let i = 0; i < 4; i++) {
      for (const [game, ids] of [[one, ones], [other, others]] as const) {
        ids.push(await made(game, { name: "Host" }, `127.0.6.${ids.length + (game === one ? 1 : 11)}`));
      }
    }
    const seat = await matchmake(server.url, "joinOrCreate", "lobby", {}, "127.0.7.1");
    const lobby = await connect(server.url, seat.body, { from: "127.0.7.1" });
    sockets.push(lobby);
    // The client's list, kept from what the lobby sends.
    const list = new Map<string, unknown>();
    const kinds: string[] = [];
    let read = 0;
    const catchUp = (): void => {
      for (; read < lobby.frames.length; read++) {
        const data = roomData(lobby.frames[read]);
        if (data === undefined) continue;
        kinds.push(String(data.type));
        if (data.type === "rooms") {
          list.clear();
          for (const room of data.payload as { roomId: string }[]) list.set(room.roomId, room);
        } else if (data.type === "+") {
          const [roomId, room] = data.payload as [string, unknown];
          list.set(roomId, room);
        } else if (data.type === "-") list.delete(data.payload as string);
      }
    };
    const shows = (ids: string[], not: string[]) => async () => {
      catchUp();
      return ids.every((id) => list.has(id)) && not.every((id) => !list.has(id));
    };
    await waitUntil(shows([...ones, ...others], []), "the whole list");
    const answered = kinds.length;
    const listed = [...list.values()] as { name: string }[];

    // 18 filters in a burst, within the message rate; the last asks for the other game.
    for (let i = 0; i < 18; i++) lobby.message("filter", { name: i % 2 === 0 ? one : other });
    await waitUntil(shows(others, ones), "the other game's tables alone");
    await settle(defaultLimits.lobbyFilterMs + 300);
    catchUp();
    const answers = kinds.slice(answered);
    // Two answers, each what changed: the first (the one game) took every other table away,
    // the last (the other game) took the one game's tables away and brought the other's back.
    expect(answers).not.toContain("rooms");
    expect(answers.filter((kind) => kind === "-").length).toBe(listed.length);
    expect(answers.filter((kind) => kind === "+").length).toBe(listed.filter((room) => room.name === other).length);

    // The same filter again changes nothing, and nothing is sent.
    const before = lobby.frames.length;
    for (let i = 0; i < 5; i++) lobby.message("filter", { name: other });
    await settle(defaultLimits.lobbyFilterMs + 300);
    expect(lobby.frames.slice(before).map((frame) => roomData(frame)?.type).filter((type) => type !== undefined)).toEqual([]);
    expect(await shows(others, ones)()).toBe(true);
  }, 30_000);
});

describe("connections per address", () => {
  interface Held {
    socket: Socket;
    closed: boolean;
  }
  const port = (): number => Number(new URL(server.url).port);

  function hold(from: string): Promise<Held> {
    return new Promise((resolve, reject) => {
      const socket = tcp({ host: "127.0.0.1", port: port(), localAddress: from });
      const held: Held = { socket, closed: false };
      socket.on("close", () => (held.closed = true));
      socket.on("error", () => undefined);
      socket.once("connect", () => resolve(held));
      socket.once("error", reject);
    });
  }

  /** GET /healthz from `from`, on a fresh connection. */
  function health(from: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = request(`${server.url}/healthz`, { localAddress: from, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
  }

  test("silent connections past the cap are closed at once; those held, other addresses and later ones are served", async () => {
    const from = "127.0.11.1";
    const held: Held[] = [];
    for (let i = 0; i < CONNECTIONS + 10; i++) held.push(await hold(from));
    await waitUntil(async () => held.filter((h) => h.closed).length === 10, "the connections past the cap closed");
    expect(held.slice(0, CONNECTIONS).every((h) => !h.closed)).toBe(true);

    // A held connection is still a working one.
    const first = held[0].socket;
    const reply = new Promise<string>((resolve) => first.once("data", (chunk) => resolve(chunk.toString())));
    first.write("GET /healthz HTTP/1.1\r\nHost: tablee\r\n\r\n");
    expect(await reply).toMatch(/^HTTP\/1\.1 200/);
    expect(await health("127.0.11.2")).toBe(200);

    // Closed connections give their places back.
    for (const h of held) h.socket.destroy();
    await waitUntil(async () => (await health(from)) === 200, "a new connection from the same address");
  }, 30_000);
});
