import { createHash } from "node:crypto";
import { Pool, type QueryConfig } from "pg";
import { log } from "../log.js";
import { SqlStore, type Driver, type Isolation, type Row, type Statement, type Work } from "./sql-store.js";
import type { TableStore } from "./store.js";

/**
 * The shared backend: Postgres at DATABASE_URL through a `pg` Pool, for several processes
 * that serve tables from one database. A call's statements run on one connection, in a
 * transaction unless it is a single statement; a call resolves once Postgres has committed.
 */
export async function openPostgres(url: string, owner: string): Promise<TableStore> {
  return SqlStore.open(new PostgresDriver(url, owner), owner);
}

const BEGIN: Record<Exclude<Isolation, "single">, string> = {
  read: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
  write: "BEGIN",
  migrate: "BEGIN",
  claim: "BEGIN",
};

/**
 * Transaction-level advisory locks (released at COMMIT or ROLLBACK): two processes starting
 * together migrate one after the other, and two claims never see the same expired lease as
 * free (without the lock, a claim that waited on the other's row locks re-checks the row but
 * not the other's renewed lease, and takes the table too). Any two numbers of our own.
 */
const LOCKS: Partial<Record<Isolation, number>> = { migrate: 7_413_001, claim: 7_413_002 };

// Postgres's SQLSTATEs for the constraints the store expects to break.
const DUPLICATE = "23505"; // unique_violation
const MISSING = "23503"; // foreign_key_violation

class PostgresDriver implements Driver {
  readonly kind = "postgres";
  readonly shared = true;
  private readonly pool: Pool;
  private readonly names = new Map<string, string>();
  private closing: Promise<void> | undefined;

  constructor(url: string, owner: string) {
    this.pool = new Pool({ connectionString: url, application_name: `tablee ${owner}`.slice(0, 63), connectionTimeoutMillis: 10_000 });
    // An idle connection can break (the database restarts): the pool drops it and the next
    // call opens another. Unheard, the error would end the process.
    this.pool.on("error", (error) => {
      log.debug({ err: error.message }, "postgres: an idle connection failed");
      this.suspect();
    });
  }

  private suspect: () => void = () => undefined;

  watch(_fault: (reason: string) => void, suspect: () => void): void {
    // The database may be down: the store is tried at once, and its health says so once.
    this.suspect = suspect;
  }

  async run<T>(work: Work<T>, isolation: Isolation): Promise<T> {
    const client = await this.pool.connect();
    const transaction = isolation !== "single";
    let broken: Error | undefined;
    try {
      if (transaction) await client.query(BEGIN[isolation]);
      const lock = LOCKS[isolation];
      if (lock !== undefined) await client.query("SELECT pg_advisory_xact_lock($1)", [lock]);
      let step = work.next();
      while (!step.done) step = work.next((await client.query<Row>(this.query(step.value))).rows);
      if (transaction) await client.query("COMMIT");
      return step.value;
    } catch (error) {
      if (transaction) await client.query("ROLLBACK").catch((failed: Error) => (broken = failed));
      throw error;
    } finally {
      // A connection that could not roll back is closed rather than handed to the next call.
      client.release(broken);
    }
  }

  violation(error: unknown): "duplicate" | "missing" | null {
    const code = (error as { code?: string } | null)?.code;
    return code === DUPLICATE ? "duplicate" : code === MISSING ? "missing" : null;
  }

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }

  /** Statements with parameters are prepared once per connection, named by their text. */
  private query({ sql, params }: Statement): QueryConfig {
    if (params.length === 0) return { text: sql };
    let name = this.names.get(sql);
    if (name === undefined) {
      name = `tablee_${createHash("sha256").update(sql).digest("hex").slice(0, 16)}`;
      this.names.set(sql, name);
    }
    return { name, text: sql, values: params };
  }
}
