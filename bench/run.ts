/**
 * `npm run bench`: one JSON object per line on stdout, nothing else (progress and errors go
 * to stderr). BENCH_ONLY=rules|bots|sites|server|capacity|redis|store|sleeping|client runs one group
 * (lighthouse: the client's Lighthouse figures alone);
 * BOT_GAMES=n plays fewer games between bots (200 unless told), BOT_GAME=<id>[,<id>…] only
 * those games', BOT_MS=<ms> another time cap for a strong decision (the iterations stay),
 * BOT_ITERATIONS=<n> another search size, BOT_RANDOM_GAMES=n another number of games against
 * random play.
 * Sleeping turn-based tables (BENCH_ONLY=sleeping; bench/sleeping.ts, bench/turn-based.ts):
 *   server.sleeping_table_kb  server RSS per sleeping table, over BENCH_SLEEPING_TABLES
 *       (10,000) made through the server; goal about 0.
 *   server.wake_ms_p99  a sleeping table's link opened to its first state, over BENCH_WAKES
 *       (300) tables; goal at most 150 ms.
 *   server.turn_based_tables  turn-based tables one process holds, BENCH_TURN_TABLES (100,000;
 *       0 skips it) seeded in its store, 1% awake and played at a person's pace; the unit holds the RSS
 *       (goal under 500 MB) and the awake tables' action-to-peer p99.
 */
import { print } from "./result.ts";
import { rulesBenchmarks } from "./rules.ts";
import { botBenchmarks } from "./bots.ts";
import { clientBenchmarks, clientLighthouse } from "./client.ts";
import { serverBenchmarks } from "./server.ts";
import { storeBenchmarks } from "./store.ts";
import { capacityBenchmarks, redisBenchmarks } from "./load.ts";
import { sleepingBenchmarks } from "./sleeping.ts";
import { actionSiteBenchmarks } from "./action-sites.ts";
import { accountBenchmarks } from "./account.ts";

const only = process.env.BENCH_ONLY;

if (!only || only === "rules") for (const result of rulesBenchmarks()) print(result);
if (!only || only === "bots") for (const result of await botBenchmarks()) print(result);
if (!only || only === "sites") for (const result of actionSiteBenchmarks()) print(result);
if (!only || only === "server") for (const result of await serverBenchmarks()) print(result);
if (!only || only === "capacity") for (const result of await capacityBenchmarks()) print(result);
if (!only || only === "redis") for (const result of await redisBenchmarks()) print(result);
if (!only || only === "store") for (const result of await storeBenchmarks()) print(result);
if (!only || only === "sleeping") for (const result of await sleepingBenchmarks()) print(result);
if (!only || only === "account") for (const result of await accountBenchmarks()) print(result);
if (!only || only === "client") for (const result of await clientBenchmarks()) print(result);
if (only === "lighthouse") for (const result of await clientLighthouse()) print(result);
