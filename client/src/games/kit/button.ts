import { Container, Rectangle } from "pixi.js";
import { explainedPress } from "./explain";
import type { Rect } from "./rect";

/** Where each canvas button comes in the keyboard's order (the shell sorts the layer by it: table/canvas-buttons.ts). */
export const buttonOrder = new WeakMap<Container, number>();

/** Where a drawn thing answers the pointer, in its own coordinates (its drawing's bounds otherwise). */
export function hitArea(target: Container, area: Rect): void {
  target.hitArea = new Rectangle(area.x, area.y, area.width, area.height);
}

/**
 * A button's `title` (its tooltip, the tests' handle), `name` (what a screen reader says:
 * the title unless given), `order` among the table's buttons for the keyboard, what it does
 * and the `area` it answers the pointer on.
 */
export type Press = { title: string; name?: string; order: number; run: () => void; area?: Rect };

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

/** An invisible button over a spot of the board (a field, a square, a pile) at (x, y), `press.area` around it. */
export function spot(layer: Container, x: number, y: number, press: Press): Container {
  const target = layer.addChild(new Container());
  target.position.set(x, y);
  makeButton(target, press);
  return target;
}

const squash = (text: string): string => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * What a screen reader calls a button showing `words`: `name` when it starts with them (WCAG
 * 2.5.3: voice control is told what is seen), else the words, `name` staying its description
 * (the title). Symbols are not words ("+", "−"): those keep `name`.
 */
export function nameShowing(words: string, name: string): string {
  return !/\p{L}/u.test(words) || squash(name).startsWith(squash(words)) ? name : words;
}
