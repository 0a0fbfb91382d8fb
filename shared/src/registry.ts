import type { AnyBot, AnyGameRules, GameId, StrongPlayer } from "./engine/contract.js";
import { dog, dogBot, dogStrong } from "./games/dog/index.js";
import { deathtrap, deathtrapBot, deathtrapStrong, wantsToStrike } from "./games/deathtrap/index.js";
import { dogEatDog, dogEatDogBot, dogEatDogStrong } from "./games/dog-eat-dog/index.js";
import { frontline, frontlineBot, frontlineStrong } from "./games/frontline/index.js";

/** Every playable game by id: rooms, the fuzzer and the benchmarks iterate this. */
export const games: Partial<Record<GameId, AnyGameRules>> = {
  dog,
  deathtrap,
  "dog-eat-dog": dogEatDog,
  frontline,
};

/** A bot for every game in `games`: bot seats, benchmarks and full-game tests use them. */
export const bots: Partial<Record<GameId, AnyBot>> = {
  dog: dogBot,
  deathtrap: deathtrapBot,
  "dog-eat-dog": dogEatDogBot,
  frontline: frontlineBot,
};

/** The strong level (a search over what the seat cannot see) for every game in `games`. */
export const strongBots: Partial<Record<GameId, StrongPlayer>> = {
  dog: dogStrong,
  "dog-eat-dog": dogEatDogStrong,
  frontline: frontlineStrong,
  deathtrap: deathtrapStrong,
};

/**
 * Whether a bot (either level) takes a move nobody waits for, from its seat's view: an
 * active seat outside `awaitedSeats`. A game without optional moves is absent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const botWants: Partial<Record<GameId, (view: any) => boolean>> = {
  deathtrap: wantsToStrike,
};
