import { describe, expect, test } from "@jest/globals";
import { Deathtrap } from "@tablee/shared";
import { cardsOf, position } from "../../support/deathtrap-position.ts";
import { errorCode, play } from "./helpers.ts";

const { deathtrap } = Deathtrap;
type State = Deathtrap.DeathtrapState;

/** Round 1 one lead from its end: seat 1 goes out third, seat 3 is left last. */
function endOfRoundOne(seed: string, players = 4): State {
  const hands: Deathtrap.CardKind[][] = Array.from({ length: players }, () => []);
  hands[1] = ["orc"];
  hands[3] = ["rat-man", "rat-man"];
  const others = Array.from({ length: players }, (_, s) => s).filter((s) => s !== 1 && s !== 3);
  return position({ hands, turn: 1, finished: others, seed });
}

/** The creature cards of a hand, highest first. */
function creaturesHighFirst(hand: number[]): number[] {
  const out: number[] = [];
  for (let k = 11; k >= 0; k--) for (let c = 0; c < hand[k]; c++) out.push(k);
  return out;
}

describe("DD-3 the swaps before rounds 2 to 4", () => {
  test("DD-3 the engine takes the Supreme Wimp's two and the Wimp's one highest creature cards", () => {
    // 4 players: order 0, 2, 1, 3 → Supreme Master 0, Master 2, Wimp 1, Supreme Wimp 3.
    const state = deathtrap.apply(endOfRoundOne("gifts"), 1, play("orc", 1));
    expect(state.round).toBe(2);
    expect(state.previousOrder).toEqual([0, 2, 1, 3]);
    expect(state.phase).toBe("swap");
    expect(state.pig.holder).toBe(-1);
    const [big, small] = state.swaps;
    expect([big.giver, big.master, big.gift.length, small.giver, small.master, small.gift.length]).toEqual([3, 0, 2, 1, 2, 1]);
    for (const swap of state.swaps) {
      const dealt = state.hands[swap.giver].slice();
      for (const k of swap.gift) dealt[k]++;
      expect(swap.gift).toEqual(creaturesHighFirst(dealt).slice(0, swap.gift.length));
    }
    expect(state.events.filter((e) => e.type === "swap")).toEqual([
      { type: "swap", from: 3, to: 0, count: 2, cards: big.gift.map((k) => Deathtrap.KINDS[k]), forced: true },
      { type: "swap", from: 1, to: 2, count: 1, cards: small.gift.map((k) => Deathtrap.KINDS[k]), forced: true },
    ]);
  });

  test("DD-3 specials never count as the highest cards, even the ones a Wimp holds", () => {
    let checked = 0;
    for (let i = 0; checked < 5 && i < 200; i++) {
      const state = deathtrap.apply(endOfRoundOne(`specials-${i}`), 1, play("orc", 1));
      const giver = state.swaps[0].giver;
      if (state.hands[giver].slice(12).every((n) => n === 0)) continue;
      expect(state.swaps[0].gift.every((k) => k < 12)).toBe(true);
      checked++;
    }
    expect(checked).toBe(5);
  });

  test("DD-3 with six players the second-to-last is the Wimp who gives to the Master", () => {
    const hands: Deathtrap.CardKind[][] = [[], ["orc"], [], ["rat-man"], [], []];
    const state = deathtrap.apply(position({ hands, turn: 1, finished: [4, 0, 5, 2] }), 1, play("orc", 1));
    expect(state.previousOrder).toEqual([4, 0, 5, 2, 1, 3]);
    expect(state.swaps.map((s) => [s.giver, s.master, s.gift.length])).toEqual([
      [3, 4, 2],
      [1, 0, 1],
    ]);
  });

  /** Gifts already taken: Supreme Wimp 3 → Supreme Master 0, Wimp 2 → Master 1. */
  function swapPosition(): State {
    return position({
      phase: "swap",
      round: 2,
      previousOrder: [0, 1, 2, 3],
      scoreSheet: [[4, 3, 2, 1]],
      hands: [
        ["rat-man", "orc", "orc", "red-dragon", "manticore"],
        ["skeleton", "ninja", "killing-machine"],
        ["rat-man", "exploding-pig", "zombie"],
        ["orc", "warrior"],
      ],
      swaps: [
        { giver: 3, master: 0, gift: [11, 10], returned: null, done: false },
        { giver: 2, master: 1, gift: [8], returned: null, done: false },
      ],
    });
  }

  test("DD-3 both Masters choose at once, any cards of their hand, as many as they received", () => {
    const state = swapPosition();
    expect(deathtrap.activeSeats(state)).toEqual([0, 1]);
    expect(deathtrap.legalActions(state, 1)).toEqual([
      { type: "return", cards: ["skeleton"] },
      { type: "return", cards: ["ninja"] },
      { type: "return", cards: ["killing-machine"] },
    ]);
    expect(deathtrap.legalActions(state, 0)).toEqual(
      [
        ["rat-man", "orc"], ["rat-man", "manticore"], ["rat-man", "red-dragon"],
        ["orc", "orc"], ["orc", "manticore"], ["orc", "red-dragon"],
        ["manticore", "red-dragon"],
      ].map((cards) => ({ type: "return", cards })),
    );
    expect(deathtrap.legalActions(state, 2)).toEqual([]);
    expect(errorCode(() => deathtrap.apply(state, 0, { type: "return", cards: ["orc"] }))).toBe("illegal-action");
    expect(errorCode(() => deathtrap.apply(state, 0, { type: "return", cards: ["orc", "rat-man"] }))).toBe("illegal-action");
    expect(errorCode(() => deathtrap.apply(state, 3, { type: "return", cards: ["orc"] }))).toBe("not-your-turn");
  });

  test("DD-3 cards move when both have chosen; then the Pig's holder starts", () => {
    const first = deathtrap.apply(swapPosition(), 1, { type: "return", cards: ["skeleton"] });
    expect(deathtrap.activeSeats(first)).toEqual([0]);
    expect(deathtrap.view(first, null).pig).toEqual({ holder: -1, done: false });
    expect(first.phase).toBe("swap");
    expect(cardsOf(first, 2)).toEqual(["rat-man", "zombie", "exploding-pig"]);
    const done = deathtrap.apply(first, 0, { type: "return", cards: ["rat-man", "orc"] });
    expect(cardsOf(done, 0)).toEqual(["orc", "manticore", "red-dragon"]);
    expect(cardsOf(done, 1)).toEqual(["ninja", "killing-machine"]);
    expect(cardsOf(done, 2)).toEqual(["rat-man", "skeleton", "zombie", "exploding-pig"]);
    expect(cardsOf(done, 3)).toEqual(["rat-man", "orc", "orc", "warrior"]);
    expect(done.phase).toBe("pig");
    expect(deathtrap.activeSeats(done)).toEqual([2]);
    expect(done.pig).toEqual({ holder: 2, done: false, discard: null, leader: null });
  });

  test("DD-3 only the two players of a swap see its cards; the others see that it happened and how many", () => {
    const first = deathtrap.apply(swapPosition(), 1, { type: "return", cards: ["skeleton"] });
    const done = deathtrap.apply(first, 0, { type: "return", cards: ["rat-man", "orc"] });
    // Everybody, the two players included, sees who, with whom and how many, never the cards.
    const big = (seat: number | null) => deathtrap.view(done, seat).swaps[0];
    for (const seat of [0, 1, 2, 3, null]) expect(big(seat)).toEqual({ giver: 3, master: 0, count: 2, chosen: true, done: true });
    // The cards are in the private views of the swap's two players only.
    const own = (state: Deathtrap.DeathtrapState, seat: number) => deathtrap.privateView(state, seat).swap;
    expect(own(done, 0)).toEqual({ giver: 3, master: 0, gift: ["red-dragon", "manticore"], returned: ["rat-man", "orc"] });
    expect(own(done, 3)).toEqual(own(done, 0));
    expect(own(done, 1)).toEqual({ giver: 2, master: 1, gift: ["ninja"], returned: ["skeleton"] });
    expect(own(done, 2)).toEqual(own(done, 1));
    expect(deathtrap.view(done, null)).not.toHaveProperty("swap");
    expect(JSON.stringify(deathtrap.publicView(done))).not.toMatch(/red-dragon|manticore|skeleton|ninja/);
    // While a choice waits, only its Master sees it; the giver sees the gift alone.
    expect(own(first, 1)).toEqual({ giver: 2, master: 1, gift: ["ninja"], returned: ["skeleton"] });
    expect(own(first, 2)).toEqual({ giver: 2, master: 1, gift: ["ninja"] });
    expect(deathtrap.view(first, 2).swaps[1]).toEqual({ giver: 2, master: 1, count: 1, chosen: true, done: false });
    // The log: only the count, for everyone (the two players have the cards in their private view).
    const logged = (seat: number | null) => deathtrap.view(done, seat).events.filter((e) => e.type === "swap");
    for (const seat of [0, 1, 2, 3, null]) {
      expect(logged(seat)).toEqual([
        { type: "swap", from: 0, to: 3, count: 2, cards: [], forced: false },
        { type: "swap", from: 1, to: 2, count: 1, cards: [], forced: false },
      ]);
    }
    // The engine's own record keeps them.
    expect(done.events.filter((e) => e.type === "swap").map((e) => (e as { cards: string[] }).cards)).toEqual([["rat-man", "orc"], ["skeleton"]]);
  });
});
