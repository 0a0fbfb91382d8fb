/**
 * Loaded before every test file (jest.config.js, setupFilesAfterEnv). The Colyseus SDK
 * narrates on the console what the suites provoke on purpose and check by other means:
 * - a join refused by the room (table full, too many spectators, a name taken…) closes the
 *   socket with 4002, and the SDK warns "Room connection was closed unexpectedly (4002)"
 *   before rejecting the join, which the test expects to be rejected;
 * - a dropped connection makes it tell each step of its reconnection
 *   ("[Colyseus reconnection]: …"), whose outcome the test checks;
 * - every player is sent its seat key, and a client that does not listen for it is warned
 *   about it ("onMessage() not registered for type 'seat-key'"); the seat-key tests listen.
 * Only those lines are dropped; anything else the SDK or a test prints still shows.
 */
const EXPECTED = [
  /^Room connection was closed unexpectedly \(4002\)/,
  /^\[Colyseus reconnection\]: /,
  /^@colyseus\/sdk: onMessage\(\) not registered for type 'seat-key'/,
];

for (const level of ["warn", "info"] as const) {
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]): void => {
    if (typeof args[0] === "string" && EXPECTED.some((pattern) => pattern.test(args[0] as string))) return;
    print(...args);
  };
}

export {};
