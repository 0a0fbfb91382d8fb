import Sequencer from "@jest/test-sequencer";

/**
 * Jest runs the slowest files first, so that its two workers finish together instead of one
 * of them starting the longest file last. It knows their durations from its cache after a
 * run; a clean clone (CI) has no cache, and Jest then orders by file size, which put
 * server/restart (the longest file) in the last minute of the run. Without a cached time, a
 * file's time is taken from this list: seconds each took in a full `npm test` on the 2-core
 * machine (only their order matters). Files not listed count as quick (a few seconds at
 * most): they go last and fill the gaps while the long ones finish.
 */
const UNLISTED_SECONDS = 2;
const SECONDS = {
  "server/restart.test.ts": 35,
  "browser/dog.e2e.test.ts": 50,
  "browser/words.e2e.test.ts": 45,
  "browser/table-polish.e2e.test.ts": 45,
  "browser/deathtrap.e2e.test.ts": 35,
  "server/fuzz.test.ts": 35,
  "server/bots.test.ts": 18,
  "browser/frontline.e2e.test.ts": 30,
  "browser/keyboard.e2e.test.ts": 30,
  "browser/dog-eat-dog.e2e.test.ts": 30,
  "browser/lobby-invite.e2e.test.ts": 30,
  "browser/phone-sizes.e2e.test.ts": 29,
  "browser/your-turn.e2e.test.ts": 26,
  "browser/bots-away.e2e.test.ts": 26,
  "browser/connection.e2e.test.ts": 24,
  "browser/restart.e2e.test.ts": 24,
  "browser/how-to-play.e2e.test.ts": 22,
  "browser/axe.e2e.test.ts": 20,
  "browser/watch.e2e.test.ts": 20,
  "server/views-on-the-wire.test.ts": 18,
  "server/hardening-process.test.ts": 18,
  "server/hardening.test.ts": 16,
  "rules/registry.bots.test.ts": 15,
  "rules/registry.properties.test.ts": 15,
  "browser/replay.e2e.test.ts": 14,
  "browser/bots.e2e.test.ts": 14,
  "browser/start-short.e2e.test.ts": 10,
  "browser/seat-keys.e2e.test.ts": 9,
  "server/restored-views.test.ts": 8,
  "server/takeover.test.ts": 8,
  "server/deathtrap-killing-machine.test.ts": 8,
  "server/deathtrap-game.test.ts": 4,
};

const ROOT = new URL("..", import.meta.url).pathname;

export default class SlowFirst extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    return (SECONDS[test.path.slice(ROOT.length)] ?? UNLISTED_SECONDS) * 1000;
  }
}
