/** How a game tells a batch of events (one move's) in lines, with the players' names. */
export type Describe = (log: string[], names: readonly string[]) => string[];

export interface Batch {
  log: string[];
  names: string[];
}

/**
 * `last` and `next` as one batch when the game tells them in fewer lines together than apart:
 * the parts of a card played a step at a time (a DOG 7) then make the one line of that card.
 * Null when `next` stands on its own.
 */
export function joinBatches(describe: Describe, last: Batch, next: Batch): Batch | null {
  const together = [...last.log, ...next.log];
  const apart = describe(last.log, last.names).length + describe(next.log, next.names).length;
  return describe(together, next.names).length < apart ? { log: together, names: next.names } : null;
}
