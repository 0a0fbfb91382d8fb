/**
 * Every HTTP answer about a table says only what a spectator may know (docs/protocol.md,
 * "The table behind a link", "Replays"): two tables whose games differ only in hidden
 * information (the seed, so the hands and the deck, and the hidden part of actions) get the
 * same answers, their ids and times aside. For every game in the registry.
 */
import { afterAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { gameList, type AnyGameRules, type GameId } from "@tablee/shared";
import { seededPicker, type Move } from "../support/play.ts";
import { kitOf } from "../support/games/kit.ts";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, seatKeyOf, serverForFile, waitForState } from "../support/server-harness.ts";
import { playOut } from "../support/table-play.ts";
import { twinGames, type Twins } from "../support/twins.ts";

/** The seeds the server gives its games, in the order the tables start. */
const seeds: string[] = [];
const file = serverForFile({ seed: () => seeds.shift() ?? "", limits: PROGRAMS_AT_FULL_SPEED });
const open: Room[] = [];
afterAll(() => leaveAll(open));

/**
 * A pair of twin games for `game`, cut a few moves after the first action whose hidden part
 * differs (a game with secrets), or after a few moves (a game without).
 */
function twinsFor(id: GameId, game: AnyGameRules, players: number): Twins {
  for (let k = 0; k < 50; k++) {
    const seed = `answers-${id}-${k}`;
    for (const other of [`answers-other-${id}-${k}`, null]) {
      const twins = twinGames(game, players, seed, other, seededPicker(seed), 600);
      const first = twins.moves[0].findIndex((move, i) => JSON.stringify(move) !== JSON.stringify(twins.moves[1][i]));
      const cut = kitOf(id).hidden ? (first < 0 ? -1 : first + 4) : 8;
      if (cut < 0 || twins.moves[0].length < Math.min(cut, 3)) continue;
      return { ...twins, moves: [twins.moves[0].slice(0, cut), twins.moves[1].slice(0, cut)] };
    }
  }
  throw new Error(`no twin games found for ${id}`);
}

/** A table of `players` people, started on `seed`, where each seat plays its part of `moves`. */
async function tablePlaying(id: GameId, players: number, seed: string, moves: Move[]): Promise<Room[]> {
  const rooms = await fullTable(file.server, id, players, { options: { seats: players } });
  open.push(...rooms);
  seeds.push(seed);
  rooms[0].send("start", {});
  await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
  let next = 0;
  const played = await playOut(rooms, [], seed, {
    choose: (_legal, view) => (view.seat === moves[next]?.seat ? moves[next].action : undefined),
    maxActions: moves.length,
    each: () => next++,
  });
  expect(played).toBe(moves.length);
  return rooms;
}

async function answer(path: string, init?: RequestInit): Promise<{ status: number; text: string; body: any }> {
  const response = await fetch(`${file.server.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

/** An answer with the table's id (and a replay's times) left out: what twins must share. */
function withoutIds(text: string, id: string): unknown {
  return JSON.parse(text.split(id).join("<id>"), (key, value) => (key === "at" ? 0 : value));
}

describe.each(gameList.map(({ rules }) => [rules.id, rules]) as [GameId, AnyGameRules][])("%s", (id, game) => {
  test("twin tables get the same answers about the table; none holds a seed, a seat key or a hand", async () => {
    const players = game.minPlayers;
    const twins = twinsFor(id, game, players);
    if (kitOf(id).hidden) expect(twins.actionsDiffer).toBe(true);
    const tables = [
      await tablePlaying(id, players, twins.seeds[0], twins.moves[0]),
      await tablePlaying(id, players, twins.seeds[1], twins.moves[1]),
    ];
    const secrets = [...twins.seeds, ...tables.flat().flatMap((room) => seatKeyOf(room) ?? [])];
    const shared: unknown[][] = [];
    for (const rooms of tables) {
      const tableId = rooms[0].roomId;
      const summary = await answer(`/api/tables/${tableId}`);
      expect(summary.status).toBe(200);
      expect(Object.keys(summary.body).sort()).toEqual(["asleep", "clock", "free", "game", "host", "id", "pace", "phase", "seats", "spectators"]);
      expect(summary.body).toMatchObject({ id: tableId, game: id, phase: "playing", free: 0 });
      const replay = await answer(`/api/tables/${tableId}/replay`);
      expect(replay.body).toMatchObject({ over: false });
      expect(replay.body.steps).toHaveLength(twins.moves[0].length + 1);
      // A spectator's seat reservation (the SDK's HTTP step before the socket).
      const reservation = await answer(`/matchmake/joinById/${tableId}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Watcher", spectate: true }),
      });
      expect(reservation.status).toBe(200);
      for (const { text } of [summary, replay, reservation]) for (const secret of secrets) expect(text).not.toContain(secret);
      expect(summary.text + replay.text).not.toMatch(/"(hand|hands|seed|rng|deck)"/);
      const { sessionId: _session, ...place } = reservation.body;
      shared.push([summary.text, replay.text, JSON.stringify(place)].map((text) => withoutIds(text, tableId)));
    }
    expect(shared[1]).toEqual(shared[0]);
  });
});
