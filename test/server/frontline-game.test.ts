import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Frontline, seedRng } from "@tablee/shared";
import { fullTable, leaveAll, nextMessage, PROGRAMS_AT_FULL_SPEED, quiet, roundTrip, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { recordWire, wireOf } from "../support/server-wire.ts";
import { engineOf, plain, playOut, recordViews, viewsOf, type Chooser, type SeenViews } from "../support/table-play.ts";

recordWire();

const SEED = "frontline-game-test-seed-0123456789abcdef0123456789";
const RNG_KEY = seedRng(SEED).key;

const file = serverForFile({ seed: () => SEED, limits: PROGRAMS_AT_FULL_SPEED });

const { frontline } = Frontline;
type Action = Frontline.FrontlineAction;
type SeatView = Frontline.FrontlinePublicView & Frontline.FrontlinePrivateView;

const events = (state: any): Frontline.FrontlineEvent[] => [...state.board.events].map((line: string) => JSON.parse(line));

/** How far a square is from the seat's start line, in rows. */
const advance = (seat: number, square: number): number => (seat === 0 ? Frontline.rowOf(square) : Frontline.SIDE - 1 - Frontline.rowOf(square));

/**
 * A seat that plays on turn only (the draw the other seat may claim is a choice tested on its
 * own), never claims the draw nor goes back: it crosses when it may, uses dice rather than
 * declining them, moves pyramids when it may and as far forward as it may, otherwise any
 * legal action. Choices at random from the legal actions hardly ever end in a win.
 */
const forward: Chooser = (legal, view, rng) => {
  const { seat, turn, step } = view as unknown as SeatView;
  if (turn !== seat) return undefined;
  const any = (actions: readonly Action[]): Action => actions[rng.int(actions.length)];
  const playing = (legal as Action[]).filter((a) => a.type !== "claim-draw");
  const ahead = playing.filter((a) => a.type !== "back");
  if (ahead.length === 0) return any(playing);
  const cross = ahead.find((a) => a.type === "cross");
  if (cross) return cross;
  const dice = ahead.filter((a) => a.type === "die");
  const moves = ahead.filter((a) => a.type === "action" && a.action === "move");
  const squares = ahead.flatMap((a) => (a.type === "square" ? [a] : []));
  if (step.kind === "die" && dice.length > 0) return any(dice);
  if (step.kind === "action" && moves.length > 0) return any(moves);
  if (step.kind === "destination" || (step.kind === "target" && step.action === "move")) {
    const far = Math.max(...squares.map((a) => advance(seat, a.square)));
    return any(squares.filter((a) => advance(seat, a.square) === far));
  }
  if (step.kind === "carry") return { type: "done" };
  return any(ahead);
};

/** Declines every die on turn, while `until` does not hold for the table. */
const declining =
  (until: (view: SeatView) => boolean = () => false): Chooser =>
  (legal, view) => {
    const seatView = view as unknown as SeatView;
    if (seatView.turn !== seatView.seat || until(seatView)) return undefined;
    return (legal as Action[]).find((a) => a.type === "decline");
  };

/** Two players (the first one the host) and a spectator at a fresh Frontline table. */
async function table(options: object = {}): Promise<{ players: Room[]; spectator: Room }> {
  const players = await fullTable(file.server, "frontline", 2, { options });
  const spectator = quiet(await sdk(file.server).joinById(players[0].roomId, { name: "Watcher", spectate: true }));
  return { players, spectator };
}

describe("a complete Frontline game over the wire", () => {
  let players: Room[];
  let spectator: Room;
  /** What each client held after each accepted move: the players', then the spectator's. */
  let seen: SeenViews[];
  /** Every action played, in the order the server accepted them. */
  const sent: { seat: number; action: Action }[] = [];

  test("two SDK clients choosing among the legal actions they were sent play to a win", async () => {
    ({ players, spectator } = await table());
    seen = [...players, spectator].map((room, i) => recordViews(room, i < 2 ? i : null));
    players[0].send("start", {});
    await Promise.all([...players, spectator].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    const played = await playOut(players, [spectator], "frontline", {
      choose: forward,
      each: (_moves, move) => sent.push(move as { seat: number; action: Action }),
    });

    const state: any = await waitForState(spectator, (s: any) => s.phase === "over", "game over for the spectator");
    expect(state.board.result.kind).toBe("win");
    const winner = state.board.result.winner;
    expect([...state.winners]).toEqual([winner]);
    // FL-7: the winner's crossed pile holds the five colours.
    const colours = new Set([...state.board.crossed[winner].pieces].map((p: any) => p.colour));
    expect([...colours].sort()).toEqual([...Frontline.COLOURS].sort());
    expect(played).toBe(state.moves);
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
    for (const { tables } of seen) expect([...tables.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: moves + 1 }, (_, i) => i));
    for (const { tables } of seen.slice(1)) expect([...tables.entries()]).toEqual([...seen[0].tables.entries()]);
  });

  test("the final board and each seat's legal actions are the server's engine state, whose outcome is the winner shown", () => {
    // Every move before is covered by the replay below (a seat's legal actions are in its private view).
    const game = engineOf(spectator) as Frontline.FrontlineState;
    expect(viewsOf(spectator, null).table).toEqual(plain(frontline.publicView(game)));
    players.forEach((room, seat) => expect(viewsOf(room, seat).mine).toEqual(plain(frontline.privateView(game, seat))));
    expect(frontline.outcome(game)).toEqual({ winners: [(spectator.state as any).board.result.winner] });
  });

  test("after every accepted move each client held the engine's views: the board its public view, a seat's part its private view", () => {
    // The game again from the table's seed, with the actions sent in the order they were accepted.
    let game = frontline.setup(2, SEED, {});
    for (let move = 0; move <= sent.length; move++) {
      const table = plain(frontline.publicView(game));
      for (const { tables } of seen) expect(tables.get(move)).toEqual(table);
      seen.slice(0, 2).forEach(({ mine }, seat) => expect(mine.get(move)).toEqual(plain(frontline.privateView(game, seat))));
      if (move < sent.length) game = frontline.apply(game, sent[move].seat, sent[move].action);
    }
    expect(frontline.outcome(game)).not.toBeNull();
    expect(seen[2].mine.size).toBe(0);
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
      // Besides the notices, each player got its seat key; the spectator nothing else.
      expect(new Set(wire.messages.map((m) => m.type))).toEqual(new Set(room === spectator ? ["notice"] : ["notice", "seat-key"]));
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
    await expect(sdk(file.server).create("frontline", { name: "Host", options: { firstPlayer: 2 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(file.server).create("frontline", { name: "Host", options: { turnLimit: 0 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(file.server).create("frontline", { name: "Host", options: { seats: 3 } })).rejects.toThrow(/bad-options/);
    await expect(sdk(file.server).create("frontline", { name: "Host", options: { dice: [6, 6, 6] } })).rejects.toThrow(/bad-options/);
    await expect(sdk(file.server).create("frontline", { name: "Host", options: { firstPlayer: "2" } })).rejects.toThrow(/bad-options/);
    await expect(sdk(file.server).create("frontline", { name: "Host", options: { turnLimit: "forever" } })).rejects.toThrow(/bad-options/);
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
    players[0].send("start", {});
    await Promise.all([...players, spectator].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    await playOut(players, [spectator], "turn limit", { choose: declining() });
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
    players[0].send("start", {});
    await Promise.all([...players, spectator].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    // Both seats decline every die, so no pyramid ever crosses; the seat on turn waits once
    // the draw is claimable, and so does the other (playOut hands over to the test).
    await playOut(players, [spectator], "quiet turns", { choose: declining((view) => view.quietTurns >= Frontline.STALL_TURNS) });
    const claimable: any = await waitForState(spectator, (s: any) => s.board?.drawClaimable === true, "draw claimable");
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
