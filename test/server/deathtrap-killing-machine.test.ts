import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Deathtrap, fromWire, isRuleError, Rng, seedRng } from "@tablee/shared";
import type { TableServer } from "@tablee/server";
import { fullTable, leaveAll, quiet, roundTrip, sdk, settle, startServer, waitForState } from "../support/server-harness.ts";

type State = Deathtrap.DeathtrapState;
type Action = Deathtrap.DeathtrapAction;
const { deathtrap, deathtrapBot } = Deathtrap;

const SEED = "deathtrap-killing-machine-seed-0123456789abcdef0123456789";

let server: TableServer;
beforeAll(async () => {
  server = await startServer({ seed: () => SEED });
});
afterAll(async () => {
  await server.close();
});

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

/**
 * The server's table, as each client and the spectator received it, is the engine's `state`:
 * every board read back (`fromWire(toJSON())`) is the public view, each seat's private part
 * its private view (hand, canStrike, legal actions: the holder's Killing Machine included).
 */
function expectTableIs(rooms: Room[], spectator: Room, state: State): void {
  const table = json(deathtrap.publicView(state));
  expect(fromWire((spectator.state as any).board.toJSON())).toEqual(table);
  rooms.forEach((room, seat) => {
    expect(fromWire((room.state as any).board.toJSON())).toEqual(table);
    const mine = (room.state as any).privates.get(String(seat));
    expect(fromWire(mine.toJSON())).toEqual(json(deathtrap.privateView(state, seat)));
  });
}

/** DD-6's race: a trick on the table and the Killing Machine in the hand of someone else than the turn player. */
function raceReady(state: State): boolean {
  if (state.phase !== "play" || state.trick === null) return false;
  const active = deathtrap.activeSeats(state);
  return active.length === 2;
}

/** The engine's state after `action`, or the RuleError code it refuses it with. */
function attempt(state: State, seat: number, action: Action): State | string {
  if (!deathtrap.activeSeats(state).includes(seat)) return "not-your-turn";
  try {
    return deathtrap.apply(state, seat, action);
  } catch (error) {
    if (isRuleError(error)) return error.code;
    throw error;
  }
}

interface Table {
  rooms: Room[];
  spectator: Room;
  errors: { seat: number; code: string }[];
  state: State;
  rng: Rng;
}

async function openTable(): Promise<Table> {
  const rooms = await fullTable(server, "deathtrap", 4, { options: { seats: 4 } });
  const spectator = quiet(await sdk(server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
  const errors: Table["errors"] = [];
  rooms.forEach((room, seat) => room.onMessage("error", (e: { code: string }) => errors.push({ seat, code: e.code })));
  rooms[0].send("start", {});
  await waitForState(spectator, (s: any) => s.board !== undefined, "the deal");
  // The room drew the same seed: the engine's state here is the table's, move for move.
  return { rooms, spectator, errors, state: deathtrap.setup(4, SEED, {}), rng: new Rng(seedRng("km-bots")) };
}

/** Plays the turn player's (or a Master's) bot move one message at a time until the race is set. */
async function playUntilRace(table: Table): Promise<void> {
  for (let i = 0; i < 500 && !raceReady(table.state); i++) {
    const seat = deathtrap.activeSeats(table.state)[0];
    const action = deathtrapBot(deathtrap.view(table.state, seat), table.rng);
    const moves = (table.spectator.state as any).moves;
    table.rooms[seat].send("action", action);
    table.state = deathtrap.apply(table.state, seat, action);
    await waitForState(table.spectator, (s: any) => s.moves === moves + 1, "the move");
    // Under the server's 20 messages a second for one client.
    await settle(55);
  }
  expect(raceReady(table.state)).toBe(true);
  expect(table.errors).toEqual([]);
  expectTableIs(table.rooms, table.spectator, table.state);
}

type Order = "turn-first" | "machine-first";

/**
 * Sends the turn player's `action` and the holder's Killing Machine in the same tick, then
 * checks the table is exactly the engine's result for the order the server saw, the later
 * message re-validated and, when refused, answered to its sender only.
 */
async function race(table: Table, pick: (legal: Action[]) => Action, machineSentFirst = false): Promise<Order> {
  const before = table.state;
  const [turn, holder] = deathtrap.activeSeats(before);
  const action = pick(deathtrap.legalActions(before, turn));
  const moves = (table.spectator.state as any).moves;
  const sends = [() => table.rooms[turn].send("action", action), () => table.rooms[holder].send("action", { type: "killing-machine" })];
  if (machineSentFirst) sends.reverse();
  for (const send of sends) send();
  await Promise.all([roundTrip(table.rooms[turn]), roundTrip(table.rooms[holder])]);
  await settle();
  const accepted = (table.spectator.state as any).moves - moves;

  // The two orders the server may have seen, as the engine plays them.
  const turnFirst = deathtrap.apply(before, turn, action);
  const thenMachine = attempt(turnFirst, holder, { type: "killing-machine" });
  const machineFirst = deathtrap.apply(before, holder, { type: "killing-machine" });
  const thenTurn = attempt(machineFirst, turn, action);
  // The turn player's set can no longer follow a Killing Machine: it ended the trick.
  expect(thenTurn).toBe("not-your-turn");

  let order: Order;
  let after: State;
  if (accepted === 2) {
    order = "turn-first";
    expect(typeof thenMachine).toBe("object");
    expect(table.errors).toEqual([]);
    after = thenMachine as State;
  } else {
    expect(accepted).toBe(1);
    expect(table.errors).toHaveLength(1);
    const refused = table.errors[0];
    if (refused.seat === turn) {
      order = "machine-first";
      expect(refused.code).toBe(thenTurn);
      after = machineFirst;
    } else {
      order = "turn-first";
      expect(refused).toEqual({ seat: holder, code: thenMachine });
      after = turnFirst;
    }
  }
  expectTableIs(table.rooms, table.spectator, after);
  // The refusal went to its sender only: the spectator got no error either.
  table.errors.length = 0;
  table.state = after;
  return order;
}

const firstPlay = (legal: Action[]) => legal.find((a) => a.type === "play") ?? { type: "pass" as const };
const pass = (): Action => ({ type: "pass" });

describe("DD-6 a Killing Machine out of turn against the turn player's message", () => {
  const tables: Table[] = [];
  let firstRace: State;

  test("DD-6 sent in the same tick as the turn player's set: the table is the engine's result for the order seen", async () => {
    const table = await openTable();
    tables.push(table);
    await playUntilRace(table);
    firstRace = table.state;
    await race(table, firstPlay);
  }, 30_000);

  test("DD-6 sent in the same tick as a pass: the same (a pass that ended the trick first leaves nothing to stop)", async () => {
    const table = tables[0];
    await playUntilRace(table);
    await race(table, pass);
  }, 30_000);

  test("DD-6 the same race from the same position on fresh tables, either message sent first: one order, one result", async () => {
    const results = new Map<Order, State>();
    for (const machineSentFirst of [false, true, false, true]) {
      const table = await openTable();
      tables.push(table);
      await playUntilRace(table);
      // Same seed, same bots: the very position of the first table's first race.
      expect(table.state).toEqual(firstRace);
      const order = await race(table, firstPlay, machineSentFirst);
      // Whichever table saw an order, that order always gives the same table.
      if (results.has(order)) expect(table.state).toEqual(results.get(order));
      else results.set(order, table.state);
    }
  }, 90_000);

  afterAll(async () => {
    await leaveAll(tables.flatMap((t) => [...t.rooms, t.spectator]));
  });
});
