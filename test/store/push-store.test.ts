import { describe, expect, test } from "@jest/globals";
import { gameIds } from "@tablee/shared";
import type { SeatSubscription } from "../../server/src/store/push-store.ts";
import type { TableRecord, TableStore } from "../../server/src/store/store.ts";
import { postgres, sqlite, storesOn } from "../support/store-backends.ts";

/**
 * What Web Push keeps in the table store, on both backends: the VAPID keys made once, each
 * seat's subscriptions with their bounds, and subscriptions following their seats.
 */
function table(id: string, hashes: string[]): TableRecord {
  return {
    id, game: gameIds[0], seatCount: hashes.length, options: {}, private: false, host: "Ana", phase: "playing",
    seats: hashes.map((keyHash, i) => ({ name: `P${i}`, keyHash })), chat: [], pace: "live", clock: 0, takeover: "easy", awayAfter: 3, turn: [], createdAt: 1, updatedAt: 1,
  };
}

const sub = (tableId: string, seat: number, n: number, address = "10.0.0.1", at = n): SeatSubscription => ({
  tableId, seat, endpoint: `https://fcm.googleapis.com/fcm/send/${n}`, keys: { p256dh: `p${n}`, auth: `a${n}` }, address, at,
});

const endpoints = async (store: TableStore, tableId: string, seat: number) => (await store.push.subscriptions(tableId, seat)).map((t) => t.endpoint.split("/").pop());

async function keep(store: TableStore, ...subscriptions: SeatSubscription[]): Promise<void> {
  for (const s of subscriptions) await store.push.subscribe(s, 5, 100);
}

describe.each([sqlite(), postgres()])("the $kind store's push part", (backend) => {
  const open = storesOn(backend);

  test("the first key pair stored stays: a second start, or a second process, gets it back", async () => {
    const [one, two] = await Promise.all([open("alpha"), open("beta")]);
    const [a, b] = await Promise.all([one.push.vapidKeys({ publicKey: "A", privateKey: "a" }, 1), two.push.vapidKeys({ publicKey: "B", privateKey: "b" }, 1)]);
    expect(a).toEqual(b);
    expect(await one.push.vapidKeys({ publicKey: "C", privateKey: "c" }, 2)).toEqual(a);
  });

  test("the seats' key hashes of an open table are read; an unknown or closed table has none", async () => {
    const store = await open();
    await store.saveTable(table("t1", ["h0", ""]));
    expect(await store.push.seatKeyHashes("t1")).toEqual(["h0", ""]);
    expect(await store.push.seatKeyHashes("nope")).toBeNull();
    await store.closeTable("t1", 5);
    expect(await store.push.seatKeyHashes("t1")).toBeNull();
  });

  test("a seat keeps its five newest subscriptions; the same endpoint again is renewed, not added", async () => {
    const store = await open();
    for (let n = 1; n <= 6; n++) expect(await store.push.subscribe(sub("t1", 0, n), 5, 100)).toBe("kept");
    expect(await endpoints(store, "t1", 0)).toEqual(["6", "5", "4", "3", "2"]);
    await store.push.subscribe(sub("t1", 0, 3, "10.0.0.1", 10), 5, 100);
    expect(await endpoints(store, "t1", 0)).toEqual(["3", "6", "5", "4", "2"]);
    expect(await endpoints(store, "t1", 1)).toEqual([]);
  });

  test("an address past its budget is refused and nothing changes; renewing its own still works", async () => {
    const store = await open();
    await store.push.subscribe(sub("t1", 0, 1), 5, 2);
    await store.push.subscribe(sub("t2", 1, 2), 5, 2);
    expect(await store.push.subscribe(sub("t3", 0, 3), 5, 2)).toBe("address-full");
    expect(await endpoints(store, "t3", 0)).toEqual([]);
    expect(await store.push.subscribe(sub("t1", 0, 1, "10.0.0.1", 9), 5, 2)).toBe("kept");
    expect(await store.push.subscribe(sub("t3", 0, 3, "10.0.0.2"), 5, 2)).toBe("kept");
  });

  test("subscriptions follow their seats when seats move; a seat that is no more loses them", async () => {
    const store = await open();
    await keep(store, sub("t1", 0, 1), sub("t1", 1, 2), sub("t1", 2, 3), sub("t2", 0, 4));
    // Seat 0 is what was seat 1, seat 1 what was seat 0, seat 2 is new and free.
    await store.push.moveSeats("t1", [1, 0, -1]);
    expect(await endpoints(store, "t1", 0)).toEqual(["2"]);
    expect(await endpoints(store, "t1", 1)).toEqual(["1"]);
    expect(await endpoints(store, "t1", 2)).toEqual([]);
    expect(await endpoints(store, "t2", 0)).toEqual(["4"]);
  });

  test("unsubscribe, a seat forgotten, and an endpoint gone for good", async () => {
    const store = await open();
    await keep(store, sub("t1", 0, 1), sub("t1", 0, 2), sub("t2", 1, 1), sub("t2", 0, 3));
    expect(await store.push.unsubscribe("t1", 0, sub("t1", 0, 2).endpoint)).toBe(true);
    expect(await store.push.unsubscribe("t1", 0, sub("t1", 0, 2).endpoint)).toBe(false);
    await store.push.dropEndpoint(sub("t1", 0, 1).endpoint);
    expect(await endpoints(store, "t1", 0)).toEqual([]);
    expect(await endpoints(store, "t2", 1)).toEqual([]);
    await store.push.forgetSeat("t2", 0);
    expect(await endpoints(store, "t2", 0)).toEqual([]);
  });
});
