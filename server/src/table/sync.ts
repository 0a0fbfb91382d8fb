import type { ArraySchema } from "@colyseus/schema";

/**
 * Writes `values` into a synced array touching only what changed, so a patch carries the
 * difference and not the whole array again.
 */
export function syncArray<T>(target: ArraySchema<T>, values: readonly T[]): void {
  if (target.length > values.length) target.splice(values.length, target.length - values.length);
  for (let i = 0; i < values.length; i++) {
    if (i >= target.length) target.push(values[i]);
    else if (target[i] !== values[i]) target[i] = values[i];
  }
}
