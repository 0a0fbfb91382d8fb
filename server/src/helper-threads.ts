import { readdirSync, readFileSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/**
 * The priority of V8's own helper threads (concurrent marking and sweeping, background
 * compiling): below the rooms' thread, so that on a machine with few cores a helper never
 * holds the core the rooms' thread wakes up for; the helpers still run whenever a core is
 * free, so the collector keeps up (DESIGN.md, "Capacity").
 */
export const HELPER_NICENESS = 10;

/**
 * Lowers the priority of V8's helper threads ("V8Worker", started with the process, their
 * number fixed by --v8-pool-size) and returns how many now run that low. Linux only: there a
 * thread's nice value is its own (setpriority(2) with its thread id); elsewhere a priority is
 * the whole process's, so nothing is done. A helper already as low (a server started with
 * `nice`) keeps its own: raising a priority back takes a privilege the server need not have.
 */
export function lowerHelperThreads(): number {
  if (process.platform !== "linux") return 0;
  let helpers = 0;
  for (const tid of readdirSync("/proc/self/task")) {
    if (Number(tid) === process.pid) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim();
    } catch {
      continue; // a thread that ended meanwhile
    }
    if (name !== "V8Worker") continue;
    try {
      if (getPriority(Number(tid)) < HELPER_NICENESS) setPriority(Number(tid), HELPER_NICENESS);
    } catch {
      // A sandbox that forbids setpriority(2) leaves the helpers as they were: slower, not wrong.
      continue;
    }
    helpers++;
  }
  return helpers;
}
