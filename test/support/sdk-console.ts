/**
 * Loaded before every test file (jest.config.js, setupFilesAfterEnv). The Colyseus SDK
 * narrates on the console what the suites provoke on purpose and check by other means:
 * - a join refused by the room (table full, too many spectators, a name taken…) closes the
 *   socket with 4002, and the SDK warns "Room connection was closed unexpectedly (4002)"
 *   before rejecting the join, which the test expects to be rejected;
 * - a dropped connection makes it tell each step of its reconnection
 *   ("[Colyseus reconnection]: …"), whose outcome the test checks;
 * - every player is sent its seat key and its offers, and a client that does not listen for them is warned
 *   about it ("onMessage() not registered for type 'seat-key'"); the tests about them listen.
 * Only those lines are dropped; anything else the SDK or a test prints still shows.
 *
 * One warning fails the file instead: the schema encoder outgrowing a table's buffer
 * (`@colyseus/schema buffer overflow`), which each table sizes for its game so that it never
 * grows on the hot path (server/src/table/encoder-buffer.ts).
 */
import { afterAll } from "@jest/globals";

const EXPECTED = [
  /^Room connection was closed unexpectedly \(4002\)/,
  /^\[Colyseus reconnection\]: /,
  /^@colyseus\/sdk: onMessage\(\) not registered for type '(seat-key|offers)'/,
];

const OVERFLOW = /^@colyseus\/schema buffer overflow/;
const overflows: string[] = [];

for (const level of ["warn", "info"] as const) {
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]): void => {
    if (typeof args[0] === "string" && OVERFLOW.test(args[0])) overflows.push(args[0].split("\n").find((line) => /BUFFER_SIZE = /.test(line))?.trim() ?? args[0]);
    if (typeof args[0] === "string" && EXPECTED.some((pattern) => pattern.test(args[0] as string))) return;
    print(...args);
  };
}

afterAll(() => {
  if (overflows.length > 0) throw new Error(`a table's encoder outgrew its buffer ${overflows.length} time(s): ${overflows.join("; ")}`);
});
