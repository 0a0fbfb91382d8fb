import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { matchMaker, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Client, type Room } from "@colyseus/sdk";
import { Dog, Rng, seedRng } from "@tablee/shared";
import { TextbookDogRoom, TextbookDogRoomPerMove } from "../../bench/dog-textbook-room.ts";
import { freePort } from "../support/server-process.ts";

/**
 * The bench's textbook DOG room (bench/dog-textbook-room.ts) is only a fair yardstick if it is
 * right: each player receives the engine's table and their own hand and legal moves, nobody
 * else's, a spectator no hand at all, and every move its players pick from what they received
 * is accepted. Checked over the wire with SDK clients, after every move, in both of its modes.
 */

const dog = Dog.dog;
const WAIT_MS = 15_000;

let server: Server;
let url: string;
const open: Room[] = [];

beforeAll(async () => {
  const port = await freePort();
  server = new Server({ transport: new WebSocketTransport(), greet: false });
  server.define("per-move", TextbookDogRoomPerMove);
  server.define("tick", TextbookDogRoom);
  await server.listen(port, "127.0.0.1");
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await Promise.all(open.map((room) => room.leave().catch(() => undefined)));
  await server.gracefullyShutdown(false);
});

function stateOf(room: Room): any {
  return (room.state as any).toJSON();
}

/** Resolves once every room's state passes `check`, tested on each of their patches. */
function reached(rooms: Room[], check: (state: any, room: Room) => boolean, what: string): Promise<void> {
  const holds = (): boolean => rooms.every((room) => room.state !== undefined && check(stateOf(room), room));
  return new Promise((resolve, reject) => {
    const off = (): void => rooms.forEach((room) => room.onStateChange.remove(listen));
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what}`));
    }, WAIT_MS);
    const listen = (): void => {
      if (!holds()) return;
      clearTimeout(timer);
      off();
      resolve();
    };
    for (const room of rooms) room.onStateChange(listen);
    listen();
  });
}

/** An engine event as the room's `DogEvent` schema reads back: its lists are there, empty. */
const asSynced = (event: object): object => ({ path: [], cards: [], ...event });

/** What each client holds equals the engine's views of the game: the table, and its own part only. */
function expectViews(game: Dog.DogState, seated: Room[], spectator: Room): void {
  const board = dog.publicView(game);
  for (const room of [...seated, spectator]) {
    const state = stateOf(room);
    expect({
      phase: state.phase,
      turn: state.turn,
      active: state.active,
      marbles: state.marbles,
      fresh: state.fresh,
      discard: state.discard,
      handCounts: state.handCounts,
      folded: state.folded,
      exchangeChosen: state.exchangeChosen,
      dealer: state.dealer,
      firstPlayer: state.firstPlayer,
      deal: state.deal,
      dealSize: state.dealSize,
      seven: state.seven,
      winner: state.winner,
      events: state.events,
    }).toEqual({ ...board, seven: board.seven, winner: board.winner, events: board.events.map(asSynced) });
    for (const [sessionId, player] of Object.entries(state.players as Record<string, any>)) {
      if (sessionId !== room.sessionId) {
        expect(player.private).toBeUndefined();
        continue;
      }
      const mine = dog.privateView(game, player.seat);
      expect(player.private).toEqual({
        hand: mine.hand,
        legal: dog.view(game, player.seat).legal,
        ...(mine.myExchange !== undefined && { myExchange: mine.myExchange }),
        ...(mine.received !== undefined && { received: mine.received }),
      });
    }
  }
  expect(Object.keys(stateOf(spectator).players)).toHaveLength(4);
}

describe.each([
  ["per-move", "a patch after each move", 120],
  ["tick", "Colyseus's default 50 ms patch rate", 40],
])("the textbook room %s (%s)", (name, _mode, moves) => {
  test(`each player sees their own hand and legal moves only, a spectator none; ${moves} moves picked from them are all accepted`, async () => {
    const seated: Room[] = [await new Client(url).create(name, { name: "Ana" })];
    open.push(seated[0]);
    for (const player of ["Ben", "Cleo", "Dan"]) {
      const room = await new Client(url).joinById(seated[0].roomId, { name: player });
      open.push(room);
      seated.push(room);
    }
    const spectator = await new Client(url).joinById(seated[0].roomId, { name: "Eve", spectate: true });
    open.push(spectator);
    const refusals: unknown[] = [];
    for (const room of [...seated, spectator]) room.onMessage("error", (error) => refusals.push(error));
    const instance = matchMaker.getLocalRoomById(seated[0].roomId) as unknown as TextbookDogRoom;
    const rng = new Rng(seedRng(`textbook-${name}`));
    const kinds = new Set<string>();

    for (let move = 0; move < moves; move++) {
      await reached([...seated, spectator], (state) => state.moves === move && state.phase !== "waiting", `move ${move} everywhere`);
      expectViews(instance.game!, seated, spectator);
      const ready = seated.filter((room) => {
        const me = stateOf(room).players[room.sessionId];
        return stateOf(room).active.includes(me.seat) && me.private.legal.length > 0;
      });
      expect(ready.length).toBeGreaterThan(0);
      const sender = ready[rng.int(ready.length)];
      const legal = stateOf(sender).players[sender.sessionId].private.legal;
      const picked = legal[rng.int(legal.length)];
      kinds.add(picked.type);
      sender.send("move", picked);
    }
    await reached([...seated, spectator], (state) => state.moves === moves, "the last move everywhere");
    expectViews(instance.game!, seated, spectator);
    expect(refusals).toEqual([]);
    // Past the exchange: cards played on the board too.
    expect([...kinds].filter((kind) => kind !== "exchange").length).toBeGreaterThan(0);
  });
});
