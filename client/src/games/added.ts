import type { AddedGame } from "./client-game";

/**
 * Games added to the shipped ones: none ships. A build with TABLEE_EXTRA_GAMES (the tests'
 * own game, server/src/games/added.ts) lists here each folder's `client/entry.ts` (vite.config.ts).
 */
export const addedGames: AddedGame[] = [];
