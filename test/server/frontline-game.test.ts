import { describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Frontline } from "@tablee/shared";
import { fullTable, leaveAll, nextMessage, PROGRAMS_AT_FULL_SPEED, quiet, roundTrip, sdk, serverForFile, waitForState } from "../support/server-harness.ts";
import { recordWire, wireOf } from "../support/server-wire.ts";
import { legalAt, playOut, type Chooser } from "../support/table-play.ts";

/*
 * Frontline's own table rules over the wire: dice, the first player, the options, the draw.
 * Whole games over the wire, every seat's views and what reaches each client, are checked
 * for every game in views-on-the-wire.test.ts.
 */

recordWire();

const file = serverForFile({ limits: PROGRAMS_AT_FULL_SPEED });

type Action = Frontline.FrontlineAction;
type SeatView = Frontline.FrontlinePublicView & Frontline.FrontlinePrivateView;

const events = (state: any): Frontline.FrontlineEvent[] => [...state.board.events].map((line: string) => JSON.parse(line));

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

describe("Frontline table rules over the wire", () => {
  test("FL-3 the random draw of the first player is told to everybody and shown on the board", async () => {
    const { players, spectator } = await table();
    players[0].send("start", {});
    await Promise.all([...players, spectator].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));
    for (const room of [...players, spectator]) {
      expect(wireOf(room).changes.find((c) => c.field === "firstPlayer")).toBeDefined();
      // The first state carries the draw as an event, in the board's events (the public
      // view's); every client decoded it once.
      const state = room.state as any;
      const lines = wireOf(room)
        .changes.filter((c) => c.ref === state.board.events && typeof c.value === "string" && c.value.includes('"first-player"'))
        .map((c) => JSON.parse(c.value as string));
      expect(lines).toEqual([{ type: "first-player", seat: state.board.firstPlayer, by: "draw" }]);
    }
    await leaveAll([...players, spectator]);
  });

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
    // The table waits for the seat on turn only; the other may still claim (its only legal action).
    expect([...claimable.board.active]).toEqual([onTurn]);
    await waitForState(players[other], (s: any) => s.board.drawClaimable && legalAt(players[other], other).length > 0, "claim offered");
    expect(legalAt(players[other], other)).toEqual([{ type: "claim-draw" }]);
    players[other].send("action", { type: "claim-draw" });
    const over: any = await waitForState(spectator, (s: any) => s.phase === "over", "over");
    expect(over.board.result.toJSON()).toEqual({ kind: "draw", reason: "claimed", by: other });
    expect([...over.winners]).toEqual([]);
    expect(events(over)).toEqual([{ type: "draw", reason: "claimed", by: other }]);
    await leaveAll([...players, spectator]);
  }, 60_000);
});
