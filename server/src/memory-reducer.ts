import { Script } from "node:vm";

/**
 * Lets V8's memory reducer give back what the collector freed once the rooms go quiet (the
 * tables fall asleep). Pages a full collection frees stay in V8's page pool, resident, until a
 * memory-reducing collection; the reducer starts one when the process allocates little. On
 * Node 24 (V8 13.6) it also requires a non-zero allocation rate on the embedder (cppgc) heap,
 * which a process that never uses node:vm never has: the reducer then reads "high allocation"
 * forever, and a server that played ten thousand tables keeps 100 MB and more of pooled pages.
 * A trivial script compiled now and then allocates one small object on that heap: a rate above
 * zero that passes as low (https://github.com/nodejs/node/issues/66564).
 */
const NUDGE_MS = 20_000;

export function keepMemoryReducerWorking(): () => void {
  const nudge = (): void => void new Script("0");
  nudge();
  const timer = setInterval(nudge, NUDGE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
