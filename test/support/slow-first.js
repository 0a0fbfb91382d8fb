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
  "server/bots.test.ts": 70,
  "server/fuzz.test.ts": 59,
  "browser/focus-after-actions.e2e.test.ts": 55,
  "browser/labels-whole.e2e.test.ts": 49,
  "browser/week-of-play.e2e.test.ts": 44,
  "browser/axe.e2e.test.ts": 42,
  "browser/phone-sizes.e2e.test.ts": 41,
  "browser/players.e2e.test.ts": 41,
  "server/hardening-process.test.ts": 40,
  "browser/restart.e2e.test.ts": 39,
  "server/restart.test.ts": 38,
  "browser/circles.e2e.test.ts": 34,
  "browser/lobby-invite.e2e.test.ts": 34,
  "browser/words.e2e.test.ts": 34,
  "browser/dog-six.e2e.test.ts": 33,
  "browser/visible-names.e2e.test.ts": 29,
  "browser/connection.e2e.test.ts": 27,
  "browser/deathtrap.e2e.test.ts": 26,
  "browser/keyboard.e2e.test.ts": 25,
  "browser/reading.e2e.test.ts": 24,
  "browser/your-turn.e2e.test.ts": 21,
  "rules/registry.legal-from-view.test.ts": 21,
  "server/store-failing.test.ts": 21,
  "browser/bots-away.e2e.test.ts": 20,
  "browser/come-back.e2e.test.ts": 20,
  "browser/dog.e2e.test.ts": 20,
  "server/clock-warning.test.ts": 20,
  "server/restored-views.test.ts": 20,
  "store/postgres-connections.test.ts": 20,
  "store/postgres-outage.test.ts": 19,
  "browser/table-polish.e2e.test.ts": 18,
  "server/push-starvation.test.ts": 18,
  "browser/dog-eat-dog.e2e.test.ts": 17,
  "browser/how-to-play.e2e.test.ts": 17,
  "server/replays.properties.test.ts": 17,
  "server/takeover.test.ts": 17,
  "browser/bots.e2e.test.ts": 16,
  "server/hardening.test.ts": 16,
  "server/views-on-the-wire.test.ts": 15,
  "browser/replay.e2e.test.ts": 14,
  "server/one-process.test.ts": 14,
  "browser/frontline.e2e.test.ts": 13,
  "rules/registry.bots.test.ts": 13,
  "server/frontline-game.test.ts": 13,
  "server/turn-based.test.ts": 13,
  "rules/registry.properties.test.ts": 12,
  "browser/push.e2e.test.ts": 11,
  "browser/seat-keys.e2e.test.ts": 11,
  "browser/watch.e2e.test.ts": 11,
  "browser/start-short.e2e.test.ts": 10,
  "server/deathtrap-killing-machine.test.ts": 10,
  "server/encoder-buffer.test.ts": 10,
  "server/table-answers.test.ts": 10,
  "store/circle-store.test.ts": 10,
  "store/store.test.ts": 10,
  "server/mirror.test.ts": 9,
  "browser/replay-moves.e2e.test.ts": 8,
  "browser/turn-based.e2e.test.ts": 8,
  "server/clock-restart.test.ts": 8,
  "server/hardening-wakes.test.ts": 8,
  "rules/registry.candidates.test.ts": 7,
  "server/hardening-budgets.test.ts": 7,
  "server/hardening-proxy.test.ts": 7,
  "server/tables.test.ts": 7,
  "browser/first-page.e2e.test.ts": 6,
  "server/bad-input.test.ts": 6,
  "server/deathtrap-game.test.ts": 6,
  "store/push-store.test.ts": 6,
  "rules/frontline/strong.test.ts": 5,
  "server/push-budgets.test.ts": 5,
  "store/player-store.test.ts": 5,
  "bench/dog-textbook-room.test.ts": 4,
  "client/deathtrap-table.test.ts": 4,
  "server/bots-alone.test.ts": 4,
  "server/circles.test.ts": 4,
  "server/heartbeat.test.ts": 4,
  "server/idle-tables.test.ts": 4,
  "rules/dog-eat-dog/properties.test.ts": 3,
  "rules/dog/strong.test.ts": 3,
  "rules/frontline/games.test.ts": 3,
  "server/players-restart.test.ts": 3,
  "server/players.test.ts": 3,
  "server/push.test.ts": 3,
  "server/reconnection.test.ts": 3,
  "server/seat-count.test.ts": 3,
  "server/seat-keys.test.ts": 3,
};

const ROOT = new URL("..", import.meta.url).pathname;

export default class SlowFirst extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    return (SECONDS[test.path.slice(ROOT.length)] ?? UNLISTED_SECONDS) * 1000;
  }
}
