/**
 * DOG's colours without Pixi, so the "How to play" figures (client/src/rules/) draw the same
 * board and cards as the table without bundling the canvas.
 */
import { cssColour } from "../kit/measures.js";

/**
 * At four seats, team 0 (seats 0 and 2) in blues, team 1 (seats 1 and 3) in reds: a dark and
 * a light shade per team so the four colours stay distinct and partners still read as one
 * side. Six seats add black and plum, the two colours that stay furthest from those four, the
 * board's wood and each other for every kind of colour blindness (simulated, in
 * test/client/dog-six-board.test.ts) and read on the page's white (a chat line's name); there
 * the seats also carry shapes (SEAT_SHAPES), and the plates say the teams.
 */
export const SEAT_COLOURS = [0x1d4fa8, 0xb8322a, 0x5fb0f2, 0xf08a4b, 0x222222, 0x884466] as const;

/**
 * At six seats each seat's mark, on its marbles, kennel, start field and plate: colour is not
 * the only thing that tells six seats apart.
 */
export const SEAT_SHAPES = ["dot", "triangle", "square", "diamond", "plus", "star"] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

/**
 * A shape as a polygon around (0, 0) fitting a circle of radius `r` (the dot is a circle, a
 * polygon of 16): the canvas and the rules' SVG draw the same points.
 */
export function shapePoints(shape: SeatShape, r: number): number[] {
  const ring = (n: number, start: number, radius: (i: number) => number): number[] =>
    Array.from({ length: n }, (_, i) => {
      const a = start + (i * 2 * Math.PI) / n;
      return [Math.cos(a) * radius(i), Math.sin(a) * radius(i)];
    }).flat();
  switch (shape) {
    case "dot":
      return ring(16, 0, () => r * 0.8);
    case "triangle":
      return ring(3, -Math.PI / 2, () => r);
    case "square":
      return ring(4, Math.PI / 4, () => r * 1.05);
    case "diamond":
      return ring(4, -Math.PI / 2, () => r * 1.1);
    case "star":
      return ring(10, -Math.PI / 2, (i) => (i % 2 === 0 ? r * 1.1 : r * 0.45));
    case "plus": {
      const [a, b] = [r * 0.34, r];
      return [-a, -b, a, -b, a, -a, b, -a, b, a, a, a, a, b, -a, b, -a, a, -b, a, -b, -a, -a, -a];
    }
  }
}
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
