/**
 * DOG's held move (client/src/games/dog/preview.ts): what the page shows between a chosen
 * action and "Confirm", played on a copy of the table from the seat's view. It must agree
 * with the engine the server runs: the same marbles, the same next parts of a 7, and the
 * card complete exactly when the engine passes the turn.
 */
import { describe, expect, test } from "@jest/globals";
import { Dog } from "@tablee/shared";
import { preview } from "../../client/src/games/dog/preview.ts";
import { position, sorted } from "../support/dog-position.ts";

type DogView = Dog.DogView;

/** Seat 0's view of a state, as the page builds it from the wire. */
function viewOf(state: Dog.DogState): DogView {
  const pub = (Dog.dog as any).publicView(state);
  const legal = Dog.dog.legalActions(state, 0);
  return { ...pub, seat: 0, hand: state.hands[0].slice(), legal } as DogView;
}

describe("DOG's held move", () => {
  // Marble 0 on field 2, marble 1 on field 10; seat 0 holds a 7 and a 5.
  const state = position({ at: { 0: 2, 1: 10 }, hands: { 0: ["7", "5"], 1: ["A"], 2: ["K"], 3: ["A"] } });
  const view = viewOf(state);

  test("a 7's first part: the marbles move on the copy, the card leaves the hand, the next parts are the engine's", () => {
    const first: Dog.DogAction = { type: "seven", card: "7", marble: 0, steps: 3, finish: false };
    const pv = preview(view, 0, [first]);
    const engine = Dog.dog.apply(state, 0, first);
    expect(pv.complete).toBe(false);
    expect(pv.remaining).toBe(4);
    expect(pv.marbles).toEqual(engine.marbles);
    expect(pv.hand).toEqual(["5"]);
    expect(sorted(pv.next)).toEqual(sorted(Dog.dog.legalActions(engine, 0)));
    // The server's board has not moved: the view the preview started from is untouched.
    expect(view.marbles[0]).toBe(2);
  });

  test("the 7's last part completes the card, as the engine passes the turn", () => {
    const parts: Dog.DogAction[] = [
      { type: "seven", card: "7", marble: 0, steps: 3, finish: false },
      { type: "seven", marble: 1, steps: 4, finish: false },
    ];
    const pv = preview(view, 0, parts);
    let engine = state;
    for (const part of parts) engine = Dog.dog.apply(engine, 0, part);
    expect(engine.turn).not.toBe(0);
    expect(pv.complete).toBe(true);
    expect(pv.next).toEqual([]);
    expect(pv.marbles).toEqual(engine.marbles);
  });

  test("undoing is dropping the last part: the preview of the rest is the same as before it", () => {
    const first: Dog.DogAction = { type: "seven", card: "7", marble: 0, steps: 3, finish: false };
    const second: Dog.DogAction = { type: "seven", marble: 1, steps: 1, finish: false };
    const before = preview(view, 0, [first]);
    const held = [first, second];
    expect(preview(view, 0, held).marbles).not.toEqual(before.marbles);
    expect(preview(view, 0, held.slice(0, -1))).toEqual(before);
    expect(preview(view, 0, []).marbles).toEqual(view.marbles);
  });

  test("any other card is complete with its one action", () => {
    const move: Dog.DogAction = { type: "move", card: "5", marble: 1, steps: 5, finish: false };
    const pv = preview(view, 0, [move]);
    expect(pv.complete).toBe(true);
    expect(pv.marbles[1]).toBe(15);
    expect(pv.hand).toEqual(["7"]);
  });

  test("an action the engine refuses is an error, never a made-up board", () => {
    expect(() => preview(view, 0, [{ type: "seven", card: "7", marble: 0, steps: 8, finish: false }])).toThrow();
  });
});
