/**
 * Players (BENCH_ONLY=account): the server's answer to what a signed-in page asks most, under
 * BENCH_ACCOUNT_LOAD (BENCH_TABLES, 200) DOG tables of the server bench's load (four bot
 * clients each, moving every BENCH_INTERVAL_MS, as for server.action_to_peer_*):
 *   account.my_tables_ms_p99  GET /api/me/tables for a player holding a seat at 200 tables
 *       (turn-based, made by the player signed in; 300 requests one after the other).
 *   account.signin_ms_p99  a discoverable passkey sign-in: options, then the signed
 *       assertion verified and a session started (100 sign-ins of 20 players, from 100
 *       addresses, so that no budget is met).
 *   account.table_p99_ms_beside / _alone  those tables' action-to-peer p99 while the requests
 *       above run, and in windows as long with no request, taken in turn (ROUNDS of each):
 *       what the players' pages cost the tables; account.table_p99_beside_vs_alone their ratio.
 * The passkeys are the tests' software authenticator (test/support/passkeys.ts).
 */
import { Client } from "@colyseus/sdk";
import { aGame } from "@tablee/shared";
import { Device } from "../test/support/accounts.ts";
import type { Passkey } from "../test/support/passkeys.ts";
import type { BenchResult } from "./result.ts";
import { BotTable } from "./server-table.ts";
import { openTables, progress, startTicking, TABLES, waitUnless } from "./server-load.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { percentile } from "./stats.ts";

/** The player's tables: two seats, the smallest table the registry offers. */
const TURN_GAME = aGame({ opens: 2 }).facts.id;

const LOAD = Number(process.env.BENCH_ACCOUNT_LOAD ?? TABLES);
const HELD_TABLES = 200;
const TABLE_ASKS = 300;
const PLAYERS = 20;
const SIGNINS = 100;
/** The alone and beside windows, taken in turn. */
const ROUNDS = 4;

const round2 = (n: number): number => Math.round(n * 100) / 100;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function accountBenchmarks(): Promise<BenchResult[]> {
  let server: ServerProcess | undefined;
  const tables: BotTable[] = [];
  let stopTicking = (): void => undefined;
  try {
    server = await startServerProcess();
    const url = server.url;
    const fatal = server.died;
    const owner = new Device(url, "127.0.4.1");
    const { answer } = await owner.register("Bench player");
    if (answer.status !== 201) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
    const signed = new Client(url, { headers: { cookie: owner.cookie } });
    for (let i = 0; i < HELD_TABLES; i++) {
      const room = await signed.create(TURN_GAME, { name: "Bench player", pace: "turns", private: true });
      room.onMessage("*", () => undefined);
      await room.leave(true);
    }
    const listed = await owner.send("GET", "/api/me/tables");
    if (listed.body.tables?.length !== HELD_TABLES) throw new Error(`My tables lists ${listed.body.tables?.length}, not ${HELD_TABLES}`);
    const players: Passkey[] = [];
    for (let p = 0; p < PLAYERS; p++) players.push((await new Device(url, `127.0.4.${10 + p}`).register(`Bench ${p}`)).passkey);

    progress(`account: a player at ${HELD_TABLES} tables; opening ${LOAD} DOG tables of load`);
    const failed = new Promise<never>((_, reject) => void fatal.catch(reject));
    // The tables' samples go to whichever window is open: alone, then beside the requests.
    let window: number[] | null = null;
    const events = { sample: (_sentAt: number, ms: number) => void window?.push(ms), failure: (error: Error) => void error };
    await Promise.race([openTables(LOAD, (index) => BotTable.open(url, index, events), tables, new AbortController().signal), failed]);
    stopTicking = startTicking(tables);
    await waitUnless(fatal, 3_000);

    // Windows taken in turn (alone, beside, alone, beside…), each alone as long as the last
    // beside, so that a drift of the machine falls on both.
    const alone: number[] = [];
    const beside: number[] = [];
    const asks: number[] = [];
    const signIns: number[] = [];
    let aloneMs = 0;
    let besideMs = 2_000;
    for (let round = 0; round < ROUNDS; round++) {
      const aloneStart = performance.now();
      window = alone;
      await waitUnless(fatal, besideMs);
      aloneMs += performance.now() - aloneStart;
      const besideStart = performance.now();
      window = beside;
      for (let i = 0; i < TABLE_ASKS / ROUNDS; i++) asks.push(await timed(() => owner.send("GET", "/api/me/tables")));
      for (let i = round * (SIGNINS / ROUNDS); i < (round + 1) * (SIGNINS / ROUNDS); i++) {
        const device = new Device(url, `127.0.5.${1 + i}`);
        signIns.push(
          await timed(async () => {
            const answered = await device.signIn(players[i % PLAYERS]);
            if (answered.status !== 200) throw new Error(`sign-in refused: ${JSON.stringify(answered.body)}`);
          }),
        );
      }
      window = null;
      besideMs = performance.now() - besideStart;
    }
    for (const list of [asks, signIns, alone, beside]) list.sort((a, b) => a - b);
    progress(`account: tables' p99 ${percentile(alone, 99).toFixed(2)} ms alone (${alone.length} samples, ${(aloneMs / 1000).toFixed(1)} s), ${percentile(beside, 99).toFixed(2)} ms beside the requests (${beside.length})`);
    progress(`account: My tables p50 ${percentile(asks, 50).toFixed(2)} ms, p99 ${percentile(asks, 99).toFixed(2)} ms; sign-in p50 ${percentile(signIns, 50).toFixed(2)} ms, p99 ${percentile(signIns, 99).toFixed(2)} ms`);
    return [
      { bench: "account.my_tables_ms_p99", value: round2(percentile(asks, 99)), unit: `ms (${HELD_TABLES} tables, ${LOAD} DOG tables of load)` },
      { bench: "account.signin_ms_p99", value: round2(percentile(signIns, 99)), unit: `ms (${LOAD} DOG tables of load)` },
      ...(LOAD > 0
        ? [
            { bench: "account.table_p99_ms_alone", value: round2(percentile(alone, 99)), unit: `ms (${LOAD} DOG tables, no request)` },
            { bench: "account.table_p99_ms_beside", value: round2(percentile(beside, 99)), unit: `ms (${LOAD} DOG tables, beside the requests)` },
            { bench: "account.table_p99_beside_vs_alone", value: round2(percentile(beside, 99) / percentile(alone, 99)), unit: "ratio" },
          ]
        : []),
    ];
  } finally {
    stopTicking();
    await Promise.all(tables.map((table) => table.close().catch(() => undefined)));
    await server?.stop();
  }
}
