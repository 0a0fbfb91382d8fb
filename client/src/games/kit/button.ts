import type { Container } from "pixi.js";
import { explainedPress } from "./explain";

/** Where each canvas button comes in the keyboard's order (the shell sorts the layer by it: table/canvas-buttons.ts). */
export const buttonOrder = new WeakMap<Container, number>();

/**
 * Makes a drawn object a button for pointer, keyboard and screen reader alike: Pixi's
 * accessibility layer lays an HTML button over it. `title` is its tooltip (and the browser
 * tests' handle); `name`, what a screen reader says (the title when none is given). `order`
 * places it in the keyboard's order among the table's buttons: the layer keeps them in that
 * order in the document, each with tabindex 0.
 */
export function makeButton(target: Container, title: string, order: number, run: () => void, name: string = title): void {
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
