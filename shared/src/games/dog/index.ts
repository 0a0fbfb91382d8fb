export * from "./types.js";
export { dog } from "./rules.js";
export { dogBot } from "./bot.js";
export { startField, partner, giver, team, teammates, controlledSeat, owner, trackFields } from "./board.js";
export { fullDeck, dealSize, RANKS, CARDS } from "./cards.js";
export { dogStrong, dogSearch, sampleDog, valueDog, playoutDog } from "./strong.js";
export { tableFromView, layoutOfView, type DogHidden } from "./table.js";
export { layoutOf, teamSeats, type Layout, type LayoutOptions } from "./layout.js";
export { dogGame } from "./game.js";
