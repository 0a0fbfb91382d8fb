/**
 * Ticks every table once per interval on absolute times (no drift), table `i` of `count` at
 * its own offset `i / count` of the interval from `origin` (a performance.now() time), so the
 * load is spread evenly; a start already past is moved on by whole intervals. Returns the stop.
 */
export function tickEvery(tables: readonly { index: number; tick(): void }[], count: number, intervalMs: number, origin: number): () => void {
  let running = true;
  const timers = new Set<NodeJS.Timeout>();
  for (const { index, tick } of tables) {
    const schedule = (at: number): void => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!running) return;
        tick();
        schedule(at + intervalMs);
      }, Math.max(0, at - performance.now()));
      timers.add(timer);
    };
    let first = origin + (index * intervalMs) / count;
    while (first < performance.now()) first += intervalMs;
    schedule(first);
  }
  return () => {
    running = false;
    for (const timer of timers) clearTimeout(timer);
  };
}
