export { frontline } from "./rules.js";
export { frontlineBot, wantsDraw } from "./bot.js";
export { frontlineStrong, frontlineSearch, frontlineSample } from "./strong.js";
export { square, rowOf, colOf, range, startRow } from "./board.js";
export * from "./types.js";
export { frontlineGame } from "./game.js";
