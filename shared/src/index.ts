export * from "./engine/index.js";
export { addedGames, addGame, aGame, gameList, gameOf, hasSecrets, type GameWanted } from "./registry.js";
export * as Dog from "./games/dog/index.js";
export * as Deathtrap from "./games/deathtrap/index.js";
export * as DogEatDog from "./games/dog-eat-dog/index.js";
export * as Frontline from "./games/frontline/index.js";
export { addGameFacts, gameFacts, gameFactsList, gameIds, isGameId } from "./facts.js";
export type { SeatListing, TableListing, TableSummary } from "./table.js";
export { paces, liveClocks, turnClocks, awayAfterChoices, DEFAULT_AWAY_AFTER, clockFits, type Pace } from "./pace.js";
