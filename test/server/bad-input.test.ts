import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { Protocol } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { fullTable, leaveAll, nextMessage, quiet, roundTrip, sdk, settle, startServer, waitForState } from "../support/server-harness.ts";
import { engineOf, legalAt, untilOneSeatAwaited } from "../support/table-play.ts";

/** A table of four; its actions are whatever its engine lists. */
const GAME = aGame({ opens: 4 });

let server: TableServer;
let players: Room[];
let spectator: Room;
/** Every `error` each room received, in order. */
const errors = new Map<Room, { code: string; message: string }[]>();

beforeAll(async () => {
  server = await startServer({ seed: () => "bad-input-seed" });
  players = await fullTable(server, GAME.facts.id, 4);
  spectator = quiet(await sdk(server).joinById(players[0].roomId, { name: "Watcher", spectate: true }));
  for (const room of [...players, spectator]) {
    errors.set(room, []);
    room.onMessage("error", (e: { code: string; message: string }) => errors.get(room)!.push(e));
  }
  players[0].send("start", {});
  // Past any choice every seat makes at once: one seat to play.
  await untilOneSeatAwaited(players);
});

afterAll(async () => {
  await leaveAll([...players, spectator]);
  await server.close();
});

beforeEach(() => {
  for (const list of errors.values()) list.length = 0;
});

/** The seat the table waits for. */
function turn(): number {
  return (players[0].state as any).board.active[0];
}

/** The first legal action of the seat to play: a well-formed action of the game. */
function anAction(): Record<string, unknown> {
  const seat = turn();
  return legalAt(players[seat], seat)[0] as Record<string, unknown>;
}

/** What every client holds, to compare before and after a refused message. */
async function snapshot(): Promise<string[]> {
  for (const room of [...players, spectator]) await roundTrip(room);
  return [...players, spectator].map((room) => JSON.stringify(room.state.toJSON()));
}

/** The refused message reached its sender as an error, nobody else heard of it, nothing changed. */
async function expectRefused(sender: Room, before: string[], code: string | RegExp): Promise<void> {
  await settle(100);
  expect(await snapshot()).toEqual(before);
  const got = errors.get(sender)!;
  expect(got.length).toBeGreaterThanOrEqual(1);
  expect(got[0].code).toEqual(typeof code === "string" ? code : expect.stringMatching(code));
  expect(typeof got[0].message).toBe("string");
  for (const [room, list] of errors) if (room !== sender) expect(list).toEqual([]);
}

/** The table still plays: the seat to move makes a legal move and everybody sees it. */
async function stillPlays(): Promise<void> {
  for (const list of errors.values()) list.length = 0;
  const seat = turn();
  const state: any = players[seat].state;
  const moves = state.moves;
  players[seat].send("action", legalAt(players[seat], seat)[0]);
  for (const room of [...players, spectator]) await waitForState(room, (s: any) => s.moves > moves, "the move");
  for (const list of errors.values()) expect(list).toEqual([]);
}

describe("bad input: an error to the sender only, state unchanged, the others unaffected", () => {
  test("out of turn", async () => {
    const before = await snapshot();
    const other = (turn() + 1) % 4;
    players[other].send("action", anAction());
    await expectRefused(players[other], before, "not-your-turn");
    await stillPlays();
  });

  test("a spectator's action", async () => {
    const before = await snapshot();
    spectator.send("action", anAction());
    await expectRefused(spectator, before, "spectator");
  });

  test("an illegal action by the seat to play", async () => {
    const seat = turn();
    const legal = new Set<string>(legalAt(players[seat], seat).map((action) => JSON.stringify(action)));
    // An action of the game this seat may not take now: the engine refuses it.
    const illegal = GAME.rules.candidates(engineOf(players[0]), seat).find((action: unknown) => !legal.has(JSON.stringify(action)));
    expect(illegal).toBeDefined();
    const before = await snapshot();
    players[seat].send("action", illegal);
    await expectRefused(players[seat], before, /./);
    expect(["not-your-turn", "bad-message", "spectator"]).not.toContain(errors.get(players[seat])![0].code);
    await stillPlays();
  });

  test("malformed messages of every kind", async () => {
    const seat = turn();
    const sender = players[seat];
    // An action's shape is the engine's to judge (bad-action); the table's own messages are
    // checked by the room (bad-message).
    const action = anAction();
    const field = Object.keys(action).find((key) => key !== "type")!;
    const bad: [string, unknown, string][] = [
      ["action", { type: "fly", card: "A" }, "bad-action"],
      ["action", "move everything home", "bad-action"],
      ["action", 42, "bad-action"],
      ["action", [1, 2, 3], "bad-action"],
      ["action", null, "bad-action"],
      ["action", { ...action, [field]: { deep: true } }, "bad-action"],
      ["action", { ...action, extra: { deep: true } }, "bad-action"],
      ["action", { ...action, type: "toString" }, "bad-action"],
      ["sit", { seat: "zero" }, "bad-message"],
      ["chat", { text: 12 }, "bad-message"],
      ["start", { now: true }, "bad-message"],
    ];
    for (const [type, payload, code] of bad) {
      const before = await snapshot();
      sender.send(type, payload as any);
      await expectRefused(sender, before, code);
      errors.get(sender)!.length = 0;
    }
    let before = await snapshot();
    sender.send("teleport", { to: 63 });
    await expectRefused(sender, before, "unknown-message");
    errors.get(sender)!.length = 0;

    // A message typed "*" reaches the table's one handler with its payload where the type
    // goes, and raw bytes with the type they name: neither may act as that type (here, the
    // player to move standing up, or chatting).
    for (const frame of [
      [Protocol.ROOM_DATA, 0xa1, ...Buffer.from("*"), 0xa5, ...Buffer.from("stand")],
      [Protocol.ROOM_DATA_BYTES, 0xa5, ...Buffer.from("stand")],
      [Protocol.ROOM_DATA_BYTES, 0xa4, ...Buffer.from("chat"), ...Buffer.from("hello")],
    ]) {
      before = await snapshot();
      sender.connection.send(new Uint8Array(frame));
      await expectRefused(sender, before, "unknown-message");
      errors.get(sender)!.length = 0;
    }

    // Bytes that are not msgpack: a ROOM_DATA frame "action" followed by 0xc1, which msgpack
    // never uses (msgpackr reads it as a marker object, which reaches the engine and is refused
    // as bad-action), then one whose payload msgpackr cannot read at all (an array of two that
    // ends after one element): Colyseus would disconnect its sender, the guard answers
    // bad-message instead.
    for (const [payload, code] of [[[0xc1], "bad-action"], [[0x92, 0x01], "bad-message"]] as const) {
      before = await snapshot();
      sender.connection.send(new Uint8Array([13, 0xa6, ...Buffer.from("action"), ...payload]));
      await expectRefused(sender, before, code);
      expect(sender.connection.isOpen).toBe(true);
      errors.get(sender)!.length = 0;
    }
    await stillPlays();
  });

  test("a message over 8 KB", async () => {
    const before = await snapshot();
    spectator.send("chat", { text: "x".repeat(9_000) });
    await expectRefused(spectator, before, "too-large");
    const seat = turn();
    const big = { ...anAction(), padding: "y".repeat(10_000) };
    players[seat].send("action", big);
    await settle(100);
    expect(errors.get(players[seat])!.map((e) => e.code)).toEqual(["too-large"]);
    expect(spectator.connection.isOpen && players[seat].connection.isOpen).toBe(true);
    errors.get(spectator)!.length = 0;
    errors.get(players[seat])!.length = 0;
    await stillPlays();
  });

  test("a flood over 20 messages a second: refused once, the rest dropped, nobody else disturbed", async () => {
    const flooder = players[(turn() + 2) % 4];
    // A fresh second for the flooder, so the whole burst falls in one counting window.
    await settle(1_100);
    const before = await snapshot();
    for (let i = 0; i < 60; i++) flooder.send("chat", { text: `spam ${i}` });
    await settle(200);
    const codes = errors.get(flooder)!.map((e) => e.code);
    // Five chat lines pass the chat limit, the next ones are refused as too fast until the
    // 21st message of the second, then one rate-limited error and silence.
    expect(codes.filter((c) => c === "rate-limited")).toEqual(["rate-limited"]);
    expect(codes.length).toBeLessThanOrEqual(21);
    const chat = (spectator.state as any).chat.map((l: any) => l.text);
    expect(chat).toEqual(["spam 0", "spam 1", "spam 2", "spam 3", "spam 4"]);
    for (const [room, list] of errors) if (room !== flooder) expect(list).toEqual([]);
    expect(flooder.connection.isOpen).toBe(true);
    // After the second is over, the flooder is heard again.
    await settle(1_000);
    errors.get(flooder)!.length = 0;
    const after = await snapshot();
    expect(after).not.toEqual(before);
    await stillPlays();
  });

  test("a sustained flood disconnects the offender alone", async () => {
    const flooder = spectator;
    const dropped = new Promise<void>((resolve) => {
      flooder.onDrop(() => resolve());
      flooder.onLeave(() => resolve());
    });
    for (let i = 0; i < 150; i++) flooder.send("chat", { text: "spam" });
    await dropped;
    for (const room of players) expect(room.connection.isOpen).toBe(true);
    // The spectator is gone for good (no reconnection window for a flooder).
    await waitForState(players[0], (s: any) => s.members.size === 4, "the flooder out");
    for (const room of players) expect(errors.get(room)).toEqual([]);
    await roundTrip(players[0]);
    const seat = turn();
    const state: any = players[seat].state;
    const moves = state.moves;
    players[seat].send("action", legalAt(players[seat], seat)[0]);
    for (const room of players) await waitForState(room, (s: any) => s.moves > moves, "the move");
  });
});

test("the refused name never reaches the table", async () => {
  await expect(sdk(server).joinById(players[0].roomId, { name: "<img src=x>", spectate: true })).rejects.toThrow(/bad-name/);
  await roundTrip(players[0]);
  for (const member of (players[0].state as any).members.values()) expect(member.name).not.toContain("<");
});
