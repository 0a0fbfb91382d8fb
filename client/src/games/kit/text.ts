import { Text, type Container } from "pixi.js";
import { INK } from "./contrast.js";

/** The ink every table writes in on light ground (kept in contrast.ts, which needs no Pixi). */
export { INK };

/** Nothing a table writes is smaller than this (issue 15: 7 px headers could not be read). */
export const MIN_TEXT_PX = 12;

const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/**
 * The box a label was fitted into, kept on its Text: what it was to say in full and the width
 * it had. The browser tests read it off the canvas and measure each drawn label against it
 * (test/support/layout-checks.ts): a label cut short or wider than its box is a defect.
 */
export interface FitBox {
  whole: string;
  width: number;
}

export type FittedText = Text & { fitBox?: FitBox };

/** A line of text in the tables' font, never under MIN_TEXT_PX. */
export function label(text: string, size: number, colour: number = INK, bold = false): Text {
  return new Text({ text, style: { fontFamily: FONT, fontSize: Math.max(MIN_TEXT_PX, size), fill: colour, fontWeight: bold ? "700" : "400" } });
}

/**
 * A line of text on `layer`: a `label` whose `anchor` (fractions of its size: [0, 0] its top
 * left) stands at (x, y), fitted to `max` pixels on up to `lines` lines when given.
 */
export function write(layer: Container, text: string, how: { size: number; colour?: number; bold?: boolean; x: number; y: number; anchor?: readonly [number, number]; max?: number; lines?: number }): Text {
  const { size, colour = INK, bold = false, x, y, anchor = [0, 0], max = 0, lines = 1 } = how;
  const t = label(text, size, colour, bold);
  t.anchor.set(anchor[0], anchor[1]);
  t.position.set(x, y);
  if (max > 0) fit(t, max, lines);
  layer.addChild(t);
  return t;
}

/**
 * Makes a text fit `max` pixels: it may shrink down to MIN_TEXT_PX; what is still too wide
 * breaks after a space or a hyphen onto at most `lines` lines (aligned as the text is
 * anchored); what still does not fit is cut with an ellipsis, its end going. A caller that
 * allows several lines anchors the text where its growth has room. Returns the lines drawn.
 */
export function fit(text: Text, max: number, lines = 1): number {
  const whole = text.text;
  (text as FittedText).fitBox = { whole, width: max };
  if (max <= 0 || text.width <= max) return 1;
  const size = text.style.fontSize as number;
  text.scale.set(Math.max(max / text.width, Math.min(1, MIN_TEXT_PX / size)));
  if (text.width <= max) return 1;
  if (lines > 1) {
    const broken = breakLines(text, whole, max, lines);
    if (broken > 1) return broken;
    text.text = whole;
  }
  cut(text, max);
  return 1;
}

/**
 * As `fit`, with shorter wordings to fall back on ("Decline", then "Drop"): the first that
 * reads whole in `max` pixels is drawn; the last is cut if none does.
 */
export function fitOneOf(text: Text, wordings: readonly string[], max: number, lines = 1): number {
  const align = text.style.align;
  for (const [i, wording] of wordings.entries()) {
    text.text = wording;
    text.scale.set(1);
    text.style.align = align;
    const drawn = fit(text, max, lines);
    if (i === wordings.length - 1 || readsWhole(text)) return drawn;
  }
  return 1;
}

/**
 * As `fit`, for a label that may be left out rather than cut (a card's name, which its value
 * and colour also tell): the lines drawn, or 0 when it does not fit whole (then unmarked).
 */
export function fitWhole(text: Text, max: number, lines = 1): number {
  const drawn = fit(text, max, lines);
  if (readsWhole(text)) return drawn;
  delete (text as FittedText).fitBox;
  return 0;
}

/** Whether a fitted text shows what it was to say: not cut, perhaps broken onto lines. */
export function readsWhole(text: Text): boolean {
  const box = (text as FittedText).fitBox;
  return box === undefined || text.text.replace(/-\n/g, "-").replace(/\n/g, " ") === box.whole;
}

/** Breaks `whole` after spaces and hyphens into at most `most` lines each within `max` px; 0 when it cannot. */
function breakLines(text: Text, whole: string, max: number, most: number): number {
  const words = whole.split(/(?<=[ \-])/);
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string): boolean => {
    text.text = candidate.trimEnd();
    return text.width <= max;
  };
  for (const word of words) {
    if (line !== "" && !fits(line + word)) {
      lines.push(line.trimEnd());
      line = "";
    }
    if (!fits(word)) return 0;
    line += word;
  }
  lines.push(line.trimEnd());
  if (lines.length > most) return 0;
  text.style.align = text.anchor.x >= 0.75 ? "right" : text.anchor.x >= 0.25 ? "center" : "left";
  text.text = lines.join("\n");
  return lines.length;
}

/** Cuts a text (a player's name, above all) with "…" until it fits `max` pixels; never shrinks it. */
export function ellipsize(text: Text, max: number): void {
  (text as FittedText).fitBox = { whole: text.text, width: max };
  cut(text, max);
}

function cut(text: Text, max: number): void {
  if (max <= 0 || text.width <= max) return;
  const full = text.text;
  let keep = full.length;
  while (keep > 1 && text.width > max) {
    keep--;
    text.text = full.slice(0, keep).trimEnd() + "…";
  }
}
