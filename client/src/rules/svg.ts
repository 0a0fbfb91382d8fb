/**
 * Small SVG figures for the rules panels, drawn from the same geometry and colours as the
 * table's canvas (games/pyramids/geometry.ts, games/<id>/colours.ts) but without Pixi: the
 * panel's chunk stays a few kilobytes. Text goes in through textContent only.
 *
 * Figures are laid out in a viewBox at most FIGURE_WIDTH wide with labels of LABEL_SIZE or
 * more, so on a 360 px phone (about 310 px for the figure) no label is drawn under 12 px.
 */
import { PIPS } from "../games/kit/dice.js";
import { inkFor, shade, sideShape, topShape, type Colour, type Pips, type Shape } from "../games/pyramids/geometry.js";

const NS = "http://www.w3.org/2000/svg";
export const FIGURE_WIDTH = 320;
export const LABEL_SIZE = 13;
export const INK = "#1b1f24";
export const MUTED = "#5d6670";

type Attrs = Record<string, string | number>;

export function node<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (SVGElement | null)[]): SVGElementTagNameMap[K] {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  for (const child of children) if (child) element.appendChild(child);
  return element;
}

export const css = (colour: Colour): string => (typeof colour === "string" ? colour : `#${colour.toString(16).padStart(6, "0")}`);

/** A figure: an image with its name for screen readers, scaled to the panel's width. */
export function figure(width: number, height: number, name: string, ...children: (SVGElement | null)[]): SVGSVGElement {
  if (width > FIGURE_WIDTH) throw new Error(`a rules figure is at most ${FIGURE_WIDTH} wide, not ${width}`);
  const svg = node("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": name, class: "rules-figure", "data-width": width });
  svg.style.maxWidth = `${width * 1.5}px`;
  svg.appendChild(node("title", {})).textContent = name;
  for (const child of children) if (child) svg.appendChild(child);
  return svg;
}

export interface LabelStyle {
  size?: number;
  anchor?: "start" | "middle" | "end";
  weight?: "normal" | "bold";
  fill?: string;
}

let measure: CanvasRenderingContext2D | null | undefined;

/**
 * How wide a label is drawn, in figure units: measured in the page's font where there is a
 * page (the panel's), else generously estimated.
 */
export function labelWidth(text: string, size = LABEL_SIZE, bold = false): number {
  if (measure === undefined) measure = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!measure) return text.length * size * 0.75;
  measure.font = `${bold ? "bold" : "normal"} ${size}px ${getComputedStyle(document.body).fontFamily}`;
  return measure.measureText(text).width;
}

export function label(x: number, y: number, text: string, style: LabelStyle = {}): SVGTextElement {
  const size = style.size ?? LABEL_SIZE;
  if (size < LABEL_SIZE) throw new Error(`rules figure labels are at least ${LABEL_SIZE} units, not ${size}`);
  const t = node("text", { x, y, "font-size": size, "text-anchor": style.anchor ?? "middle", "font-weight": style.weight ?? "normal", fill: style.fill ?? INK });
  t.textContent = text;
  return t;
}

export function group(x: number, y: number, ...children: (SVGElement | null)[]): SVGGElement {
  return node("g", { transform: `translate(${round(x)} ${round(y)})` }, ...children);
}

const round = (v: number): number => Math.round(v * 100) / 100;

function paint(shape: Shape, colour: Colour): SVGGElement {
  const ink = inkFor(colour);
  const g = node("g");
  for (const facet of shape.facets) {
    g.appendChild(node("polygon", { points: facet.points.map(round).join(" "), fill: css(shade(colour, facet.tone)), stroke: css(ink.edge), "stroke-width": 1, "stroke-linejoin": "round" }));
  }
  for (const pip of shape.pips) g.appendChild(node("circle", { cx: round(pip.x), cy: round(pip.y), r: round(pip.r), fill: css(ink.pip) }));
  return g;
}

/** A pyramid seen from the side, the middle of its base at (x, y); `lying` tips it over. */
export function sidePyramid(x: number, y: number, pips: Pips, colour: Colour, unit: number, lying: "left" | "right" | null = null): SVGGElement {
  return group(x, y, paint(sideShape(pips, unit, lying), colour));
}

/** A pyramid seen from above, centred on (x, y); `lying` is the apex's direction in radians. */
export function topPyramid(x: number, y: number, pips: Pips, colour: Colour, unit: number, lying: number | null = null): SVGGElement {
  return group(x, y, paint(topShape(pips, unit, lying), colour));
}

/** A stack in side view, bottom to top, as the table draws it: the top whole, bands below. */
export function sideStack(x: number, y: number, pieces: readonly { pips: Pips; colour: Colour }[], unit: number): SVGGElement {
  const g = group(x, y);
  let lift = 0;
  pieces.forEach((piece, i) => {
    const shape = sideShape(piece.pips, unit);
    if (i === pieces.length - 1) {
      g.appendChild(group(0, -lift, paint(shape, piece.colour)));
      return;
    }
    // A band of the lower pyramid's width: the base of it, showing its colour and size.
    const band = Math.max(6, unit * 0.32);
    const w = shape.bounds.width;
    const ink = inkFor(piece.colour);
    g.appendChild(node("rect", { x: round(-w / 2), y: round(-lift - band), width: round(w), height: round(band), fill: css(piece.colour), stroke: css(ink.edge), "stroke-width": 1 }));
    lift += band;
  });
  return g;
}

export interface DieLook {
  /** The die's body; white by default. */
  fill?: Colour;
  /** Outlined: the die that counts. */
  best?: boolean;
}

/** A six-sided die of `size`, its top left corner at (x, y). */
export function die(x: number, y: number, size: number, face: number, look: DieLook = {}): SVGGElement {
  const body = look.fill ?? "#ffffff";
  const pip = css(inkFor(body).pip === 0xf2f2f2 ? "#f2f2f2" : INK);
  const g = group(x, y, node("rect", { width: size, height: size, rx: size * 0.18, fill: css(body), stroke: look.best ? "#e0a800" : "#6b6b6b", "stroke-width": look.best ? 3 : 1.2 }));
  const step = size * 0.27;
  for (const [dx, dy] of PIPS[face] ?? []) g.appendChild(node("circle", { cx: round(size / 2 + dx * step), cy: round(size / 2 + dy * step), r: round(size * 0.09), fill: pip }));
  return g;
}

/** A straight arrow from (x1, y1) to (x2, y2). */
export function arrow(x1: number, y1: number, x2: number, y2: number, colour = MUTED): SVGGElement {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 7;
  const a = angle + Math.PI * 0.85;
  const b = angle - Math.PI * 0.85;
  return node(
    "g",
    {},
    node("line", { x1, y1, x2, y2, stroke: colour, "stroke-width": 2 }),
    node("polygon", { points: [x2, y2, x2 + head * Math.cos(a), y2 + head * Math.sin(a), x2 + head * Math.cos(b), y2 + head * Math.sin(b)].map(round).join(" "), fill: colour }),
  );
}

/** `{n}` placeholders, as the shell's words use them. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
