import type { GameFacts } from "./engine/facts.js";
import { deathtrapFacts } from "./games/deathtrap/facts.js";
import { dogEatDogFacts } from "./games/dog-eat-dog/facts.js";
import { dogFacts } from "./games/dog/facts.js";
import { frontlineFacts } from "./games/frontline/facts.js";

/**
 * Every shipped game's facts, in the lobby's order, without any engine: the lobby needs them
 * before any rules load. The game ids are theirs; the registry lists the games in the same order.
 */
export const gameFactsList = [dogFacts, deathtrapFacts, dogEatDogFacts, frontlineFacts] as const;

/** The ids rooms, links and the registry use for the games. */
export type GameId = (typeof gameFactsList)[number]["id"];

const ids: GameId[] = gameFactsList.map((facts) => facts.id);
const byId: Record<string, GameFacts> = Object.fromEntries(gameFactsList.map((facts) => [facts.id, facts]));

/** Every game's id, the shipped ones first, then any added for tests (`addGameFacts`). */
export const gameIds: readonly GameId[] = ids;

/** A game's facts by id: the one lookup the lobby has. */
export const gameFacts = byId as { readonly [Id in GameId]: GameFacts<Id> };

/** Whether `id` names a game (a link's or a client's word for one). */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(gameFacts, id);
}

/**
 * Adds the facts of a game the shipped list does not hold: a test's own game, added by the
 * registry's `addGame` (or the client's list) before any table or lobby reads the facts. The
 * same facts again change nothing; other facts under a taken id are an error.
 */
export function addGameFacts(facts: GameFacts): void {
  const known = byId[facts.id];
  if (known === facts) return;
  if (known !== undefined) throw new Error(`a game ${facts.id} is already listed`);
  byId[facts.id] = facts;
  ids.push(facts.id);
}
