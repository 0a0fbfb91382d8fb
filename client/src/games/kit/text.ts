import { Text } from "pixi.js";
import { INK } from "./contrast.js";

/** The ink every table writes in on light ground (kept in contrast.ts, which needs no Pixi). */
export { INK };

/** Nothing a table writes is smaller than this (issue 15: 7 px headers could not be read). */
export const MIN_TEXT_PX = 12;

const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** A line of text in the tables' font, never under MIN_TEXT_PX. */
export function label(text: string, size: number, colour: number = INK, bold = false): Text {
  return new Text({ text, style: { fontFamily: FONT, fontSize: Math.max(MIN_TEXT_PX, size), fill: colour, fontWeight: bold ? "700" : "400" } });
}

/**
 * Makes a text fit `max` pixels: it may shrink down to MIN_TEXT_PX, and what still does not
 * fit is cut with an ellipsis (a sentence stays readable; its end is what goes).
 */
export function fit(text: Text, max: number): void {
  if (max <= 0 || text.width <= max) return;
  const size = text.style.fontSize as number;
  text.scale.set(Math.max(max / text.width, Math.min(1, MIN_TEXT_PX / size)));
  ellipsize(text, max);
}

/** Cuts a text (a player's name, above all) with "…" until it fits `max` pixels; never shrinks it. */
export function ellipsize(text: Text, max: number): void {
  if (max <= 0 || text.width <= max) return;
  const full = text.text;
  let keep = full.length;
  while (keep > 1 && text.width > max) {
    keep--;
    text.text = full.slice(0, keep).trimEnd() + "…";
  }
}
