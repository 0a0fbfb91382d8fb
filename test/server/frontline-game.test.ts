import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Frontline, fromWire, seedRng } from "@tablee/shared";
import type { TableServer } from "@tablee/server";
import { frontlineStateFor, playFrontline, recordBoards, recordPrivates } from "../support/frontline-client.ts";
import { fullTable, leaveAll, nextMessage, quiet, roundTrip, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { recordWire, wireOf } from "../support/server-wire.ts";

recordWire();

const SEED = "frontline-game-test-seed-0123456789abcdef0123456789";
const RNG_KEY = seedRng(SEED).key;

let server: TableServer;
beforeAll(async () => {
  server = await startServer({ seed: () => SEED });
});
afterAll(async () => {
  await server.close();
});

const events = (state: any): Frontline.FrontlineEvent[] => [...state.board.events].map((line: string) => JSON.parse(line));

/** Two players (the first one the host) and a spectator at a fresh Frontline table. */
async function table(options: object = {}): Promise<{ players: Room[]; spectator: Room }> {
  const players = await fullTable(server, "frontline", 2, { options });
  const spectator = quiet(await sdk(server).joinById(players[0].roomId, { name: "Watcher", spectate: true }));
  return { players, spectator };
}

describe("a complete Frontline game over the wire", () => {
  let players: Room[];
  let spectator: Room;
  let boards: Map<number, string>[];
  let privates: Map<number, string>[];
  let bots: ReturnType<typeof playFrontline>[];

  test("two SDK clients driven by the engine's bot, fed with the public board, play to a win", async () => {
    ({ players, spectator } = await table());
    boards = [...players, spectator].map(recordBoards);
    privates = players.map((room, seat) => recordPrivates(room, seat));
    bots = players.map((room, seat) => playFrontline(room, seat));
    players[0].send("start", {});
    await Promise.all(bots.map((bot) => bot.finished));

    const state: any = await waitForState(spectator, (s: any) => s.phase === "over", "game over for the spectator");
    expect(state.board.result.kind).toBe("win");
    const winner = state.board.result.winner;
    expect([...state.winners]).toEqual([winner]);
    // FL-7: the winner's crossed pile holds the five colours.
    const colours = new Set([...state.board.crossed[winner].pieces].map((p: any) => p.colour));
    expect([...colours].sort()).toEqual([...Frontline.COLOURS].sort());
    expect(bots.reduce((n, bot) => n + bot.actions, 0)).toBe(state.moves);
  }, 90_000);

  test("FL-3 the random draw of the first player is told to everybody and shown on the board", () => {
    for (const room of [...players, spectator]) {
      const first = wireOf(room).changes.find((c) => c.field === "firstPlayer");
      expect(first).toBeDefined();
      // The first accepted state carries the draw as an event, in the board's events (the
      // public view's); every client decoded it once.
      const state = room.state as any;
      const lines = (list: unknown) =>
        wireOf(room)
          .changes.filter((c) => c.ref === list && typeof c.value === "string" && c.value.includes('"first-player"'))
          .map((c) => JSON.parse(c.value as string));
      const draw = { type: "first-player", seat: state.board.firstPlayer, by: "draw" };
      expect(lines(state.board.events)).toEqual([draw]);
    }
  });

  test("both players and the spectator saw the same board after every accepted move", () => {
    const moves = (players[0].state as any).moves;
    for (const seen of boards) expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: moves + 1 }, (_, i) => i));
    for (const seen of boards.slice(1)) expect([...seen.entries()]).toEqual([...boards[0].entries()]);
  });

  test("the legal actions each seat received are the engine's on the public board", () => {
    for (const bot of bots) expect(bot.mismatches).toEqual([]);
    // The spectator's board alone rebuilds the final position.
    const final = frontlineStateFor(spectator.state);
    expect(Frontline.frontline.outcome(final)).toEqual({ winners: [(spectator.state as any).board.result.winner] });
  });

  test("after every accepted move each client held the engine's views: the board its public view, a seat's part its private view", () => {
    // The game again from the table's seed, with the actions the bots sent in the order they
    // were accepted (one seat acts at a time: the bots act on turn only).
    const sent = bots.flatMap((bot, seat) => bot.sent.map((s) => ({ ...s, seat }))).sort((a, b) => a.move - b.move);
    expect(sent.map((s) => s.move)).toEqual(sent.map((_, i) => i));
    const wire = (view: unknown) => JSON.parse(JSON.stringify(view));
    let game = Frontline.frontline.setup(2, SEED, {});
    for (let move = 0; move <= sent.length; move++) {
      const table = wire(Frontline.frontline.publicView(game));
      for (const seen of boards) expect(fromWire(JSON.parse(seen.get(move)!))).toEqual(table);
      privates.forEach((seen, seat) => expect(fromWire(JSON.parse(seen.get(move)!))).toEqual(wire(Frontline.frontline.privateView(game, seat))));
      if (move < sent.length) game = Frontline.frontline.apply(game, sent[move].seat, sent[move].action);
    }
    expect(Frontline.frontline.outcome(game)).not.toBeNull();
  });

  test("the private part is `seat` and `legal` only, each seat's reaching its seat alone; spectators get none", () => {
    players.forEach((room, seat) => {
      const privates = (room.state as any).privates;
      expect([...privates.keys()]).toEqual([String(seat)]);
      expect(Object.keys(privates.get(String(seat)).toJSON()).sort()).toEqual(["legal", "seat"]);
    });
    expect((spectator.state as any).privates).toBeUndefined();
    for (const change of wireOf(spectator).changes) expect(change.field === "legal").toBe(false);
  });

  test("neither the seed nor the generator ever reached a client; no client was ever refused", () => {
    for (const room of [...players, spectator]) {
      const wire = wireOf(room);
      const frames = wire.frames.map((f) => Buffer.from(f));
      expect(frames.some((f) => f.includes(Buffer.from(SEED)))).toBe(false);
      expect(frames.some((f) => f.includes(Buffer.from(RNG_KEY)))).toBe(false);
      expect(new Set(wire.messages.map((m) => m.type))).toEqual(new Set(["notice"]));
    }
  });

  afterAll(async () => {
    await leaveAll([...(players ?? []), ...(spectator ? [spectator] : [])]);
  });
});

describe("Frontline table rules over the wire", () => {
  test("FL-4 dice are the server's: a client can neither send dice nor a face with its choice", async () => {
    const { players, spectator } = await table({ firstPlayer: 0 });
    players[0].send("start", {});
    const started: any = await waitForState(players[0], (s: any) => s.phase === "playing", "started");
    const dice = JSON.stringify(started.board.dice.toJSON());
    const heard = wireOf(players[1]).messages.length;
    // An action's shape is the engine's to judge: "bad-action".
    players[0].send("action", { type: "roll", faces: [6, 6, 6] });
    expect(await nextMessage(players[0], "error")).toMatchObject({ code: "bad-action" });
    players[0].send("action", { type: "die", die: 0, face: 6 });
    expect(await nextMessage(players[0], "error")).toMatchObject({ code: "bad-action" });
    players[0].send("action", { type: "die", die: 3 });
    expect(await nextMessage(players[0], "error")).toMatchObject({ code: "bad-action" });
    await roundTrip(players[1]);
    expect(JSON.stringify((players[0].state as any).board.dice.toJSON())).toBe(dice);
    expect((players[0].state as any).moves).toBe(0);
    expect(wireOf(players[1]).messages.slice(heard).filter((m) => m.type === "error")).toEqual([]);
    await leaveAll([...players, spectator]);
  });

  test("FL-3 a first player chosen at the table starts, and the log says the table chose", async () => {
    const { players, spectator } = await table({ firstPlayer: 1 });
    players[0].send("start", {});
    const state: any = await waitForState(spectator, (s: any) => s.phase === "playing", "started");
    expect(state.board.firstPlayer).toBe(1);
    expect(state.board.turn).toBe(1);
    expect(events(state)[0]).toEqual({ type: "first-player", seat: 1, by: "table" });
    expect(events(state)[1]).toMatchObject({ type: "roll", seat: 1 });
    expect([...state.board.active]).toEqual([1]);
    await leaveAll([...players, spectator]);
  });

  test("the lobby form's spellings of the options are read: \"1\" is seat 2, \"100\" a limit of 100 turns", async () => {
    const { players, spectator } = await table({ firstPlayer: "1", turnLimit: "100" });
    players[0].send("start", {});
    const state: any = await waitForState(spectator, (s: any) => s.phase === "playing", "started");
    expect(state.board.firstPlayer).toBe(1);
    expect(state.board.turnLimit).toBe(100);
    await leaveAll([...players, spectator]);
    const none = await table({ firstPlayer: "random", turnLimit: "none" });
    none.players[0].send("start", {});
    const started: any = await waitForState(none.spectator, (s: any) => s.phase === "playing", "started");
    expect(started.board.turnLimit).toBeUndefined();
    expect(events(started)[0]).toMatchObject({ type: "first-player", by: "draw" });
    await leaveAll([...none.players, none.spectator]);
  });

  test("options the engine does not know are refused at creation", async () => {
    await expect(sdk(server).create("frontline", { name: "Host", options: { firstPlayer: 2 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(server).create("frontline", { name: "Host", options: { turnLimit: 0 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(server).create("frontline", { name: "Host", options: { seats: 3 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(server).create("frontline", { name: "Host", options: { dice: [6, 6, 6] } })).rejects.toThrow(/bad-options/);
    await expect(sdk(server).create("frontline", { name: "Host", options: { firstPlayer: "2" } })).rejects.toThrow(/bad-options/);
    await expect(sdk(server).create("frontline", { name: "Host", options: { turnLimit: "forever" } })).rejects.toThrow(/bad-options/);
  });

  test("out-of-turn and spectator actions are refused to their sender only", async () => {
    const { players, spectator } = await table({ firstPlayer: 0 });
    players[0].send("start", {});
    await waitForState(players[1], (s: any) => s.phase === "playing", "started");
    const before = [...players, spectator].map((room) => wireOf(room).messages.length);
    players[1].send("action", { type: "decline", die: 0 });
    expect(await nextMessage(players[1], "error")).toMatchObject({ code: "not-your-turn" });
    spectator.send("action", { type: "decline", die: 0 });
    expect(await nextMessage(spectator, "error")).toMatchObject({ code: "spectator" });
    // A legal action the seat on turn was not offered now: the engine's refusal, to it alone.
    players[0].send("action", { type: "done" });
    expect(await nextMessage(players[0], "error")).toMatchObject({ code: "illegal-action" });
    await Promise.all([...players, spectator].map(roundTrip));
    const errors = [...players, spectator].map((room, i) => wireOf(room).messages.slice(before[i]).filter((m) => m.type === "error"));
    expect(errors.map((list) => list.map((m: any) => m.payload.code))).toEqual([
      ["illegal-action"],
      ["not-your-turn"],
      ["spectator"],
    ]);
    expect((spectator.state as any).moves).toBe(0);
    await leaveAll([...players, spectator]);
  });

  test("FL-8 a turn limit set at the table ends the game in a draw with no winner", async () => {
    const { players, spectator } = await table({ firstPlayer: 0, turnLimit: 2 });
    const decline = (_s: Frontline.FrontlineState, legal: Frontline.FrontlineAction[]) => legal.find((a) => a.type === "decline")!;
    const seats = players.map((room, seat) => playFrontline(room, seat, decline));
    players[0].send("start", {});
    await Promise.all(seats.map((s) => s.finished));
    const state: any = await waitForState(spectator, (s: any) => s.phase === "over", "over");
    expect(state.board.turnLimit).toBe(2);
    expect(state.board.turnsPlayed).toBe(2);
    expect(state.board.result.toJSON()).toEqual({ kind: "draw", reason: "turn-limit" });
    expect([...state.winners]).toEqual([]);
    expect(events(state).at(-1)).toEqual({ type: "draw", reason: "turn-limit", by: null });
    await leaveAll([...players, spectator]);
  });

  test("FL-8 after 60 quiet turns the seat not on turn claims the draw, and it is accepted", async () => {
    const { players, spectator } = await table({ firstPlayer: 0 });
    const decline = (_s: Frontline.FrontlineState, legal: Frontline.FrontlineAction[]) => legal.find((a) => a.type === "decline")!;
    // Both seats decline every die, so no pyramid ever crosses; the seat on turn waits once
    // the draw is claimable.
    for (const [seat, room] of players.entries()) {
      playFrontline(room, seat, (state, legal) => (state.quietTurns >= Frontline.STALL_TURNS ? null : decline(state, legal)));
    }
    players[0].send("start", {});
    const claimable: any = await waitForState(spectator, (s: any) => s.board?.drawClaimable === true, "draw claimable", 40_000);
    expect(claimable.board.quietTurns).toBe(Frontline.STALL_TURNS);
    const onTurn = claimable.board.turn;
    const other = 1 - onTurn;
    expect([...claimable.board.active].sort()).toEqual([0, 1]);
    const otherState: any = await waitForState(players[other], (s: any) => s.board.drawClaimable && s.privates.get(String(other)).legal.length > 0, "claim offered");
    expect([...otherState.privates.get(String(other)).legal]).toEqual([JSON.stringify({ type: "claim-draw" })]);
    players[other].send("action", { type: "claim-draw" });
    const over: any = await waitForState(spectator, (s: any) => s.phase === "over", "over");
    expect(over.board.result.toJSON()).toEqual({ kind: "draw", reason: "claimed", by: other });
    expect([...over.winners]).toEqual([]);
    expect(events(over)).toEqual([{ type: "draw", reason: "claimed", by: other }]);
    await leaveAll([...players, spectator]);
  }, 60_000);
});
