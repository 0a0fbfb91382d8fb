/*
 * Choosing a move pick by pick from the server's legal list, as chessground's `dests` does
 * for chess: each pick (a card, a marble, an attacker) keeps the legal actions that agree
 * with it, and what the next pick may be is read off those. Legality is never judged here:
 * every value offered is taken from an action the server sent. Pure, without Pixi.
 */

/** What one pick reads off an action; null or undefined when the action has no part in it. */
export type Pick<A, K> = (action: A) => K | null | undefined;

/** The legal actions of one type. */
export function ofType<A extends { type: string }, T extends A["type"]>(legal: readonly A[], type: T): Extract<A, { type: T }>[] {
  return legal.filter((a): a is Extract<A, { type: T }> => a.type === type);
}

/** What this pick may be among the actions, each once, in the order the list first offers it. */
export function options<A, K>(actions: readonly A[], pick: Pick<A, K>): K[] {
  const values = new Set<K>();
  for (const a of actions) {
    const value = pick(a);
    if (value !== null && value !== undefined) values.add(value);
  }
  return [...values];
}

/** The actions that agree with the value picked. */
export function narrow<A, K>(actions: readonly A[], pick: Pick<A, K>, value: K): A[] {
  return actions.filter((a) => pick(a) === value);
}

/** The value picked so far when the actions still offer it, else null (a new list arrived). */
export function kept<K>(offered: readonly K[], value: K | null): K | null {
  return value !== null && offered.includes(value) ? value : null;
}
