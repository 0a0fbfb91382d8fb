/**
 * Icehouse pyramids as pure geometry (no Pixi, no imports), so shapes can be tested and every
 * game draws the same pieces. draw.ts turns these shapes into Pixi Graphics.
 *
 * Two ways to look at a pyramid:
 * - "side" (elevation): the classic Icehouse triangle. Origin = the middle of the base on the
 *   ground, y down (screen), so an upright pyramid spans y in [-height, 0]. A lying
 *   (tipped) pyramid rests on the ground with its apex pointing left or right.
 *   A stack is a tower: the top pyramid whole, each pyramid below it shown as a band of its
 *   own width and colour under it (the controlling pyramid is always the one on top).
 * - "top" (plan): seen from above. Origin = the centre of the footprint. Upright: the square
 *   base split into four shaded faces meeting at the apex. Lying: a triangle whose apex
 *   points along `direction` (radians, 0 = right, π/2 = down on screen).
 *
 * Sizes are in "units": a large pyramid's base is one unit wide; `unit` scales to pixels.
 * Real Looney pyramids have bases of roughly 0.56 : 0.78 : 1 and are ~1.6 times as tall as wide.
 */

export type Pips = 1 | 2 | 3;

export interface Point {
  x: number;
  y: number;
}

/** One flat polygon of a drawing: flat [x0, y0, x1, y1, …] points, and a tone to shade the
 *  piece's colour with (-1 = black … 0 = the colour itself … 1 = white). */
export interface Facet {
  points: number[];
  tone: number;
}

/** The drawing of one piece: facets painted in order, pip dots, and its bounding box. */
export interface Shape {
  facets: Facet[];
  /** Pip marks (circles), radius in pixels. */
  pips: { x: number; y: number; r: number }[];
  bounds: Box;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const BASE: Record<Pips, number> = { 1: 0.56, 2: 0.78, 3: 1 };
const TALL = 1.6;

/** Base width of a pyramid in pixels. */
export function baseWidth(pips: Pips, unit: number): number {
  return BASE[pips] * unit;
}

/** Height (apex above the base) in pixels. */
export function pyramidHeight(pips: Pips, unit: number): number {
  return BASE[pips] * TALL * unit;
}

function boxOf(points: number[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    minX = Math.min(minX, points[i]);
    maxX = Math.max(maxX, points[i]);
    minY = Math.min(minY, points[i + 1]);
    maxY = Math.max(maxY, points[i + 1]);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function unionBox(boxes: Box[]): Box {
  return boxOf(boxes.flatMap((b) => [b.x, b.y, b.x + b.width, b.y + b.height]));
}

function pipRadius(unit: number): number {
  return Math.max(1.2, unit * 0.045);
}

/** `n` dots spaced along the segment a→b, centred on it. */
function dotsAlong(n: number, a: Point, b: Point, r: number): { x: number; y: number; r: number }[] {
  const gap = 3.2 * r;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dots = [];
  for (let i = 0; i < n; i++) {
    const d = (i - (n - 1) / 2) * gap;
    dots.push({ x: mx + ux * d, y: my + uy * d, r });
  }
  return dots;
}

/**
 * Side view of one pyramid. Upright: a triangle lit from the left (two half faces).
 * `lying` "left"/"right": tipped over, apex pointing that way, resting on the ground.
 */
export function sideShape(pips: Pips, unit: number, lying: "left" | "right" | null = null): Shape {
  const w = baseWidth(pips, unit);
  const h = pyramidHeight(pips, unit);
  const r = pipRadius(unit);
  if (lying === null) {
    const left = { tone: 0.18, points: [-w / 2, 0, 0, -h, 0, 0] };
    const right = { tone: -0.18, points: [0, -h, w / 2, 0, 0, 0] };
    const pips_ = dotsAlong(pips, { x: -w / 2, y: -r * 2.4 }, { x: w / 2, y: -r * 2.4 }, r);
    return { facets: [left, right], pips: pips_, bounds: { x: -w / 2, y: -h, width: w, height: h } };
  }
  // Lying on a face: the base stands on its edge (a vertical line w tall) and the apex touches
  // the ground `h` away. The upper face is lit, the lower one in shadow.
  const s = lying === "right" ? 1 : -1;
  const back = -s * h / 2;
  const tip = s * h / 2;
  const upper = { tone: 0.12, points: [back, -w, tip, 0, back, -w / 2] };
  const lower = { tone: -0.22, points: [back, -w / 2, tip, 0, back, 0] };
  const pips_ = dotsAlong(pips, { x: back + s * r * 2.4, y: -w }, { x: back + s * r * 2.4, y: 0 }, r);
  return { facets: [upper, lower], pips: pips_, bounds: boxOf([back, -w, tip, 0]) };
}

/**
 * A stack in side view, bottom to top: the top pyramid drawn whole, with one band per pyramid
 * below it (its own width, so sizes stay readable), the bottom one on the ground.
 * `lift` is each band's height in pixels.
 */
export function stackShape(pipsBottomToTop: readonly Pips[], unit: number): { layers: Shape[]; bounds: Box } {
  if (pipsBottomToTop.length === 0) return { layers: [], bounds: { x: 0, y: 0, width: 0, height: 0 } };
  const lift = bandHeight(unit);
  const n = pipsBottomToTop.length;
  const layers: Shape[] = [];
  const r = pipRadius(unit);
  for (let i = 0; i < n - 1; i++) {
    const w = baseWidth(pipsBottomToTop[i], unit);
    const y0 = -i * lift;
    const y1 = y0 - lift;
    // A band narrows a little toward the top, like the lower edge of a pyramid's faces.
    const taper = lift * 0.28;
    const left = { tone: 0.18, points: [-w / 2, y0, 0, y0, 0, y1, -w / 2 + taper, y1] };
    const right = { tone: -0.18, points: [0, y0, w / 2, y0, w / 2 - taper, y1, 0, y1] };
    const dots = dotsAlong(pipsBottomToTop[i], { x: -w / 2, y: (y0 + y1) / 2 }, { x: w / 2, y: (y0 + y1) / 2 }, r);
    layers.push({ facets: [left, right], pips: dots, bounds: boxOf([-w / 2, y1, w / 2, y0]) });
  }
  const top = sideShape(pipsBottomToTop[n - 1], unit);
  const dy = -(n - 1) * lift;
  layers.push(translate(top, 0, dy));
  return { layers, bounds: unionBox(layers.map((l) => l.bounds)) };
}

/** Height of one band under a stack's top pyramid, in pixels. */
export function bandHeight(unit: number): number {
  return Math.max(4, unit * 0.32);
}

/**
 * Top view of one pyramid. Upright: four triangular faces around the apex (lit from the top
 * left). Lying: apex pointing along `direction` (radians), the base a line at the back.
 */
export function topShape(pips: Pips, unit: number, lying: number | null = null): Shape {
  const w = baseWidth(pips, unit);
  const r = pipRadius(unit);
  if (lying === null) {
    const a = w / 2;
    const facets: Facet[] = [
      { tone: 0.3, points: [-a, -a, a, -a, 0, 0] },
      { tone: 0.12, points: [-a, -a, 0, 0, -a, a] },
      { tone: -0.12, points: [a, -a, a, a, 0, 0] },
      { tone: -0.28, points: [-a, a, 0, 0, a, a] },
    ];
    const pips_ = dotsAlong(pips, { x: -a, y: a - r * 2.4 }, { x: a, y: a - r * 2.4 }, r);
    return { facets, pips: pips_, bounds: { x: -a, y: -a, width: w, height: w } };
  }
  // Lying: the footprint is the face it rests on seen from above, a triangle as long as the
  // pyramid is tall; the ridge splits the two visible side faces.
  const h = pyramidHeight(pips, unit);
  const ux = Math.cos(lying);
  const uy = Math.sin(lying);
  const at = (along: number, across: number): Point => ({ x: ux * along - uy * across, y: uy * along + ux * across });
  const tip = at(h / 2, 0);
  const b1 = at(-h / 2, -w / 2);
  const b2 = at(-h / 2, w / 2);
  const mid = at(-h / 2, 0);
  // Which half faces the light (from the top left) depends on the direction: the first
  // half lies on the side of at(0, -1) = (uy, -ux).
  const litFirst = uy * -1 + -ux * -1 > 0 ? 0.25 : -0.2;
  const facets: Facet[] = [
    { tone: litFirst, points: [tip.x, tip.y, b1.x, b1.y, mid.x, mid.y] },
    { tone: -litFirst * 0.8, points: [tip.x, tip.y, mid.x, mid.y, b2.x, b2.y] },
  ];
  const p1 = at(-h / 2 + r * 2.4, -w / 2);
  const p2 = at(-h / 2 + r * 2.4, w / 2);
  const pips_ = dotsAlong(pips, p1, p2, r);
  return { facets, pips: pips_, bounds: boxOf([tip.x, tip.y, b1.x, b1.y, b2.x, b2.y]) };
}

export function translate(shape: Shape, dx: number, dy: number): Shape {
  return {
    facets: shape.facets.map((f) => ({ tone: f.tone, points: f.points.map((v, i) => (i % 2 === 0 ? v + dx : v + dy)) })),
    pips: shape.pips.map((p) => ({ x: p.x + dx, y: p.y + dy, r: p.r })),
    bounds: { x: shape.bounds.x + dx, y: shape.bounds.y + dy, width: shape.bounds.width, height: shape.bounds.height },
  };
}

// ----- colours ------------------------------------------------------------------------------

/** Any CSS hex colour ("#abc", "#aabbcc") or a 0xRRGGBB number. */
export type Colour = number | string;

export function colourNumber(colour: Colour): number {
  if (typeof colour === "number") return colour & 0xffffff;
  let hex = colour.trim().replace(/^#/, "");
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join("");
  const n = Number.parseInt(hex, 16);
  if (!/^[0-9a-f]{6}$/i.test(hex) || Number.isNaN(n)) throw new Error(`not a colour: ${colour}`);
  return n;
}

export function cssColour(colour: Colour): string {
  return `#${colourNumber(colour).toString(16).padStart(6, "0")}`;
}

/** Mixes the colour toward white (tone > 0) or black (tone < 0). */
export function shade(colour: Colour, tone: number): number {
  const c = colourNumber(colour);
  const t = Math.max(-1, Math.min(1, tone));
  const mix = (v: number): number => Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t));
  return (mix((c >> 16) & 255) << 16) | (mix((c >> 8) & 255) << 8) | mix(c & 255);
}

/** Relative luminance 0 (black) .. 1 (white). */
export function luminance(colour: Colour): number {
  const c = colourNumber(colour);
  return (0.2126 * ((c >> 16) & 255) + 0.7152 * ((c >> 8) & 255) + 0.0722 * (c & 255)) / 255;
}

/** Outline and pip ink for a piece: dark on light colours, light on dark ones (black pieces). */
export function inkFor(colour: Colour): { edge: number; pip: number } {
  return luminance(colour) < 0.3 ? { edge: shade(colour, 0.45), pip: 0xf2f2f2 } : { edge: shade(colour, -0.6), pip: shade(colour, -0.7) };
}

/**
 * Eight seat colours for games with one colour per player (Dog Eat Dog), in seat order:
 * chosen to stay apart from each other and from a green felt, for up to 8 players.
 */
export const SEAT_PALETTE: readonly string[] = [
  "#d62f2f", // red
  "#2f6fd6", // blue
  "#f2c230", // yellow
  "#8e44c9", // purple
  "#f07f1f", // orange
  "#2ab7b0", // teal
  "#f2f2ee", // white
  "#2b2b2b", // black
];
