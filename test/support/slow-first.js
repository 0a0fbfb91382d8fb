import Sequencer from "@jest/test-sequencer";

/**
 * Jest runs the slowest files first, so that its workers finish together instead of one of
 * them starting the longest file last. It knows their durations from its cache after a run;
 * a clean clone (CI) has no cache, and Jest then orders by file size, which put
 * server/restart (the longest file) in the last minute of the run. Without a cached time, a
 * file's time is taken from this list: seconds each took on the 2-core machine (only their
 * order matters). Files not listed count as quick (a few seconds at most): they go last and
 * fill the gaps while the long ones finish.
 */
const UNLISTED_SECONDS = 2;
const SECONDS = {
  "server/restart.test.ts": 34,
  "server/fuzz.test.ts": 32,
  "server/hardening-process.test.ts": 29,
  "browser/phone-sizes.e2e.test.ts": 18,
  "server/bots.test.ts": 17,
  "server/views-on-the-wire.test.ts": 17,
  "browser/connection.e2e.test.ts": 17,
  "browser/axe.e2e.test.ts": 17,
  "server/store-failing.test.ts": 16,
  "browser/table-polish.e2e.test.ts": 16,
  "server/hardening.test.ts": 15,
  "browser/words.e2e.test.ts": 13,
  "browser/restart.e2e.test.ts": 11,
  "browser/bots-away.e2e.test.ts": 11,
  "rules/registry.bots.test.ts": 11,
  "browser/come-back.e2e.test.ts": 11,
  "browser/your-turn.e2e.test.ts": 10,
  "browser/reading.e2e.test.ts": 10,
  "server/takeover.test.ts": 10,
  "browser/lobby-invite.e2e.test.ts": 10,
  "browser/dog.e2e.test.ts": 10,
  "server/table-answers.test.ts": 10,
  "browser/keyboard.e2e.test.ts": 9,
  "browser/how-to-play.e2e.test.ts": 9,
  "server/deathtrap-killing-machine.test.ts": 9,
  "browser/dog-eat-dog.e2e.test.ts": 8,
  "store/store.test.ts": 8,
  "browser/frontline.e2e.test.ts": 7,
  "browser/deathtrap.e2e.test.ts": 7,
  "server/replays.properties.test.ts": 7,
  "browser/replay.e2e.test.ts": 7,
  "server/clock-restart.test.ts": 7,
  "rules/dog-eat-dog/properties.test.ts": 7,
  "browser/bots.e2e.test.ts": 6,
  "rules/registry.properties.test.ts": 6,
  "rules/frontline/strong.test.ts": 6,
  "browser/seat-keys.e2e.test.ts": 6,
  "server/hardening-budgets.test.ts": 5,
  "server/bad-input.test.ts": 5,
  "browser/start-short.e2e.test.ts": 5,
};

const ROOT = new URL("..", import.meta.url).pathname;

export default class SlowFirst extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    return (SECONDS[test.path.slice(ROOT.length)] ?? UNLISTED_SECONDS) * 1000;
  }
}
