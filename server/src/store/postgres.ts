import { createHash } from "node:crypto";
import { DatabaseError, Pool, type PoolClient, type QueryConfig } from "pg";
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

/**
 * How long Postgres may work on one statement before it cancels it itself; the connection
 * lives on. Migrations are not timed: they may rewrite a whole table, or wait for another
 * process's.
 */
const STATEMENT_MS = 5_000;
/**
 * How long a call waits for any answer before it gives its connection up: a Postgres that
 * hangs (or a network that drops packets) answers nothing, not even the cancel above.
 */
const ANSWER_MS = 8_000;

/**
 * The store's connections to Postgres, each heard for its whole life (`lost` gets its first
 * error). The pool listens to a connection only while it holds it idle: one lent out, to a
 * call or to anything that keeps a connection (a LISTEN), whose socket fails emits 'error'
 * unheard, and that ends the process. A connection that failed is to be released with its
 * error, so the pool closes it.
 */
export function postgresPool(url: string, owner: string, lost: (client: PoolClient, error: Error) => void): Pool {
  const pool = new Pool({
    connectionString: url,
    application_name: `tablee ${owner}`.slice(0, 63),
    connectionTimeoutMillis: 10_000,
    statement_timeout: STATEMENT_MS,
  });
  pool.on("connect", (client) => client.on("error", (error) => lost(client, error)));
  // The pool repeats an idle connection's error as it drops it: heard above already.
  pool.on("error", () => undefined);
  return pool;
}

class PostgresDriver implements Driver {
  readonly kind = "postgres";
  readonly shared = true;
  private readonly pool: Pool;
  private readonly names = new Map<string, string>();
  /** The first error of each connection that failed: it is closed, never lent again. */
  private readonly failed = new WeakMap<PoolClient, Error>();
  private closing: Promise<void> | undefined;

  constructor(url: string, owner: string) {
    this.pool = postgresPool(url, owner, (client, error) => this.lost(client, error));
  }

  private suspect: () => void = () => undefined;

  watch(_fault: (reason: string) => void, suspect: () => void): void {
    // The database may be down: the store is tried at once, and its health says so once.
    this.suspect = suspect;
  }

  async run<T>(work: Work<T>, isolation: Isolation): Promise<T> {
    const client = await this.pool.connect();
    const transaction = isolation !== "single";
    const timed = isolation !== "migrate";
    // Set once the connection is known broken: it is closed on release, not lent again.
    let broken: Error | undefined;
    const ask = (config: QueryConfig): Promise<Row[]> =>
      client.query<Row>(timed ? answerWithin(config, ANSWER_MS) : config).then(
        (result) => result.rows,
        (error: unknown) => {
          // Postgres refused the statement and the session goes on (a broken constraint, a
          // statement cancelled): anything else leaves the connection in no known state.
          if (!(error instanceof DatabaseError) || error.severity === "FATAL" || error.severity === "PANIC") broken ??= asError(error);
          throw error;
        },
      );
    try {
      if (transaction) await ask({ text: BEGIN[isolation] });
      if (!timed) await ask({ text: "SET LOCAL statement_timeout = 0" });
      const lock = LOCKS[isolation];
      if (lock !== undefined) await ask({ text: "SELECT pg_advisory_xact_lock($1)", values: [lock] });
      let step = work.next();
      while (!step.done) step = work.next(await ask(this.query(step.value)));
      if (transaction) await ask({ text: "COMMIT" });
      return step.value;
    } catch (error) {
      broken ??= this.failed.get(client);
      // A broken connection's transaction dies with it: Postgres rolls it back.
      if (transaction && broken === undefined) await ask({ text: "ROLLBACK" }).catch((failed: unknown) => (broken ??= asError(failed)));
      throw error;
    } finally {
      client.release(broken ?? this.failed.get(client));
    }
  }

  /** A connection failed: the call on it (if any) fails too; the store is tried at once. */
  private lost(client: PoolClient, error: Error): void {
    if (this.failed.has(client)) return;
    this.failed.set(client, error);
    log.debug({ err: error.message }, "postgres: a connection failed");
    this.suspect();
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

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** pg's per-query read timeout (pg 8.13), which @types/pg does not declare. */
function answerWithin(config: QueryConfig, ms: number): QueryConfig {
  const timed: QueryConfig & { query_timeout: number } = { ...config, query_timeout: ms };
  return timed;
}
