import { LobbyRoom, Server, type RegisteredHandler } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { AddressInfo } from "node:net";
import { tableRooms } from "./games/index.js";
import { mountHttp } from "./http.js";
import { defaults, settings } from "./settings.js";

export { settings } from "./settings.js";
export type { TableListing } from "./table/listing.js";

export interface TableServerOptions {
  /** 0 picks a free port (tests). Default 2567. */
  port?: number;
  /** Default 0.0.0.0 (a container must answer on every interface). */
  host?: string;
  /** With it, Redis presence and driver: several processes serve one lobby. */
  redisUrl?: string;
  /** Server-side only: where each game's seed comes from (tests make games reproducible). */
  seed?: () => string;
  /** How long a dropped player keeps the seat. Default 120. */
  reconnectSeconds?: number;
  /** host:port where clients reach this process (several processes: each its own). */
  publicAddress?: string;
  /** The built web client to serve, if it exists. */
  clientDir?: string;
}

export interface TableServer {
  port: number;
  /** http://host:port, for the SDK's Client. */
  url: string;
  /** Refuses new joins, tells every table, closes them, stops listening. */
  close(): Promise<void>;
}

/** Hard cap on a WebSocket frame; the rooms answer anything above 8 KB with an error. */
const MAX_FRAME_BYTES = 64 * 1024;

export async function createTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  settings.shuttingDown = false;
  settings.seed = options.seed ?? defaults.seed;
  settings.reconnectSeconds = options.reconnectSeconds ?? defaults.reconnectSeconds;

  const redis = options.redisUrl;
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES }),
    presence: redis ? new RedisPresence(redis) : undefined,
    driver: redis ? new RedisDriver(redis) : undefined,
    publicAddress: options.publicAddress,
    // main.ts owns the signals: it decides when the process exits.
    gracefullyShutdown: false,
    greet: false,
    express: (app) => mountHttp(app, options.clientDir),
  });

  server.define("lobby", LobbyRoom);
  for (const [id, room] of Object.entries(tableRooms)) {
    const handler: RegisteredHandler = server.define(id, room).enableRealtimeListing();
    // joinOrCreate only ever matches a table that has not started and has a free seat;
    // private tables are excluded by Colyseus itself.
    handler.getFilterOptions = () => ({ open: true });
  }

  const host = options.host ?? "0.0.0.0";
  await server.listen(options.port ?? 2567, host);
  const address = server.transport.server?.address() as AddressInfo;
  const shownHost = host === "0.0.0.0" ? "127.0.0.1" : host;

  let closing: Promise<void> | undefined;
  return {
    port: address.port,
    url: `http://${shownHost}:${address.port}`,
    close() {
      closing ??= (async () => {
        settings.shuttingDown = true;
        await server.gracefullyShutdown(false);
      })();
      return closing;
    },
  };
}
