import { createHash } from "node:crypto";
import { openStore } from "@tablee/server";
import { aGame } from "@tablee/shared";

/**
 * Sleeping turn-based tables written into a store before a server opens it, through the
 * store's own calls (saveTable, sleepTable), so the rows are the server's. Each is a private
 * table of the registry's first two-seat game (`SLEEPING_GAME`) in its waiting room, both seats held (Ana and Bo) by seat keys the
 * test knows: a join without a key finds no free seat, and waking one costs a replay of nothing.
 */

/** The game of the seeded tables: the first whose tables open with two seats. */
export const SLEEPING_GAME = aGame({ opens: 2 }).facts.id;

/** The seat key of a seeded table's seat: derived, so a test need not keep them. */
export function seededKey(id: string, seat: number): string {
  return createHash("sha256").update(`test-seat:${id}:${seat}`).digest("base64url");
}

/** As the server keeps a key (server/src/table/keys.ts): its SHA-256, hex. */
const keyHash = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

export async function seedSleepingTables(dataDir: string, ids: readonly string[]): Promise<void> {
  // The owner only matters until sleepTable, which leaves the table nobody's.
  const store = await openStore({ dataDir, owner: "test-seeder" });
  const now = Date.now();
  try {
    for (const id of ids) {
      const seats = ["Ana", "Bo"].map((name, seat) => ({ name, keyHash: keyHash(seededKey(id, seat)) }));
      await store.saveTable({
        id, game: SLEEPING_GAME, seatCount: 2, options: {}, private: true, host: "Ana", phase: "waiting", seats, chat: [],
        pace: "turns", clock: 0, takeover: "easy", awayAfter: 3, turn: [], createdAt: now, updatedAt: now,
      });
      if (!(await store.sleepTable(id, null))) throw new Error(`seeded table ${id} did not go to sleep`);
    }
  } finally {
    await store.close();
  }
}
