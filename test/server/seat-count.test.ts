import { afterAll, describe, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { gameList } from "@tablee/shared";
import type { Child } from "../support/server-process.ts";
import { keepSeatKey, leaveAll, nextMessage, quiet, restartableServer, roundTrip, seatKeyOf, waitForState } from "../support/server-harness.ts";

/**
 * Starting a table with whoever is there (docs/protocol.md, "Seats before the start"): the
 * host sets the seat count within the game's range, starts short (the free seats close and
 * the seated move up, their keys with them) or fills the free seats with bots. A restart
 * keeps the table as it was left. One server process for the file, killed and started again
 * by the last test.
 */
/** A game of two to eight seats; one of a single seat count; one of four or more, up to eight. */
const WIDE = gameList.find(({ facts }) => facts.minPlayers <= 2 && facts.maxPlayers >= 8)!.facts;
const FIXED = gameList.find(({ facts }) => facts.minPlayers === facts.maxPlayers)!.facts;
const FOUR_UP = gameList.find(({ facts }) => facts.minPlayers === 4 && facts.maxPlayers >= 8)!.facts;

const file = restartableServer();
let child: Child;
const open: Room[] = [];
afterAll(async () => {
  await leaveAll(open);
});

async function serverUp(): Promise<void> {
  if (child === undefined || child.process.exitCode !== null || child.process.signalCode !== null) child = await file.start();
}

async function create(game: string, options: object = {}): Promise<Room> {
  await serverUp();
  const room = keepSeatKey(quiet(await new Client(file.url).create(game, { name: "Ana", private: true, ...options })));
  open.push(room);
  await roundTrip(room);
  return room;
}

async function join(host: Room, name: string, options: object = {}): Promise<Room> {
  const room = keepSeatKey(quiet(await new Client(file.url).joinById(host.roomId, { name, ...options })));
  open.push(room);
  await roundTrip(room);
  return room;
}

async function refusalOf(room: Room, type: string, message: unknown): Promise<string> {
  const error = nextMessage<{ code: string }>(room, "error");
  room.send(type, message);
  return (await error).code;
}

const names = (room: Room): string[] => (room.state as any).seats.map((seat: any) => seat.name);
const mySeat = (room: Room): number => (room.state as any).members.get(room.sessionId).seat;

async function summary(id: string): Promise<{ status: number; body: any; text: string }> {
  const response = await fetch(`${file.url}/api/tables/${id}`);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

describe("the seat count before the start", () => {
  test("a new table opens with the game's smallest sensible count; the host adds and removes seats, nobody else", async () => {
    const host = await create(WIDE.id);
    expect((host.state as any).seatCount).toBe(WIDE.defaultPlayers);
    const bo = await join(host, "Bo");
    expect(await refusalOf(bo, "set-seats", { count: 6 })).toBe("not-host");
    expect(await refusalOf(host, "set-seats", { count: WIDE.minPlayers - 1 })).toBe("bad-seat-count");
    expect(await refusalOf(host, "set-seats", { count: WIDE.maxPlayers + 1 })).toBe("bad-seat-count");
    expect(await refusalOf(host, "set-seats", { count: 2.5 })).toBe("bad-message");
    expect(await refusalOf(host, "set-seats", { seats: 6 })).toBe("bad-message");

    host.send("set-seats", { count: 6 });
    await waitForState(host, (s: any) => s.seatCount === 6 && s.seats.length === 6, "six seats");
    expect(names(host)).toEqual(["Ana", "Bo", "", "", "", ""]);
    // Bo moves to the last seat, a bot takes the fifth: four seats would hold three, so two close.
    bo.send("sit", { seat: 5 });
    host.send("add-bot", { seat: 4, level: "easy" });
    await waitForState(host, (s: any) => s.seats[5].name === "Bo" && s.seats[4].bot === "easy", "Bo and a bot at the end");
    expect(await refusalOf(host, "set-seats", { count: 2 })).toBe("seat-taken");
    host.send("set-seats", { count: 3 });
    await waitForState(host, (s: any) => s.seatCount === 3, "three seats");
    expect(names(host)).toEqual(["Ana", "Bot 2", "Bo"]);
    await waitForState(bo, (s: any) => s.seatCount === 3, "Bo sees three seats");
    expect(mySeat(bo)).toBe(2);
    // The public view of the table behind the link follows.
    const { body } = await summary(host.roomId);
    expect(body).toMatchObject({ game: WIDE.id, host: "Ana", phase: "waiting", free: 0 });
    expect(body.seats).toEqual([
      { name: "Ana", bot: false, turn: false, deadline: 0 },
      { name: "Bot 2", bot: true, turn: false, deadline: 0 },
      { name: "Bo", bot: false, turn: false, deadline: 0 },
    ]);

    host.send("start", {});
    await waitForState(host, (s: any) => s.phase === "playing", "the start");
    expect(await refusalOf(host, "set-seats", { count: 4 })).toBe("already-started");
  });

  test("a game of one seat count seats no other", async () => {
    const host = await create(FIXED.id);
    expect(await refusalOf(host, "set-seats", { count: FIXED.minPlayers - 1 })).toBe("bad-seat-count");
    expect((host.state as any).seatCount).toBe(FIXED.minPlayers);
  });
});

describe("starting short", () => {
  test("a game of four or more at eight seats: with three seated the start is refused, with four it starts with them, in their order", async () => {
    const host = await create(FOUR_UP.id, { options: { seats: 8 } });
    const bo = await join(host, "Bo");
    const cy = await join(host, "Cy");
    bo.send("sit", { seat: 3 });
    cy.send("sit", { seat: 6 });
    await waitForState(host, (s: any) => s.seats[3].name === "Bo" && s.seats[6].name === "Cy", "Bo and Cy apart");
    // The key of her new seat reaches Cy before her own patch (the host may see the seats first).
    await roundTrip(cy);
    const cyKey = seatKeyOf(cy)!;
    expect(await refusalOf(bo, "start", { short: true })).toBe("not-host");
    expect(await refusalOf(host, "start", {})).toBe("seats-not-full");
    expect(await refusalOf(host, "start", { short: true })).toBe("too-few-players");
    expect(await refusalOf(host, "start", { short: true, fill: "easy" })).toBe("bad-message");
    expect(names(host)).toEqual(["Ana", "", "", "Bo", "", "", "Cy", ""]);

    const dee = await join(host, "Dee");
    expect(mySeat(dee)).toBe(1);
    const renumbered = nextMessage(cy, "seat-renumbered");
    host.send("start", { short: true });
    expect(await renumbered).toEqual({ table: host.roomId, from: 6, seat: 3 });
    await waitForState(host, (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
    expect((host.state as any).seatCount).toBe(4);
    expect(names(host)).toEqual(["Ana", "Dee", "Bo", "Cy"]);
    // Each player sees their own hand at their new seat, and the game deals to four.
    for (const [room, seat] of [[host, 0], [dee, 1], [bo, 2], [cy, 3]] as const) {
      await waitForState(room, (s: any) => s.privates.get(String(seat))?.seat === seat && mySeat(room) === seat, `seat ${seat}'s part`);
    }
    expect((host.state as any).privates.get("1")).toBeUndefined();
    const listed = await summary(host.roomId);
    expect(listed.body).toMatchObject({ phase: "playing", free: 0, seats: [{ name: "Ana" }, { name: "Dee" }, { name: "Bo" }, { name: "Cy" }] });
    expect(listed.text).not.toMatch(/key/i);

    // Cy's key opens the seat she moved to.
    await cy.leave();
    await waitForState(host, (s: any) => s.seats[3].occupant === "", "Cy away");
    const back = await join(host, "Someone", { seatKey: cyKey });
    expect(mySeat(back)).toBe(3);
    expect(names(back)[3]).toBe("Cy");
  });

  test("fill with bots: the free seats take bots of the level asked, and the game starts", async () => {
    const host = await create(WIDE.id);
    await join(host, "Bo");
    host.send("start", { fill: "easy" });
    await waitForState(host, (s: any) => s.phase === "playing", "the start");
    expect((host.state as any).seats.map((seat: any) => [seat.name, seat.bot])).toEqual([
      ["Ana", ""],
      ["Bo", ""],
      ["Bot 3", "easy"],
      ["Bot 4", "easy"],
    ]);
  });

  test("a table started short comes back after the server is killed: its seats, its game, and its keys", async () => {
    const host = await create(WIDE.id, { options: { seats: 8 } });
    const bo = await join(host, "Bo");
    bo.send("sit", { seat: 7 });
    await waitForState(host, (s: any) => s.seats[7].name === "Bo", "Bo at the last seat");
    host.send("start", { short: true });
    await waitForState(host, (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
    const moves = (host.state as any).moves;
    await roundTrip(bo);
    const keys = [seatKeyOf(host)!, seatKeyOf(bo)!];

    child.process.kill("SIGKILL");
    await child.exited;
    await serverUp();
    const ana = keepSeatKey(quiet(await new Client(file.url).joinById(host.roomId, { name: "Ana", seatKey: keys[0] })));
    const bob = keepSeatKey(quiet(await new Client(file.url).joinById(host.roomId, { name: "Bo", seatKey: keys[1] })));
    open.push(ana, bob);
    await roundTrip(bob);
    expect([mySeat(ana), mySeat(bob)]).toEqual([0, 1]);
    expect((ana.state as any).seatCount).toBe(2);
    expect(names(ana)).toEqual(["Ana", "Bo"]);
    expect((ana.state as any)).toMatchObject({ phase: "playing", moves });
    const listed = await summary(host.roomId);
    expect(listed.body).toMatchObject({ phase: "playing", free: 0 });
  });

  test("the table behind a link: an unknown id or a malformed one is not found", async () => {
    await serverUp();
    expect((await summary("no-such-table")).status).toBe(404);
    expect((await fetch(`${file.url}/api/tables/${encodeURIComponent("../x")}`)).status).toBe(404);
  });
});

