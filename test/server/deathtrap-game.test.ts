import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { seedRng } from "@tablee/shared";
import type { TableServer } from "@tablee/server";
import { playDeathtrapBot, type DeathtrapBotSeat } from "../support/deathtrap-client.ts";
import { fullTable, leaveAll, quiet, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { bytesContain, pathsOf, placeOf, recordWire, wireOf } from "../support/server-wire.ts";

// Every SDK room of this file records what it receives, from its handshake on.
recordWire();

const SEED = "deathtrap-game-test-seed-0123456789abcdef0123456789abcdef";
const RNG_KEY = seedRng(SEED).key;

let server: TableServer;
beforeAll(async () => {
  server = await startServer({ seed: () => SEED });
});
afterAll(async () => {
  await server.close();
});

/** Every field the table's schema has: nothing else may ever reach a client. */
const SCHEMA_FIELDS = new Set([
  // TableState, Seat, Member
  ...["game", "seatCount", "phase", "host", "seats", "members", "chat", "moves", "winners", "board", "privates"],
  ...["occupant", "name", "connected", "awayUntil", "seat", "spectator"],
  // DeathtrapBoard (DeathtrapPublicView) and its parts
  ...["active", "events", "players", "options", "pigLeader", "round", "rounds", "dealer", "turn", "handCounts", "trick"],
  ...["kind", "naturals", "wilds", "count", "value", "by", "passed", "finished", "previousOrder", "titles", "title"],
  ...["scoreSheet", "points", "totals", "swaps", "giver", "master", "chosen", "done", "pig", "holder", "discard", "leader"],
  // DeathtrapPrivate (DeathtrapPrivateView) and its own swap
  ...["hand", "canStrike", "swap", "gift", "returned", "legal"],
]);

/** Every synced object a room has held, with its place in the state (objects may leave the tree later: a trick ends). */
const places = new Map<Room, Map<object, string>>();

function recordPlaces(room: Room): void {
  const known = places.get(room) ?? new Map<object, string>();
  places.set(room, known);
  for (const [node, path] of pathsOf(room.state)) if (!known.has(node)) known.set(node, path);
}

interface SwapSeen {
  round: number;
  seat: number;
  other: number;
  gift: string;
  returned: string;
}

/**
 * After every frame a seat decodes: the swap cards it holds are those of a swap of the
 * current round it is a player of, and only that swap's size. Records what it saw.
 */
function watchSecrets(room: Room, seat: number, seen: SwapSeen[], violations: string[]): void {
  wireOf(room).afterFrame = (r) => {
    recordPlaces(r);
    const state: any = r.state;
    const board = state?.board;
    const mine = state?.privates?.get(String(seat));
    // DD-6: during tricks the table is seen waiting for the turn player only, never the
    // Killing Machine's holder (who may act as well, but whose card is secret).
    if (board && state.phase === "playing" && board.phase === "play") {
      for (const active of [board.active]) {
        if ([...active].join() !== String(board.turn)) violations.push(`seat ${seat} saw active ${[...active].join()} on ${board.turn}'s turn`);
      }
    }
    const own = mine?.swap;
    if (!board || !own) return;
    if (own.giver !== seat && own.master !== seat) return void violations.push(`seat ${seat} holds the cards of a swap between ${own.giver} and ${own.master}`);
    const swap = [...board.swaps].find((s: any) => s.giver === own.giver && s.master === own.master);
    if (!swap) return void violations.push(`seat ${seat} holds swap cards of no swap of its own (round ${board.round})`);
    if (own.gift.length !== swap.count) violations.push(`seat ${seat}: ${own.gift.length} gift cards for a swap of ${swap.count}`);
    const returned: string[] = own.returned ? [...own.returned] : [];
    // DD-3: the giver learns the return only once the swap is done.
    if (returned.length > 0 && seat === swap.giver && !swap.done) violations.push(`seat ${seat} saw the return early`);
    const other = seat === own.giver ? own.master : own.giver;
    seen.push({ round: board.round, seat, other, gift: [...own.gift].join(), returned: returned.join() });
  };
}

function completeGame(players: number, strike: boolean) {
  const ctx = {
    rooms: [] as Room[],
    spectator: null as Room | null,
    bots: [] as DeathtrapBotSeat[],
    seen: [] as SwapSeen[],
    violations: [] as string[],
    final: null as any,
  };
  test(`${players} SDK clients driven by the engine's bot play four rounds`, async () => {
    ctx.rooms = await fullTable(server, "deathtrap", players, { options: { seats: players } });
    ctx.spectator = quiet(await sdk(server).joinById(ctx.rooms[0].roomId, { name: "Watcher", spectate: true }));
    wireOf(ctx.spectator).afterFrame = recordPlaces;
    ctx.rooms.forEach((room, seat) => watchSecrets(room, seat, ctx.seen, ctx.violations));
    ctx.bots = ctx.rooms.map((room, seat) => playDeathtrapBot(room, seat, `bot ${players} ${seat}`, strike));
    ctx.rooms[0].send("start", {});
    await Promise.all(ctx.bots.map((bot) => bot.finished));
    ctx.final = await waitForState(ctx.spectator, (s: any) => s.phase === "over", "game over for the spectator");
    // DD-9: four rounds scored, the winners have the highest total.
    const board = ctx.final.board;
    expect(board.scoreSheet.length).toBe(4);
    const totals = [...board.totals] as number[];
    expect(totals.reduce((a, b) => a + b, 0)).toBe((4 * players * (players + 1)) / 2);
    expect([...ctx.final.winners]).toEqual(totals.flatMap((t, s) => (t === Math.max(...totals) ? [s] : [])));
  }, 90_000);

  test(`${players} players: the legal actions each seat received privately are the engine's`, () => {
    for (const bot of ctx.bots) expect(bot.mismatches).toEqual([]);
    expect(ctx.bots.reduce((n, bot) => n + bot.actions, 0)).toBeGreaterThan(60);
  });

  test(`${players} players: no player ever received another seat's private part, hand or swap`, () => {
    ctx.rooms.forEach((room, seat) => {
      const paths = places.get(room)!;
      expect(wireOf(room).changes.length).toBeGreaterThan(100);
      for (const change of wireOf(room).changes) {
        const path = placeOf(room, paths, change);
        expect(path).toBeDefined();
        if (path === "privates") expect(String(change.key)).toBe(String(seat));
        else if (path!.startsWith("privates.")) expect(path!.split(".")[1]).toBe(String(seat));
        if (change.ref && "canStrike" in change.ref) expect(change.ref.seat).toBe(seat);
      }
      expect([...(room.state as any).privates.keys()]).toEqual([String(seat)]);
    });
  });

  test(`${players} players: DD-3 swap cards reached only the two players of each swap; DD-6 the holder never shown active`, () => {
    expect(ctx.violations).toEqual([]);
    // Rounds 2–4 each have two swaps of which both players saw the cards (gifts from the start).
    const parties = new Set(ctx.seen.map((s) => `${s.round}:${s.seat}-${s.other}`));
    expect(parties.size).toBe(3 * 4);
    for (const round of [2, 3, 4]) {
      const inRound = [...parties].filter((p) => p.startsWith(`${round}:`)).map((p) => p.split(":")[1].split("-").map(Number));
      const involved = new Set(inRound.flat());
      expect(involved.size).toBe(4);
      // Nobody else of the table (6 players: two seats per round) ever got swap cards.
      for (let seat = 0; seat < players; seat++) if (!involved.has(seat)) expect(inRound.some(([s]) => s === seat)).toBe(false);
    }
    // Each pair agrees on what moved: the giver's view of the return is the Master's.
    const last = new Map<string, SwapSeen>();
    for (const s of ctx.seen) last.set(`${s.round}:${s.seat}`, s);
    for (const s of last.values()) {
      const other = last.get(`${s.round}:${s.other}`)!;
      expect(other.gift).toBe(s.gift);
      expect(other.returned).toBe(s.returned);
    }
    // The public log told everybody that the swaps happened and how many cards, never which.
    for (const room of [...ctx.rooms, ctx.spectator!]) {
      const logs = wireOf(room)
        .changes.filter((c) => typeof c.value === "string" && c.value.startsWith('{"type":"swap"'))
        .map((c) => JSON.parse(c.value as string));
      expect(logs.length).toBeGreaterThanOrEqual(6);
      for (const event of logs) {
        expect(event.cards).toEqual([]);
        expect([1, 2]).toContain(event.count);
      }
    }
  });

  test(`${players} players: spectators received no hand card and no private part at all`, () => {
    const spectator = ctx.spectator!;
    const paths = places.get(spectator)!;
    expect(wireOf(spectator).changes.length).toBeGreaterThan(100);
    for (const change of wireOf(spectator).changes) {
      const path = placeOf(spectator, paths, change) ?? "";
      expect(path.startsWith("privates")).toBe(false);
      expect(["privates", "hand", "legal", "swap", "gift", "returned", "canStrike"]).not.toContain(change.field);
    }
    expect((spectator.state as any).privates).toBeUndefined();
  });

  test(`${players} players: nothing of the deck, the seed or the generator reached any client`, () => {
    for (const room of [...ctx.rooms, ctx.spectator!]) {
      const wire = wireOf(room);
      const fields = new Set(wire.changes.map((c) => c.field).filter((f) => f !== undefined));
      for (const field of fields) expect(SCHEMA_FIELDS.has(field!)).toBe(true);
      expect(bytesContain(wire.frames, SEED)).toBe(false);
      expect(bytesContain(wire.frames, RNG_KEY)).toBe(false);
      const types = new Set(wire.messages.map((m) => m.type));
      // Errors only ever answered a message overtaken by another player's (see playDeathtrapBot).
      types.delete("error");
      expect(types).toEqual(new Set(["notice"]));
    }
  });

  afterAll(async () => {
    await leaveAll([...ctx.rooms, ...(ctx.spectator ? [ctx.spectator] : [])]);
  });
  return ctx;
}

describe("a complete 4-player Deathtrap game over the wire", () => {
  completeGame(4, false);
});

describe("a complete 6-player Deathtrap game over the wire, Killing Machines out of turn", () => {
  const ctx = completeGame(6, true);
  test("DD-6 Killing Machines were played out of turn; any refused one had been overtaken", () => {
    // The public `active` never named the holders (checked after every frame, above).
    expect(ctx.bots.reduce((n, bot) => n + bot.strikes, 0)).toBeGreaterThan(0);
    for (const bot of ctx.bots) for (const code of bot.raced) expect(["not-your-turn", "illegal-action"]).toContain(code);
  });
});
