import type { GameFacts } from "./engine/facts.js";
import { deathtrapFacts } from "./games/deathtrap/facts.js";
import { dogEatDogFacts } from "./games/dog-eat-dog/facts.js";
import { dogFacts } from "./games/dog/facts.js";
import { frontlineFacts } from "./games/frontline/facts.js";

/**
 * Every game's facts, in the lobby's order, without any engine: the lobby needs them before
 * any rules load. The game ids are theirs; the registry lists the games in the same order.
 */
export const gameFactsList = [dogFacts, deathtrapFacts, dogEatDogFacts, frontlineFacts] as const;

/** The ids rooms, links and the registry use for the games. */
export type GameId = (typeof gameFactsList)[number]["id"];

export const gameIds: readonly GameId[] = gameFactsList.map((facts) => facts.id);

/** A game's facts by id: the one lookup the lobby has. */
export const gameFacts = Object.fromEntries(gameFactsList.map((facts) => [facts.id, facts])) as { readonly [Id in GameId]: GameFacts<Id> };

/** Whether `id` names a game (a link's or a client's word for one). */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(gameFacts, id);
}
