import type { Container } from "pixi.js";
import { explainedPress } from "./explain";

/**
 * Makes a drawn object a button for pointer, keyboard and screen reader alike: Pixi's
 * accessibility layer lays a labelled HTML button over it (the browser tests' handle too).
 */
export function makeButton(target: Container, title: string, tabIndex: number, run: () => void): void {
  target.eventMode = "static";
  target.cursor = "pointer";
  target.accessible = true;
  target.accessibleType = "button";
  target.accessibleTitle = title;
  target.tabIndex = tabIndex;
  // A long press that explained the piece (kit/explain.ts) only explains it.
  target.on("pointertap", () => {
    if (!explainedPress.has(target)) run();
  });
}
