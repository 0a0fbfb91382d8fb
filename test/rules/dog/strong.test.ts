import { describe, expect, test } from "@jest/globals";
import { Dog, Rng, seedRng } from "@tablee/shared";
import { fin, position } from "../../support/dog-position.ts";
import { playRandomly, seededPicker } from "../../support/play.ts";

const { dog, sampleDog, dogStrong } = Dog;

const sortedCards = (cards: readonly Dog.Card[]) => [...cards].sort();

/** Every state reached by random play from a few seeds, with each seat that may act in it. */
function reachedViews(seeds: string[], moves: number, seats = 4, options: Partial<Dog.DogOptions> = {}): Dog.DogView[] {
  const views: Dog.DogView[] = [];
  for (const seed of seeds) {
    playRandomly(dog, dog.setup(seats, seed, options), moves, seededPicker(seed), (_, __, after) => {
      const state = after as Dog.DogState;
      for (const seat of dog.activeSeats(state)) views.push(dog.view(state, seat));
    });
  }
  return views;
}

describe("DOG strong level: the sample", () => {
  test.each([
    ["four seats", 4, {}],
    ["DOG-15 six seats", 6, {}],
    ["DOG-20 two teams of three", 6, { houseTeamsOfThree: true }],
  ] as const)("a sampled state shows the seat exactly its view: its hand, every count, the discard pile, the board (%s)", (_, seats, options) => {
    const rng = new Rng(seedRng("sample"));
    const views = reachedViews(["s1", "s2", "s3"], 150, seats, options);
    expect(views.length).toBeGreaterThan(100);
    for (const view of views) {
      const sample = sampleDog(view, rng);
      const { events: _e, ...seen } = view;
      const { events: _s, ...again } = dog.view(sample, view.seat!);
      expect(again).toEqual(seen);
      // The 110 cards are all somewhere, once: no card the seat saw played is in a hidden hand.
      expect(sortedCards([...sample.hands.flat(), ...sample.deck, ...sample.discard])).toEqual(sortedCards(Dog.fullDeck()));
    }
  });

  test.each([
    ["its partner opposite", 4, {}, 2],
    ["DOG-18 its partner three seats on", 6, {}, 3],
    ["DOG-20 the next teammate", 6, { houseTeamsOfThree: true }, 2],
  ] as const)("the receiver, %s, holds the card this seat gave until a card of that rank is played", (_, seats, options, on) => {
    let checked = 0;
    const everySeat = Array.from({ length: seats }, (_, seat) => seat);
    for (const seed of ["x1", "x2", "x3", "x4"]) {
      let state = dog.setup(seats, seed, options);
      const rng = new Rng(seedRng(`exchange:${seed}`));
      // Every team exchanges (each seat gives its first card); nothing is played yet.
      for (const seat of everySeat) state = dog.apply(state, seat, { type: "exchange", card: state.hands[seat][0] });
      expect(state.phase).toBe("play");
      for (const seat of everySeat) {
        const view = dog.view(state, seat);
        const receiver = (seat + on) % seats;
        // A receiver with no use for any card has folded at once (DOG-5): nothing to hold.
        if (view.folded[receiver]) continue;
        for (let i = 0; i < 20; i++) {
          expect(sampleDog(view, rng).hands[receiver]).toContain(view.myExchange);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("DOG strong level: the search", () => {
  test("it brings the team's last marble home when one card can", () => {
    // Seat 0's marbles are home, so it plays its partner's (DOG-13): marble 11 stands three
    // fields before seat 2's start, and a 4 takes it into the one free finish field.
    const state = position({
      turn: 0,
      at: { 0: fin(0), 1: fin(1), 2: fin(2), 3: fin(3), 8: fin(1), 9: fin(2), 10: fin(3), 11: 29, 4: 20, 12: 50 },
      hands: { 0: ["5", "4", "2", "K"], 1: ["3", "8", "Q"], 2: ["9", "10", "6"], 3: ["A", "J", "7"] },
      discard: ["3", "6", "Q", "A", "9", "2", "J", "8"],
    });
    const view = dog.view(state, 0);
    const action = dogStrong.decide(view, new Rng(seedRng("win")), { iterations: 200, ms: Number.POSITIVE_INFINITY });
    expect(action).toEqual({ type: "move", card: "4", marble: 11, steps: 4, finish: true });
    expect(dog.apply(state, 0, action).winner).toBe(0);
  });

  test("DOG-19 at six it brings the team's last marble home when one card can, playing for its partner", () => {
    // Seat 1's marbles are home, so it plays seat 4's (partners three seats apart): marble 19
    // stands two fields before seat 4's start (64), and a 3 takes it into the one free finish field.
    const state = position({
      seats: 6,
      turn: 1,
      at: { 4: fin(0, 6), 5: fin(1, 6), 6: fin(2, 6), 7: fin(3, 6), 16: fin(1, 6), 17: fin(2, 6), 18: fin(3, 6), 19: 62, 0: 20, 8: 50, 12: 70, 20: 90 },
      hands: { 1: ["5", "3", "2", "K"], 2: ["9", "8", "Q"], 3: ["10", "6", "A"], 4: ["7", "J", "4"], 5: ["Q", "2", "5"], 0: ["A", "9", "3"] },
      discard: ["3", "6", "Q", "A", "9", "2", "J", "8"],
    });
    const view = dog.view(state, 1);
    const action = dogStrong.decide(view, new Rng(seedRng("win at six")), { iterations: 200, ms: Number.POSITIVE_INFINITY });
    expect(action).toEqual({ type: "move", card: "3", marble: 19, steps: 3, finish: true });
    expect(dog.outcome(dog.apply(state, 1, action))).toEqual({ winners: [1, 4] });
  });
});
