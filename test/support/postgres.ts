import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process.ts";

const exec = promisify(execFile);

export interface Postgres {
  /** The first database, created with the server. */
  url: string;
  /** Creates another, empty database and gives its URL. */
  database(): Promise<string>;
  /** Stops the server under its clients, its files kept. */
  halt(): Promise<void>;
  /** Starts it again, on the same port, after halt. */
  resume(): Promise<void>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/**
 * A throwaway Postgres for a test file: Debian's binaries, a cluster in a fresh temp dir,
 * listening on a free port of 127.0.0.1 (its unix socket in that dir), trusting every local
 * connection. It is tuned for speed, not durability (fsync off): the durability tests are
 * SQLite's. Its log stays in the temp dir; a failed start shows its tail.
 */
export async function startPostgres(): Promise<Postgres> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), "tablee-pg-"));
  // initdb and postgres refuse to run as root: as root, they run as Debian's postgres user.
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(dir, Number(id("-u")), Number(id("-g")));
  const run = async (tool: string, args: string[]): Promise<void> => {
    const [command, all] = asPostgres ? [runuser(), ["-u", "postgres", "--", join(bin, tool), ...args]] : [join(bin, tool), args];
    try {
      await exec(command, all, { cwd: dir });
    } catch (error) {
      const { stderr, message } = error as { stderr?: string; message: string };
      throw new Error(`${tool} failed: ${stderr?.trim() || message}`);
    }
  };
  const data = join(dir, "data");
  const logFile = join(dir, "postgres.log");
  const remove = (): void => rmSync(dir, { recursive: true, force: true });

  let port: number;
  const start = (): Promise<void> => {
    const server = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"];
    return run("pg_ctl", ["start", "-D", data, "-l", logFile, "-w", "-t", "30", "-o", server.join(" ")]);
  };
  try {
    await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    port = await freePort();
    await start();
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n").slice(-15).join("\n") : "(no log)";
    await run("pg_ctl", ["stop", "-D", data, "-m", "immediate"]).catch(() => undefined);
    remove();
    throw new Error(`Postgres did not start: ${(error as Error).message}\n--- postgres.log ---\n${log}`);
  }

  let created = 0;
  const database = async (): Promise<string> => {
    const name = `tablee_${++created}`;
    await run("createdb", ["-h", dir, "-p", String(port), "-U", "postgres", name]);
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  const stop = async (): Promise<void> => {
    await run("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]).catch(() => undefined);
    remove();
  };
  try {
    // "fast": the clients' connections are cut, as when a database server goes down.
    const halt = (): Promise<void> => run("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]);
    return { url: await database(), database, halt, resume: start, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The bin directory of the highest PostgreSQL version installed the Debian way. */
function binaries(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))) : [];
  if (versions.length === 0) throw new Error(`no ${root}/*/bin/initdb: install Debian's postgresql (.ci/run does)`);
  versions.sort((a, b) => parseFloat(b) - parseFloat(a));
  return join(root, versions[0], "bin");
}

function id(flag: "-u" | "-g"): string {
  return execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim();
}

/** util-linux's runuser, in sbin: a root shell's PATH may leave sbin out. */
function runuser(): string {
  return ["/usr/sbin/runuser", "/sbin/runuser"].find((path) => existsSync(path)) ?? "runuser";
}
