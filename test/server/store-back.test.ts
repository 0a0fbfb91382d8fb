import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { StoreError } from "../../server/src/store/error.ts";
import { NOT_SAVED } from "../../server/src/store/health.ts";
import { keepSeatKey, quiet, roomsOfEachTest, roundTrip, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { tryMove } from "../support/store-faults.ts";
import { viewsOf } from "../support/table-play.ts";

/** Two-seat tables of the registry's first game two may play. */
const DUEL = aGame({ plays: 2 }).facts.id;

/**
 * Play resumes by itself once the store is back, a bot's turn included: the move a bot could
 * not store is played again without anybody at the table doing anything.
 */
let server: TableServer;
const open = roomsOfEachTest();
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

test("a bot's move the store refused is played once the store is back; the table hears both changes", async () => {
  const host = keepSeatKey(quiet(await sdk(server).create(DUEL, { name: "Ana", options: { seats: 2 } })));
  open.push(host);
  const heard: string[] = [];
  host.onMessage("notice", (notice: { code: string }) => heard.push(notice.code));
  await roundTrip(host);
  host.send("add-bot", { seat: 1, level: "easy" });
  await waitForState(host, (s: any) => s.seats[1].bot === "easy", "the bot seated");

  // The bot's first move meets a store that fails (the real health: writes refused untried,
  // probed every second, back once a probe succeeds).
  const store = server.store;
  const append = store.appendAction;
  let refusedAt: number | null = null;
  store.appendAction = (tableId, gameNo, index, action) => {
    if (action.seat === 1 && refusedAt === null) {
      refusedAt = index;
      store.health.failed("test: the store fails under the bot's move");
    }
    return append.call(store, tableId, gameNo, index, action);
  };
  try {
    host.send("start", {});
    await waitForState(host, (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
    while (refusedAt === null) {
      if (viewsOf(host, 0).legal.length > 0) expect((await tryMove([host])).answer).toBe("accepted");
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const index: number = refusedAt;
    await waitForState(host, (s: any) => s.moves > index, "the bot's move once the store is back");
    expect(heard.filter((code) => code.startsWith("store-"))).toEqual(["store-failing", "store-back"]);
    expect(store.health.failing).toBeNull();
  } finally {
    store.appendAction = append;
  }
}, 60_000);

test("a table created or joined while the store fails is refused with not-saved, and nothing changed", async () => {
  const store = server.store;
  const save = store.saveTable;
  const failing = (): Promise<never> => Promise.reject(new StoreError("saveTable", null, "failed", "sqlite: database or disk is full"));
  const refusal = (joining: Promise<unknown>): Promise<string> =>
    joining.then(
      () => "joined",
      (error: Error) => error.message,
    );
  const host = quiet(await sdk(server).create(DUEL, { name: "Ana", options: { seats: 2 } }));
  open.push(host);
  store.saveTable = failing;
  try {
    expect(await refusal(sdk(server).create(DUEL, { name: "Bea" }))).toBe(`${NOT_SAVED.code}: ${NOT_SAVED.message}`);
    expect(await refusal(sdk(server).joinById(host.roomId, { name: "Bea" }))).toBe(`${NOT_SAVED.code}: ${NOT_SAVED.message}`);
  } finally {
    store.saveTable = save;
  }
  await roundTrip(host);
  expect((host.state as any).seats.map((seat: any) => seat.occupant !== "")).toEqual([true, false]);
  // Once the store takes it, the same join goes through.
  const bea = quiet(await sdk(server).joinById(host.roomId, { name: "Bea" }));
  open.push(bea);
  await waitForState(host, (s: any) => s.seats[1].name === "Bea", "Bea seated");
});
