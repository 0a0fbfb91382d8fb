import { pyramid, PYRAMIDS, shape } from "../svg";

// The board's own squares (board.ts).
const LIGHT_SQUARE = "#f0e2c2";
const DARK_SQUARE = "#b9966a";

/** The chessboard with pyramids of the five colours facing each other. */
export function frontlinePicture(): SVGElement[] {
  const parts: SVGElement[] = [shape("rect", { x: 26, y: 2, width: 68, height: 68, rx: 3, fill: "#5a3d22" })];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      parts.push(shape("rect", { x: 28 + col * 8, y: 4 + row * 8, width: 8, height: 8, fill: (row + col) % 2 === 0 ? LIGHT_SQUARE : DARK_SQUARE }));
    }
  }
  const colours = [PYRAMIDS.red, PYRAMIDS.blue, PYRAMIDS.green, PYRAMIDS.yellow, PYRAMIDS.black];
  // The two armies facing each other, a pyramid on a square (centres at 32 + 8 × file).
  colours.forEach((colour, i) => {
    parts.push(pyramid(40 + i * 16, 67, ((i % 3) + 1) as 1 | 2 | 3, colour, 0.5));
    parts.push(pyramid(32 + i * 16, 19, (((i + 1) % 3) + 1) as 1 | 2 | 3, colour, 0.5));
  });
  return parts;
}
