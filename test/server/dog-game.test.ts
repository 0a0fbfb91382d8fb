import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { fullTable, leaveAll, nextMessage, PROGRAMS_AT_FULL_SPEED, quiet, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { recordWire, wireOf } from "../support/server-wire.ts";
import { anyLegal, playOut, type Chooser } from "../support/table-play.ts";

/*
 * What DOG's table sends that only DOG has: the exchange of DOG-4. Whole games over the wire,
 * every seat's views and what reaches each client, are checked for every game in
 * views-on-the-wire.test.ts.
 */

// Every SDK room of this file records what it receives, from its handshake on.
recordWire();

const file = serverForFile({ limits: PROGRAMS_AT_FULL_SPEED });

/** Checks run after every frame a player decodes: its partner's pick never shows early. */
function watchExchange(room: Room, seat: number, violations: string[]): void {
  wireOf(room).afterFrame.push((r) => {
    const state: any = r.state;
    const board = state?.board;
    const mine = state?.privates?.get(String(seat));
    if (!board || !mine) return;
    const partner = (seat + 2) % 4;
    if (mine.received !== undefined && !(board.exchangeChosen[seat] && board.exchangeChosen[partner])) {
      violations.push(`seat ${seat} received ${mine.received} before its team's exchange resolved`);
    }
  });
}

/** Any legal action during the first two deals; then every seat waits, and the test goes on. */
const twoDeals: Chooser = (legal, view, rng) => ((view.deal as number) > 2 ? undefined : anyLegal(legal, view, rng));

describe("DOG's exchange over the wire", () => {
  let rooms: Room[] = [];

  test("DOG-4 over two deals, no player received its partner's pick before its team's exchange resolved", async () => {
    const violations: string[] = [];
    rooms = await fullTable(file.server, "dog", 4);
    rooms.forEach((room, seat) => watchExchange(room, seat, violations));
    rooms[0].send("start", {});
    await Promise.all(rooms.map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    await playOut(rooms, [], "dog exchanges", { choose: twoDeals });
    expect((rooms[0].state as any).board.deal).toBe(3);
    expect(violations).toEqual([]);
    // Each player did see the card it received, every deal: the check above had work to do.
    rooms.forEach((room) => {
      const received = wireOf(room).changes.filter((c) => c.field === "received" && c.value !== undefined);
      expect(received.length).toBeGreaterThanOrEqual(2);
    });
  }, 50_000);

  afterAll(async () => {
    await leaveAll(rooms);
  });
});

describe("DOG-15 over the wire: a table seats four or six, never five", () => {
  const opened: Room[] = [];
  afterAll(() => leaveAll(opened));

  test("a table of five is refused at creation and by the host's seat count; six is taken, and a short start only at four or six", async () => {
    await expect(sdk(file.server).create("dog", { name: "Host", options: { seats: 5 } })).rejects.toThrow(/bad-options: seats must be 4 or 6/);
    const host = quiet(await sdk(file.server).create("dog", { name: "Host" }));
    opened.push(host);
    await waitForState(host, (s: any) => s.seatCount === 4 && s.members.size === 1, "a table of four");
    host.send("set-seats", { count: 5 });
    expect(await nextMessage(host, "error")).toMatchObject({ code: "bad-seat-count" });
    host.send("set-seats", { count: 6 });
    await waitForState(host, (s: any) => s.seatCount === 6 && s.seats.length === 6, "a table of six");
    // Five seated of six: starting with them alone would make a table of five.
    for (let i = 2; i <= 5; i++) opened.push(quiet(await sdk(file.server).joinById(host.roomId, { name: `Player ${i}` })));
    await waitForState(host, (s: any) => s.seats.filter((seat: any) => seat.occupant !== "").length === 5, "five seated");
    host.send("start", { short: true });
    expect(await nextMessage(host, "error")).toMatchObject({ code: "bad-seat-count" });
    expect((host.state as any).seatCount).toBe(6);
  });
});
