import Sequencer from "@jest/test-sequencer";

/**
 * Jest runs the slowest files first, so that its workers finish together instead of one of
 * them starting the longest file last. It knows their durations from its cache after a run;
 * a clean clone (CI) has no cache, and Jest then orders by file size, which put
 * server/restart (a long file) in the last minute of the run. Without a cached time, a file's
 * time is taken from this list: seconds each took in a full `npm test` on the 2-core machine
 * with one core kept busy by another process (only their order matters). Files not listed
 * count as quick (a few seconds at most): they go last and fill the gaps while the long ones
 * finish.
 */
const UNLISTED_SECONDS = 2;
const SECONDS = {
  "server/bots.test.ts": 38,
  "server/restart.test.ts": 33,
  "server/fuzz.test.ts": 32,
  "server/hardening-process.test.ts": 31,
  "rules/registry.bots.test.ts": 25,
  "server/store-failing.test.ts": 24,
  "store/postgres-outage.test.ts": 22,
  "browser/phone-sizes.e2e.test.ts": 21,
  "store/postgres-connections.test.ts": 21,
  "browser/table-polish.e2e.test.ts": 21,
  "browser/axe.e2e.test.ts": 21,
  "browser/connection.e2e.test.ts": 19,
  "browser/come-back.e2e.test.ts": 19,
  "server/hardening.test.ts": 18,
  "store/store.test.ts": 18,
  "browser/reading.e2e.test.ts": 17,
  "browser/your-turn.e2e.test.ts": 17,
  "server/takeover.test.ts": 16,
  "server/table-answers.test.ts": 16,
  "browser/keyboard.e2e.test.ts": 16,
  "browser/lobby-invite.e2e.test.ts": 15,
  "browser/bots-away.e2e.test.ts": 15,
  "browser/frontline.e2e.test.ts": 14,
  "browser/deathtrap.e2e.test.ts": 14,
  "browser/dog.e2e.test.ts": 14,
  "browser/how-to-play.e2e.test.ts": 14,
  "browser/bots.e2e.test.ts": 13,
  "server/views-on-the-wire.test.ts": 13,
  "browser/words.e2e.test.ts": 13,
  "browser/restart.e2e.test.ts": 13,
  "server/deathtrap-killing-machine.test.ts": 12,
  "rules/registry.properties.test.ts": 12,
  "browser/dog-eat-dog.e2e.test.ts": 11,
  "server/restored-views.test.ts": 10,
  "bench/dog-textbook-room.test.ts": 9,
  "browser/seat-keys.e2e.test.ts": 8,
  "browser/replay.e2e.test.ts": 8,
  "rules/dog-eat-dog/properties.test.ts": 7,
  "server/replays.properties.test.ts": 7,
  "server/clock-restart.test.ts": 7,
  "server/hardening-budgets.test.ts": 7,
  "browser/watch.e2e.test.ts": 7,
  "rules/frontline/strong.test.ts": 7,
  "server/bad-input.test.ts": 7,
  "browser/start-short.e2e.test.ts": 7,
  "server/tables.test.ts": 5,
  "server/one-process.test.ts": 5,
  "rules/frontline/games.test.ts": 5,
  "browser/first-page.e2e.test.ts": 5,
};

const ROOT = new URL("..", import.meta.url).pathname;

export default class SlowFirst extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    return (SECONDS[test.path.slice(ROOT.length)] ?? UNLISTED_SECONDS) * 1000;
  }
}
