import { describe, expect, test } from "@jest/globals";
import { aGame, gameIds, toLine, type AnyGameRules } from "@tablee/shared";
import { animates, play, readReplay, startPlayback, stepEvents, stepMs, stepView, viewableSeats, type Playback, type Replay } from "../../client/src/replay/steps.ts";
import { playRandomly, seededPicker } from "../support/play.ts";

/** A game of four with hands to hide, each seat for itself; one of three with nothing hidden. */
const HANDS = aGame({ plays: 4, secrets: true, teams: false }).rules as AnyGameRules;
const OPEN = aGame({ plays: 3, secrets: false }).rules as AnyGameRules;

/**
 * A replay as the server makes it (docs/protocol.md, "Replays") from a game played at random:
 * the public view after each step and, once over, every seat's private view.
 */
function randomReplay(moves: number, { wire = false, rules = HANDS, seats = 4 } = {}): { replay: Replay; states: unknown[] } {
  let state = rules.setup(seats, "replay-test", {});
  const states = [state];
  const acted: { seat: number; action: unknown }[] = [];
  const record = playRandomly(rules, state, moves, seededPicker("replay-test"), (_before, move, after) => {
    acted.push(move);
    states.push(after);
  });
  state = record.state;
  const over = rules.outcome(state) !== null;
  const publicOf = (s: unknown) => {
    const view = rules.publicView(s) as Record<string, unknown>;
    // The table's board carries events as JSON text; a replay may carry either.
    return wire ? { ...view, events: (view.events as unknown[]).map(toLine) } : view;
  };
  const replay = readReplay({
    id: "t1",
    game: rules.id,
    seatCount: seats,
    options: {},
    players: ["Ana", "Bob", "Cy", "Dee"].slice(0, seats),
    gameNo: 1,
    games: 1,
    over,
    ...(over ? { outcome: rules.outcome(state) } : {}),
    steps: states.map((s, i) => ({
      ...(i === 0 ? {} : acted[i - 1]),
      at: 1000 + i,
      view: publicOf(s),
      ...(over ? { hands: Array.from({ length: seats }, (_, seat) => rules.privateView(s, seat)) } : {}),
    })),
  });
  return { replay, states };
}

describe("the replay the page reads", () => {
  test("refuses what is not a replay", () => {
    for (const body of [null, [], {}, { id: "t", game: gameIds[0], steps: [] }, { id: "t", game: gameIds[0], steps: [{ at: 1 }] }]) {
      expect(() => readReplay(body)).toThrow();
    }
  });

  test("a game in progress shows what a spectator sees, and nobody's hand", () => {
    const { replay, states } = randomReplay(12);
    expect(replay.over).toBe(false);
    expect(viewableSeats(replay)).toEqual([]);
    const rules = HANDS;
    for (const index of [0, 5, 12]) {
      const view = stepView(replay, index, 2, false);
      expect({ ...view, events: [], legal: [] }).toEqual({ ...(rules.view(states[index], null) as object), events: [], legal: [] });
    }
  });

  test("once over, any seat's view: the public view with that seat's private view over it, nothing to act on", () => {
    const { replay, states } = randomReplay(5000);
    expect(replay.over).toBe(true);
    expect(viewableSeats(replay)).toEqual([0, 1, 2, 3]);
    const rules = HANDS;
    for (const index of [0, 7, replay.steps.length - 1]) {
      for (const seat of [null, 0, 3]) {
        const view = stepView(replay, index, seat, false);
        expect(view.legal).toEqual([]);
        expect(view.events).toEqual([]);
        expect({ ...view, events: [], legal: [] }).toEqual({ ...(rules.view(states[index], seat) as object), events: [], legal: [] });
      }
    }
  });

  test("a finished game with nothing hidden (no cards) offers no seat to view as", () => {
    const { replay } = randomReplay(5000, { rules: OPEN, seats: 3 });
    expect(replay.over).toBe(true);
    expect(replay.steps.at(-1)!.hands).toHaveLength(3);
    expect(viewableSeats(replay)).toEqual([]);
  });

  test("a step played forward carries its events, in words or as JSON text alike", () => {
    for (const wire of [false, true]) {
      const { replay, states } = randomReplay(10, { wire });
      const events = (HANDS.publicView(states[4]) as { events: unknown[] }).events;
      expect(stepEvents(replay, 4)).toEqual(events);
      expect(stepView(replay, 4, null, true).events).toEqual(events);
      expect(stepView(replay, 4, null, false).events).toEqual([]);
    }
  });
});

describe("the replay's controls", () => {
  const at = (index: number, extra: Partial<Playback> = {}): Playback => ({ ...startPlayback(10), index, ...extra });

  test("start at the deal, step, jump and stay within the game", () => {
    expect(startPlayback(10)).toEqual({ index: 0, count: 10, playing: false, speed: 1 });
    expect(play(at(0), { type: "prev" }).index).toBe(0);
    expect(play(at(0), { type: "next" }).index).toBe(1);
    expect(play(at(9), { type: "next" }).index).toBe(9);
    expect(play(at(4), { type: "first" }).index).toBe(0);
    expect(play(at(4), { type: "last" }).index).toBe(9);
    expect(play(at(4), { type: "jump", to: 7 }).index).toBe(7);
    expect(play(at(4), { type: "jump", to: 70 }).index).toBe(9);
    expect(play(at(4), { type: "jump", to: -3 }).index).toBe(0);
  });

  test("play moves one step a tick and stops on the last; moving by hand pauses", () => {
    let state = play(at(7), { type: "toggle" });
    expect(state.playing).toBe(true);
    state = play(state, { type: "tick" });
    expect(state).toMatchObject({ index: 8, playing: true });
    state = play(state, { type: "tick" });
    expect(state).toMatchObject({ index: 9, playing: false });
    expect(play(state, { type: "tick" })).toEqual(state);
    expect(play(at(3, { playing: true }), { type: "prev" })).toMatchObject({ index: 2, playing: false });
    expect(play(at(3, { playing: true }), { type: "toggle" })).toMatchObject({ index: 3, playing: false });
  });

  test("play from the last step starts again from the deal; a one-step game does not play", () => {
    expect(play(at(9), { type: "toggle" })).toMatchObject({ index: 0, playing: true });
    expect(play(startPlayback(1), { type: "toggle" }).playing).toBe(false);
  });

  test("speeds from half to four times, one step a second at 1×", () => {
    expect(play(at(2), { type: "speed", speed: 4 }).speed).toBe(4);
    expect(play(at(2), { type: "speed", speed: 3 as never }).speed).toBe(1);
    expect([0.5, 1, 2, 4].map(stepMs)).toEqual([2000, 1000, 500, 250]);
  });

  test("only a step forward plays its events out; a jump just shows the step", () => {
    expect(animates(at(3), at(4))).toBe(true);
    expect(animates(at(3), at(5))).toBe(false);
    expect(animates(at(3), at(2))).toBe(false);
  });
});
