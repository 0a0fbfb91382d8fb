export * from "./engine/index.js";
export { games, bots } from "./registry.js";
export * as dog from "./games/dog/index.js";
