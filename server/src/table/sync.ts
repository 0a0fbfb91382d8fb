import type { ArraySchema } from "@colyseus/schema";

/**
 * What syncArray last wrote into each synced array, as a plain array. Reading an ArraySchema
 * goes through its Proxy, which cost more than the rest of a move's mirroring at 200 tables;
 * comparing with this copy, an array that did not change (most of them, most moves) is never
 * read at all.
 */
const written = new WeakMap<ArraySchema<unknown>, unknown[]>();

/**
 * Writes `values` into a synced array touching only what changed, so a patch carries the
 * difference and not the whole array again.
 */
export function syncArray<T>(target: ArraySchema<T>, values: readonly T[]): void {
  const before = written.get(target as ArraySchema<unknown>) as T[] | undefined;
  // Its length read once: each read goes through the Proxy.
  let length = target.length;
  // The copy stands for the array only while nothing else has resized it.
  const known = before !== undefined && before.length === length;
  if (known && sameItems(before, values)) return;
  if (length > values.length) {
    target.splice(values.length, length - values.length);
    length = values.length;
  }
  for (let i = 0; i < values.length; i++) {
    if (i >= length) {
      target.push(values[i]);
      length++;
    } else if ((known ? before[i] : target[i]) !== values[i]) target[i] = values[i];
  }
  written.set(target as ArraySchema<unknown>, values.slice());
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
