import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Deathtrap, seedRng } from "@tablee/shared";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, quiet, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { TABLE_FIELDS, bytesContain, pathsOf, placeOf, recordWire, wireOf } from "../support/server-wire.ts";
import { autoPlay, engineBehind, plain, playOut, viewsOf, type AutoSeat, type Chooser } from "../support/table-play.ts";

// Every SDK room of this file records what it receives, from its handshake on.
recordWire();

const SEED = "deathtrap-game-test-seed-0123456789abcdef0123456789abcdef";
const RNG_KEY = seedRng(SEED).key;
const { deathtrap } = Deathtrap;
/** The refusals a seat striking out of turn may meet: its message was overtaken by the turn player's, or the reverse. */
const RACES = ["not-your-turn", "illegal-action"];

const file = serverForFile({ seed: () => SEED, limits: PROGRAMS_AT_FULL_SPEED });

/** Every field the table's schema has: nothing else may ever reach a client. */
const SCHEMA_FIELDS = new Set([
  ...TABLE_FIELDS,
  // DeathtrapBoard (DeathtrapPublicView) and its parts
  ...["active", "events", "players", "options", "pigLeader", "round", "rounds", "dealer", "turn", "handCounts", "played", "trick"],
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

/** What the legal-action check of every frame found: how often it could compare, and what differed. */
interface LegalCheck {
  compared: number;
  mismatches: string[];
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
 * current round it is a player of, and only that swap's size. Records what it saw. And
 * whenever the server has not moved on since, the legal actions the seat holds are the
 * engine's for the server's state.
 */
function watchSecrets(room: Room, seat: number, seen: SwapSeen[], violations: string[], legal: LegalCheck): void {
  wireOf(room).afterFrame = (r) => {
    recordPlaces(r);
    const state: any = r.state;
    const board = state?.board;
    const mine = state?.privates?.get(String(seat));
    const game = mine && engineBehind(r);
    if (game) {
      legal.compared++;
      const sent = JSON.stringify(viewsOf(r, seat).mine!.legal);
      const engine = JSON.stringify(plain(deathtrap.privateView(game as Deathtrap.DeathtrapState, seat)).legal);
      if (sent !== engine) legal.mismatches.push(`seat ${seat}, move ${state.moves}: ${sent} sent, the engine's ${engine}`);
    }
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

/** The number of cards an action lays on the table. */
const cardsOf = (action: Deathtrap.DeathtrapAction): number => (action.type === "play" ? action.naturals + action.wilds : 0);

/**
 * Any of the legal actions that lay the most cards (a game of small sets and passes lasts
 * half as long again), else any legal action.
 */
const bigSets: Chooser = (legal, _view, rng) => {
  const most = Math.max(...legal.map((action) => cardsOf(action as Deathtrap.DeathtrapAction)));
  const best = legal.filter((action) => cardsOf(action as Deathtrap.DeathtrapAction) === most);
  return best[rng.int(best.length)];
};

/** Strikes with the Killing Machine whenever it may, out of turn too (counted), else plays big sets. */
function striker(strikes: { outOfTurn: number }): Chooser {
  return (legal, view, rng) => {
    const strike = legal.find((action) => (action as Deathtrap.DeathtrapAction).type === "killing-machine");
    if (!strike) return bigSets(legal, view, rng);
    if (view.turn !== view.seat) strikes.outOfTurn++;
    return strike;
  };
}

/**
 * A complete game. Without `strike`, the seats play one action at a time, each client up
 * to date before the next (the Killing Machine's holder strikes out of turn when it is
 * drawn to act). With `strike`, every seat plays on its own, concurrently, striking as soon
 * as it may: its strike races the turn player's move.
 */
function completeGame(players: number, strike: boolean) {
  const ctx = {
    rooms: [] as Room[],
    spectator: null as Room | null,
    seats: [] as AutoSeat[],
    actions: 0,
    strikes: { outOfTurn: 0 },
    legal: { compared: 0, mismatches: [] } as LegalCheck,
    seen: [] as SwapSeen[],
    violations: [] as string[],
    final: null as any,
  };
  test(`${players} SDK clients choosing among the legal actions they were sent play four rounds`, async () => {
    ctx.rooms = await fullTable(file.server, "deathtrap", players, { options: { seats: players } });
    ctx.spectator = quiet(await sdk(file.server).joinById(ctx.rooms[0].roomId, { name: "Watcher", spectate: true }));
    wireOf(ctx.spectator).afterFrame = recordPlaces;
    ctx.rooms.forEach((room, seat) => watchSecrets(room, seat, ctx.seen, ctx.violations, ctx.legal));
    if (strike) {
      ctx.seats = ctx.rooms.map((room, seat) => autoPlay(room, seat, `deathtrap ${players} ${seat}`, striker(ctx.strikes), RACES));
      ctx.rooms[0].send("start", {});
      await Promise.all(ctx.seats.map((seat) => seat.finished));
      ctx.actions = ctx.seats.reduce((n, seat) => n + seat.sent.length, 0);
    } else {
      ctx.rooms[0].send("start", {});
      await Promise.all([...ctx.rooms, ctx.spectator].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
      ctx.actions = await playOut(ctx.rooms, [ctx.spectator], `deathtrap ${players}`, { choose: bigSets });
    }
    ctx.final = await waitForState(ctx.spectator, (s: any) => s.phase === "over", "game over for the spectator");
    // DD-9: four rounds scored, the winners have the highest total.
    const board = ctx.final.board;
    expect(board.scoreSheet.length).toBe(4);
    const totals = [...board.totals] as number[];
    expect(totals.reduce((a, b) => a + b, 0)).toBe((4 * players * (players + 1)) / 2);
    expect([...ctx.final.winners]).toEqual(totals.flatMap((t, s) => (t === Math.max(...totals) ? [s] : [])));
  }, 90_000);

  test(`${players} players: the legal actions each seat received privately are the engine's`, () => {
    expect(ctx.legal.mismatches).toEqual([]);
    expect(ctx.legal.compared).toBeGreaterThan(60 * players);
    expect(ctx.actions).toBeGreaterThan(60);
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
      // Errors only ever answered a strike raced by the turn player's move (see the last test).
      if (strike) types.delete("error");
      // Besides the notices, each player got its seat key; the spectator nothing else.
      expect(types).toEqual(new Set(room === ctx.spectator ? ["notice"] : ["notice", "seat-key"]));
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
    expect(ctx.strikes.outOfTurn).toBeGreaterThan(0);
    // autoPlay fails a seat on any other refusal: these are the races the strikes met.
    for (const seat of ctx.seats) for (const code of seat.refused) expect(RACES).toContain(code);
  });
});
