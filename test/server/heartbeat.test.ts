import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { GuardedTransport } from "../../server/src/limits/sockets.ts";
import { connect, matchmake, type RawSocket } from "../support/raw-client.ts";
import { leaveAll, quiet, sdk, startServer, waitForState } from "../support/server-harness.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

/**
 * The heartbeat (server/src/limits/sockets.ts): every socket is pinged once per interval and
 * cut off after two pings without a pong, as Colyseus does, but one slice of the sockets at a
 * time, so that thousands of sockets never cost one long stall (DESIGN.md, "Capacity").
 */

interface FakeSocket {
  pingCount: number;
  pings: number[];
  terminated: boolean;
  ping(callback: () => void): void;
  terminate(): void;
  once(event: string, listener: () => void): void;
}

function fakeSocket(): FakeSocket {
  const socket: FakeSocket = {
    pingCount: 0,
    pings: [],
    terminated: false,
    ping: () => void socket.pings.push(Date.now()),
    terminate: () => void (socket.terminated = true),
    once: () => undefined,
  };
  return socket;
}

describe("the heartbeat's slices", () => {
  let transport: GuardedTransport | undefined;
  afterEach(() => {
    transport?.shutdown();
    jest.useRealTimers();
  });

  /** A transport without a server (its own check never starts), the heartbeat started by hand over `sockets`. */
  function beat(sockets: FakeSocket[], intervalMs: number, retries: number): void {
    jest.useFakeTimers({ now: 0 });
    transport = new GuardedTransport({ noServer: true });
    const inner = transport as unknown as { wss: { clients: Set<unknown> }; autoTerminateUnresponsiveClients(interval: number, retries: number): void };
    for (const socket of sockets) inner.wss.clients.add(socket);
    inner.autoTerminateUnresponsiveClients(intervalMs, retries);
  }

  test("each socket is pinged once per interval, the sockets spread over it instead of all at once", () => {
    const sockets = Array.from({ length: 400 }, () => fakeSocket());
    beat(sockets, 1_000, 2);
    // Every socket answers each ping at once.
    for (let step = 0; step < 40; step++) {
      jest.advanceTimersByTime(50);
      for (const socket of sockets) socket.pingCount = 0;
    }
    // Two intervals: two pings each, one interval apart.
    for (const socket of sockets) {
      expect(socket.pings).toHaveLength(2);
      expect(socket.pings[1] - socket.pings[0]).toBe(1_000);
      expect(socket.terminated).toBe(false);
    }
    // Twenty slices of 50 ms, twenty sockets in each: never the 400 together.
    const perMoment = new Map<number, number>();
    for (const socket of sockets) for (const at of socket.pings) perMoment.set(at, (perMoment.get(at) ?? 0) + 1);
    expect(perMoment.size).toBe(40);
    expect(Math.max(...perMoment.values())).toBe(20);
  });

  test("a socket that leaves two pings unanswered is cut off at its third turn; the others stay", () => {
    const sockets = Array.from({ length: 10 }, () => fakeSocket());
    const [silent, ...answering] = sockets;
    beat(sockets, 500, 2);
    for (let step = 0; step < 30; step++) {
      jest.advanceTimersByTime(50);
      for (const socket of answering) socket.pingCount = 0;
    }
    expect(silent.pings).toHaveLength(2);
    expect(silent.terminated).toBe(true);
    for (const socket of answering) expect(socket.terminated).toBe(false);
  });
});

describe("a peer that vanished without closing", () => {
  let server: TableServer;
  const rooms: Room[] = [];
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    server = await startServer({ limits: { heartbeatMs: 300, heartbeatRetries: 2 } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await leaveAll(rooms);
    await server.close();
  });

  async function rawJoin(tableId: string, name: string, answerPings: boolean): Promise<RawSocket> {
    const answer = await matchmake(server.url, "joinById", tableId, { name });
    expect(answer.status).toBe(200);
    const socket = await connect(server.url, answer.body, { answerPings });
    sockets.push(socket);
    return socket;
  }

  test("is cut off by the heartbeat and its seat held for its return, while a player who answers stays", async () => {
    const host = quiet(await sdk(server).create(FOUR, { name: "Host", private: true }));
    rooms.push(host);
    const gone = await rawJoin(host.roomId, "Gone", false);
    const here = await rawJoin(host.roomId, "Here", true);
    await waitForState(host, (s: any) => s.seats[1].connected && s.seats[2].connected, "both seated");

    // No close frame ever came from the silent one: only the missing pongs tell.
    expect((await gone.closed).code).toBe(1006);
    const state = await waitForState(host, (s: any) => !s.seats[1].connected, "the silent seat shown as away");
    // A drop, not a departure: the seat is kept for a reconnection.
    expect(state.seats[1].name).toBe("Gone");
    expect(state.seats[1].occupant).not.toBe("");
    expect(state.seats[2].connected).toBe(true);
    expect(here.ws.readyState).toBe(here.ws.OPEN);
  }, 15_000);
});
