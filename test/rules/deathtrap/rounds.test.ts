import { describe, expect, test } from "@jest/globals";
import { Deathtrap, Rng, seedRng } from "@tablee/shared";
import { position } from "../../support/deathtrap-position.ts";
import { errorCode, PASS, play } from "./helpers.ts";

const { deathtrap, deathtrapBot } = Deathtrap;
type State = Deathtrap.DeathtrapState;

/** A whole game with every seat played by the bot; the round-over events along the way. */
function botGame(players: number, seed: string) {
  const rng = new Rng(seedRng(`bot-${seed}`));
  let state = deathtrap.setup(players, seed);
  const rounds: Extract<Deathtrap.DeathtrapEvent, { type: "round-over" }>[] = [];
  for (let i = 0; i < 20_000 && deathtrap.outcome(state) === null; i++) {
    const active = deathtrap.activeSeats(state);
    const seat = active[rng.int(active.length)];
    const action = deathtrapBot(deathtrap.view(state, seat), rng);
    expect(deathtrap.legalActions(state, seat)).toContainEqual(action);
    state = deathtrap.apply(state, seat, action);
    for (const event of state.events) if (event.type === "round-over") rounds.push(event);
  }
  return { state, rounds };
}

describe("DD-7 going out and the end of a round", () => {
  test("DD-7 a player who plays their last card is out, and the turn then skips them", () => {
    let state = position({ hands: [["orc"], ["skeleton", "zombie"], ["rat-man", "warrior"], ["dwarf", "ninja"]], turn: 0 });
    state = deathtrap.apply(state, 0, play("orc", 1));
    expect(state.finished).toEqual([0]);
    expect(state.events).toContainEqual({ type: "out", seat: 0, place: 1 });
    state = deathtrap.apply(state, 1, PASS);
    state = deathtrap.apply(state, 2, PASS);
    state = deathtrap.apply(state, 3, play("dwarf", 1));
    expect(state.turn).toBe(1);
    expect(deathtrap.view(state, null).handCounts).toEqual([0, 2, 2, 1]);
  });

  test("DD-7 the round ends as soon as one player still holds cards; that player is last", () => {
    const state = position({ hands: [["orc"], [], ["rat-man", "ninja"], []], finished: [1, 3], turn: 0, seed: "end" });
    const after = deathtrap.apply(state, 0, play("orc", 1));
    expect(after.events).toContainEqual({ type: "round-over", round: 1, order: [1, 3, 0, 2], points: [2, 4, 1, 3] });
    expect(after.previousOrder).toEqual([1, 3, 0, 2]);
    expect(after.round).toBe(2);
  });
});

describe("DD-8 titles and points", () => {
  test("DD-8 1st Supreme Master, 2nd Master, 3rd to second-to-last Wimp, last Supreme Wimp; N points down to 1", () => {
    const hands: Deathtrap.CardKind[][] = [["orc"], [], ["rat-man", "ninja"], [], [], []];
    const after = deathtrap.apply(position({ hands, finished: [5, 1, 4, 3], turn: 0 }), 0, play("orc", 1));
    expect(after.scoreSheet).toEqual([[2, 5, 1, 3, 4, 6]]);
    const view = deathtrap.view(after, 2);
    expect(view.previousOrder).toEqual([5, 1, 4, 3, 0, 2]);
    expect(view.titles.map((t) => t.title)).toEqual(["wimp", "master", "supreme-wimp", "wimp", "wimp", "supreme-master"]);
    expect(view.scoreSheet).toEqual([{ points: [2, 5, 1, 3, 4, 6] }]);
    expect(view.totals).toEqual([2, 5, 1, 3, 4, 6]);
  });

  test("DD-8 in round 1 nobody holds a title yet", () => {
    const view = deathtrap.view(deathtrap.setup(4, "titles"), null);
    expect(view.titles).toEqual([{}, {}, {}, {}]);
    expect(view).not.toHaveProperty("previousOrder");
    expect(view.scoreSheet).toEqual([]);
  });

  test.each([4, 6, 8])("DD-8 a whole %i-player bot game: each round hands out N, N−1, … 1 points", (players) => {
    for (const seed of ["a", "b", "c"]) {
      const { state, rounds } = botGame(players, `${players}-${seed}`);
      expect(rounds).toHaveLength(4);
      expect(deathtrap.outcome(state)?.scores).toEqual(state.scoreSheet.reduce((sum, row) => sum.map((t, i) => t + row[i])));
      for (const round of rounds) {
        expect([...round.points].sort((x, y) => x - y)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
        expect(round.points.reduce((a, b) => a + b, 0)).toBe((players * (players + 1)) / 2);
        round.order.forEach((seat, place) => expect(round.points[seat]).toBe(players - place));
      }
      expect(state.scoreSheet).toEqual(rounds.map((r) => r.points));
    }
  });
});

describe("DD-9 four rounds and the winner", () => {
  /** Round 4 two plays from its end: seat 1 is out; seats 0 and 2 each hold their last card. */
  function lastPlays(scoreSheet: number[][]): State {
    return position({
      round: 4,
      scoreSheet,
      previousOrder: [0, 1, 3, 2],
      hands: [["orc"], [], ["skeleton"], ["zombie", "rat-man"]],
      finished: [1],
      turn: 0,
    });
  }
  const finish = (state: State) => deathtrap.apply(deathtrap.apply(state, 0, play("orc", 1)), 2, play("skeleton", 1));

  test("DD-9 the game ends after the fourth round; equal best totals share the win", () => {
    // Totals 9, 8, 7, 6 before; this round's order 1, 0, 2, 3 scores 3, 4, 2, 1.
    const over = finish(lastPlays([[4, 3, 2, 1], [1, 4, 3, 2], [4, 1, 2, 3]]));
    expect(over.phase).toBe("over");
    expect(over.scoreSheet).toHaveLength(4);
    expect(deathtrap.outcome(over)).toEqual({ winners: [0, 1], scores: [12, 12, 9, 7] });
    expect(over.events).toContainEqual({ type: "game-over", winners: [0, 1], totals: [12, 12, 9, 7] });
    expect(deathtrap.activeSeats(over)).toEqual([]);
    expect(errorCode(() => deathtrap.apply(over, 3, play("zombie", 1)))).toBe("game-over");
  });

  test("DD-9 a single best total wins alone; before the end there is no outcome", () => {
    const state = lastPlays([[4, 3, 2, 1], [4, 3, 2, 1], [4, 1, 2, 3]]);
    expect(deathtrap.outcome(state)).toBeNull();
    expect(deathtrap.outcome(finish(state))).toEqual({ winners: [0], scores: [15, 11, 8, 6] });
  });
});
