import type { GameFacts } from "./engine/facts.js";
import type { GameId } from "./engine/contract.js";
import { deathtrapFacts } from "./games/deathtrap/facts.js";
import { dogEatDogFacts } from "./games/dog-eat-dog/facts.js";
import { dogFacts } from "./games/dog/facts.js";
import { frontlineFacts } from "./games/frontline/facts.js";

/** Every game's facts by id, without its rules: the lobby needs them before any engine. */
export const gameFacts: Record<GameId, GameFacts> = {
  dog: dogFacts,
  deathtrap: deathtrapFacts,
  "dog-eat-dog": dogEatDogFacts,
  frontline: frontlineFacts,
};
