/** A box on the canvas, in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
