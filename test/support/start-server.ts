import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTableServer, type TableServer, type TableServerOptions } from "@tablee/server";

/**
 * The tests' clients all come from 127.0.0.1: the per-address budgets would stop a suite
 * that opens many tables. The hardening suite sets the real ones.
 */
export const ONE_ADDRESS_MANY_CLIENTS = { tablesBurst: 100_000, reservationsPerAddress: 100_000, connectionsPerAddress: 100_000, wakesBurst: 100_000, seatWakesBurst: 100_000 };

/**
 * For a file whose players are programs playing whole games, and whose subject is not the
 * message rate (bad-input's and hardening's): a seat may send as fast as the table answers,
 * instead of 20 messages a second (test/support/table-play.ts paces itself from these).
 */
export const PROGRAMS_AT_FULL_SPEED = { messagesPerSecond: 1_000, floodFramesPerSecond: 1_000 };

/**
 * A real server on a free port, for one test file. Unless `options` names a store, it keeps
 * its tables in a fresh folder, removed when it closes.
 */
export async function startServer(options: TableServerOptions = {}): Promise<TableServer> {
  const ownStore = options.dataDir === undefined && options.databaseUrl === undefined ? await freshDataDir() : undefined;
  const server = await createTableServer({
    port: 0,
    host: "127.0.0.1",
    // Bots answer at once: a test waits for what they do, not for a person's pace.
    botPauseMs: 0,
    ...options,
    ...(ownStore ? { dataDir: ownStore } : {}),
    limits: { ...ONE_ADDRESS_MANY_CLIENTS, ...options.limits },
  });
  if (ownStore === undefined) return server;
  return {
    ...server,
    async close() {
      await server.close();
      await rm(ownStore, { recursive: true, force: true });
    },
  };
}

/** An empty folder for an embedded table store; the caller removes it. */
export function freshDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "tablee-store-"));
}

