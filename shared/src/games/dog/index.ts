export * from "./types.js";
export { dog } from "./rules.js";
export { dogBot } from "./bot.js";
export { startField, partner, team, controlledSeat, owner } from "./board.js";
export { fullDeck, dealSize, RANKS, CARDS } from "./cards.js";
