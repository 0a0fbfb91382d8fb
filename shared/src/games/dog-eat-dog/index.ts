export * from "./types.js";
export { dogEatDog } from "./rules.js";
export { dogEatDogBot } from "./bot.js";
export { dogEatDogStrong, dogEatDogSearch } from "./strong.js";
export { ownerOf, sizeOf, PER_PLAYER } from "./pieces.js";
export { arrangeHoard, hoardOf } from "./scoring.js";
export { duel, rollOff } from "./dice.js";
export { winChance } from "./odds.js";
export { attackView } from "./view.js";
