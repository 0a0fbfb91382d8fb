import { expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { settings } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { secretsOf } from "../support/table-play.ts";
import { fullTable, keepSeatKey, nextMessage, quiet, roundTrip, sdk, seatKeyOf, serverForFile, waitForState, roomsOfEachTest } from "../support/server-harness.ts";

/**
 * A spectator sits down (docs/protocol.md, `sit`): in a free seat before the start, in a seat
 * the host opened during a game; under the name they watched as or one they give, by the
 * join's name rules. The spectator becomes a player with the seat's key; a refused `sit`
 * changes nothing.
 */
const file = serverForFile({ seed: () => "spectator-sits-seed" });
const open = roomsOfEachTest();

async function watcher(tableId: string, name: string): Promise<Room> {
  const room = keepSeatKey(quiet(await sdk(file.server).joinById(tableId, { name, spectate: true })));
  open.push(room);
  await roundTrip(room);
  return room;
}

test("before the start a spectator takes a free seat under a name they give, checked like a join's", async () => {
  const host = keepSeatKey(quiet(await sdk(file.server).create(aGame({ plays: 4 }).facts.id, { name: "Ana", private: true, options: { seats: 4 } })));
  open.push(host);
  const fan = await watcher(host.roomId, "Spectator");
  fan.send("chat", { text: "hello" });
  await waitForState(host, (s: any) => s.chat.length === 1, "the spectator's line");
  expect((host.state as any).chat[0].toJSON()).toMatchObject({ name: "Spectator", spectator: true });

  // Refused: a bad name, somebody else's name (case-blind), a taken seat. Nothing changes.
  for (const name of ["<b>", "   ", "ANA"]) {
    fan.send("sit", { seat: 2, name });
    expect(await nextMessage(fan, "error")).toMatchObject({ code: "bad-name" });
  }
  fan.send("sit", { seat: 0, name: "Cleo" });
  expect(await nextMessage(fan, "error")).toMatchObject({ code: "seat-taken" });
  // A player gives no name with a sit: their name is their seat's.
  host.send("sit", { seat: 1, name: "Someone" });
  expect(await nextMessage(host, "error")).toMatchObject({ code: "bad-message" });
  await roundTrip(host);
  const before = (host.state as any).toJSON();
  expect(before.members[fan.sessionId]).toMatchObject({ name: "Spectator", spectator: true, seat: -1 });
  expect(before.seats.map((seat: any) => seat.name)).toEqual(["Ana", "", "", ""]);
  expect(seatKeyOf(fan)).toBeUndefined();

  fan.send("sit", { seat: 2, name: "  Cleo " });
  const state = await waitForState(host, (s: any) => s.seats[2].occupant === fan.sessionId, "the spectator seated");
  expect(state.members.get(fan.sessionId).toJSON()).toMatchObject({ name: "Cleo", spectator: false, seat: 2 });
  expect(state.seats[2].toJSON()).toMatchObject({ name: "Cleo", connected: true });
  await waitForState(fan, () => seatKeyOf(fan) !== undefined, "the seat's key");
  // A player now: she chats under her name and may stand up like anyone seated.
  fan.send("chat", { text: "I play" });
  await waitForState(host, (s: any) => s.chat.length === 2, "her line");
  expect((host.state as any).chat[1].toJSON()).toMatchObject({ name: "Cleo", seat: 2, spectator: false });
  // Her key opens her seat from another tab.
  const key = seatKeyOf(fan)!;
  const again = quiet(await sdk(file.server).joinById(host.roomId, { name: "Whoever", seatKey: key }));
  open.push(again);
  await waitForState(host, (s: any) => s.seats[2].occupant === again.sessionId && s.seats[2].name === "Cleo", "her seat in the other tab");
});

test("a spectator sitting without a name keeps the one they watched as", async () => {
  const host = quiet(await sdk(file.server).create(aGame({ opens: 2 }).facts.id, { name: "Ana", private: true }));
  open.push(host);
  const fan = await watcher(host.roomId, "Dora");
  fan.send("sit", { seat: 1 });
  const state = await waitForState(host, (s: any) => s.seats[1].occupant === fan.sessionId, "the spectator seated");
  expect(state.seats[1].name).toBe("Dora");
  expect(state.members.get(fan.sessionId).spectator).toBe(false);
});

test("during a game a spectator takes only a seat its player gave up, and plays its hand", async () => {
  settings.botPauseMs = 60_000;
  try {
    const rooms = await fullTable(file.server, aGame({ opens: 4, secrets: true }).facts.id, 4);
    open.push(...rooms);
    rooms[0].send("start", {});
    await waitForState(rooms[0], (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
    const fan = await watcher(rooms[0].roomId, "Fan");
    const hand = secretsOf(rooms[1], 1);
    await rooms[1].leave(true);
    await waitForState(rooms[0], (s: any) => s.seats[1].standIn, "a bot for Player 2");
    fan.send("sit", { seat: 1 });
    expect(await nextMessage(fan, "error")).toMatchObject({ code: "seat-taken" });
    // Neither the host nor a spectator gives away the seat of a player who left.
    rooms[0].send("open-seat", { seat: 1 });
    expect(await nextMessage(rooms[0], "error")).toMatchObject({ code: "not-yours" });
    fan.send("open-seat", { seat: 1 });
    expect(await nextMessage(fan, "error")).toMatchObject({ code: "not-host" });
    // Player 3 gives up their own seat: a bot plays it, open, and they stay to watch.
    const given = nextMessage(rooms[0], "notice");
    rooms[2].send("open-seat", { seat: 2 });
    expect(await given).toMatchObject({ code: "seat-given-up", seat: 2, name: "Player 3" });
    await waitForState(rooms[2], (s: any) => s.seats[2].open && s.seats[2].standIn && s.members.get(rooms[2].sessionId).spectator && !s.privates?.get("2"), "the seat given up");
    // Player 2's stand-in, reached back by its key, is given up the same way.
    const back = quiet(await sdk(file.server).joinById(rooms[0].roomId, { name: "Player 2", seatKey: seatKeyOf(rooms[1])! }));
    open.push(back);
    await waitForState(back, (s: any) => s.seats[1].occupant === back.sessionId && !s.seats[1].standIn, "Player 2 back");
    back.send("open-seat", { seat: 1 });
    await waitForState(rooms[0], (s: any) => s.seats[1].open, "the seat open");
    fan.send("sit", { seat: 1 });
    await waitForState(fan, (s: any) => s.seats[1].occupant === fan.sessionId && s.privates?.get("1") !== undefined, "the spectator with the hand");
    expect(secretsOf(fan, 1)).toEqual(hand);
    expect((fan.state as any).seats[1].toJSON()).toMatchObject({ name: "Fan", bot: "", standIn: false, open: false });
    expect((fan.state as any).members.get(fan.sessionId).spectator).toBe(false);
  } finally {
    settings.botPauseMs = 0;
  }
});
