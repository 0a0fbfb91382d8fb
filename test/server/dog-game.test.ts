import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, serverForFile, waitForState } from "../support/server-harness.ts";
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
