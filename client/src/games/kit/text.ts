import { Text } from "pixi.js";

/** The ink every table writes in on light ground. */
export const INK = 0x1b1f24;

const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** A line of text in the tables' font. */
export function label(text: string, size: number, colour: number = INK, bold = false): Text {
  return new Text({ text, style: { fontFamily: FONT, fontSize: size, fill: colour, fontWeight: bold ? "700" : "400" } });
}

/** Scales a text down to `max` pixels wide when it is wider. */
export function fit(text: { width: number; scale: { set(v: number): void } }, max: number): void {
  if (text.width > max && max > 0) text.scale.set(max / text.width);
}
