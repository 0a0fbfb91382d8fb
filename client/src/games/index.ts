import { addGameFacts, type GameId } from "@tablee/shared";
import { addedGames } from "./added";
import type { ClientGame } from "./client-game";
import { dog } from "./dog/entry";
import { deathtrap } from "./deathtrap/entry";
import { dogEatDog } from "./dog-eat-dog/entry";
import { frontline } from "./frontline/entry";

export type { ClientGame } from "./client-game";

for (const { facts } of addedGames) addGameFacts(facts);

/** Every game the client knows, by id: each game's folder makes its entry (entry.ts). */
export const clientGames = Object.fromEntries([dog, deathtrap, dogEatDog, frontline, ...addedGames.map((added) => added.entry)].map((game) => [game.id, game])) as Record<GameId, ClientGame>;

export function clientGame(id: string): ClientGame | null {
  return Object.hasOwn(clientGames, id) ? clientGames[id as GameId] : null;
}
