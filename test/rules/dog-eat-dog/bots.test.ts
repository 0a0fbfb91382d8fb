import { describe, expect, test } from "@jest/globals";
import { DogEatDog, Rng, seedRng } from "@tablee/shared";
import { face, position, pyr } from "../../support/dog-eat-dog-position.ts";

const { dogEatDog, dogEatDogBot } = DogEatDog;

function botGame(players: number, seed: string, treehouse: boolean): { state: DogEatDog.DedState; moves: number } {
  const rng = new Rng(seedRng(`bot:${seed}`));
  let state = dogEatDog.setup(players, seed, { treehouse });
  let moves = 0;
  while (dogEatDog.outcome(state) === null) {
    const [seat] = dogEatDog.activeSeats(state);
    const action = dogEatDogBot(dogEatDog.view(state, seat), rng);
    expect(dogEatDog.legalActions(state, seat)).toContainEqual(action);
    state = dogEatDog.apply(state, seat, action);
    if (++moves > 2000) throw new Error("a bot game did not end");
  }
  return { state, moves };
}

describe("bots play whole games", () => {
  test.each([
    [2, false],
    [2, true],
    [8, false],
    [8, true],
  ])("DED-8 full bot game with %i players (Treehouse %s) ends with the best scores winning", (players, treehouse) => {
    for (const seed of ["a", "b", "c"]) {
      const { state } = botGame(players, `${players}-${treehouse}-${seed}`, treehouse);
      const outcome = dogEatDog.outcome(state)!;
      expect(outcome.scores).toEqual(dogEatDog.view(state, null).hoards.map((h) => h.points));
      const best = Math.max(...outcome.scores!);
      expect(outcome.winners).toEqual(outcome.scores!.flatMap((s, seat) => (s === best ? [seat] : [])));
      expect(best).toBeGreaterThan(0);
    }
  });

  test("the bot digs up its buried pyramid to take the stack", () => {
    const state = position({ players: 3, treehouse: true, stacks: [[pyr(2, 1), pyr(0, 1), pyr(1, 2)]], dice: [1, face("DIG"), 6] });
    const after = dogEatDog.apply(state, 0, { type: "attack", attacker: pyr(0, 2), target: pyr(2, 3), treehouse: true });
    expect(dogEatDogBot(dogEatDog.view(after, 0), new Rng(seedRng("dig")))).toEqual({ type: "dig", pyramid: pyr(0, 1) });
  });

  test("the bot uses AIM to lay down one of its own lone pyramids, sheltering it until its cleanup", () => {
    const state = position({ players: 2, treehouse: true, dice: [6, face("AIM"), 1] });
    const after = dogEatDog.apply(state, 0, { type: "attack", attacker: pyr(0, 2), target: pyr(1, 1), treehouse: true });
    const action = dogEatDogBot(dogEatDog.view(after, 0), new Rng(seedRng("aim")));
    expect(action).toMatchObject({ type: "aim" });
    const aimed = (action as { pyramid: number }).pyramid;
    expect(DogEatDog.ownerOf(aimed)).toBe(0);
    const next = dogEatDog.apply(after, 0, action);
    expect(next.tipped[aimed]).toBe(true);
    expect(dogEatDog.legalActions(next, 1).some((a) => a.type === "attack" && a.target === aimed)).toBe(false);
  });

  test("the bot prefers a likely win: a large against a lone small rather than a small against a tall stack of larges", () => {
    const state = position({
      players: 2,
      stacks: [[pyr(1, 3, 0), pyr(1, 3, 1), pyr(1, 3, 2)]],
      captured: { 1: [pyr(0, 1, 1), pyr(0, 1, 2), pyr(0, 2, 0), pyr(0, 2, 1), pyr(0, 2, 2), pyr(0, 3, 1), pyr(0, 3, 2)] },
    });
    const action = dogEatDogBot(dogEatDog.view(state, 0), new Rng(seedRng("choice")));
    expect(action).toMatchObject({ type: "attack", attacker: pyr(0, 3), target: expect.any(Number) });
    expect(DogEatDog.sizeOf((action as { target: number }).target)).toBeLessThan(3);
  });

  test("DED-9: holding the opponent's small and medium, the bot attacks for the large that completes the tree, not a likelier small", () => {
    // Seat 0 controls two stacks holding seat 1's small and medium: a large of seat 1 makes a
    // one-colour tree (7 points instead of 2 loose), another small only one point more.
    const state = position({
      players: 2,
      stacks: [[pyr(1, 1, 0), pyr(0, 1, 0)], [pyr(1, 2, 0), pyr(0, 2, 0)]],
    });
    for (const seed of ["a", "b", "c"]) {
      const action = dogEatDogBot(dogEatDog.view(state, 0), new Rng(seedRng(`tree ${seed}`)));
      expect(action).toMatchObject({ type: "attack" });
      expect(DogEatDog.sizeOf((action as { target: number }).target)).toBe(3);
    }
  });
});
