import { describe, expect, test } from "@jest/globals";
import { Deathtrap } from "@tablee/shared";
import { playUntil } from "./helpers.ts";

const { deathtrap } = Deathtrap;

function kindCounts(cards: readonly number[]): number[] {
  return Deathtrap.KINDS.map((_, k) => cards.filter((c) => c === k).length);
}

describe("DD-1 the deck", () => {
  test("DD-1 82 cards: 13 − v copies of each creature of value v, one of each special", () => {
    const deck = Deathtrap.fullDeck();
    expect(deck).toHaveLength(82);
    expect(kindCounts(deck)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1, 1, 1]);
    expect(Deathtrap.KINDS.slice(0, 12)).toEqual([
      "rat-man", "orc", "skeleton", "zombie", "warrior", "snake-girl",
      "priestess", "dwarf", "ninja", "bloodbeast", "manticore", "red-dragon",
    ]);
    expect(Deathtrap.KINDS.slice(12)).toEqual(["exploding-pig", "killing-machine", "red-lotus", "chaindog"]);
  });

  test("DD-1 a freshly dealt table holds exactly the whole deck", () => {
    for (const players of [4, 5, 8]) {
      const state = deathtrap.setup(players, `deck-${players}`);
      const total = new Array<number>(16).fill(0);
      for (const hand of state.hands) hand.forEach((n, k) => (total[k] += n));
      expect(total).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1, 1, 1]);
    }
  });
});

describe("DD-2 the deal", () => {
  const size = (hand: number[]) => hand.reduce((a, b) => a + b, 0);

  test("DD-2 every card is dealt, one by one from the dealer's left: the first seats get the extra cards", () => {
    const four = deathtrap.setup(4, "deal-four");
    const d = four.dealer;
    // 82 = 4 × 20 + 2: the two seats after the dealer hold 21.
    expect([1, 2, 3, 4].map((i) => size(four.hands[(d + i) % 4]))).toEqual([21, 21, 20, 20]);
    const six = deathtrap.setup(6, "deal-six");
    expect([1, 2, 3, 4, 5, 6].map((i) => size(six.hands[(six.dealer + i) % 6]))).toEqual([14, 14, 14, 14, 13, 13]);
  });

  test("DD-2 the dealer moves one seat clockwise each round and each round is a new shuffle", () => {
    const first = deathtrap.setup(5, "dealer-moves");
    const dealtHands = [first.hands];
    let state = first;
    for (let round = 2; round <= 4; round++) {
      state = playUntil(state, (s) => s.round === round);
      expect(state.dealer).toBe((first.dealer + round - 1) % 5);
      expect(state.events).toContainEqual({ type: "deal", round, dealer: state.dealer });
      dealtHands.push(state.hands);
    }
    expect(JSON.stringify(dealtHands[1])).not.toBe(JSON.stringify(dealtHands[0]));
  });

  test("DD-2 the same seed deals the same cards", () => {
    expect(deathtrap.setup(7, "same").hands).toEqual(deathtrap.setup(7, "same").hands);
    expect(deathtrap.setup(7, "same").hands).not.toEqual(deathtrap.setup(7, "other").hands);
  });
});
