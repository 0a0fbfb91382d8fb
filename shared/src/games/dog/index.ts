export * from "./types.js";
export { dog } from "./rules.js";
export { dogBot } from "./bot.js";
export { startField, partner, team, controlledSeat, owner } from "./board.js";
export { fullDeck, dealSize, RANKS, CARDS } from "./cards.js";
export { dogStrong, dogSearch, sampleDog, valueDog, playoutDog } from "./strong.js";
export { tableFromView, type DogHidden } from "./table.js";
export { dogGame } from "./game.js";
