import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Deathtrap } from "@tablee/shared";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, quiet, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { recordWire, wireOf } from "../support/server-wire.ts";
import { autoPlay, type AutoSeat, type Chooser } from "../support/table-play.ts";
import { watchLegal, type LegalCheck } from "../support/wire-checks.ts";

/*
 * What Deathtrap's table sends that only Deathtrap has: swaps only to their two players
 * (DD-3), the Killing Machine out of turn (DD-6), in a game whose seats play concurrently.
 * Whole games over the wire, every seat's views and what reaches each client, are checked
 * for every game in views-on-the-wire.test.ts.
 */

// Every SDK room of this file records what it receives, from its handshake on.
recordWire();

const { deathtrap } = Deathtrap;
/** The refusals a seat striking out of turn may meet: its message was overtaken by the turn player's, or the reverse. */
const RACES = ["not-your-turn", "illegal-action"];

// A fixed deal: a random one gives the Killing Machine to the leader or the seat after it in
// every round about once in a hundred games, and then nobody strikes out of turn. In this
// one its holder strikes out of turn in two rounds (DD-6), so one race lost still leaves one.
const file = serverForFile({ limits: PROGRAMS_AT_FULL_SPEED, seed: () => "deathtrap-game-strikes" });

interface SwapSeen {
  round: number;
  seat: number;
  other: number;
  gift: string;
  returned: string;
}

/**
 * After every frame a seat decodes: the table is seen waiting for the turn player alone
 * during tricks; the swap cards the seat holds are those of a swap of the current round it
 * is a player of, and only that swap's size. Records the swaps it saw.
 */
function watchSecrets(room: Room, seat: number, seen: SwapSeen[], violations: string[]): void {
  wireOf(room).afterFrame.push((r) => {
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
  });
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

describe("a complete 6-player Deathtrap game over the wire, Killing Machines out of turn", () => {
  const players = 6;
  const ctx = {
    rooms: [] as Room[],
    spectator: null as Room | null,
    seats: [] as AutoSeat[],
    actions: 0,
    strikes: { outOfTurn: 0 },
    legal: { compared: 0, mismatches: [] } as LegalCheck,
    seen: [] as SwapSeen[],
    violations: [] as string[],
  };

  test(`${players} SDK clients, each playing on its own and striking as soon as it may, play four rounds`, async () => {
    ctx.rooms = await fullTable(file.server, "deathtrap", players, { options: { seats: players } });
    ctx.spectator = quiet(await sdk(file.server).joinById(ctx.rooms[0].roomId, { name: "Watcher", spectate: true }));
    ctx.rooms.forEach((room, seat) => {
      watchLegal(room, seat, deathtrap, ctx.legal);
      watchSecrets(room, seat, ctx.seen, ctx.violations);
    });
    // Every seat plays concurrently: a strike races the turn player's move.
    ctx.seats = ctx.rooms.map((room, seat) => autoPlay(room, seat, `deathtrap ${players} ${seat}`, striker(ctx.strikes), RACES));
    ctx.rooms[0].send("start", {});
    await Promise.all(ctx.seats.map((seat) => seat.finished));
    ctx.actions = ctx.seats.reduce((n, seat) => n + seat.sent.length, 0);
    const final: any = await waitForState(ctx.spectator, (s: any) => s.phase === "over", "game over for the spectator");
    // DD-9: four rounds scored, the winners have the highest total.
    const board = final.board;
    expect(board.scoreSheet.length).toBe(4);
    const totals = [...board.totals] as number[];
    expect(totals.reduce((a, b) => a + b, 0)).toBe((4 * players * (players + 1)) / 2);
    expect([...final.winners]).toEqual(totals.flatMap((t, s) => (t === Math.max(...totals) ? [s] : [])));
  }, 90_000);

  test("while the seats raced, the legal actions each seat listed from what it was sent were the engine's", () => {
    expect(ctx.legal.mismatches).toEqual([]);
    expect(ctx.legal.compared).toBeGreaterThan(60 * players);
    expect(ctx.actions).toBeGreaterThan(60);
  });

  test("DD-3 swap cards reached only the two players of each swap; DD-6 the holder never shown active", () => {
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

  test("DD-6 Killing Machines were played out of turn; any refused one had been overtaken", () => {
    // The public `active` never named the holders (checked after every frame, above).
    expect(ctx.strikes.outOfTurn).toBeGreaterThan(0);
    // autoPlay fails a seat on any other refusal: these are the races the strikes met.
    for (const seat of ctx.seats) for (const code of seat.refused) expect(RACES).toContain(code);
  });

  afterAll(async () => {
    await leaveAll([...ctx.rooms, ...(ctx.spectator ? [ctx.spectator] : [])]);
  });
});
