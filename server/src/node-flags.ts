/**
 * The V8 settings the server is started with (`npm start`, the Dockerfile, the bench); why
 * each, in DESIGN.md ("Memory per table", "Capacity"):
 * - `--max-semi-space-size=32`: at a person's pace a table's state lives the few seconds
 *   between its moves; semi-spaces that outlast that let it die young instead of being
 *   promoted and marked by full collections on the rooms' thread. Larger ones only lengthen
 *   each scavenge.
 * - `--no-concurrent-recompilation --no-concurrent-sparkplug`: hot functions are compiled on
 *   the main thread instead of on helper threads whose malloc arenas keep what the compiler
 *   once used.
 * Not `--optimize-for-size`: it saves memory once per process, nothing per table, and makes
 * every full collection a memory-reducing one, back to back under load.
 */
export const nodeFlags = ["--max-semi-space-size=32", "--no-concurrent-recompilation", "--no-concurrent-sparkplug"];

/** The flags this process was started without. */
export function missingNodeFlags(): string[] {
  return nodeFlags.filter((flag) => !process.execArgv.includes(flag));
}
