/**
 * The canvas a phone gives the stage, for the tables' layouts tested without a canvas
 * (test/client/<id>-phone-layout.test.ts): a 360×640 phone upright (344×572) and a 640×360
 * phone on its side (624×292, under the top bar).
 */
import type { Rect } from "../../client/src/games/kit/rect.ts";

export const UPRIGHT = { width: 344, height: 572 };
export const SIDEWAYS = { width: 624, height: 292 };

export function inside(r: Rect, size: { width: number; height: number }): boolean {
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width + 0.5 && r.y + r.height <= size.height + 0.5;
}

export function apart(a: Rect, b: Rect): boolean {
  return a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
}
