import { fileURLToPath } from "node:url";
import { createTableServer, defaultLimits } from "./app.js";
import { trustFrom, type TrustProxy } from "./limits/address.js";
import { log } from "./log.js";
import { lowerHelperThreads } from "./helper-threads.js";
import { keepMemoryReducerWorking } from "./memory-reducer.js";
import { missingNodeFlags } from "./node-flags.js";

/**
 * `npm start`: one process, one port; tables kept in DATA_DIR (embedded) unless DATABASE_URL
 * names a Postgres; one lobby for several processes with REDIS_URL.
 */
function numberFrom(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    log.fatal(`${name} must be a number >= 0, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

/** TRUST_PROXY: a hop count (`true` is one hop), or the proxies' addresses and subnets. */
function trustProxyFrom(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === "" || raw === "false") return undefined;
  if (raw === "true") return 1;
  if (/^\d+$/.test(raw.trim())) return Number(raw);
  try {
    trustFrom(raw);
  } catch (error) {
    log.fatal(`TRUST_PROXY must be a number of hops or addresses and subnets (${(error as Error).message})`);
    process.exit(2);
  }
  return raw;
}

/**
 * A hop count trusts whatever the last hops say, whoever sent them: a client that reaches the
 * port directly, past the proxy, writes its own X-Forwarded-For and picks the address it is
 * charged as. Listening on every interface makes that likely; the proxy's address does not.
 */
function warnOfHopCount(trustProxy: TrustProxy, host: string): void {
  if (typeof trustProxy !== "number" || trustProxy === 0) return;
  if (!["0.0.0.0", "::", "[::]", ""].includes(host)) return;
  log.warn(
    { trustProxy, host },
    "TRUST_PROXY is a hop count and the port listens on every interface: a client reaching it directly picks its own address through X-Forwarded-For; set TRUST_PROXY to the proxy's address or subnet, or HOST to the interface the proxy reaches",
  );
}

// The rooms' thread first: V8's helpers take what it leaves (helper-threads.ts).
lowerHelperThreads();
keepMemoryReducerWorking();
const port = numberFrom("PORT", 2567)!;
const host = process.env.HOST ?? "0.0.0.0";
const trustProxy = trustProxyFrom(process.env.TRUST_PROXY);
warnOfHopCount(trustProxy, host);
const server = await createTableServer({
  port,
  host,
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  reconnectSeconds: numberFrom("RECONNECT_SECONDS", undefined),
  maxTables: numberFrom("MAX_TABLES", undefined),
  trustProxy,
  // Budgets per client address (docs/protocol.md, "Limits"); a load test from one address
  // raises them.
  limits: {
    tablesPerMinute: numberFrom("TABLES_PER_MINUTE", defaultLimits.tablesPerMinute),
    tablesBurst: numberFrom("TABLES_BURST", defaultLimits.tablesBurst),
    wakesBurst: numberFrom("WAKES_BURST", defaultLimits.wakesBurst),
    wakesPerMinute: numberFrom("WAKES_PER_MINUTE", defaultLimits.wakesPerMinute),
    seatWakesBurst: numberFrom("SEAT_WAKES_BURST", defaultLimits.seatWakesBurst),
    seatWakesPerMinute: numberFrom("SEAT_WAKES_PER_MINUTE", defaultLimits.seatWakesPerMinute),
    reservationsPerAddress: numberFrom("RESERVATIONS_PER_ADDRESS", defaultLimits.reservationsPerAddress),
    connectionsPerAddress: numberFrom("CONNECTIONS_PER_ADDRESS", defaultLimits.connectionsPerAddress),
  },
  clientDir: process.env.CLIENT_DIR ?? fileURLToPath(new URL("../../client/dist", import.meta.url)),
  dataDir: process.env.DATA_DIR || undefined,
  databaseUrl: process.env.DATABASE_URL || undefined,
  owner: process.env.PROCESS_NAME || undefined,
  idleDays: numberFrom("IDLE_DAYS", undefined),
  leaseSeconds: numberFrom("LEASE_SECONDS", undefined),
  botPauseMs: numberFrom("BOT_PAUSE_MS", undefined),
  botThreads: numberFrom("BOT_THREADS", undefined),
  // The tests' restarts run the clock faster; a real table never sets it.
  clockSecondMs: numberFrom("CLOCK_SECOND_MS", undefined),
  sleepSeconds: numberFrom("SLEEP_SECONDS", undefined),
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  push: {
    publicKey: process.env.VAPID_PUBLIC_KEY || undefined,
    privateKey: process.env.VAPID_PRIVATE_KEY || undefined,
    subject: process.env.VAPID_SUBJECT || undefined,
    endpointHosts: process.env.PUSH_ENDPOINT_HOSTS,
  },
}).catch((error: unknown) => {
  // One line that says why (a taken port, a DATA_DIR another process uses, a store that
  // cannot open), and an exit code a supervisor sees.
  log.fatal(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
log.info({ url: server.url }, "Tablée listening");
const missing = missingNodeFlags();
if (missing.length > 0) log.warn({ missing }, "started without the node flags of npm start (server/src/node-flags.ts): the process keeps far more memory");

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "closing the tables");
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
