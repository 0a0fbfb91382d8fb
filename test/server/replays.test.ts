import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { plain, playOut } from "../support/table-play.ts";
import { fullTable, leaveAll, startServer, waitForState } from "../support/server-harness.ts";

/** A two-seat table of the registry's first game two may play. */
const DUEL = aGame({ plays: 2 });

/**
 * Replays (docs/protocol.md, "Replays"): whoever has a table's id steps through its games as
 * a spectator saw them; the hidden cards only once a game is over; never the seed.
 */
const SEED = "replays-seed-0123456789";
let server: TableServer;
let rooms: Room[] = [];
const played: { seat: number; action: unknown }[] = [];

beforeAll(async () => {
  server = await startServer({ seed: () => SEED });
  rooms = await fullTable(server, DUEL.facts.id, 2, { options: { seats: 2 } });
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
});

afterAll(async () => {
  await leaveAll(rooms);
  await server.close();
});

async function replay(path: string): Promise<{ status: number; body: any; text: string }> {
  const response = await fetch(`${server.url}${path}`);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

const rules = DUEL.rules;

/** The engine's state after each of the first `count` actions. */
function states(count: number): unknown[] {
  let state = rules.setup(2, SEED, {});
  const all = [state];
  for (const { seat, action } of played.slice(0, count)) all.push((state = rules.apply(state, seat, action)));
  return all;
}

test("an unknown table, a malformed id, or a game the table never played: 404 not-found", async () => {
  expect(await replay("/api/tables/no-such-table/replay")).toMatchObject({ status: 404, body: { code: "not-found" } });
  expect(await replay("/api/tables/%3Cscript%3E/replay")).toMatchObject({ status: 404, body: { code: "not-found" } });
  expect(await replay(`/api/tables/${rooms[0].roomId}/replay?game=2`)).toMatchObject({ status: 404 });
  expect(await replay(`/api/tables/${rooms[0].roomId}/replay?game=zero`)).toMatchObject({ status: 404 });
});

test("during the game: every step as the spectator saw it, no hidden card, no seed", async () => {
  await playOut(rooms, [], "replays before", { maxActions: 10, each: (_m, p) => played.push(p) });
  const { status, body, text } = await replay(`/api/tables/${rooms[0].roomId}/replay`);
  expect(status).toBe(200);
  expect(body).toMatchObject({ id: rooms[0].roomId, game: DUEL.facts.id, seatCount: 2, players: ["Player 1", "Player 2"], gameNo: 1, games: 1, over: false });
  expect(body.steps).toHaveLength(11);
  const seen = states(10);
  body.steps.forEach((step: any, i: number) => {
    expect(step.view).toEqual(plain(rules.publicView(seen[i])));
    expect(step.hands).toBeUndefined();
    if (i > 0) expect({ seat: step.seat, action: step.action }).toEqual(plain(played[i - 1]));
  });
  expect(text).not.toContain(SEED);
  expect(body.outcome).toBeUndefined();
});

test("once the game is over: the outcome, and each seat's hidden part at every step (still no seed)", async () => {
  await playOut(rooms, [], "replays after", { each: (_m, p) => played.push(p) });
  expect((rooms[0].state as any).phase).toBe("over");
  const { body, text } = await replay(`/api/tables/${rooms[0].roomId}/replay?game=1`);
  expect(body.over).toBe(true);
  expect(body.outcome.winners).toEqual([...(rooms[0].state as any).winners]);
  expect(body.steps).toHaveLength(played.length + 1);
  const seen = states(played.length);
  for (const i of [0, Math.floor(played.length / 2), played.length]) {
    const hands = [0, 1].map((seat) => plain(rules.privateView(seen[i], seat)));
    expect(body.steps[i].hands).toEqual(hands);
  }
  expect(text).not.toContain(SEED);
});
