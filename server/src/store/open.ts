import { openPostgres } from "./postgres.js";
import { openSqlite } from "./sqlite.js";
import type { StoreOptions, TableStore } from "./store.js";

/** Postgres when a database URL is given, else the embedded SQLite file in `dataDir`; either
 * way with its schema brought up to date. */
export function openStore(options: StoreOptions): Promise<TableStore> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.owner);
  return openSqlite(options.dataDir || "./data", options.owner);
}
