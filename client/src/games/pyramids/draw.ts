/**
 * Icehouse pyramids drawn with Pixi 8, from the shapes in geometry.ts. Shared by the Dog Eat
 * Dog and Frontline tables.
 *
 *   drawPyramid(g, { pips: 2, colour: "#d62f2f" }, 40)                       // side, upright
 *   drawPyramid(g, { pips: 3, colour: 0x2b2b2b, view: "top", lying: Math.PI / 2 }, 40) // top, pointing down
 *   drawStack(g, [{ pips: 3, colour: a }, { pips: 1, colour: b }], 40)        // b controls the stack
 *
 * Every function draws into a Graphics at the geometry's origin (side view: middle of the base
 * on the ground; top view: centre of the footprint) and returns the drawn bounds, so the
 * caller positions the Graphics and sizes its hit area. `unit` is a large base's width in px.
 */
import { Graphics } from "pixi.js";
import { inkFor, shade, sideShape, stackShape, topShape, type Box, type Colour, type Pips, type Shape } from "./geometry";

export interface PyramidLook {
  pips: Pips;
  colour: Colour;
  /** "side" (default) or "top". */
  view?: "side" | "top";
  /**
   * Upright when absent or null. Side view: "left" or "right", the way the apex points.
   * Top view: the apex's direction in radians (0 = right, π/2 = down on screen).
   */
  lying?: "left" | "right" | number | null;
  /** Draw faded (e.g. a piece out of play or not selectable). */
  dim?: boolean;
}

function shapeOf(look: PyramidLook, unit: number): Shape {
  const lying = look.lying ?? null;
  if (look.view === "top") {
    const angle = lying === null ? null : typeof lying === "number" ? lying : lying === "left" ? Math.PI : 0;
    return topShape(look.pips, unit, angle);
  }
  const side = lying === null ? null : typeof lying === "number" ? (Math.cos(lying) < 0 ? "left" : "right") : lying;
  return sideShape(look.pips, unit, side);
}

/** Paints one shape in a colour: shaded facets, a crisp edge, pip dots. */
export function paintShape(g: Graphics, shape: Shape, colour: Colour, unit: number, dim = false): void {
  const ink = inkFor(colour);
  const alpha = dim ? 0.45 : 1;
  const edge = Math.max(1, unit * 0.03);
  for (const f of shape.facets) {
    g.poly(f.points, true).fill({ color: shade(colour, f.tone), alpha });
  }
  for (const f of shape.facets) {
    g.poly(f.points, true).stroke({ width: edge, color: ink.edge, alpha, join: "round" });
  }
  for (const p of shape.pips) g.circle(p.x, p.y, p.r).fill({ color: ink.pip, alpha });
}

/** Draws one pyramid; returns its bounds (relative to the Graphics' origin). */
export function drawPyramid(g: Graphics, look: PyramidLook, unit: number): Box {
  const shape = shapeOf(look, unit);
  paintShape(g, shape, look.colour, unit, look.dim);
  return shape.bounds;
}

/**
 * Draws a stack in side view, pieces bottom to top: the last one (the controlling pyramid)
 * whole on top, the others as bands beneath it. Returns the bounds.
 */
export function drawStack(g: Graphics, pieces: readonly { pips: Pips; colour: Colour }[], unit: number, dim = false): Box {
  const { layers, bounds } = stackShape(
    pieces.map((p) => p.pips),
    unit,
  );
  layers.forEach((layer, i) => paintShape(g, layer, pieces[i].colour, unit, dim));
  return bounds;
}

/** A soft ground shadow under a side-view piece `width` wide (drawn before the piece). */
export function drawShadow(g: Graphics, width: number, unit: number): void {
  g.ellipse(0, 0, width * 0.62, Math.max(2, unit * 0.09)).fill({ color: 0x000000, alpha: 0.22 });
}
