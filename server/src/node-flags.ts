/**
 * The V8 settings the server is started with (`npm start`, the Dockerfile, the bench). At
 * human pace a table costs memory far more than CPU, and V8's defaults trade memory for speed;
 * measured with busy DOG tables in DESIGN.md ("Memory per table"):
 * - `--max-semi-space-size=32`: the young generation stays at 2 × 32 MB at most. By default it
 *   grows past 100 MB under steady traffic and keeps it. It was 1 MB once, for memory, but at
 *   a person's pace a table's state lives the 3 s between its moves: with scavenges every few
 *   tens of milliseconds every state was promoted and died old, so full collections came
 *   every 4-6 s with 140-230 ms of marking on the rooms' thread. With 32 MB most of it dies
 *   young: at 2,000 tables no full collection in 25 s, scavenges of about 25 ms every 0.8 s,
 *   the p99 at 1,500 tables 22-49 ms instead of 98-271 ms (DESIGN.md, "Capacity"). It costs
 *   the process about 35 MB, not a table anything.
 * - `--no-concurrent-recompilation --no-concurrent-sparkplug`: hot functions are compiled on
 *   the main thread, once, instead of on helper threads whose malloc arenas keep what the
 *   compiler once used (about 10 MB that never goes back).
 * Not `--optimize-for-size`: it saved some 40 MB once per process and nothing per table, and
 * made every full collection a memory-reducing one, back to back under load: the p99 of
 * 2,000 tables at a person's pace went from 10 to 140 ms (DESIGN.md, "Capacity").
 */
export const nodeFlags = ["--max-semi-space-size=32", "--no-concurrent-recompilation", "--no-concurrent-sparkplug"];

/** The flags this process was started without. */
export function missingNodeFlags(): string[] {
  return nodeFlags.filter((flag) => !process.execArgv.includes(flag));
}
