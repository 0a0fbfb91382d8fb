/**
 * The store's side of the sleeping-table figures (bench/sleeping.ts, bench/turn-based.ts):
 * a store filled with sleeping turn-based four-seat tables before any server opens it, and how many
 * tables a running server's store says are asleep.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { digestDue, gameViews, openStore, viewsDigest } from "@tablee/server";
import { Rng, seedRng } from "@tablee/shared";
import { GAME, SEATS } from "./table-pace.ts";

const HOUR_MS = 3_600_000;
/** One day per move, the clock most turn-based tables would pick. */
export const TURN_CLOCK_SECONDS = 86_400;
/** Actions into its game a seeded table is: a few turns of friends over a few hours. */
const SEEDED_ACTIONS = 8;
const NAMES = ["Ana", "Bo", "Cy", "Di"];

/** The id of seeded table `t`. */
export const seededId = (t: number): string => `turns-${t}`;

/** The seat key of a seeded table's seat: derived, so the bench need not keep 4 × N of them. */
export function seededKey(id: string, seat: number): string {
  return createHash("sha256").update(`bench-seat:${id}:${seat}`).digest("base64url");
}

/** As the server keeps a key (server/src/table/keys.ts): its SHA-256, hex. */
const keyHash = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

/**
 * `count` turn-based four-seat tables in the store under `dataDir`, each asleep as the server leaves
 * one: written through the store's own calls (saveTable, startGame, appendAction, sleepTable),
 * so the rows are the server's. Each is a game of SEEDED_ACTIONS bot moves, one an hour, its
 * last between 1 and 23 hours ago, so that its one-day clock (its `wake_at`) falls after the
 * bench; four named seats, each with the hash of its key. `progress` hears every 10,000.
 */
export async function seedSleepingTables(dataDir: string, count: number, progress: (done: number) => void): Promise<void> {
  // The owner only matters until sleepTable, which leaves the table nobody's.
  const store = await openStore({ dataDir, owner: "bench-seeder" });
  const { rules, bot } = GAME;
  const now = Date.now();
  try {
    for (let t = 0; t < count; t++) {
      const id = seededId(t);
      const rng = new Rng(seedRng(`bench-turns-${t}`));
      const lastAt = now - HOUR_MS - rng.int(22 * HOUR_MS);
      const startedAt = lastAt - SEEDED_ACTIONS * HOUR_MS;
      const seed = `bench-turns-seed-${t}`;
      let state = rules.setup(SEATS, seed, {});
      const actions = [];
      for (let i = 0; i < SEEDED_ACTIONS && rules.outcome(state) === null; i++) {
        const seat = rules.activeSeats(state)[0];
        const action = bot(rules.view(state, seat), rng);
        state = rules.apply(state, seat, action);
        actions.push({ seat, action, digest: digestDue(i, rules.outcome(state) !== null) ? viewsDigest(gameViews(rules, state, 4)) : "", at: lastAt - (SEEDED_ACTIONS - 1 - i) * HOUR_MS });
      }
      const turn = rules.activeSeats(state);
      const deadline = lastAt + TURN_CLOCK_SECONDS * 1000;
      const seats = NAMES.map((name, seat) => ({ name, keyHash: keyHash(seededKey(id, seat)), ...(turn.includes(seat) ? { deadline } : {}) }));
      await store.saveTable({
        id, game: GAME.facts.id, seatCount: SEATS, options: {}, private: true, host: NAMES[0], phase: "playing", seats, chat: [],
        pace: "turns", clock: TURN_CLOCK_SECONDS, takeover: "easy", awayAfter: 3, turn, createdAt: startedAt, updatedAt: lastAt,
      });
      await store.startGame(id, { gameNo: 1, seed, players: NAMES, startedAt });
      for (const [index, action] of actions.entries()) await store.appendAction(id, 1, index, action);
      if (!(await store.sleepTable(id, deadline))) throw new Error(`seeded table ${id} did not go to sleep`);
      if ((t + 1) % 10_000 === 0) progress(t + 1);
    }
  } finally {
    await store.close();
  }
}

/** Reads the store under `dataDir` beside the running server (a connection of its own, read-only). */
export class StoreReader {
  private readonly db: DatabaseSync;

  constructor(dataDir: string) {
    this.db = new DatabaseSync(join(dataDir, "tablee.sqlite"), { readOnly: true });
  }

  /** How many open tables sleep. */
  asleepCount(): number {
    return Number((this.db.prepare("SELECT count(*) AS n FROM tables WHERE asleep = 1 AND closed_at IS NULL").get() as { n: number }).n);
  }

  /** Whether the table sleeps. */
  asleep(id: string): boolean {
    return (this.db.prepare("SELECT asleep FROM tables WHERE id = ?").get(id) as { asleep: number } | undefined)?.asleep === 1;
  }

  close(): void {
    this.db.close();
  }
}
