import { describe, expect, test } from "@jest/globals";
import { Dog } from "@tablee/shared";
import { KENNEL, position, sorted } from "../../support/dog-position.ts";
import { ruleCode } from "../../support/rule-error.ts";

const { dog } = Dog;


describe("DOG board and deck", () => {
  test("DOG-1 a seat's marble comes out on field 16·seat and forward wraps from 63 to 0", () => {
    const started = dog.apply(position({ turn: 2, hands: { 2: ["A"] } }), 2, { type: "start", card: "A", marble: 8 });
    expect(started.marbles[8]).toBe(32);

    const before = position({ turn: 1, at: { 4: 62 }, hands: { 1: ["3"] } });
    expect(dog.legalActions(before, 1)).toEqual([{ type: "move", card: "3", marble: 4, steps: 3, finish: false }]);
    const after = dog.apply(before, 1, { type: "move", card: "3", marble: 4, steps: 3, finish: false });
    expect(after.marbles[4]).toBe(1);
    expect(after.events).toContainEqual({ type: "moved", marble: 4, from: 62, to: 1, path: [63, 0, 1] });
  });

  test("DOG-2 the deck has 110 cards: 8 of each rank and 6 Jokers", () => {
    const deck = Dog.fullDeck();
    expect(deck).toHaveLength(110);
    for (const rank of Dog.RANKS) expect(deck.filter((card) => card === rank)).toHaveLength(8);
    expect(deck.filter((card) => card === "Joker")).toHaveLength(6);
  });
});

describe("DOG deals", () => {
  test("DOG-3 the first deal gives 6 cards each and the first player sits after the dealer", () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const state = dog.setup(4, seed);
      expect(state.firstPlayer).toBe((state.dealer + 1) % 4);
      expect(state.hands.map((hand) => hand.length)).toEqual([6, 6, 6, 6]);
      expect(state.deck).toHaveLength(86);
      expect(state.phase).toBe("exchange");
      expect(state.events).toEqual([{ type: "deal", size: 6, firstPlayer: state.firstPlayer, reshuffled: true }]);
    }
  });

  test("DOG-3 when the last card of a deal is played the next, smaller deal starts one seat on, without reshuffling", () => {
    const before = position({ turn: 0, at: { 0: 5 }, hands: { 0: ["2"] }, discard: ["K", "Q"] });
    const after = dog.apply(before, 0, { type: "move", card: "2", marble: 0, steps: 2, finish: false });
    expect(after.deals).toBe(2);
    expect(after.firstPlayer).toBe(1);
    expect(after.phase).toBe("exchange");
    expect(after.hands.map((hand) => hand.length)).toEqual([5, 5, 5, 5]);
    expect(after.deck).toHaveLength(before.deck.length - 20);
    // Dealt from the top of the same deck, one card at a time from the first player.
    expect(after.hands[1][0]).toBe(before.deck[0]);
    expect(after.hands[2][0]).toBe(before.deck[1]);
    expect(after.deck).toEqual(before.deck.slice(20));
    expect(after.discard).toEqual(["K", "Q", "2"]);
    expect(after.marbles[0]).toBe(7);
    expect(after.events.at(-1)).toEqual({ type: "deal", size: 5, firstPlayer: 1, reshuffled: false });
    expect(dog.view(after, 3)).toMatchObject({ deal: 2, dealSize: 5 });
  });

  test("DOG-3 after the 2-card deal the whole deck is gathered and reshuffled for 6 cards", () => {
    const before = position({ turn: 3, deals: 5, at: { 12: 50 }, hands: { 3: ["2"] }, discard: ["K", "Q", "7", "A"] });
    const after = dog.apply(before, 3, { type: "move", card: "2", marble: 12, steps: 2, finish: false });
    expect(after.deals).toBe(6);
    expect(after.firstPlayer).toBe(0);
    expect(after.discard).toEqual([]);
    expect(after.hands.map((hand) => hand.length)).toEqual([6, 6, 6, 6]);
    expect(after.deck).toHaveLength(86);
    expect([...after.hands.flat(), ...after.deck].sort()).toEqual(Dog.fullDeck().sort());
    expect(after.events.at(-1)).toEqual({ type: "deal", size: 6, firstPlayer: 0, reshuffled: true });
    expect(after.rng).not.toEqual(before.rng);
  });
});

describe("DOG partner exchange", () => {
  const hands: Dog.Card[][] = [
    ["A", "2", "3"],
    ["K", "5", "6"],
    ["K", "8", "9"],
    ["A", "Q", "J"],
  ];
  const start = (): Dog.DogState => ({ ...dog.setup(4, "exchange"), hands: hands.map((hand) => [...hand]) });

  test("DOG-4 all four choose at once, nobody sees a pick before their team's exchange, teams exchange on their own", () => {
    let state = start();
    expect(dog.activeSeats(state)).toEqual([0, 1, 2, 3]);
    expect(sorted(dog.legalActions(state, 0))).toEqual(sorted(hands[0].map((card) => ({ type: "exchange", card }))));

    state = dog.apply(state, 0, { type: "exchange", card: "2" });
    expect(dog.activeSeats(state)).toEqual([1, 2, 3]);
    expect(dog.legalActions(state, 0)).toEqual([]);
    const partnerView = dog.view(state, 2);
    expect(partnerView.hand).toEqual(["K", "8", "9"]);
    expect(partnerView.myExchange).toBeUndefined();
    expect(partnerView.received).toBeUndefined();
    expect(partnerView.exchangeChosen).toEqual([true, false, false, false]);
    expect(dog.view(state, 0).myExchange).toBe("2");
    expect(dog.view(state, 0).hand).toEqual(["A", "2", "3"]);
    expect(dog.view(state, null)).not.toHaveProperty("hand");
    expect(dog.view(state, null)).not.toHaveProperty("myExchange");
    expect(dog.view(state, null)).not.toHaveProperty("received");
    expect(JSON.stringify(dog.view(state, 1))).not.toContain('"2"');

    expect(ruleCode(() => dog.apply(state, 0, { type: "exchange", card: "3" }))).toBe("exchange-done");
    expect(ruleCode(() => dog.apply(state, 1, { type: "exchange", card: "A" }))).toBe("not-in-hand");
    expect(ruleCode(() => dog.apply(state, 1, { type: "start", card: "K", marble: 4 }))).toBe("illegal-action");

    state = dog.apply(state, 1, { type: "exchange", card: "5" });
    expect(dog.view(state, 0).received).toBeUndefined();
    expect(dog.view(state, 3).received).toBeUndefined();
    state = dog.apply(state, 2, { type: "exchange", card: "9" });
    // Team 0 has exchanged; team 1 still waits for seat 3, and learns nothing of team 0's cards.
    expect(state.phase).toBe("exchange");
    expect(state.events).toEqual([{ type: "exchanged", team: 0 }]);
    expect(dog.view(state, 0)).toMatchObject({ hand: ["A", "3", "9"], received: "9" });
    expect(dog.view(state, 2)).toMatchObject({ hand: ["K", "8", "2"], received: "2" });
    expect(dog.view(state, 1)).toMatchObject({ hand: ["K", "5", "6"], handCounts: [3, 3, 3, 3] });
    expect(dog.view(state, 1)).not.toHaveProperty("received");
    expect(JSON.stringify(dog.view(state, 1))).not.toMatch(/"9"|"2"/);
    expect(dog.view(state, null)).not.toHaveProperty("received");
    state = dog.apply(state, 3, { type: "exchange", card: "Q" });

    expect(state.phase).toBe("play");
    expect(state.hands).toEqual([
      ["A", "3", "9"],
      ["K", "6", "Q"],
      ["K", "8", "2"],
      ["A", "J", "5"],
    ]);
    expect([0, 1, 2, 3].map((seat) => dog.view(state, seat).received)).toEqual(["9", "Q", "2", "5"]);
    expect(state.events[0]).toEqual({ type: "exchanged", team: 1 });
    expect(state.turn).toBe(state.firstPlayer);
    expect(dog.activeSeats(state)).toEqual([state.firstPlayer]);
  });
});

describe("DOG turns and folding", () => {
  test("DOG-5 a player who can play must: there is no pass, only the usable cards", () => {
    const state = position({ turn: 0, hands: { 0: ["2", "A", "Q"] } });
    expect(dog.legalActions(state, 0)).toEqual([{ type: "start", card: "A", marble: 0 }]);
  });

  test("DOG-5 a seat with no usable card folds at once, face up, and is skipped for the rest of the deal", () => {
    const before = position({
      turn: 0,
      at: { 0: 5 },
      hands: { 0: ["5", "3"], 1: ["2", "Q"], 2: ["K"], 3: [] },
    });
    const after = dog.apply(before, 0, { type: "move", card: "5", marble: 0, steps: 5, finish: false });
    expect(after.folded).toEqual([false, true, false, false]);
    expect(after.hands[1]).toEqual([]);
    expect(after.discard).toEqual(["5", "2", "Q"]);
    expect(after.turn).toBe(2);
    expect(dog.activeSeats(after)).toEqual([2]);
    expect(after.events).toEqual([
      { type: "played", seat: 0, card: "5" },
      { type: "moved", marble: 0, from: 5, to: 10, path: [6, 7, 8, 9, 10] },
      { type: "folded", seat: 1, cards: ["2", "Q"] },
    ]);

    // Seat 2 starts; seat 3 has nothing, seat 1 folded: the turn comes straight back to 0.
    const next = dog.apply(after, 2, { type: "start", card: "K", marble: 8 });
    expect(next.turn).toBe(0);
    expect(next.marbles[8]).toBe(32);
  });

  test("DOG-5 the deal ends when every hand is empty, folded hands included", () => {
    const before = position({ turn: 0, at: { 0: 5 }, hands: { 0: ["5"], 1: ["2"], 2: ["3"], 3: ["4"] } });
    const after = dog.apply(before, 0, { type: "move", card: "5", marble: 0, steps: 5, finish: false });
    expect(after.events.filter((event) => event.type === "folded").map((event) => (event as { seat: number }).seat)).toEqual([1, 2, 3]);
    expect(after.deals).toBe(2);
    expect(after.phase).toBe("exchange");
    expect(after.folded).toEqual([false, false, false, false]);
    expect(after.marbles.filter((place) => place === KENNEL)).toHaveLength(15);
  });
});
