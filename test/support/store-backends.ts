import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StoreOptions } from "../../server/src/store/store.ts";
import { startPostgres, type Postgres } from "./postgres.ts";

/** Where a backend keeps a store: each test gets a fresh, empty place. */
export interface Backend {
  kind: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A new empty place: a directory (SQLite) or a database (Postgres). */
  place(): Promise<string>;
  options(place: string, owner: string): StoreOptions;
}

export function sqlite(): Backend {
  let root = "";
  let made = 0;
  return {
    kind: "sqlite",
    start: async () => void (root = mkdtempSync(join(tmpdir(), "tablee-store-"))),
    stop: async () => rmSync(root, { recursive: true, force: true }),
    // A directory that does not exist yet: the store creates it.
    place: async () => join(root, `data-${++made}`, "nested"),
    options: (dataDir, owner) => ({ dataDir, owner }),
  };
}

export function postgres(): Backend {
  let server: Postgres | undefined;
  return {
    kind: "postgres",
    start: async () => void (server = await startPostgres()),
    stop: async () => server?.stop(),
    place: () => server!.database(),
    options: (databaseUrl, owner) => ({ databaseUrl, owner }),
  };
}
