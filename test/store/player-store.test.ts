import { describe, expect, test } from "@jest/globals";
import type { CredentialRecord, SessionRecord } from "../../server/src/store/player-store.ts";
import type { TableRecord } from "../../server/src/store/store.ts";
import { postgres, sqlite, storesOn } from "../support/store-backends.ts";
import { aGame } from "@tablee/shared";

/** A two-seat game (turn-based tables of two are the quickest to set up). */
const GAME = aGame({ opens: 2 }).facts.id;

/**
 * What the store keeps of players, on both backends: a player with their passkey and first
 * session in one write, sessions that expire, ceremonies used once, device links, seats that
 * are a player's by their key hash, and a player forgotten with their name rewritten in history.
 */
const player = (id: string, name = "Ana") => ({ id, name, createdAt: 1, lastUsedAt: 1 });
const credential = (id: string, playerId: string): CredentialRecord => ({ id, playerId, publicKey: "pk", counter: 0, transports: ["internal"], backedUp: true, createdAt: 1, lastUsedAt: 1 });
const session = (tokenHash: string, playerId: string, expiresAt = 10_000, lastUsedAt = 1): SessionRecord => ({ tokenHash, handle: `h-${tokenHash}`, playerId, createdAt: 1, lastUsedAt, expiresAt });
function table(id: string, seats: TableRecord["seats"], phase: TableRecord["phase"] = "playing"): TableRecord {
  return { id, game: GAME, seatCount: seats.length, options: {}, private: false, host: seats[0].name, phase, seats, chat: [{ name: seats[0].name, seat: 0, spectator: false, text: "hi", at: 1 }], pace: "turns", clock: 0, takeover: "easy", awayAfter: 3, turn: [0], createdAt: 1, updatedAt: 1 };
}

describe.each([sqlite(), postgres()])("the $kind store's players", (backend) => {
  const open = storesOn(backend);

  test("a player, their passkey and their first session are one write; a passkey registered twice stores nothing", async () => {
    const store = await open();
    await store.players.createPlayer(player("p1"), credential("c1", "p1"), session("s1", "p1"));
    expect(await store.players.player("p1")).toEqual(player("p1"));
    expect((await store.players.credential("c1"))?.playerId).toBe("p1");
    await expect(store.players.createPlayer(player("p2"), credential("c1", "p2"), session("s2", "p2"))).rejects.toMatchObject({ reason: "duplicate" });
    expect(await store.players.player("p2")).toBeNull();
    expect(await store.players.session("s2", 5)).toBeNull();
    expect(store.health.failing).toBeNull();
  });

  test("sessions expire, slide, are listed, ended one by one or all; a sign-in replaces the device's previous one", async () => {
    const store = await open();
    await store.players.createPlayer(player("p1"), credential("c1", "p1"), session("s1", "p1", 100));
    expect(await store.players.session("s1", 99)).not.toBeNull();
    expect(await store.players.session("s1", 100)).toBeNull();
    await store.players.slideSession("s1", 50, 1_000);
    expect((await store.players.session("s1", 500))?.expiresAt).toBe(1_000);
    await store.players.startSession(session("s2", "p1", 1_000, 2), "s1", 20);
    expect(await store.players.session("s1", 5)).toBeNull();
    await store.players.startSession(session("s3", "p1", 1_000, 3), null, 2);
    await store.players.startSession(session("s4", "p1", 1_000, 4), null, 2);
    expect((await store.players.sessions("p1", 5)).map((s) => s.tokenHash)).toEqual(["s4", "s3"]);
    expect(await store.players.endSession("p1", { handle: "h-s3" })).toBe(true);
    expect(await store.players.endSession("p2", { tokenHash: "s4" })).toBe(false);
    expect(await store.players.endSessions("p1")).toBe(1);
  });

  test("a ceremony is taken once, for its purpose, before it expires", async () => {
    const store = await open();
    const c = { tokenHash: "t", purpose: "signin" as const, challenge: "ch", playerId: null, name: null, linkHash: null, expiresAt: 100 };
    await store.players.keepChallenge(c, 1);
    expect(await store.players.takeChallenge("t", "signin", 50)).toEqual(c);
    expect(await store.players.takeChallenge("t", "signin", 50)).toBeNull();
    await store.players.keepChallenge({ ...c, tokenHash: "u" }, 1);
    expect(await store.players.takeChallenge("u", "register", 50)).toBeNull();
    expect(await store.players.takeChallenge("u", "signin", 50)).toBeNull();
    await store.players.keepChallenge({ ...c, tokenHash: "v" }, 1);
    expect(await store.players.takeChallenge("v", "signin", 100)).toBeNull();
  });

  test("device links: at most a few open, used once, never after they expire", async () => {
    const store = await open();
    await store.players.createPlayer(player("p1"), credential("c1", "p1"), session("s1", "p1"));
    for (const hash of ["a", "b"]) expect(await store.players.keepDeviceLink({ tokenHash: hash, playerId: "p1", createdAt: 10, expiresAt: 100 }, 2)).toBe("kept");
    expect(await store.players.keepDeviceLink({ tokenHash: "c", playerId: "p1", createdAt: 10, expiresAt: 100 }, 2)).toBe("full");
    expect(await store.players.deviceLink("a", 50)).toBe("p1");
    expect(await store.players.takeDeviceLink("a", 50)).toBe("p1");
    expect(await store.players.takeDeviceLink("a", 50)).toBeNull();
    expect(await store.players.takeDeviceLink("b", 100)).toBeNull();
  });

  test("the last passkey stays; another one goes", async () => {
    const store = await open();
    await store.players.createPlayer(player("p1"), credential("c1", "p1"), session("s1", "p1"));
    expect(await store.players.removeCredential("p1", "c1", 5)).toBe("last");
    expect(await store.players.addCredential(credential("c2", "p1"), 10)).toBe("added");
    expect(await store.players.addCredential(credential("c2", "p1"), 10)).toBe("taken");
    expect(await store.players.removeCredential("p2", "c1", 5)).toBe("missing");
    expect(await store.players.removeCredential("p1", "c1", 5)).toBe("removed");
    expect((await store.players.credentials("p1")).map((c) => c.id)).toEqual(["c2"]);
  });

  test("claims: checked against the stored key hashes, first player keeps a seat, a seat given a new key is no longer theirs", async () => {
    const store = await open();
    await store.players.createPlayer(player("p1"), credential("c1", "p1"), session("s1", "p1"));
    await store.players.createPlayer(player("p2", "Bo"), credential("c2", "p2"), session("s2", "p2"));
    await store.saveTable(table("t1", [{ name: "Ana", keyHash: "h0" }, { name: "Bo", keyHash: "h1" }]));
    const answers = await store.players.claimSeats("p1", [{ tableId: "t1", keyHash: "h0" }, { tableId: "t1", keyHash: "zz" }, { tableId: "nope", keyHash: "h0" }], 5);
    expect(answers.map((a) => [a.seat, a.result])).toEqual([[0, "claimed"], [-1, "no-seat"], [-1, "no-seat"]]);
    expect((await store.players.claimSeats("p2", [{ tableId: "t1", keyHash: "h0" }], 6))[0].result).toBe("another-player");
    await store.players.holdSeat("p2", "t1", "h1", 1, 6);
    expect((await store.players.tablesOf("p1", 10)).map((t) => [t.id, t.seat])).toEqual([["t1", 0]]);
    expect(await store.players.heldHashes("p2", "t1")).toEqual(["h1"]);
    // The seats move (before a start) with their hashes; a new holder's key ends the claim.
    await store.saveTable(table("t1", [{ name: "Bo", keyHash: "h1" }, { name: "Ana", keyHash: "h0" }]));
    expect((await store.players.tablesOf("p1", 10))[0].seat).toBe(1);
    await store.saveTable(table("t1", [{ name: "Bo", keyHash: "h1" }, { name: "Cy", keyHash: "h9" }]));
    expect(await store.players.tablesOf("p1", 10)).toEqual([]);
  });

  test("a player erased: everything of theirs gone, their seat given up and their name replaced in history", async () => {
    const store = await open();
    await store.players.createPlayer(player("p1"), credential("c1", "p1"), session("s1", "p1"));
    await store.saveTable(table("t1", [{ name: "Ana", keyHash: "h0" }, { name: "Bo", keyHash: "h1" }]));
    await store.startGame("t1", { gameNo: 1, seed: "s", players: ["Ana", "Bo"], startedAt: 2 });
    await store.saveTable(table("t2", [{ name: "Ana", keyHash: "h5" }, { name: "Bo", keyHash: "" }], "waiting"));
    await store.players.holdSeat("p1", "t1", "h0", 0, 3);
    await store.players.holdSeat("p1", "t2", "h5", 0, 3);
    await store.push.subscribe({ tableId: "t1", seat: 0, endpoint: "https://fcm.googleapis.com/fcm/send/1", keys: { p256dh: "p", auth: "a" }, address: "x", at: 1 }, 5, 40);
    await store.players.keepDeviceLink({ tokenHash: "l", playerId: "p1", createdAt: 1, expiresAt: 10_000 }, 3);
    await store.players.erase("p1", new Map([["t1", "Ana"], ["t2", "Ana"]]), "a former player");
    expect(await store.players.player("p1")).toBeNull();
    expect(await store.players.session("s1", 2)).toBeNull();
    expect(await store.players.credential("c1")).toBeNull();
    expect(await store.players.deviceLink("l", 2)).toBeNull();
    expect(await store.push.subscriptions("t1", 0)).toEqual([]);
    const t1 = await store.loadTable("t1");
    expect(t1!.seats[0]).toEqual({ name: "a former player", keyHash: "", bot: "easy", standIn: true, open: true });
    expect([t1!.host, t1!.chat[0].name, t1!.games[0].players]).toEqual(["a former player", "a former player", ["a former player", "Bo"]]);
    expect((await store.tableRow("t2"))!.seats[0]).toEqual({ name: "", keyHash: "" });
  });
});
