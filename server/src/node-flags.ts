/**
 * The V8 settings the server is started with (`npm start`, the Dockerfile, the bench). At
 * human pace a table costs memory far more than CPU, and V8's defaults trade memory for speed;
 * measured with busy DOG tables in DESIGN.md ("Memory per table"):
 * - `--max-semi-space-size=1`: the young generation stays at 2 × 1 MB. By default it grows to
 *   tens of MB under steady traffic and keeps them (117 MB committed), while what a table
 *   allocates for a message dies young anyway.
 * - `--no-concurrent-recompilation --no-concurrent-sparkplug`: hot functions are compiled on
 *   the main thread, once, instead of on helper threads whose malloc arenas keep what the
 *   compiler once used (about 10 MB that never goes back).
 * Not `--optimize-for-size`: it saved some 40 MB once per process and nothing per table, and
 * made every full collection a memory-reducing one, back to back under load: the p99 of
 * 2,000 tables at a person's pace went from 10 to 140 ms (DESIGN.md, "Capacity").
 */
export const nodeFlags = ["--max-semi-space-size=1", "--no-concurrent-recompilation", "--no-concurrent-sparkplug"];

/** The flags this process was started without. */
export function missingNodeFlags(): string[] {
  return nodeFlags.filter((flag) => !process.execArgv.includes(flag));
}
