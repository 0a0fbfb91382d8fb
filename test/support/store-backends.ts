import { afterAll, afterEach, beforeAll, beforeEach } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../server/src/store/open.ts";
import type { StoreOptions, TableStore } from "../../server/src/store/store.ts";
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

/**
 * Within a describe: the backend up for the block, a fresh empty place for each test, and
 * `open(owner, place)` a store there, closed after the test.
 */
export function storesOn(backend: Backend): (owner?: string, place?: string) => Promise<TableStore> {
  let where = "";
  const stores: TableStore[] = [];
  beforeAll(() => backend.start(), 30_000);
  afterAll(() => backend.stop());
  beforeEach(async () => {
    where = await backend.place();
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  return async (owner = "alpha", place = where) => {
    const store = await openStore(backend.options(place, owner));
    stores.push(store);
    return store;
  };
}
