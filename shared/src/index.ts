export * from "./engine/index.js";
export { games, bots } from "./registry.js";
export * as Dog from "./games/dog/index.js";
