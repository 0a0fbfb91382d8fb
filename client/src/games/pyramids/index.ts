/**
 * Icehouse pyramids for any game's table (Dog Eat Dog, Frontline): geometry.ts has the pure
 * shapes, colours and the 8-colour seat palette; draw.ts paints them with Pixi.
 */
export * from "./geometry";
export * from "./draw";
