import { Container, Graphics, Text, type FederatedPointerEvent } from "pixi.js";
import type { StageControl } from "../stage-control.js";
import { hitArea } from "./button";
import type { Rect } from "./rect";
import { INK, label } from "./text";

/** How long the line stays, unless another tap or a redraw replaces it. */
const SHOWN_MS = 2600;

/**
 * A greyed card or option says why it cannot be played when tapped: a short line ("Not your
 * turn", "No marble can move with a 5") over the spot, for a few seconds. The engines give
 * legal actions only; each game words the reason from its view (its own why.ts). A greyed
 * thing stays out of the accessibility layer (a canvas button there means "playable", which
 * screen readers and the browser tests rely on); its reason is for the pointer.
 */
export class WhyNote {
  private note: Container | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly root: Container,
    private readonly stage: StageControl,
    /** The canvas's width, to keep the line inside it. */
    private readonly width: () => number,
  ) {}

  /** Makes `target` answer a tap on `area` with `why()`; nothing when it is empty. */
  attach(target: Container, area: Rect, why: () => string): void {
    hitArea(target, area);
    target.eventMode = "static";
    target.cursor = "help";
    target.on("pointertap", (event: FederatedPointerEvent) => {
      const text = why();
      if (text) this.show(text, event.global.x, event.global.y);
    });
  }

  show(text: string, x: number, y: number): void {
    this.hide();
    const note = new Container();
    const words: Text = label(text, 14, 0xffffff, true);
    const maxWidth = Math.max(120, this.width() - 16);
    if (words.width > maxWidth - 20) {
      words.style.wordWrap = true;
      words.style.wordWrapWidth = maxWidth - 20;
    }
    const w = words.width + 20;
    const h = words.height + 12;
    note.addChild(new Graphics().roundRect(0, 0, w, h, 8).fill({ color: INK, alpha: 0.92 }));
    words.position.set(10, 6);
    note.addChild(words);
    note.position.set(Math.round(Math.min(Math.max(8, x - w / 2), this.width() - w - 8)), Math.round(Math.max(8, y - h - 18)));
    note.eventMode = "none";
    note.label = "why";
    this.root.addChild(note);
    this.note = note;
    this.timer = setTimeout(() => this.hide(), SHOWN_MS);
    this.stage.requestRender();
  }

  /** The line, if shown: for tests and for a redraw that replaces the choices. */
  get text(): string {
    const words = this.note?.children[1];
    return words instanceof Text ? words.text : "";
  }

  hide(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.note) return;
    this.note.destroy({ children: true });
    this.note = null;
    this.stage.requestRender();
  }
}
