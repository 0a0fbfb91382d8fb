import { cssColour } from "../kit/measures.js";
/** Seat colours (up to 8 seats), the same on the canvas and in the shell's lists. */
export const SEAT_COLOURS = [0xc0392b, 0x2e86c1, 0x27ae60, 0xd68910, 0x8e44ad, 0x16a085, 0xd35400, 0xc2185b] as const;

export const SEAT_CSS = SEAT_COLOURS.map(cssColour);

/** The card faces' colours (cards.ts), here without Pixi for the "How to play" figures too. */
export const PARCHMENT = 0xf4ead2;
/** Creatures by value 1–12: weak ones earthy, strong ones fiery. */
export const CREATURE_COLOURS = [
  0x7d6b57, 0x5f7d3a, 0x9a9a8c, 0x4f7a6e, 0x8a5a2b, 0x2f8f6f, 0x7b4fa0, 0xa0702a, 0x2d3a4a, 0x9c2f3f, 0xb5521b, 0xc41e1e,
] as const;
export const SPECIAL_COLOURS: Record<string, number> = {
  "exploding-pig": 0xe0729a,
  "killing-machine": 0x56606b,
  "red-lotus": 0xd0245e,
  chaindog: 0x6d4c8d,
};
/** The back of every card. */
export const CARD_BACK = 0x5a1f24;
