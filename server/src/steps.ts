/**
 * Work that finishes at once when it can. The embedded store writes synchronously, Postgres
 * over the network: a table's change is a generator that yields each store write, and runs to
 * its end in the same tick when every write answers at once. Then the patch leaves before the
 * next message on that socket is read, as it did before the store existed; with Postgres the
 * change waits for each write.
 */
export type Maybe<T> = T | Promise<T>;

/** A sequence of steps; each `yield` hands over a Maybe and receives its value. */
export type Steps<T> = Generator<unknown, T, unknown>;

/** Runs `steps`, synchronously for as long as nothing it yields is a promise. */
export function drive<T>(steps: Steps<T>, resume: (s: Steps<T>) => IteratorResult<unknown, T> = (s) => s.next()): Maybe<T> {
  let next = resume(steps);
  while (!next.done) {
    const value = next.value;
    if (value instanceof Promise) {
      return value.then(
        (answer) => drive(steps, (s) => s.next(answer)),
        (error: unknown) => drive(steps, (s) => s.throw(error)),
      );
    }
    next = steps.next(value);
  }
  return next.value;
}

/** `f` of a Maybe's value: at once if it is there, else once it is. */
export function then<T, U>(value: Maybe<T>, f: (value: T) => Maybe<U>): Maybe<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}
