import { describe, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { hashSeatKey } from "../../server/src/table/keys.ts";
import type { TableRecord } from "../../server/src/store/store.ts";
import { Device } from "../support/accounts.ts";
import { heldByFile, keepSeatKey, nextMessage, quiet, seatKeyOf, serverForFile, waitForState } from "../support/server-harness.ts";
import { aGame } from "@tablee/shared";

/** A two-seat game (turn-based tables of two are the quickest to set up). */
const GAME = aGame({ opens: 2 }).facts.id;

/**
 * Seats follow the player (docs/protocol.md, "Players"): a browser's seat keys become its
 * player's at sign-in, a seat taken while signed in is theirs, and any of their devices opens
 * it with the session alone, as a key would; My tables, export and delete over HTTP.
 */
const held = heldByFile();
const file = serverForFile();
let next = 1;
const device = (): Device => new Device(file.server.url, `127.0.8.${next++}`);
/** The SDK as a page of a signed-in device: its matchmaking requests carry the session cookie. */
const sdkOf = (of?: Device): Client => new Client(file.server.url, of ? { headers: { cookie: of.cookie } } : undefined);
const seatOf = (room: Room): number => (room.state as any).members.get(room.sessionId)?.seat ?? -1;

async function keyOf(room: Room): Promise<string> {
  if (seatKeyOf(room) === undefined) await nextMessage(room, "seat-key");
  return seatKeyOf(room)!;
}

describe("seats follow the player", () => {
  test("signing in claims this browser's seats; another device then opens the seat with its session alone, and the first connection is moved", async () => {
    const browser = held.keep(keepSeatKey(await sdkOf().create(GAME, { name: "Ana" })));
    const key = await keyOf(browser);
    held.keep(await sdkOf().joinById(browser.roomId, { name: "Zed" }));
    const phone = device();
    const { passkey, answer } = await phone.register("Ana P", [{ table: browser.roomId, key }, { table: browser.roomId, key: "A".repeat(43) }]);
    expect(answer.body.seats).toEqual([
      { table: browser.roomId, seat: 0, result: "claimed" },
      { table: browser.roomId, seat: -1, result: "no-seat" },
    ]);

    const laptop = device();
    expect((await laptop.signIn(passkey)).status).toBe(200);
    const moved = nextMessage(browser, "notice");
    const closed = new Promise<number>((resolve) => browser.onLeave((code) => resolve(code)));
    // No key on this device: the session opens the seat.
    const there = held.keep(quiet(await sdkOf(laptop).joinById(browser.roomId, { name: "Someone" })));
    expect((await moved).code).toBe("seat-moved");
    expect(await closed).toBe(4011);
    const state = await waitForState(there, (s: any) => s.members.get(there.sessionId)?.seat === 0, "the seat opened by the session");
    expect(state.members.get(there.sessionId).name).toBe("Ana");
    expect(state.seats[0].name).toBe("Ana");
  });

  test("a seat taken while signed in is the player's; another player's session never opens it", async () => {
    const phone = device();
    const { passkey } = await phone.register("Bo");
    const bos = held.keep(keepSeatKey(await sdkOf(phone).create(GAME, { name: "Bo", pace: "turns" })));
    await keyOf(bos);
    const laptop = device();
    await laptop.signIn(passkey);
    const listed = (await laptop.send("GET", "/api/me/tables")).body.tables;
    expect(listed.map((t: any) => [t.id, t.seat, t.phase, t.pace])).toEqual([[bos.roomId, 0, "waiting", "turns"]]);

    const cy = device();
    await cy.register("Cy");
    const notice = jestLessNotices(bos);
    const cys = held.keep(quiet(await sdkOf(cy).joinById(bos.roomId, { name: "Cy" })));
    await waitForState(cys, (s: any) => s.members.get(cys.sessionId)?.seat === 1, "Cy in the free seat");
    expect(seatOf(bos)).toBe(0);
    expect(bos.connection.isOpen).toBe(true);
    expect(notice()).not.toContain("seat-moved");
    // Cy's claims list Cy's seat only.
    expect((await cy.send("GET", "/api/me/tables")).body.tables.map((t: any) => t.seat)).toEqual([1]);
  });

  test("a key another player claimed first stays theirs", async () => {
    const browser = held.keep(keepSeatKey(await sdkOf().create(GAME, { name: "Dee" })));
    const key = await keyOf(browser);
    const first = device();
    const second = device();
    expect((await first.register("Dee", [{ table: browser.roomId, key }])).answer.body.seats[0].result).toBe("claimed");
    await second.register("Dee too");
    const claimed = await second.send("POST", "/api/me/seats", { seatKeys: [{ table: browser.roomId, key }] });
    expect(claimed.body.seats).toEqual([{ table: browser.roomId, seat: 0, result: "another-player" }]);
    expect((await second.send("GET", "/api/me/tables")).body.tables).toEqual([]);
    expect((await first.send("GET", "/api/me/tables")).body.tables).toHaveLength(1);
  });
});

/** The notice codes a room receives from now on. */
function jestLessNotices(room: Room): () => string[] {
  const codes: string[] = [];
  room.onMessage("notice", (n: { code: string }) => codes.push(n.code));
  return () => codes;
}

function row(id: string, seats: TableRecord["seats"], extra: Partial<TableRecord> = {}): TableRecord {
  return {
    id, game: GAME, seatCount: seats.length, options: {}, private: true, host: seats[0].name, phase: "playing", seats, chat: [],
    pace: "turns", clock: 86_400, takeover: "easy", awayAfter: 3, turn: [], createdAt: 1, updatedAt: 1, ...extra,
  };
}

describe("My tables, export and delete", () => {
  test("My tables lists every table where the player holds a seat, 200 of them, with whose turn and the player's clock; a seat given away since is not listed", async () => {
    const phone = device();
    const { answer } = await phone.register("Eli");
    const player = answer.body.player.id;
    const store = file.server.store;
    const deadline = Date.now() + 3_600_000;
    for (let i = 0; i < 200; i++) {
      const hash = hashSeatKey(`eli-${i}-${"k".repeat(20)}`);
      const mine = { name: "Eli", keyHash: hash, ...(i % 2 === 0 ? { deadline } : {}) };
      await store.saveTable(row(`eli${i}`, [mine, { name: "Bot 2", keyHash: "", bot: "easy" }], { turn: i % 2 === 0 ? [0] : [1], updatedAt: 1_000 + i }));
      await store.players.holdSeat(player, `eli${i}`, hash, 0, 5);
    }
    await store.saveTable(row("gone", [{ name: "Newcomer", keyHash: hashSeatKey("x".repeat(43)) }, { name: "Bot 2", keyHash: "", bot: "easy" }]));
    await store.players.holdSeat(player, "gone", hashSeatKey("old".repeat(15)), 0, 5);

    const tables = (await phone.send("GET", "/api/me/tables")).body.tables;
    expect(tables).toHaveLength(200);
    expect(tables[0].id).toBe("eli199");
    expect(tables.filter((t: any) => t.myTurn)).toHaveLength(100);
    const waiting = tables.find((t: any) => t.id === "eli0");
    expect(waiting).toMatchObject({ game: GAME, seat: 0, phase: "playing", myTurn: true, deadline, asleep: false, closed: false });
    expect(waiting.seats).toEqual([{ name: "Eli", bot: false, turn: true, deadline }, { name: "Bot 2", bot: true, turn: false, deadline: 0 }]);
    // Nothing a spectator could not see.
    expect(JSON.stringify(tables)).not.toMatch(/keyHash|[0-9a-f]{64}/);
  });

  test("export downloads everything kept about the player, and no secret", async () => {
    const phone = device();
    const { answer, passkey } = await phone.register("Fay");
    const browser = held.keep(keepSeatKey(await sdkOf(phone).create(GAME, { name: "Fay" })));
    await keyOf(browser);
    const exported = await phone.send("GET", "/api/me/export");
    expect(exported.status).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    expect(exported.body.player).toMatchObject({ id: answer.body.player.id, name: "Fay" });
    expect(exported.body.passkeys.map((p: any) => p.id)).toEqual([passkey.id]);
    expect(exported.body.sessions).toHaveLength(1);
    expect(exported.body.seats).toEqual([expect.objectContaining({ tableId: browser.roomId, seat: 0 })]);
    expect(exported.body.tables.map((t: any) => t.id)).toEqual([browser.roomId]);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain(phone.cookies.get("tablee_session"));
    expect(text).not.toMatch(/tokenHash|keyHash|[0-9a-f]{64}/);
  });

  test("delete: sessions, passkeys and push subscriptions go at once; the game in progress plays on with a stand-in, and history says 'a former player'", async () => {
    const phone = device();
    const { passkey } = await phone.register("Gil");
    // A live game in progress, Gil in seat 0 (signed in), Hal in seat 1.
    const gils = held.keep(keepSeatKey(await sdkOf(phone).create(GAME, { name: "Gil" })));
    await keyOf(gils);
    const hals = held.keep(quiet(await sdkOf().joinById(gils.roomId, { name: "Hal" })));
    gils.send("chat", { text: "hello" });
    gils.send("start", {});
    await waitForState(hals, (s: any) => s.phase === "playing" && s.chat.length === 1, "the start");
    // A finished game of Gil's, closed, in history.
    const store = file.server.store;
    const gilsHash = hashSeatKey("gil-old-key-".repeat(4));
    await store.saveTable(row("gil-old", [{ name: "Gil", keyHash: gilsHash }, { name: "Ivy", keyHash: "" }], { phase: "over", host: "Gil", chat: [{ name: "Gil", seat: 0, spectator: false, text: "gg", at: 2 }] }));
    await store.startGame("gil-old", { gameNo: 1, seed: "00".repeat(32), players: ["Gil", "Ivy"], startedAt: 2 });
    await store.closeTable("gil-old", 3);
    await store.players.holdSeat((await phone.send("GET", "/api/me")).body.id, "gil-old", gilsHash, 0, 5);
    await store.push.subscribe({ tableId: gils.roomId, seat: 0, endpoint: "https://fcm.googleapis.com/fcm/send/gil", keys: { p256dh: "p", auth: "a" }, address: "x", at: 1 }, 5, 40);

    const gone = new Promise<number>((resolve) => gils.onLeave((code) => resolve(code)));
    const deleted = await phone.send("DELETE", "/api/me");
    expect(deleted.status).toBe(204);
    expect((await phone.send("GET", "/api/me")).status).toBe(401);
    expect((await device().signIn(passkey)).body.code).toBe("passkey-refused");
    expect(await store.push.subscriptions(gils.roomId, 0)).toEqual([]);
    await gone;
    const state = await waitForState(hals, (s: any) => s.seats[0].name === "a former player", "the former player's stand-in");
    expect(state.seats[0].bot).not.toBe("");
    expect(state.chat[0].name).toBe("a former player");
    const history = await phone.send("GET", "/api/tables/gil-old/replay");
    expect(history.body.players).toEqual(["a former player", "Ivy"]);
    const old = await store.tableRow("gil-old");
    expect([old!.host, old!.seats[0], old!.chat[0].name]).toEqual(["a former player", { name: "a former player", keyHash: "" }, "a former player"]);
    expect(JSON.stringify(await store.loadTable(gils.roomId))).not.toContain("Gil");
  });
});
