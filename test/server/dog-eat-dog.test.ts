import { afterAll, beforeAll, describe, expect, jest, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { DogEatDog } from "@tablee/shared";
import type { TableServer } from "@tablee/server";
import { eventsOf } from "../../client/src/games/wire.ts";
import { describeDed, logTranslator } from "../../client/src/games/dog-eat-dog/log.ts";
import { fullTable, leaveAll, nextMessage, quiet, roundTrip, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { plain, playOut, recordViews, viewsOf, type SeenViews } from "../support/table-play.ts";

const SEED = "dog-eat-dog-room-test-seed-0123456789abcdef";
const GAME = "dog-eat-dog";
const { dogEatDog } = DogEatDog;
type DedViewEvent = DogEatDog.DedViewEvent;
type DedPublicView = DogEatDog.DedPublicView;

let server: TableServer;
beforeAll(async () => {
  server = await startServer({ seed: () => SEED });
});
afterAll(async () => {
  await server.close();
});

describe("creating a Dog Eat Dog table", () => {
  test("DED-10 2 to 8 seats and the Treehouse option are taken at creation; anything else is refused", async () => {
    // The matchmaker prints each refused creation: expected here.
    const printed = jest.spyOn(console, "error").mockImplementation(() => undefined);
    for (const options of [{ seats: 1 }, { seats: 9 }, { treehouse: "yes" }, { treehouse: 1 }, { rounds: 3 }]) {
      await expect(sdk(server).create(GAME, { name: "Host", options })).rejects.toThrow(/bad-options/);
    }
    printed.mockRestore();
    const two = quiet(await sdk(server).create(GAME, { name: "Host", options: { seats: 2, treehouse: true } }));
    const eight = quiet(await sdk(server).create(GAME, { name: "Host", options: { seats: 8 } }));
    // The lobby's form sends option values as text.
    const text = quiet(await sdk(server).create(GAME, { name: "Host", options: { seats: 2, treehouse: "true" } }));
    const other = quiet(await sdk(server).joinById(text.roomId, { name: "Guest" }));
    await waitForState(two, (s: any) => s.seatCount === 2);
    await waitForState(eight, (s: any) => s.seatCount === 8 && s.seats.length === 8);
    await waitForState(text, (s: any) => s.seats.every((seat: any) => seat.occupant !== ""));
    text.send("start", {});
    await waitForState(text, (s: any) => s.board?.options.treehouse === true && s.board.players === 2);
    await leaveAll([two, eight, text, other]);
  });
});

describe("a whole 3-player game with the Treehouse die, over the wire", () => {
  let rooms: Room[];
  let spectator: Room;
  let seen: SeenViews[];
  /** Every action played, in the order the server accepted them. */
  const sent: { seat: number; action: DogEatDog.DedAction }[] = [];

  beforeAll(async () => {
    rooms = await fullTable(server, GAME, 3, { options: { seats: 3, treehouse: true } });
    spectator = quiet(await sdk(server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
    seen = [...rooms, spectator].map((room, i) => recordViews(room, i < 3 ? i : null));
    rooms[0].send("start", {});
    await waitForState(spectator, (s: any) => s.phase === "playing" && s.board?.pyramids.length === 27, "the board");
  });

  afterAll(async () => {
    await leaveAll([...(rooms ?? []), ...(spectator ? [spectator] : [])]);
  });

  test("DED-1 DED-2 the layout and the roll-off are the engine's, the same for everybody, and a seat's own part only carries its legal actions", async () => {
    const engine = dogEatDog.setup(3, SEED, { treehouse: true });
    for (const room of [...rooms, spectator]) {
      await waitForState(room, (s: any) => s.board?.pyramids.length === 27);
      const view = viewsOf(room, null).table as unknown as DedPublicView;
      expect(view.pyramids).toEqual(engine.pyramids);
      expect(view.rollOff.map((round) => round.rolls)).toEqual(engine.rollOff);
      expect(view.options.treehouse).toBe(true);
    }
    rooms.forEach((room, seat) => {
      const privates = (room.state as any).privates;
      expect([...privates.keys()]).toEqual([String(seat)]);
      expect(Object.keys(privates.get(String(seat)).toJSON()).sort()).toEqual(["seat"]);
    });
    expect((spectator.state as any).privates).toBeUndefined();
    // DED-2: the roll-off went to the log, with every die.
    const lines = describeDed(eventsOf<DedViewEvent>([...(spectator.state as any).board.events]), ["Player 1", "Player 2", "Player 3"], logTranslator("en"));
    for (const round of engine.rollOff) for (const r of round) expect(lines.join("\n")).toContain(`Player ${r.seat + 1} ${r.die}`);
  });

  test("an attack out of turn is refused to its sender only; a spectator cannot act", async () => {
    const state: any = spectator.state;
    const turn = state.board.turn;
    const other = (turn + 1) % 3;
    const errors: string[][] = [...rooms, spectator].map(() => []);
    const offs = [...rooms, spectator].map((room, i) => room.onMessage("error", (e: { code: string }) => errors[i].push(e.code)));
    const moves = state.moves;
    const refusal = nextMessage<{ code: string }>(rooms[other], "error");
    // A well-formed attack with the sender's own pyramid on the active player's.
    rooms[other].send("action", { type: "attack", attacker: other * 9 + 8, target: turn * 9 });
    expect((await refusal).code).toBe("not-your-turn");
    const watcherRefusal = nextMessage<{ code: string }>(spectator, "error");
    spectator.send("action", { type: "pass" });
    expect((await watcherRefusal).code).toBe("spectator");
    await Promise.all([...rooms, spectator].map(roundTrip));
    errors.forEach((codes, i) => expect(codes).toEqual(i === other ? ["not-your-turn"] : i === 3 ? ["spectator"] : []));
    expect((spectator.state as any).moves).toBe(moves);
    offs.forEach((off) => off());
  });

  test("DED-8 DED-9 three SDK clients play to the end, choosing among the legal actions they were sent; the best trees score", async () => {
    const played = await playOut(rooms, [spectator], "ded", {
      each: (_moves, move) => sent.push(move as { seat: number; action: DogEatDog.DedAction }),
    });
    const state: any = await waitForState(spectator, (s: any) => s.phase === "over", "game over for the spectator");
    expect(played).toBe(state.moves);
    // DED-9: the final scores are the best trees each seat can make, and the top score wins.
    const view = viewsOf(spectator, null).table as unknown as DedPublicView;
    expect(view.result).toBeDefined();
    expect(view.hoards.map((h) => h.points)).toEqual(view.result!.scores);
    const best = Math.max(...view.result!.scores);
    expect([...state.winners].sort()).toEqual(view.result!.scores.flatMap((s, seat) => (s === best ? [seat] : [])));
  }, 60_000);

  test("every client and the spectator saw identical boards after every move, the engine's public view, and each seat its private view", async () => {
    await Promise.all([...rooms, spectator].map((room) => waitForState(room, (s: any) => s.phase === "over")));
    const reference = seen[3];
    for (const other of seen.slice(0, 3)) expect(other.tables).toEqual(reference.tables);
    // Replaying the sent actions on the engine with the server's seed gives every board seen.
    // The board's toJSON() is the engine's public view as it is (the view is the wire format),
    // each seat's own part its private view (its legal actions included).
    let engine = dogEatDog.setup(3, SEED, { treehouse: true });
    for (let moves = 0; moves <= sent.length; moves++) {
      if (moves > 0) engine = dogEatDog.apply(engine, sent[moves - 1].seat, sent[moves - 1].action);
      const view = reference.tables.get(moves) as unknown as DedPublicView;
      expect(view).toEqual(plain(dogEatDog.publicView(engine)));
      seen.slice(0, 3).forEach((mine, seat) => expect(mine.mine.get(moves)).toEqual(plain(dogEatDog.privateView(engine, seat))));
    }
    expect(seen[3].mine.size).toBe(0);
  });

  test("every roll and its result is in the log, in English and French", () => {
    const names = ["Ann", "Bob", "Cid"];
    const attacks = sent.filter((s) => s.action.type === "attack").length;
    let told = 0;
    let faces = 0;
    for (const table of seen[3].tables.values()) {
      const events = (table as unknown as DedPublicView).events as DedViewEvent[];
      const en = describeDed(events, names, logTranslator("en")).join("\n");
      const fr = describeDed(events, names, logTranslator("fr")).join("\n");
      for (const e of events) {
        if (e.type !== "attack") continue;
        told++;
        const a = e.attack;
        if (a.face) faces++;
        expect(en).toContain(`rolls ${a.dice.join(", ")}`);
        expect(fr).toContain(`lance ${a.dice.join(", ")}`);
        if (a.face) expect(en).toContain(`Treehouse die shows ${a.face}`);
        for (const d of a.defences) {
          expect(en).toContain(`rolls ${d.dice.join(", ")}: the ${d.attackerWins ? "attacker" : "defender"} wins`);
          expect(fr).toContain(`lance ${d.dice.join(", ")} : ${d.attackerWins ? "l'attaquant" : "le défenseur"} gagne`);
        }
        if (a.result === "captured") expect(en).toContain(`${names[a.capturedBy!]} captures ${names[a.seat]}'s`);
        if (a.result === "tipped") expect(fr).toContain("Les deux pyramides sont renversées.");
      }
    }
    expect(told).toBe(attacks);
    expect(attacks).toBeGreaterThan(5);
    expect(faces).toBeGreaterThan(0);
  });
});
