/**
 * The piles on the field, drawn with the shared pyramids module: a lone pyramid upright or
 * tipped (lying, apex left or right by its id so the table does not look combed), a stack
 * as a tower with its controlling pyramid on top. Each pile's layers are returned so a
 * single pyramid inside a stack can be clicked (DIG).
 */
import { Graphics } from "pixi.js";
import { SEAT_PALETTE, colourNumber, drawShadow, paintShape, sideShape, stackShape, type Box, type Pips } from "../pyramids/index";

export const sizeOf = (id: number): Pips => (Math.floor((id % 9) / 3) + 1) as Pips;
export const ownerOf = (id: number): number => Math.floor(id / 9);

export interface PileDrawing {
  graphic: Graphics;
  bounds: Box;
  /** Bounds of each pyramid's visible part, bottom to top, relative to the spot. */
  layers: Box[];
}

export function drawPile(pile: readonly number[], tipped: readonly boolean[], unit: number): PileDrawing {
  const g = new Graphics();
  if (pile.length === 1) {
    const id = pile[0];
    const lying = tipped[id] ? (id % 2 === 0 ? "right" : "left") : null;
    const shape = sideShape(sizeOf(id), unit, lying);
    drawShadow(g, shape.bounds.width, unit);
    paintShape(g, shape, SEAT_PALETTE[ownerOf(id)], unit);
    return { graphic: g, bounds: shape.bounds, layers: [shape.bounds] };
  }
  const { layers, bounds } = stackShape(
    pile.map(sizeOf),
    unit,
  );
  drawShadow(g, bounds.width, unit);
  layers.forEach((layer, i) => paintShape(g, layer, SEAT_PALETTE[ownerOf(pile[i])], unit));
  return { graphic: g, bounds, layers: layers.map((l) => l.bounds) };
}

/** A pulsing ring on the ground around a pile, under the pieces. */
export function groundRing(width: number, unit: number, colour: number, filled: boolean): Graphics {
  const g = new Graphics();
  const rx = width * 0.75 + unit * 0.15;
  const ry = Math.max(4, unit * 0.22);
  if (filled) g.ellipse(0, 0, rx, ry).fill({ color: colour, alpha: 0.4 });
  g.ellipse(0, 0, rx, ry).stroke({ width: Math.max(2, unit * 0.08), color: colour });
  return g;
}

/** An outline around a layer box (a pyramid that may be picked inside a stack, or the top). */
export function boxRing(box: Box, colour: number, unit: number): Graphics {
  const pad = Math.max(2, unit * 0.06);
  return new Graphics()
    .roundRect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad, pad * 2)
    .stroke({ width: Math.max(2, unit * 0.07), color: colour });
}

export function seatColour(seat: number): number {
  return colourNumber(SEAT_PALETTE[seat]);
}

