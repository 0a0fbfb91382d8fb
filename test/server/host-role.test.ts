import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { settings } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { keepSeatKey, leaveAll, nextMessage, quiet, roundTrip, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { legalAt } from "../support/table-play.ts";

/** A game whose tables open with two seats. */
const TWO = aGame({ opens: 2 }).facts.id;
/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

/*
 * Only a person in a seat holds the host role, and nobody but a seat's player gives it away
 * (docs/protocol.md, "The host"). Each host-only message, sent by every kind of member who is
 * not the host, is refused with `not-host` and changes nothing; the role passes to a seated
 * member or to nobody, never to a spectator; a seat is opened by its player, or by the host
 * once the table's announced rule (`awayAfter` missed moves in a row) has put its player away.
 */

// A clock second of 20 ms: a live table's 30 s clock runs out in 0.6 s.
const file = serverForFile({ clockSecondMs: 20 });
const open: Room[] = [];
afterAll(() => leaveAll(open));

const track = <R extends Room>(room: R): R => {
  open.push(room);
  return room;
};

/** Every message only the host may send, as a member would send it. */
const HOST_ONLY: [string, object][] = [
  ["start", {}],
  ["start", { short: true }],
  ["start", { fill: "easy" }],
  ["set-seats", { count: 2 }],
  ["add-bot", { seat: 3, level: "easy" }],
  ["remove-bot", { seat: 2 }],
  ["set-pace", { pace: "turns", clock: 86_400 }],
  ["rematch", {}],
];

/** What a host-only message would change: a refused one leaves it alone (clocks may still tick). */
function tableNow(room: Room): unknown {
  const s: any = room.state;
  const seats = s.seats.map(({ occupant, name, bot, open }: any) => ({ occupant, name, bot, open }));
  return { phase: s.phase, seatCount: s.seatCount, host: s.host, pace: s.pace, clock: s.clock, awayAfter: s.awayAfter, seats };
}

async function refusedAll(who: Room, witness: Room): Promise<void> {
  const before = tableNow(witness);
  for (const [type, message] of HOST_ONLY) {
    const answer = nextMessage(who, "error");
    who.send(type, message);
    expect({ type, error: await answer }).toMatchObject({ type, error: { code: "not-host" } });
  }
  await roundTrip(witness);
  expect(tableNow(witness)).toEqual(before);
}

/** The next notice of this code (others may come first: a seat released before the host changes). */
function noticeOf(room: Room, code: string): Promise<{ code: string; name?: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no notice ${code}`)), 10_000);
    const off = room.onMessage("notice", (notice: { code: string; name?: string }) => {
      if (notice.code !== code) return;
      clearTimeout(timer);
      off();
      resolve(notice);
    });
  });
}

async function summary(tableId: string): Promise<{ host: string }> {
  return (await fetch(`${file.server.url}/api/tables/${tableId}`)).json() as Promise<{ host: string }>;
}

describe("the host role", () => {
  test("a spectator who comes to a table its host left never becomes host, nor opens the absent player's seat", async () => {
    // The bots wait: the game stays where the spectator finds it.
    settings.botPauseMs = 60_000;
    try {
      await spectatorAtLeftTable();
    } finally {
      settings.botPauseMs = 0;
    }
  });

  async function spectatorAtLeftTable(): Promise<void> {
    const alice = keepSeatKey(quiet(await sdk(file.server).create(TWO, { name: "Alice", private: true, bots: ["easy"] })));
    await waitForState(alice, (s: any) => s.seats[1].bot === "easy" && s.host === alice.sessionId, "Alice and a bot");
    alice.send("start", {});
    await waitForState(alice, (s: any) => s.phase === "playing", "the start");
    const tableId = alice.roomId;
    await alice.leave(true);

    const fan = track(quiet(await sdk(file.server).joinById(tableId, { name: "Spectator", spectate: true })));
    const state: any = await waitForState(fan, (s: any) => s.seats[0].standIn && s.members.size === 1, "the fan watching Alice's stand-in");
    expect(state.host).toBe("");
    expect((await summary(tableId)).host).not.toBe("Spectator");
    const answer = nextMessage(fan, "error");
    fan.send("open-seat", { seat: 0 });
    expect(await answer).toMatchObject({ code: "not-host" });
    await refusedAll(fan, fan);
    expect((fan.state as any).seats[0].toJSON()).toMatchObject({ name: "Alice", standIn: true, open: false });
    // Still nobody's seat to take.
    await expect(sdk(file.server).joinById(tableId, { name: "Mallory" })).rejects.toThrow(/table full/);
  }

  test("a spectator, a newcomer and a player standing are refused every host-only message; the role passes to a seated member, never to them", async () => {
    const ana = track(keepSeatKey(quiet(await sdk(file.server).create(FOUR, { name: "Ana", private: true, bots: ["easy"] }))));
    const ben = track(keepSeatKey(quiet(await sdk(file.server).joinById(ana.roomId, { name: "Ben" }))));
    const cy = track(keepSeatKey(quiet(await sdk(file.server).joinById(ana.roomId, { name: "Cy" }))));
    const wes = track(quiet(await sdk(file.server).joinById(ana.roomId, { name: "Wes", spectate: true })));
    await waitForState(ana, (s: any) => s.seats[1].occupant === ben.sessionId && s.seats[2].occupant === cy.sessionId && s.members.size === 4, "the table");
    cy.send("stand", {});
    await waitForState(ana, (s: any) => s.seats[2].occupant === "" && s.members.get(cy.sessionId).seat === -1, "Cy standing");

    await refusedAll(wes, ana);
    await refusedAll(ben, ana);
    await refusedAll(cy, ana);

    // Ana leaves: Ben, seated, takes the role; Wes and Cy were here first, but not in a seat.
    const told = noticeOf(ben, "host-changed");
    await ana.leave(true);
    expect(await told).toMatchObject({ code: "host-changed", name: "Ben" });
    await waitForState(ben, (s: any) => s.host === ben.sessionId, "Ben the host");
    expect((await summary(ben.roomId)).host).toBe("Ben");

    // Ben gets up: nobody is seated, so nobody holds the role; Wes sits and takes it.
    ben.send("stand", {});
    await waitForState(wes, (s: any) => s.host === "" && s.members.get(ben.sessionId).seat === -1, "the role vacant");
    expect((await summary(ben.roomId)).host).toBe("");
    await refusedAll(wes, wes);
    wes.send("sit", { seat: 0 });
    await waitForState(wes, (s: any) => s.host === wes.sessionId && s.seats[0].occupant === wes.sessionId, "Wes seated and host");
    expect((await summary(ben.roomId)).host).toBe("Wes");
  });

  test("a player whose seat a bot keeps is refused every host-only message; the host opens that seat only once the clock put its player away and they left", async () => {
    const ana = track(keepSeatKey(quiet(await sdk(file.server).create(TWO, { name: "Ana", private: true, clock: 30, awayAfter: 1 }))));
    const dana = keepSeatKey(quiet(await sdk(file.server).joinById(ana.roomId, { name: "Dana" })));
    await waitForState(ana, (s: any) => s.seats[1].occupant === dana.sessionId, "Dana seated");
    ana.send("start", {});
    await waitForState(ana, (s: any) => s.phase === "playing", "the start");
    // Ana plays whenever it is her turn; Dana never does: her clock puts her away.
    const anaPlays = setInterval(() => {
      const s: any = ana.state;
      const legal = legalAt(ana, 0);
      if (s.phase === "playing" && legal.length > 0) ana.send("action", legal[0]);
    }, 50);
    try {
      await waitForState(ana, (s: any) => s.seats[1].standIn && s.seats[1].timeouts >= 1, "Dana put away by the clock", 20_000);
      expect((dana.state as any).seats[1].occupant).toBe(dana.sessionId);
      await refusedAll(dana, ana);
      // Dana is still at the table: the host does not give her seat away.
      ana.send("open-seat", { seat: 1 });
      expect(await nextMessage(ana, "error")).toMatchObject({ code: "not-yours" });
      // Once she is gone, the rule the table announced lets the host open it.
      await dana.leave(true);
      await waitForState(ana, (s: any) => s.seats[1].occupant === "" && s.seats[1].standIn, "Dana gone");
      ana.send("open-seat", { seat: 1 });
      await waitForState(ana, (s: any) => s.seats[1].open, "the seat open");
      const newcomer = track(quiet(await sdk(file.server).joinById(ana.roomId, { name: "Eve" })));
      await waitForState(ana, (s: any) => s.seats[1].occupant === newcomer.sessionId && s.seats[1].name === "Eve", "Eve in Dana's seat");
    } finally {
      clearInterval(anaPlays);
    }
  });
});
