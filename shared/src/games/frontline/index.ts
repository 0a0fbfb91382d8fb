export { frontline } from "./rules.js";
export { frontlineBot, wantsDraw } from "./bot.js";
export { frontlineStrong, frontlineSearch } from "./strong.js";
export { square, rowOf, colOf, range, startRow } from "./board.js";
export * from "./types.js";
export { frontlineGame } from "./game.js";
