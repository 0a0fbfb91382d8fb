/**
 * DOG's colours without Pixi, so the "How to play" figures (client/src/rules/) draw the same
 * board and cards as the table without bundling the canvas.
 */
import { cssColour } from "../kit/measures.js";

/**
 * Team 0 (seats 0 and 2) in blues, team 1 (seats 1 and 3) in reds: a dark and a light shade
 * per team so the four colours stay distinct and partners still read as one side.
 */
export const SEAT_COLOURS = [0x1d4fa8, 0xb8322a, 0x5fb0f2, 0xf08a4b] as const;
/** The same seat colours for the page (the shell's lists, the lobby's picture). */
export const SEAT_CSS = SEAT_COLOURS.map(cssColour);
export const BOARD_WOOD = 0xecd9b0;
export const HOLE = 0xcdb78a;
export const HIGHLIGHT = 0xffd400;
export const CARD_FACE = 0xfffdf7;

/** Colour cues for the cards with special uses: starters, the 4, the 7, the J; `ink` for the rest. */
export function rankColour(card: string, ink: number): number {
  if (card === "Joker") return 0x7a2fb0;
  if (card === "A" || card === "K") return 0xb22222;
  if (card === "7" || card === "4" || card === "J") return 0x1d5fa8;
  return ink;
}
