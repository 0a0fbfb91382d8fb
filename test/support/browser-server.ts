import { Client, type Room } from "@colyseus/sdk";
import type { TableServerOptions } from "@tablee/server";
import { aGame, type GameId } from "@tablee/shared";
import { startServer } from "./start-server.ts";
import { fileURLToPath } from "node:url";

const CLIENT_DIST = fileURLToPath(new URL("../../client/dist", import.meta.url));

export interface TestServer {
  /** http://127.0.0.1:<port>: serves the built client and the game server. */
  url: string;
  /** A table of the registry's first four-seat game, already started by four programmatic players (for the client benchmark). */
  startedTable(): Promise<{ game: GameId; tableId: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** How fast the server's bots and clocks go: a test of the clock shortens its seconds. */
export type ServerPace = Pick<TableServerOptions, "botPauseMs" | "clockSecondMs">;

function waitFor(room: Room, test: () => boolean, timeout = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (test()) return resolve();
    const timer = setTimeout(() => reject(new Error("timed out waiting for the table state")), timeout);
    room.onStateChange(() => {
      if (!test()) return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The real game server on a free local port, serving client/dist as `npm start` does.
 * With `seed`, every table deals from that seed (a browser test that needs a given hand);
 * `pace` sets the bots' pause and the length of the turn clock's second; `limits`, the server's
 * limits over the tests' (start-server.ts).
 */
export async function startTestServer({ seed, pace = {}, limits }: { seed?: string; pace?: ServerPace; limits?: TableServerOptions["limits"] } = {}): Promise<TestServer> {
  // Pages and programmatic players all come from 127.0.0.1.
  const server = await startServer({
    clientDir: CLIENT_DIST,
    ...(seed === undefined ? {} : { seed: () => seed }),
    // Expected refusals are info lines: the bench prints only its figures on stdout.
    logLevel: "warn",
    ...pace,
    ...(limits === undefined ? {} : { limits }),
  });
  return {
    url: server.url,
    async startedTable() {
      const sdk = new Client(server.url);
      const game = aGame({ opens: 4 }).facts.id;
      const host = await sdk.create(game, { name: "Host", private: true });
      const others: Room[] = [];
      for (const name of ["North", "East", "South"]) others.push(await sdk.joinById(host.roomId, { name }));
      // These players only sit there; their messages (notices, errors) are of no interest.
      for (const room of [host, ...others]) room.onMessage("*", () => undefined);
      await waitFor(host, () => host.state.seats?.every?.((seat: { occupant: string; connected: boolean }) => seat.occupant !== "" && seat.connected));
      host.send("start", {});
      await waitFor(host, () => host.state.phase === "playing" && host.state.board !== undefined);
      return {
        game,
        tableId: host.roomId,
        async close() {
          for (const room of [host, ...others]) await room.leave(true).catch(() => undefined);
        },
      };
    },
    close: () => server.close(),
  };
}
