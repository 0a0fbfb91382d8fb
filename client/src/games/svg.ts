/**
 * The lobby's game pictures are SVG shapes in the colours of each game's table (the hex
 * values are the renderers' own, copied rather than imported so the lobby's bundle takes no
 * Pixi code); these are the shapes several pictures share.
 */

const NS = "http://www.w3.org/2000/svg";
type Attrs = Record<string, string | number>;

export function shape(tag: string, attrs: Attrs): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

// The pyramid games' colours (games/pyramids, and the colours.ts of each game drawing pyramids).
export const PYRAMIDS = { red: "#d62f2f", blue: "#2f6fd6", yellow: "#f2c230", green: "#2ea043", purple: "#8e44c9", black: "#2b2b2b" };

/** A pyramid seen from the side: big (3 pips) to small (1), its base centred on (x, y). */
export function pyramid(x: number, y: number, size: 1 | 2 | 3, colour: string, scale = 1): SVGElement {
  const half = [0, 5, 7, 9][size] * scale;
  const height = half * 3.2;
  return shape("polygon", { points: `${x - half},${y} ${x + half},${y} ${x},${y - height}`, fill: colour, stroke: "#0008", "stroke-width": 0.8 });
}

export function die(x: number, y: number, pips: [number, number][]): SVGElement[] {
  return [shape("rect", { x, y, width: 18, height: 18, rx: 3.5, fill: "#fff", stroke: "#6b6b6b" }), ...pips.map(([px, py]) => shape("circle", { cx: x + px, cy: y + py, r: 1.8, fill: "#2b2b2b" }))];
}

