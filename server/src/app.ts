import { createServer } from "node:http";
import { Server, type RegisteredHandler } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { AddressInfo } from "node:net";
import { tableRooms } from "./games/index.js";
import { mountHttp } from "./http.js";
import { guardHttp } from "./limits/http.js";
import { defaultLimits, limits, type Limits } from "./limits/limits.js";
import { GuardedTransport } from "./limits/sockets.js";
import { Lobby } from "./lobby.js";
import { colyseusLogger, log } from "./log.js";
import { defaults, settings } from "./settings.js";

export { settings } from "./settings.js";
export type { TableListing } from "./table/listing.js";
export { defaultLimits, type Limits } from "./limits/limits.js";

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
  /** Tables this process holds at most. Default 5,000. */
  maxTables?: number;
  /** A reverse proxy in front sets X-Forwarded-For: believe it for client addresses. */
  trustProxy?: boolean;
  /** pino's level (default LOG_LEVEL, else info). */
  logLevel?: string;
  /** Limits to set otherwise than `defaultLimits` (server/src/limits/limits.ts). */
  limits?: Partial<Limits>;
}

export interface TableServer {
  port: number;
  /** http://host:port, for the SDK's Client. */
  url: string;
  /** Refuses new joins, tells every table, closes them, stops listening. */
  close(): Promise<void>;
}

export async function createTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  settings.shuttingDown = false;
  settings.seed = options.seed ?? defaults.seed;
  settings.reconnectSeconds = options.reconnectSeconds ?? defaults.reconnectSeconds;
  settings.maxTables = options.maxTables ?? defaults.maxTables;
  Object.assign(limits, defaultLimits, options.limits);
  if (options.logLevel) log.level = options.logLevel;

  const redis = options.redisUrl;
  const http = createServer();
  guardHttp(http, options.trustProxy ?? false);
  // Frames above 8 KB are answered with an error by the rooms; the transport's hard cap is
  // for frames nobody could mean.
  const transport = new GuardedTransport({ server: http, maxPayload: limits.frameBytes });
  const server = new Server({
    transport,
    logger: colyseusLogger,
    presence: redis ? new RedisPresence(redis) : undefined,
    driver: redis ? new RedisDriver(redis) : undefined,
    publicAddress: options.publicAddress,
    // main.ts owns the signals: it decides when the process exits.
    gracefullyShutdown: false,
    greet: false,
    express: (app) => mountHttp(app, options.clientDir),
  });

  server.define("lobby", Lobby);
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
