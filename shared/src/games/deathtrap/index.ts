export * from "./types.js";
export { deathtrap } from "./rules.js";
export { deathtrapBot, strikesAt, wantsToStrike } from "./bot.js";
export { KINDS, CREATURES, DECK_SIZE, copies, fullDeck, handCards, handSize, kindIndex } from "./cards.js";
export { setValue } from "./legal.js";
export { ROUNDS, titleOf, pointsFor } from "./round.js";
export { deathtrapStrong, deathtrapSearch, sampleDeathtrap } from "./strong.js";
export { deathtrapGame } from "./game.js";
