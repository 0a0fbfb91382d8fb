import type { GameId } from "@tablee/shared";
import { SEAT_CSS as DOG_SEATS } from "../games/dog/colours";

/**
 * Each game's picture on its lobby card: a few SVG shapes in the colours of its own table
 * (DOG's seats from its Pixi-free colours module; the other hex values are the renderers'
 * own, copied so the lobby's bundle takes no Pixi code). Decorative: the card's title says
 * which game it is.
 */

const NS = "http://www.w3.org/2000/svg";
type Attrs = Record<string, string | number>;

function shape(tag: string, attrs: Attrs): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

// DOG (games/dog/board.ts): seat marbles, the wood and its holes.
const WOOD = "#ecd9b0";
const HOLE = "#cdb78a";
// Deathtrap (games/deathtrap/cards.ts): parchment cards with a creature's colour band.
const PARCHMENT = "#f4ead2";
const CREATURES = [{ mark: "7", colour: "#a0702a" }, { mark: "9", colour: "#9c2f3f" }, { mark: "11", colour: "#b5521b" }, { mark: "12", colour: "#c41e1e" }];
// Dog Eat Dog and Frontline (games/pyramids, games/frontline/colours.ts, board.ts).
const PYRAMIDS = { red: "#d62f2f", blue: "#2f6fd6", yellow: "#f2c230", green: "#2ea043", purple: "#8e44c9", black: "#2b2b2b" };
const LIGHT_SQUARE = "#f0e2c2";
const DARK_SQUARE = "#b9966a";

/** The round track of 64 holes, four finish lanes pointing in (the cross), marbles home and out. */
function dog(): SVGElement[] {
  const parts: SVGElement[] = [shape("rect", { x: 22, y: 2, width: 76, height: 76, rx: 7, fill: WOOD, stroke: "#8a6d3b" })];
  const [cx, cy, r] = [60, 40, 31];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * 2 * Math.PI;
    parts.push(shape("circle", { cx: cx + r * Math.cos(a), cy: cy + r * Math.sin(a), r: 1.9, fill: HOLE }));
  }
  DOG_SEATS.forEach((colour, seat) => {
    const a = Math.PI / 2 - (seat * Math.PI) / 2;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    for (let k = 1; k <= 4; k++) parts.push(shape("circle", { cx: cx + dx * (r - 5 * k), cy: cy + dy * (r - 5 * k), r: 1.9, fill: colour, opacity: 0.45 }));
    // One marble out on the track after its start, the others waiting.
    const out = a - 0.5;
    parts.push(shape("circle", { cx: cx + r * Math.cos(out), cy: cy + r * Math.sin(out), r: 3, fill: colour, stroke: "#0006" }));
  });
  return parts;
}

/** A fanned hand of creature cards, the highest on top. */
function deathtrap(): SVGElement[] {
  return CREATURES.flatMap(({ mark, colour }, i) => {
    const rotate = `rotate(${-18 + i * 12} 60 92)`;
    return [
      shape("rect", { x: 45, y: 14, width: 30, height: 44, rx: 3, fill: PARCHMENT, stroke: "#3a3340", transform: rotate }),
      shape("rect", { x: 45, y: 14, width: 30, height: 12, rx: 3, fill: colour, transform: rotate }),
      Object.assign(shape("text", { x: 60, y: 47, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: colour, transform: rotate }), { textContent: mark }),
    ];
  });
}

/** A pyramid seen from the side: big (3 pips) to small (1), its base centred on (x, y). */
function pyramid(x: number, y: number, size: 1 | 2 | 3, colour: string, scale = 1): SVGElement {
  const half = [0, 5, 7, 9][size] * scale;
  const height = half * 3.2;
  return shape("polygon", { points: `${x - half},${y} ${x + half},${y} ${x},${y - height}`, fill: colour, stroke: "#0008", "stroke-width": 0.8 });
}

function die(x: number, y: number, pips: [number, number][]): SVGElement[] {
  return [shape("rect", { x, y, width: 18, height: 18, rx: 3.5, fill: "#fff", stroke: "#6b6b6b" }), ...pips.map(([px, py]) => shape("circle", { cx: x + px, cy: y + py, r: 1.8, fill: "#2b2b2b" }))];
}

/** Pyramids of several players on the green field, a stack, and the two dice. */
function dogEatDog(): SVGElement[] {
  return [
    shape("rect", { x: 4, y: 6, width: 112, height: 68, rx: 8, fill: "#2a6149", stroke: "#163a2b" }),
    pyramid(26, 50, 3, PYRAMIDS.red),
    pyramid(26, 50, 1, PYRAMIDS.blue),
    pyramid(46, 58, 2, PYRAMIDS.yellow),
    pyramid(62, 44, 3, PYRAMIDS.purple),
    pyramid(80, 62, 1, PYRAMIDS.red),
    ...die(84, 16, [[5, 5], [9, 9], [13, 13]]),
    ...die(94, 40, [[5, 5], [13, 5], [5, 13], [13, 13]]),
  ];
}

/** The chessboard with pyramids of the five colours facing each other. */
function frontline(): SVGElement[] {
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

const DRAWINGS: Record<GameId, () => SVGElement[]> = { dog, deathtrap, "dog-eat-dog": dogEatDog, frontline };

export function gamePicture(game: GameId): SVGElement {
  const picture = shape("svg", { viewBox: "0 0 120 80", class: "game-picture", "aria-hidden": "true", focusable: "false" });
  picture.append(...DRAWINGS[game]());
  return picture;
}
