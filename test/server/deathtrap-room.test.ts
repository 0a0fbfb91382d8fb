import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { fullTable, leaveAll, nextMessage, quiet, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { legalAt } from "../support/table-play.ts";

let server: TableServer;
beforeAll(async () => {
  server = await startServer({ seed: () => "deathtrap-room-seed" });
});
afterAll(async () => {
  await server.close();
});

describe("creating a Deathtrap table", () => {
  const rooms: Room[] = [];
  afterAll(() => leaveAll(rooms));

  test("a host picks the seat count (4 to 8) and DD-4's pigLeader option", async () => {
    const table = await fullTable(server, "deathtrap", 5, { options: { seats: 5, pigLeader: "holder-chooses" } });
    rooms.push(...table);
    expect((table[0].state as any).seatCount).toBe(5);
    table[0].send("start", {});
    const state: any = await waitForState(table[0], (s: any) => s.board !== undefined, "the deal");
    expect(state.board.options.pigLeader).toBe("holder-chooses");
    expect([...state.board.handCounts].reduce((a: number, b: number) => a + b, 0)).toBe(82);
    // DD-4 with the option: the Pig's holder, alone active, names the leader in each choice.
    const holder = state.board.pig.holder;
    expect([...state.board.active]).toEqual([holder]);
    const legal = legalAt(table[holder], holder);
    expect(legal.length).toBeGreaterThan(0);
    for (const action of legal) expect(action).toEqual(expect.objectContaining({ type: "pig", leader: expect.any(Number) }));
  });

  test("a table is 4 seats unless told (the smallest, DESIGN.md \"Seats before the start\"); 3 or 9 seats and unknown options are refused", async () => {
    const host = quiet(await sdk(server).create("deathtrap", { name: "Host" }));
    rooms.push(host);
    await waitForState(host, (s: any) => s.seatCount === 4, "four seats");
    for (const options of [{ seats: 3 }, { seats: 9 }, { pigLeader: "dealer" }, { treehouse: true }]) {
      await expect(sdk(server).create("deathtrap", { name: "Host", options })).rejects.toThrow(/bad-options/);
    }
  });

  test("a malformed action is refused with bad-action, by the engine's shape check, before any rule looks at it", async () => {
    const table = await fullTable(server, "deathtrap", 4, { options: { seats: 4 } });
    rooms.push(...table);
    table[0].send("start", {});
    const state: any = await waitForState(table[0], (s: any) => s.board !== undefined, "the deal");
    // The seat the table waits for (the Pig's holder): a seat that may not act is told so first.
    const seat = state.board.active[0];
    for (const action of [
      { type: "play", kind: "unicorn", naturals: 1, wilds: 0 },
      { type: "return", cards: [] },
      { type: "pig", discard: null, leader: 8 },
      { type: "pass", extra: 1 },
    ]) {
      const error = nextMessage(table[seat], "error");
      table[seat].send("action", action);
      expect((await error).code).toBe("bad-action");
    }
  });
});
