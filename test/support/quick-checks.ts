import { expect } from "@jest/globals";

/**
 * Checks for the hot loops of the property tests. Under Jest every `expect(...)` builds an
 * error with a 100-frame stack before it compares anything: tens of thousands of them were
 * most of those files' time. These compare first and call `expect` only on a mismatch, which
 * then fails with Jest's usual message.
 */

/** `expect(actual).toBe(expected)`, paid for only when it fails. */
export function same(actual: unknown, expected: unknown): void {
  if (actual !== expected) expect(actual).toBe(expected);
}

/**
 * `expect(actual).toEqual(expected)` for plain JSON values (views, actions): equal text is
 * equal, also once each object's keys are sorted (a synced part lists its fields in its
 * schema's order, the engine's view in its own).
 */
export function sameJson(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) === JSON.stringify(expected) || sortedJson(actual) === sortedJson(expected)) return;
  expect(actual).toEqual(expected);
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

/**
 * Runs `attempt` without stacks: each refused action's RuleError captured Jest's 100 frames,
 * thousands of times a test, where only its type is read.
 */
export function shallowStacks<T>(attempt: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return attempt();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
