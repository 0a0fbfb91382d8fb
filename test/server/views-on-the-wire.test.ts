import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { gameFacts, type GameId } from "@tablee/shared";
import type { TableServer } from "@tablee/server";
import { gameTables } from "../../server/src/games/index.ts";
import { fullTable, leaveAll, PROGRAMS_AT_FULL_SPEED, quiet, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { engineOf, playOut, plain, viewsOf } from "../support/table-play.ts";

/*
 * The view is the wire format: for every game, at every position of a
 * game played over the protocol, each seat's synced parts are, as JSON, the engine's public
 * view and that seat's private view, and a spectator's are the public view alone.
 */

let server: TableServer;
beforeAll(async () => {
  server = await startServer({ limits: PROGRAMS_AT_FULL_SPEED });
});
afterAll(async () => {
  await server.close();
});

describe.each(Object.keys(gameTables) as GameId[])("%s: toJSON of the synced parts is the engine's view", (id) => {
  let rooms: Room[] = [];
  let watcher: Room | undefined;

  test("at every position, for every seat and a spectator", async () => {
    const rules = gameTables[id].rules;
    const seats = gameFacts[id].maxPlayers;
    rooms = await fullTable(server, id, seats, { options: { seats } });
    watcher = quiet(await sdk(server).joinById(rooms[0].roomId, { name: "Watcher", spectate: true }));
    rooms[0].send("start", {});
    await Promise.all([...rooms, watcher].map((r) => waitForState(r, (s: any) => s.phase === "playing" && s.board, "the start")));

    let checked = 0;
    const check = (): void => {
      const game = engineOf(rooms[0]);
      const table = plain(rules.publicView(game));
      rooms.forEach((room, seat) => {
        const views = viewsOf(room, seat);
        expect(views.table).toEqual(table);
        expect(views.mine).toEqual(plain(rules.privateView(game, seat)));
      });
      expect(viewsOf(watcher!, null)).toEqual({ table });
      expect((watcher!.state as any).privates).toBeUndefined();
      checked++;
    };
    check();
    await playOut(rooms, [watcher], `views ${id}`, { maxActions: 400, each: check });
    expect(checked).toBeGreaterThan(40);
  }, 120_000);

  afterAll(async () => {
    await leaveAll([...rooms, ...(watcher ? [watcher] : [])]);
  });
});
