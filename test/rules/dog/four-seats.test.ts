/**
 * A four-seat table plays exactly as it did before the six-seat board: stored games replay
 * to the same views (the table store checks each action's digest of every view), and the
 * bots choose the same moves. The digests below were taken from the four-seat engine alone.
 */
import { createHash } from "node:crypto";
import { describe, expect, test } from "@jest/globals";
import { Dog, legalOf, Rng, seedRng } from "@tablee/shared";
import { seededPicker } from "../../support/play.ts";

const { dog, dogBot, dogStrong } = Dog;

/** Every view the table shows after each step (the spectator's and each seat's), and each action as a spectator learns of it. */
function digestOfGame(seed: string, choose: (state: Dog.DogState, seat: number, step: number) => Dog.DogAction, limit: number): string {
  const hash = createHash("sha256");
  let state = dog.setup(4, seed);
  // Each seat's part as the four-seat engine showed it: its secrets, then its legal actions.
  const record = () => hash.update(JSON.stringify({ everyone: dog.publicView(state), seats: [0, 1, 2, 3].map((seat) => ({ ...dog.privateView(state, seat), legal: legalOf(dog, state, seat) })) }));
  record();
  for (let step = 0; step < limit && state.phase !== "over"; step++) {
    const active = dog.activeSeats(state);
    const seat = active[step % active.length];
    const action = choose(state, seat, step);
    hash.update(JSON.stringify(dog.publicAction(state, seat, action)));
    state = dog.apply(state, seat, action);
    record();
  }
  return hash.digest("hex");
}

describe("DOG at four seats is unchanged", () => {
  test("DOG-1 random games replay to the same views as the four-seat engine showed", () => {
    const digests = ["four-a", "four-b", "four-c"].map((seed) => {
      const pick = seededPicker(seed);
      return digestOfGame(seed, (state, seat) => {
        const legal = dog.legalActions(state, seat);
        return legal[pick(legal.length)];
      }, 5000).slice(0, 16);
    });
    expect(digests).toEqual(["4ff04676b38cfe4d", "6e5080224603fbff", "8f18d7ba888fedcb"]);
  });

  test("DOG-14 the easy bot's whole games and the strong bot's choices are the four-seat engine's", () => {
    const easy = ["bots-a", "bots-b"].map((seed) => {
      const rng = new Rng(seedRng(`easy:${seed}`));
      return digestOfGame(seed, (state, seat) => dogBot(dog.view(state, seat), rng), 5000).slice(0, 16);
    });
    const budget = { iterations: 30, ms: Number.POSITIVE_INFINITY };
    const rng = new Rng(seedRng("strong"));
    const easyRng = new Rng(seedRng("strong:easy"));
    // The strong level plays one seat in three for the first 60 steps; the easy bot the rest.
    const strong = digestOfGame("strong-a", (state, seat, step) => {
      const view = dog.view(state, seat);
      return step % 3 === 0 ? dogStrong.decide(view, rng, budget) : dogBot(view, easyRng);
    }, 60).slice(0, 16);
    expect([...easy, strong]).toEqual(["8f2af85785c3a418", "7dc75b434e89e22d", "7b08d0dcbacb0f57"]);
  });
});
