/**
 * Issue 13: a bot knows only what its seat knows. For every game with a bot, from random
 * reachable states, the seat to act gets a second state that differs only in what that seat
 * cannot see (the generator always; in the card games the other seats' cards and the deck,
 * dealt again among themselves with the same counts). The seat's view must be the same in
 * both, and so must the bot's choice with the same generator seed: a bot that peeks past
 * its view (at the deck, another hand, the future dice) chooses differently somewhere.
 */
import { describe, expect, test } from "@jest/globals";
import fc from "fast-check";
import { gameList, gameOf, Rng, seedRng, type AnyBot, type AnyGameRules, type GameId } from "@tablee/shared";
import { kitOf } from "../support/games/kit.ts";
import { playRandomly, seededPicker } from "../support/play.ts";
import { sameJson } from "../support/quick-checks.ts";

const RUNS = 10;
const MOVES_PER_RUN = 200;

const seedArb = fc.string({ minLength: 1, maxLength: 24 });

/** `state` with everything `seat` may not see changed: another generator, and the hidden cards dealt again. */
function unseenVariant(id: GameId, state: any, seat: number, seed: string): any {
  const rng = new Rng(seedRng(`unseen:${seed}`));
  const other = { ...state, rng: seedRng(`another generator:${seed}`) };
  return kitOf(id).unseen?.(other, seat, rng) ?? other;
}

const everyGame = gameList.map(({ rules }) => [rules.id, rules]) as [GameId, AnyGameRules][];

/** The easy level, and the strong one with a small budget counted in iterations only (time would make it differ). */
function decider(id: GameId, level: "easy" | "strong"): AnyBot {
  if (level === "easy") return gameOf(id).bot;
  const { strong } = gameOf(id);
  const budget = { iterations: Math.min(strong.budget.iterations, 24), ms: Number.POSITIVE_INFINITY };
  return (view, rng) => strong.decide(view, rng, budget);
}

const cases = [
  ...everyGame.map(([id, game]) => ["easy", id, game, RUNS, MOVES_PER_RUN] as const),
  ...everyGame.map(([id, game]) => ["strong", id, game, 3, 40] as const),
];

describe.each(cases)("a bot decides from its seat's view only: %s %s", (level, id, game, runs, moves) => {
  const bot = decider(id, level);

  test("the seat's view and the bot's choice stay the same when only what the seat cannot see differs", () => {
    let compared = 0;
    let cardsMoved = 0;
    fc.assert(
      fc.property(seedArb, (seed) => {
        let move = 0;
        playRandomly(game, game.setup(game.maxPlayers, seed), moves, seededPicker(seed), (_, __, state: any) => {
          move++;
          for (const seat of game.activeSeats(state)) {
            const other = unseenVariant(id, state, seat, `${seed}:${move}:${seat}`);
            if (JSON.stringify(other.hands) !== JSON.stringify(state.hands)) cardsMoved++;
            const view = game.view(state, seat);
            sameJson(game.view(other, seat), view);
            const botSeed = `bot:${seed}:${move}:${seat}`;
            sameJson(bot(game.view(other, seat), new Rng(seedRng(botSeed))), bot(view, new Rng(seedRng(botSeed))));
            compared++;
          }
        });
      }),
      { numRuns: runs },
    );
    expect(compared).toBeGreaterThan(0);
    if (kitOf(id).unseen) expect(cardsMoved).toBeGreaterThan(0);
  });
});
