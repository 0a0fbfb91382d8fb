import { Container, Rectangle } from "pixi.js";
import { explainedPress } from "./explain";
import type { Rect } from "./rect";

/** Where each canvas button comes in the keyboard's order (the shell sorts the layer by it: table/canvas-buttons.ts). */
export const buttonOrder = new WeakMap<Container, number>();

/** Where a drawn thing answers the pointer, in its own coordinates (its drawing's bounds otherwise). */
export function hitArea(target: Container, area: Rect): void {
  target.hitArea = new Rectangle(area.x, area.y, area.width, area.height);
}

/** What pressing a drawn thing does, and how it is named. */
export interface Press {
  /** Its tooltip and the browser tests' handle; what a screen reader says too, unless `name` is given. */
  title: string;
  /** What a screen reader says. */
  name?: string;
  /** Where it comes among the table's buttons for the keyboard. */
  order: number;
  run: () => void;
  /** Where it answers the pointer (its drawing's bounds otherwise). */
  area?: Rect;
}

/**
 * Makes a drawn object a button for pointer, keyboard and screen reader alike: Pixi's
 * accessibility layer lays an HTML button over it, which the layer keeps in the keyboard's
 * order in the document, each with tabindex 0.
 */
export function makeButton(target: Container, { title, name = title, order, run, area }: Press): void {
  if (area) hitArea(target, area);
  target.eventMode = "static";
  target.cursor = "pointer";
  target.accessible = true;
  target.accessibleType = "button";
  target.accessibleTitle = title;
  // Pixi writes the hint as the button's aria-label.
  target.accessibleHint = name;
  target.tabIndex = 0;
  buttonOrder.set(target, order);
  // A long press that explained the piece (kit/explain.ts) only explains it.
  target.on("pointertap", () => {
    if (!explainedPress.has(target)) run();
  });
}

const squash = (text: string): string => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * What a screen reader calls a button that shows `words`: `name` when it starts with them, so
 * someone who says what they see to voice control, or hears it while looking, meets the same
 * words (WCAG 2.5.3); else the words alone, `name` staying its description (the tooltip).
 * Symbols are not words ("+", "−"): those keep `name`.
 */
export function nameShowing(words: string, name: string): string {
  return !/\p{L}/u.test(words) || squash(name).startsWith(squash(words)) ? name : words;
}

/** An invisible button over a spot of the board (a field, a square, a pile) at (x, y); `press.area` is around that point. */
export function spot(layer: Container, x: number, y: number, press: Press): Container {
  const target = new Container();
  target.position.set(x, y);
  makeButton(target, press);
  return layer.addChild(target);
}
