/**
 * Preloaded into the soak's server when SOAK_SERVER_LAG_MS is set (bench/soak.ts): a starved
 * machine. Each turn of the event loop's timers, after the timers that came due (the bots'
 * moves among them), the loop is held that long before the sockets are read, without using
 * CPU. What the bots did has then left while what the players sent waits: the races an
 * overloaded machine showed in an hour-long soak (a person choosing again before seeing their
 * own choice taken) come up in minutes.
 */
const ms = Number(process.env.SOAK_SERVER_LAG_MS);
const cell = new Int32Array(new SharedArrayBuffer(4));
if (ms > 0) setInterval(() => Atomics.wait(cell, 0, 0, ms), 10).unref();
export {};
