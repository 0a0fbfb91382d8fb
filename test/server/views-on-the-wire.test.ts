import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { gameFacts, gameIds, gameOf, seedRng, type GameId } from "@tablee/shared";
import { tableOf } from "../../server/src/games/index.ts";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, quiet, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { lastChoices } from "../support/play.ts";
import { sameJson } from "../support/quick-checks.ts";
import { bytesContain, recordWire, TABLE_FIELDS, wireOf } from "../support/server-wire.ts";
import { engineOf, plain, playOut, viewsOf, type Chooser } from "../support/table-play.ts";
import { watchLegal, watchPlaces, type LegalCheck } from "../support/wire-checks.ts";

/*
 * The view is the wire format, for every game: a whole game played to its end over the
 * protocol, by clients choosing from what they were sent, at the largest table with each
 * option's last choice. At every position each seat's synced parts are, as JSON, the engine's
 * public view and that seat's private view, and a spectator's the public view alone; what
 * each client received, frame by frame, holds nothing that was not meant for it (no legal
 * actions either: each seat lists its own from its view, as the engine lists them).
 */

// Every SDK room of this file records what it receives, from its handshake on.
recordWire();

const SEED = "views-on-the-wire-seed-0123456789abcdef0123456789abcdef";
const RNG_KEY = seedRng(SEED).key;

const file = serverForFile({ seed: () => SEED, limits: PROGRAMS_AT_FULL_SPEED });

/** Each seat plays as the game's bot would, from what its client was sent: games end, and soon. */
const asBot =
  (id: GameId): Chooser =>
  (_legal, view, rng) =>
    gameOf(id).bot(view, rng);

/** Every key of every object in a JSON value. */
function keysOf(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  }
}

describe.each([...gameIds])("%s: a whole game over the wire", (id) => {
  const rules = tableOf(id).rules;
  const facts = gameFacts[id];
  const seats = facts.maxPlayers;
  const options = lastChoices(facts);
  let rooms: Room[] = [];
  let watcher: Room | undefined;
  const places: string[] = [];
  const legal: LegalCheck = { compared: 0, mismatches: [] };
  /** The actions accepted in the game. */
  let played = 0;
  /** The names of the fields of every view the engine made during the game. */
  const viewFields = new Set<string>();

  test("at every position to the end, each seat's synced parts are the engine's views and a spectator's the public view", async () => {
    rooms = await fullTable(file.server, id, seats, { options: { seats, ...options } });
    watcher = quiet(await sdk(file.server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
    rooms.forEach((room, seat) => {
      watchLegal(room, seat, rules, legal);
      watchPlaces(room, seat, places);
    });
    watchPlaces(watcher, null, places);
    rooms[0].send("start", {});
    await Promise.all([...rooms, watcher].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));

    const accepted: { seat: number; action: unknown }[] = [];
    let checked = 0;
    const check = (): void => {
      const game = engineOf(rooms[0]);
      const table = plain(rules.publicView(game));
      keysOf(table, viewFields);
      rooms.forEach((room, seat) => {
        const views = viewsOf(room, seat);
        const mine = plain(rules.privateView(game, seat));
        keysOf(mine, viewFields);
        sameJson(views.table, table);
        sameJson(views.mine, mine);
      });
      const watched = viewsOf(watcher!, null);
      sameJson(watched.table, table);
      expect(watched.mine).toBeUndefined();
      expect((watcher!.state as any).privates).toBeUndefined();
      checked++;
    };
    check();
    played = await playOut(rooms, [watcher], `views ${id}`, {
      choose: asBot(id),
      each: (_moves, move) => {
        accepted.push(move);
        check();
      },
    });

    // The end: the table shows the engine's winners, and its game is the engine's own from the
    // table's seed and the accepted actions.
    const over: any = await waitForState(watcher, (s: any) => s.phase === "over", "game over for the spectator");
    const game = engineOf(watcher);
    expect([...over.winners].sort()).toEqual([...rules.outcome(game)!.winners].sort());
    let replayed = rules.setup(seats, SEED, options);
    for (const { seat, action } of accepted) replayed = rules.apply(replayed, seat, action);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(game));
    expect(checked).toBe(played + 1);
    // Several moves, not a game that ended at once (the shortest game is the tests' own, of nine cells).
    expect(played).toBeGreaterThan(4);
  }, 120_000);

  test("frame by frame, the legal actions a seat listed from what it was sent were the engine's: none while it might not act", () => {
    expect(legal.mismatches).toEqual([]);
    // At every position, every seat's.
    expect(legal.compared).toBeGreaterThanOrEqual(seats * played);
  });

  test("each change under privates reached its own seat only; a spectator received no private part", () => {
    expect(places).toEqual([]);
    rooms.forEach((room, seat) => {
      expect(wireOf(room).changes.length).toBeGreaterThan(100);
      expect([...(room.state as any).privates.keys()]).toEqual([String(seat)]);
    });
    expect(wireOf(watcher!).changes.length).toBeGreaterThan(100);
  });

  test("no field but the table's and the engine views' reached a client, nor the seed or the generator; no message but notices, offers and the seat's key", () => {
    const allowed = new Set([...TABLE_FIELDS, ...viewFields]);
    for (const room of [...rooms, watcher!]) {
      const wire = wireOf(room);
      const fields = new Set(wire.changes.map((c) => c.field).filter((f) => f !== undefined && !allowed.has(f)));
      expect(fields).toEqual(new Set());
      expect(bytesContain(wire.frames, SEED)).toBe(false);
      expect(bytesContain(wire.frames, RNG_KEY)).toBe(false);
      // No refusal during the whole game; each player got its seat key, everybody their offers, the spectator nothing else.
      expect(new Set(wire.messages.map((m) => m.type))).toEqual(new Set(room === watcher ? ["notice", "offers"] : ["notice", "offers", "seat-key"]));
    }
  });

  afterAll(async () => {
    await leaveAll([...rooms, ...(watcher ? [watcher] : [])]);
  });
});
