import { describe, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { gameFacts, gameOf, type GameId } from "@tablee/shared";
import { restoreTable } from "../../server/src/table/restore.ts";
import { engineOf, plain, playOut, viewsOf } from "../support/table-play.ts";
import { fullTable, keepSeatKey, PROGRAMS_AT_FULL_SPEED, quiet, roomsOfEachTest, seatKeyOf, serverForFile, waitForState } from "../support/server-harness.ts";

/**
 * A table brought back from the store, in this process, under another id (a copy of a stored
 * game): every seat that comes back with its key is sent exactly its private view, action after
 * action. A part shown to a client only once its arrays were already full once reached that
 * client with an item too many after the next change (TableRoom.renewPrivate).
 */
const file = serverForFile({ limits: PROGRAMS_AT_FULL_SPEED });
const open = roomsOfEachTest();

const ROUNDS = [1, 2, 3, 4, 5];

describe.each(Object.keys(gameFacts) as GameId[])("%s", (id) => {
  test.each(ROUNDS)("every seat back with its key sees its own view after each action (table %i)", async (round) => {
    // Tables at the fewest seats and at the most, in turn (DOG: four and six).
    const seats = round % 2 === 0 ? gameFacts[id].maxPlayers : gameFacts[id].minPlayers;
    const server = file.server;
    const rooms = await fullTable(server, id, seats, { options: { seats } });
    open.push(...rooms);
    rooms[0].send("start", {});
    await Promise.all(rooms.map((room) => waitForState(room, (s: any) => s.phase === "playing" && s.board !== undefined, "the start")));
    await playOut(rooms, [], `restored ${id} ${rooms[0].roomId}`, { maxActions: 12 });

    const store = server.store;
    const stored = (await store.loadTable(rooms[0].roomId))!;
    const copy = `${stored.id}-copy`;
    await store.saveTable({ ...stored, id: copy });
    const game = stored.games.at(-1)!;
    await store.startGame(copy, game);
    for (const [index, action] of game.actions.entries()) await store.appendAction(copy, game.gameNo, index, action);
    expect(await restoreTable(store, copy)).toBe(true);

    const back: Room[] = [];
    for (const room of rooms) back.push(keepSeatKey(quiet(await new Client(server.url).joinById(copy, { name: "Anyone", seatKey: seatKeyOf(room) }))));
    open.push(...back);
    await Promise.all(back.map((room) => waitForState(room, (s: any) => s.board !== undefined && s.seats.every((c: any) => c.connected), "every seat back")));
    const rules = gameOf(id).rules;
    const each = (): void => {
      for (const [seat, room] of back.entries()) {
        const engine = engineOf(room);
        expect({ seat, moves: (room.state as any).moves, view: viewsOf(room, seat).mine }).toEqual({
          seat,
          moves: (room.state as any).moves,
          view: plain(rules.privateView(engine, seat)),
        });
      }
    };
    each();
    await playOut(back, [], `restored ${id} after ${copy}`, { maxActions: 30, each });
  }, 120_000);
});
