import { describe, expect, test } from "@jest/globals";
import type { CredentialRecord, SessionRecord } from "../../server/src/store/player-store.ts";
import type { TableRecord, TableStore } from "../../server/src/store/store.ts";
import { postgres, sqlite, storesOn } from "../support/store-backends.ts";
import { aGame } from "@tablee/shared";

/** Any two-seat game: the store keeps tables whatever their game. */
const GAME = aGame({ opens: 2 }).facts.id;

/**
 * What the store keeps of circles and of push to the person, on both backends: circles,
 * members and invite links (used, expired, revoked; the counts they are held to), a finished
 * game at a circle's table recorded with its outcome in one transaction (and none at another
 * table), players' devices and quiet hours, calls held and taken once, a deleted player
 * leaving every circle.
 */
const player = (id: string, name = id) => ({ id, name, createdAt: 1, lastUsedAt: 1 });
const credential = (id: string, playerId: string): CredentialRecord => ({ id, playerId, publicKey: "pk", counter: 0, transports: ["internal"], backedUp: true, createdAt: 1, lastUsedAt: 1 });
const session = (tokenHash: string, playerId: string): SessionRecord => ({ tokenHash, handle: `h-${tokenHash}`, playerId, createdAt: 1, lastUsedAt: 1, expiresAt: 10_000 });
const circle = (id: string, creatorId: string, createdAt = 10) => ({ id, name: `Circle ${id}`, creatorId, createdAt });
const invite = (tokenHash: string, circleId: string, madeBy: string, expiresAt: number | null = null, createdAt = 20) => ({ tokenHash, handle: `i-${tokenHash}`, circleId, madeBy, createdAt, expiresAt });
const most = { members: 3, circles: 2 };
function table(id: string, seats: TableRecord["seats"]): TableRecord {
  return { id, game: GAME, seatCount: seats.length, options: {}, private: true, host: seats[0].name, phase: "playing", seats, chat: [], pace: "turns", clock: 0, takeover: "easy", awayAfter: 3, turn: [0], createdAt: 1, updatedAt: 1 };
}

async function players(store: TableStore, ...ids: string[]): Promise<void> {
  for (const id of ids) await store.players.createPlayer(player(id), credential(`c-${id}`, id), session(`s-${id}`, id));
}

describe.each([sqlite(), postgres()])("the $kind store's circles", (backend) => {
  const open = storesOn(backend);

  test("a circle, its invite links and its members: joined once, within the counts, never through a revoked or expired link", async () => {
    const store = await open();
    const { circles } = store;
    await players(store, "ana", "bo", "cy", "dee");
    expect(await circles.createCircle(circle("c1", "ana"), "m-ana", 2)).toBe("created");
    expect(await circles.createCircle(circle("c2", "ana"), "m-ana2", 2)).toBe("created");
    expect(await circles.createCircle(circle("c3", "ana"), "m-ana3", 2)).toBe("full");
    expect(await circles.membership("c3", "ana")).toBeNull();

    expect(await circles.keepInvite(invite("open", "c1", "ana"), 2)).toBe("kept");
    expect(await circles.keepInvite(invite("soon", "c1", "ana", 100), 2)).toBe("kept");
    expect(await circles.keepInvite(invite("third", "c1", "ana"), 2)).toBe("full");
    expect(await circles.invite("open", 50)).toEqual({ circleId: "c1", name: "Circle c1", members: 1 });
    expect(await circles.invite("soon", 100)).toBeNull();
    expect(await circles.join("soon", "bo", "m-bo", 100, most)).toEqual({ result: "bad-invite" });
    // An expired link leaves room for a new one.
    expect(await circles.keepInvite(invite("third", "c1", "ana", null, 200), 2)).toBe("kept");

    expect(await circles.join("open", "bo", "m-bo", 30, most)).toEqual({ result: "joined", circleId: "c1" });
    expect(await circles.join("open", "bo", "m-bo2", 31, most)).toEqual({ result: "member", circleId: "c1" });
    expect(await circles.join("open", "cy", "m-cy", 32, most)).toEqual({ result: "joined", circleId: "c1" });
    expect(await circles.join("open", "dee", "m-dee", 33, most)).toEqual({ result: "circle-full" });
    expect((await circles.members("c1")).map((m) => [m.handle, m.name])).toEqual([["m-ana", "ana"], ["m-bo", "bo"], ["m-cy", "cy"]]);
    expect((await circles.circlesOf("ana")).map((c) => [c.circle.id, c.members])).toEqual([["c1", 3], ["c2", 1]]);

    // Revoked by its maker or the creator only.
    await circles.keepInvite(invite("bos", "c2", "ana"), 5);
    expect(await circles.revokeInvite("c1", "i-third", "bo")).toBe("not-yours");
    expect(await circles.revokeInvite("c1", "i-third", "ana")).toBe("revoked");
    expect(await circles.revokeInvite("c1", "i-third", "ana")).toBe("missing");
    expect((await circles.invites("c1", 300)).map((i) => i.handle)).toEqual(["i-open"]);
    expect(await circles.join("third", "dee", "m-dee", 301, most)).toEqual({ result: "bad-invite" });
    // A player in `most.circles` circles joins no more.
    await circles.createCircle(circle("c9", "dee"), "m-dee9", 5);
    await circles.createCircle(circle("c8", "dee"), "m-dee8", 5);
    expect(await circles.join("bos", "dee", "m-dee2", 40, most)).toEqual({ result: "too-many-circles" });
    expect(store.health.failing).toBeNull();
  });

  test("members leave and are removed: only by the creator, who hands the circle on when leaving; the last one ends it", async () => {
    const store = await open();
    const { circles } = store;
    await players(store, "ana", "bo", "cy");
    await circles.createCircle(circle("c1", "ana"), "m-ana", 5);
    await circles.keepInvite(invite("t", "c1", "ana"), 5);
    await circles.join("t", "bo", "m-bo", 30, most);
    await circles.join("t", "cy", "m-cy", 31, most);
    expect(await circles.removeMember("c1", "bo", "m-cy")).toBe("not-creator");
    expect(await circles.removeMember("c1", "ana", "m-ana")).toBe("self");
    expect(await circles.removeMember("c1", "ana", "nobody")).toBe("missing");
    expect(await circles.removeMember("c1", "ana", "m-cy")).toEqual({ removed: "cy" });
    expect(await circles.membership("c1", "cy")).toBeNull();
    expect(await circles.removeMember("c1", "cy", "m-bo")).toBe("not-member");
    expect(await circles.leave("c1", "ana")).toBe("left");
    expect((await circles.membership("c1", "bo"))?.circle.creatorId).toBe("bo");
    expect(await circles.leave("c1", "ana")).toBe("not-member");
    expect(await circles.leave("c1", "bo")).toBe("ended");
    expect(await circles.invite("t", 40)).toBeNull();
    expect(await circles.circlesOf("bo")).toEqual([]);
  });

  test("a finished game at a circle's table is recorded with its outcome, seats and players; another table's is not", async () => {
    const store = await open();
    const { circles } = store;
    await players(store, "ana", "bo");
    await circles.createCircle(circle("c1", "ana"), "m-ana", 5);
    expect(await circles.addTable("c1", "t1", "bo", 5)).toBe(false);
    await store.saveTable(table("t1", [{ name: "Ana", keyHash: "h0" }, { name: "Bot 2", keyHash: "", bot: "easy" }]));
    expect(await circles.addTable("c1", "t1", "ana", 5)).toBe(true);
    expect(await circles.circleOfTable("t1")).toBe("c1");
    await store.saveTable(table("t2", [{ name: "Ana", keyHash: "h5" }, { name: "Bo", keyHash: "h6" }]));
    await store.players.holdSeat("ana", "t1", "h0", 0, 6);
    for (const id of ["t1", "t2"]) {
      await store.startGame(id, { gameNo: 1, seed: "s", players: ["Ana", "Bot 2"], startedAt: 7 });
      await store.appendAction(id, 1, 0, { seat: 0, action: { type: "x" }, digest: "d", at: 8 }, { outcome: { winners: [0] } });
    }
    expect((await circles.tables("c1", 10)).map((t) => [t.id, t.phase])).toEqual([["t1", "playing"]]);
    const games = await circles.games("c1", 10);
    expect(games).toEqual([{ tableId: "t1", gameNo: 1, game: GAME, seats: [{ name: "Ana", keyHash: "h0" }, { name: "Bot 2", keyHash: "", bot: "easy" }], outcome: { winners: [0] }, finishedAt: 8, players: ["Ana", "Bot 2"] }]);
    expect(await circles.owners("c1")).toEqual(new Map([["t1 h0", "ana"]]));
    // The same game stored again (a retried write) is one game.
    await store.finishGame("t1", 1, { winners: [0] }, 9);
    expect(await circles.games("c1", 10)).toHaveLength(1);
  });

  test("a deleted player leaves their circles (the creator's passes on) and their devices and held calls go", async () => {
    const store = await open();
    const { circles, push } = store;
    await players(store, "ana", "bo");
    await circles.createCircle(circle("c1", "ana"), "m-ana", 5);
    await circles.createCircle(circle("c2", "ana"), "m-ana2", 5);
    await circles.keepInvite(invite("t", "c1", "ana"), 5);
    await circles.join("t", "bo", "m-bo", 30, most);
    await push.subscribePlayer({ playerId: "ana", endpoint: "https://fcm.googleapis.com/fcm/send/a", keys: { p256dh: "p", auth: "a" }, handle: "d1", address: "x", at: 1 }, 5, 40);
    await push.hold("ana", { tableId: "t1", seat: 0, call: { kind: "turn" }, at: 5 }, 5);
    const exported = await store.players.everything("ana", 2);
    expect(exported?.circles.map((c) => [c.id, c.creator])).toEqual([["c1", true], ["c2", true]]);
    expect(exported?.pushDevices.map((d) => d.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/a"]);
    await store.players.erase("ana", new Map(), "a former player");
    expect((await circles.membership("c1", "bo"))?.circle.creatorId).toBe("bo");
    expect(await circles.circlesOf("ana")).toEqual([]);
    expect(await circles.invite("t", 40)).not.toBeNull();
    expect(await push.heldPlayers()).toEqual([]);
    expect(await push.personTargets(["ana"])).toEqual([]);
  });
});

describe.each([sqlite(), postgres()])("the $kind store's push to the person", (backend) => {
  const open = storesOn(backend);
  const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/${n}`;
  const device = (playerId: string, n: number, at = n, address = "addr") => ({ playerId, endpoint: endpoint(n), keys: { p256dh: `p${n}`, auth: `a${n}` }, handle: `d${n}`, address, at });

  test("a player's devices: renewed by endpoint, the newest kept, muted or removed; a seat's call reaches its player's unmuted ones", async () => {
    const store = await open();
    const { push } = store;
    await players(store, "ana", "bo");
    expect(await push.subscribePlayer(device("ana", 1), 2, 40)).toEqual({ handle: "d1" });
    expect(await push.subscribePlayer({ ...device("ana", 1, 5), handle: "other" }, 2, 40)).toEqual({ handle: "d1" });
    await push.subscribePlayer(device("ana", 2, 3), 2, 40);
    await push.subscribePlayer(device("ana", 3, 4), 2, 40);
    expect((await push.playerDevices("ana")).map((d) => d.handle)).toEqual(["d3", "d1"]);
    expect(await push.muteDevice("ana", "d3", true)).toBe(true);
    expect(await push.muteDevice("bo", "d1", true)).toBe(false);
    expect(await push.removeDevice("bo", "d1")).toBe(false);

    await store.saveTable(table("t1", [{ name: "Ana", keyHash: "h0" }, { name: "Bo", keyHash: "h1" }]));
    await store.players.holdSeat("ana", "t1", "h0", 0, 6);
    await push.subscribe({ tableId: "t1", seat: 0, endpoint: endpoint(9), keys: { p256dh: "p", auth: "a" }, address: "addr", at: 1 }, 5, 40);
    const targets = await push.seatTargets("t1", 0, "h0");
    expect(targets.seat.map((t) => t.endpoint)).toEqual([endpoint(9)]);
    expect(targets.person).toEqual({ playerId: "ana", quiet: null, devices: [{ endpoint: endpoint(1), keys: { p256dh: "p1", auth: "a1" }, address: "addr" }] });
    expect((await push.seatTargets("t1", 1, "h1")).person).toBeNull();
    // A push service that forgot an endpoint: gone for seats and players alike.
    await push.dropEndpoint(endpoint(1));
    expect((await push.seatTargets("t1", 0, "h0")).person?.devices).toEqual([]);
    // The address's budget counts both kinds.
    expect(await push.subscribePlayer(device("bo", 7, 7, "crowded"), 5, 1)).toEqual({ handle: "d7" });
    expect(await push.subscribePlayer(device("bo", 8, 8, "crowded"), 5, 1)).toBe("address-full");
  });

  test("quiet hours kept; calls held per table and seat, the newest within the count, taken once with whether their seat still waits", async () => {
    const store = await open();
    const { push } = store;
    await players(store, "ana");
    const quiet = { from: "22:00", to: "08:00", timeZone: "Europe/Zurich" };
    expect(await push.setQuiet("ana", quiet)).toBe(true);
    expect(await push.setQuiet("nobody", quiet)).toBe(false);
    expect(await push.quietHours("ana")).toEqual(quiet);
    await store.saveTable(table("t1", [{ name: "Ana", keyHash: "h0" }, { name: "Bo", keyHash: "h1" }]));
    await push.hold("ana", { tableId: "t1", seat: 0, call: { kind: "turn", n: 1 }, at: 5 }, 2);
    await push.hold("ana", { tableId: "t1", seat: 0, call: { kind: "turn", n: 2 }, at: 6 }, 2);
    await push.hold("ana", { tableId: "t1", seat: 1, call: { kind: "turn" }, at: 7 }, 2);
    await push.hold("ana", { tableId: "t9", seat: 0, call: { kind: "over" }, at: 8 }, 2);
    expect(await push.heldPlayers()).toEqual([{ playerId: "ana", quiet }]);
    const taken = await push.takeHeld("ana");
    expect(taken).toEqual([
      { tableId: "t1", seat: 1, call: { kind: "turn" }, at: 7, awaited: false, open: true },
      { tableId: "t9", seat: 0, call: { kind: "over" }, at: 8, awaited: false, open: false },
    ]);
    expect(await push.takeHeld("ana")).toEqual([]);
    await push.setQuiet("ana", null);
    expect(await push.quietHours("ana")).toBeNull();
  });
});
