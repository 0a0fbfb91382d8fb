import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { seedRng } from "@tablee/shared";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, quiet, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { TABLE_FIELDS, bytesContain, pathsOf, placeOf, recordWire, wireOf, type Wire } from "../support/server-wire.ts";
import { playOut } from "../support/table-play.ts";

// Every SDK room of this file records what it receives, from its handshake on.
recordWire();

const SEED = "dog-game-test-seed-0123456789abcdef0123456789abcdef";
const RNG_KEY = seedRng(SEED).key;

const file = serverForFile({ seed: () => SEED, limits: PROGRAMS_AT_FULL_SPEED });

/** Every field the table's schema has: nothing else may ever reach a client. */
const SCHEMA_FIELDS = new Set([
  ...TABLE_FIELDS,
  // DogBoard
  ...["turn", "dealer", "firstPlayer", "deal", "dealSize", "marbles", "fresh", "handCounts", "folded", "exchangeChosen"],
  ...["discard", "seven", "card", "remaining", "winner", "events", "active"],
  // DogPrivate
  ...["hand", "myExchange", "received", "legal"],
]);

/** Checks run after every frame a player decodes: its partner's pick never shows early, and
 *  it holds legal actions only while the table waits for it. */
function watchPrivate(room: Room, seat: number, violations: string[]): void {
  wireOf(room).afterFrame = (r) => {
    const state: any = r.state;
    const board = state?.board;
    const mine = state?.privates?.get(String(seat));
    if (!board || !mine) return;
    const partner = (seat + 2) % 4;
    if (mine.received !== undefined && !(board.exchangeChosen[seat] && board.exchangeChosen[partner])) {
      violations.push(`seat ${seat} received ${mine.received} before its team's exchange resolved`);
    }
    if (mine.legal.length > 0 && !board.active.includes(seat)) {
      violations.push(`seat ${seat} held legal actions while not active (move ${state.moves})`);
    }
  };
}

describe("a complete DOG game over the wire", () => {
  let rooms: Room[];
  let spectator: Room;
  let wires: Wire[];
  const violations: string[] = [];
  let played = 0;

  test("four SDK clients choosing among the legal actions they were sent play DOG to a win", async () => {
    rooms = await fullTable(file.server, "dog", 4);
    spectator = quiet(await sdk(file.server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
    rooms.forEach((room, seat) => {
      expect((room.state as any).members.get(room.sessionId).seat).toBe(seat);
      watchPrivate(room, seat, violations);
    });
    rooms[0].send("start", {});
    await Promise.all([...rooms, spectator].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    played = await playOut(rooms, [spectator], "dog game");

    const state: any = await waitForState(spectator, (s: any) => s.phase === "over", "game over for the spectator");
    const team = state.board.winner;
    expect([0, 1]).toContain(team);
    expect([...state.winners].sort()).toEqual([team, team + 2]);
    // DOG-14: the winners' eight marbles are all in their finish fields.
    for (const seat of [team, team + 2]) {
      for (let m = seat * 4; m < seat * 4 + 4; m++) expect(state.board.marbles[m]).toBeGreaterThanOrEqual(64);
    }
    expect(played).toBeGreaterThan(40);
    wires = [...rooms, spectator].map(wireOf);
  }, 50_000);

  test("no player ever received another seat's private part, hand or legal actions", () => {
    rooms.forEach((room, seat) => {
      const paths = pathsOf(room.state);
      expect(wireOf(room).changes.length).toBeGreaterThan(100);
      for (const change of wireOf(room).changes) {
        const path = placeOf(room, paths, change);
        // A pending 7 (board.seven) is removed once played: the only object that leaves the tree.
        if (path === undefined) {
          expect(Object.keys(change.ref.toJSON()).sort()).toEqual(["card", "remaining"]);
          continue;
        }
        if (path === "privates") expect(String(change.key)).toBe(String(seat));
        else if (path!.startsWith("privates.")) expect(path!.split(".")[1]).toBe(String(seat));
        if (change.ref && "myExchange" in change.ref) expect(change.ref.seat).toBe(seat);
      }
      expect([...(room.state as any).privates.keys()]).toEqual([String(seat)]);
    });
  });

  test("DOG-4 no player received its partner's pick before its team's exchange resolved; legal actions only to the seats that may act", () => {
    expect(violations).toEqual([]);
    // Each player did see its own received card at some point: the check above had work to do.
    rooms.forEach((room) => {
      const received = wireOf(room).changes.filter((c) => c.field === "received" && c.value !== undefined);
      expect(received.length).toBeGreaterThan(0);
    });
  });

  test("spectators received no hand card and no private part at all", () => {
    const paths = pathsOf(spectator.state);
    expect(wireOf(spectator).changes.length).toBeGreaterThan(100);
    for (const change of wireOf(spectator).changes) {
      const path = placeOf(spectator, paths, change) ?? "";
      expect(path.startsWith("privates")).toBe(false);
      expect(change.field === "privates" || change.field === "hand" || change.field === "legal").toBe(false);
    }
    expect((spectator.state as any).privates).toBeUndefined();
  });

  test("nothing of the deck, the seed or the generator ever reached any client", () => {
    for (const [i, wire] of wires.entries()) {
      const fields = new Set(wire.changes.map((c) => c.field).filter((f) => f !== undefined));
      for (const field of fields) expect(SCHEMA_FIELDS.has(field!)).toBe(true);
      expect(bytesContain(wire.frames, SEED)).toBe(false);
      expect(bytesContain(wire.frames, RNG_KEY)).toBe(false);
      expect(bytesContain(wire.frames, "deck")).toBe(false);
      // The only messages are the table's notices (no error during the whole game) and, to
      // each player only, the key of their seat.
      const spectating = i === wires.length - 1;
      expect(new Set(wire.messages.map((m) => m.type))).toEqual(new Set(spectating ? ["notice"] : ["notice", "seat-key"]));
    }
  });

  afterAll(async () => {
    await leaveAll([...(rooms ?? []), ...(spectator ? [spectator] : [])]);
  });
});
