import { createServer } from "node:http";
import { hostname } from "node:os";
import { Server, type RegisteredHandler } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { Encoder } from "@colyseus/schema";
import type { AddressInfo } from "node:net";
import { addGamesFromEnvironment } from "./games/added.js";
import { tableRooms } from "./games/index.js";
import { mountHttp } from "./http.js";
import type { TrustProxy } from "./limits/address.js";
import { guardHttp } from "./limits/http.js";
import { defaultLimits, limits, type Limits } from "./limits/limits.js";
import { GuardedTransport } from "./limits/sockets.js";
import { CircleRoom } from "./circles/room.js";
import { Lobby } from "./lobby.js";
import { colyseusLogger, log } from "./log.js";
import { checkPublicOrigin } from "./players/relying-party.js";
import { startPush, type PushOptions, type PushService } from "./push/service.js";
import { defaults, settings } from "./settings.js";
import { closeBots } from "./bots/decide.js";
import { lockDataDir, type DataDirLock } from "./store/lock.js";
import { openStore } from "./store/open.js";
import type { TableStore } from "./store/store.js";
import { ENCODER_HEADROOM } from "./table/encoder-buffer.js";
import { wakeBeforeJoin } from "./table/wake-join.js";
import { announceOwner } from "./table/dead-processes.js";
import { keepTables } from "./table/keeper.js";
import { tellTablesOfStore } from "./table/store-notices.js";

export { settings } from "./settings.js";
export type { TableListing } from "./table/listing.js";
export { defaultLimits, type Limits } from "./limits/limits.js";
export type { TableStore } from "./store/store.js";
export { openStore } from "./store/open.js";
export { nodeFlags } from "./node-flags.js";
// For tools that write a store as the server would (the bench): the views' fingerprint a restore checks.
export { digestDue, gameViews, viewsDigest } from "./table/views.js";
// What one action costs at each site, measured without sockets (bench/action-sites.ts).
export { gameTable } from "./table/game.js";
export { withEncoderBuffers } from "./table/encoder-buffer.js";
export { SeatViews } from "./table/seat-views.js";
export { Member, Seat } from "./table/state.js";

// Set before any room exists; each table makes its buffers the size its game needs.
Encoder.BUFFER_SIZE = ENCODER_HEADROOM;

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
  /** Reverse proxies in front whose X-Forwarded-For is believed, as Express's `trust proxy`:
   *  a number of hops, or their addresses and subnets (limits/address.ts). Default none. */
  trustProxy?: TrustProxy;
  /** pino's level (default LOG_LEVEL, else info). */
  logLevel?: string;
  /** Limits to set otherwise than `defaultLimits` (server/src/limits/limits.ts). */
  limits?: Partial<Limits>;
  /** The embedded table store's folder (DATA_DIR). Default ./data. */
  dataDir?: string;
  /** Postgres instead of the embedded store (DATABASE_URL): the store of several processes. */
  databaseUrl?: string;
  /** This process's name as the owner of its tables; default host name and port. */
  owner?: string;
  /** Tables nobody opened for this many days are closed (IDLE_DAYS). Default 30. */
  idleDays?: number;
  /** How long a process's hold on its tables lasts unrenewed (LEASE_SECONDS). Default 15. */
  leaseSeconds?: number;
  /** About how long a bot waits before it plays (BOT_PAUSE_MS). Default 900; tests 0. */
  botPauseMs?: number;
  /** Worker threads for the strong bots (BOT_THREADS). Default: the cores but one. */
  botThreads?: number;
  /** How long one second of the turn clock lasts (CLOCK_SECOND_MS). Default 1000: tests only. */
  clockSecondMs?: number;
  /** Web Push: VAPID keys (else made and kept in the store) and the push services allowed (push/service.ts). */
  push?: PushOptions;
  /** A turn-based table nobody has been at for this long sleeps (SLEEP_SECONDS). Default 180. */
  sleepSeconds?: number;
  /** The origin pages are served from (PUBLIC_ORIGIN): the passkeys' relying party; default the request's Host. */
  publicOrigin?: string;
}

export interface TableServer {
  port: number;
  /** http://host:port, for the SDK's Client. */
  url: string;
  /** Where the tables are kept. */
  store: TableStore;
  /** Who is told when it is their turn (push/). */
  push: PushService;
  /** Refuses new joins, tells every table it restarts, stores and closes them, stops listening. */
  close(): Promise<void>;
}

export async function createTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  await addGamesFromEnvironment();
  settings.shuttingDown = false;
  settings.seed = options.seed ?? defaults.seed;
  settings.reconnectSeconds = options.reconnectSeconds ?? defaults.reconnectSeconds;
  settings.maxTables = options.maxTables ?? defaults.maxTables;
  settings.botPauseMs = options.botPauseMs ?? defaults.botPauseMs;
  settings.botThreads = Math.max(1, options.botThreads ?? defaults.botThreads);
  settings.clockSecondMs = options.clockSecondMs ?? defaults.clockSecondMs;
  settings.sleepSeconds = options.sleepSeconds ?? defaults.sleepSeconds;
  settings.publicOrigin = options.publicOrigin ? checkPublicOrigin(options.publicOrigin) : null;
  Object.assign(limits, defaultLimits, options.limits);
  if (options.logLevel) log.level = options.logLevel;

  const port = options.port ?? 2567;
  const dataDir = options.dataDir ?? "data";
  // The embedded store's folder is this process's alone: a second one is refused before it
  // opens anything.
  const lock: DataDirLock | null = options.databaseUrl ? null : lockDataDir(dataDir);
  let store: TableStore;
  try {
    store = await openStore({
      databaseUrl: options.databaseUrl,
      dataDir,
      owner: options.owner ?? options.publicAddress ?? `${hostname()}:${port}`,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  let push: PushService;
  try {
    push = await startPush(store, options.push);
  } catch (error) {
    await store.close();
    lock?.release();
    throw error;
  }
  settings.store = store;
  tellTablesOfStore(store.health);
  // A folder wiped under the server comes back with its store (store/sqlite.ts): so does its lock.
  store.health.onChange((failing) => {
    if (failing) return;
    try {
      lock?.renew();
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, "DATA_DIR could not be locked again");
    }
  });
  const leaseMs = (options.leaseSeconds ?? 15) * 1000;
  // This process's lease first: a table created here before the restore below is its own,
  // and no other process takes it meanwhile.
  await store.claimTables(Date.now(), Date.now() + leaseMs);

  const redis = options.redisUrl;
  const http = createServer();
  guardHttp(http, options.trustProxy, wakeBeforeJoin);
  // Frames above 8 KB are answered with an error by the rooms; the transport's hard cap is
  // for frames nobody could mean.
  const transport = new GuardedTransport({ server: http, maxPayload: limits.frameBytes, pingInterval: limits.heartbeatMs, pingMaxRetries: limits.heartbeatRetries });
  const server = new Server({
    transport,
    logger: colyseusLogger,
    presence: redis ? new RedisPresence(redis) : undefined,
    driver: redis ? new RedisDriver(redis) : undefined,
    publicAddress: options.publicAddress,
    // serve.ts owns the signals: it decides when the process exits.
    gracefullyShutdown: false,
    greet: false,
    express: (app) => mountHttp(app, options.clientDir),
  });

  server.define("lobby", Lobby);
  // One room per circle: a circle's open pages hear its news (circles/room.ts).
  server.define("circle", CircleRoom).filterBy(["circle"]);
  for (const [id, room] of tableRooms()) {
    const handler: RegisteredHandler = server.define(id, room).enableRealtimeListing();
    // joinOrCreate only ever matches a table that has not started and has a free seat;
    // private tables are excluded by Colyseus itself.
    handler.getFilterOptions = () => ({ open: true });
  }

  const host = options.host ?? "0.0.0.0";
  try {
    await listening(server, http, port, host);
  } catch (error) {
    // Nothing was served: the store and its folder are let go for the process that may.
    await server.gracefullyShutdown(false).catch(() => undefined);
    await push.close();
    await store.close();
    lock?.release();
    settings.store = null;
    throw error;
  }
  // Every open table this process may own comes back before the server says it is ready.
  if (redis) await announceOwner(store.owner);
  const keeper = keepTables(store, { leaseMs, idleDays: options.idleDays ?? 30, watchOthers: redis !== undefined });
  settings.restoring = true;
  try {
    await keeper.closeIdle();
    await keeper.claim();
  } finally {
    settings.restoring = false;
  }
  const address = server.transport.server?.address() as AddressInfo;
  const shownHost = host === "0.0.0.0" ? "127.0.0.1" : host;

  let closing: Promise<void> | undefined;
  return {
    port: address.port,
    url: `http://${shownHost}:${address.port}`,
    store,
    push,
    close() {
      closing ??= (async () => {
        settings.shuttingDown = true;
        keeper.stop();
        await server.gracefullyShutdown(false);
        // Every table is stored: another process may take them at once.
        try {
          await store.releaseTables();
        } catch (error) {
          log.error({ err: error }, "releasing the tables failed");
        }
        await push.close();
        await store.close();
        lock?.release();
        if (settings.store === store) settings.store = null;
        await closeBots();
      })();
      return closing;
    },
  };
}

/**
 * Colyseus's listen never answers when the port is taken (its transport only logs the error):
 * until the server listens, a listen error is this promise's alone, and rejects it.
 */
function listening(server: Server, http: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  const others = http.rawListeners("error") as ((error: Error) => void)[];
  http.removeAllListeners("error");
  return new Promise<void>((resolve, reject) => {
    http.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} on ${host} is taken by another process`) : error),
    );
    server.listen(port, host).then(resolve, reject);
  }).finally(() => {
    http.removeAllListeners("error");
    for (const listener of others) http.on("error", listener);
  });
}
