/**
 * How a table of raw clients (bench/load-client.ts) is set up, whatever room it plays in:
 * Tablée's (load-table.ts), the reference room (reference-table.ts) or the textbook DOG room
 * (dog-textbook-table.ts). The clients are watched while they join and wait, so a client lost
 * or refused fails the setup at once rather than at its timeout, and a failed setup leaves
 * no client behind.
 */
import { LoadClient } from "./load-client.ts";

/** How long a table may take to be set up on a loaded machine. */
export const SETUP_TIMEOUT_MS = 30_000;

/** What a setup has to hand: `watch` each client it joins; `failed` rejects once a watched one is lost or refused. */
export interface Joining<S> {
  watch(client: LoadClient<S>): LoadClient<S>;
  clients: LoadClient<S>[];
  failed: Promise<never>;
}

/**
 * Runs `setup` within SETUP_TIMEOUT_MS (`what` names it in the error) and resolves with the
 * clients it joined; on failure every one of them leaves.
 */
export async function assemble<S>(what: string, setup: (joining: Joining<S>) => Promise<void>): Promise<LoadClient<S>[]> {
  const clients: LoadClient<S>[] = [];
  let lost: ((error: Error) => void) | undefined;
  const failed = new Promise<never>((_, reject) => (lost = reject));
  failed.catch(() => undefined);
  const watch = (client: LoadClient<S>): LoadClient<S> => {
    client.onLost = (why) => lost!(new Error(`a client was lost while waiting for ${what}: ${why}`));
    client.onRefused = (code, message) => lost!(new Error(`refused while waiting for ${what}: ${code} ${message}`));
    clients.push(client);
    return client;
  };
  try {
    await Promise.race([setup({ watch, clients, failed }), failed, timeout(what)]);
  } catch (error) {
    await Promise.all(clients.map((client) => client.close()));
    throw error;
  }
  return clients;
}

/**
 * Resolves once every client's decoded state passes `check` (tested on each patch; it takes
 * over their patch listeners), or rejects with `failed` or after SETUP_TIMEOUT_MS.
 */
export function settledAll<S>(clients: readonly LoadClient<S>[], check: (state: S, client: LoadClient<S>) => boolean, what: string, failed?: Promise<never>): Promise<void> {
  const all = (): boolean => clients.every((client) => client.state !== undefined && check(client.state, client));
  if (all()) return Promise.resolve();
  const settled = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), SETUP_TIMEOUT_MS).unref();
    for (const client of clients)
      client.onPatch = () => {
        if (!all()) return;
        clearTimeout(timer);
        resolve();
      };
  });
  return failed === undefined ? settled : Promise.race([failed, settled]);
}

function timeout(what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), SETUP_TIMEOUT_MS).unref());
}
