import type { Application, Container } from "pixi.js";
import { buttonOrder } from "../games/kit/button";

const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** A button of Pixi's accessibility layer: Pixi ties it to the drawn object it stands for. */
type LayerButton = HTMLElement & { container?: Container };

/**
 * Keeps the canvas's accessible buttons (Pixi's accessibility layer) usable from the keyboard.
 * Pixi appends a button when its object first appears, so the document's order (the Tab
 * order: every button has tabindex 0) would be the order of appearance: the layer is sorted
 * by the renderer's order (kit/button.ts) after each frame. A renderer draws its choices
 * anew after each action, so the button that had focus leaves the page and focus would fall
 * to the page's body: after each frame, focus goes back to the button of the same title, or
 * else to the first of the new choices; with none (the turn passed), to the first choice
 * that comes next, unless the player has gone elsewhere (focused or clicked something else);
 * meanwhile focus waits on the table's status (`parking`), never on the page's body.
 * The arrow keys step from choice to choice too.
 */
export class CanvasButtons {
  /** Focus is the layer's: on one of its buttons, or lost with one that left the page. */
  private held = false;
  /** The title of the button that last had focus. */
  private title = "";
  private readonly onFocus = (event: FocusEvent): void => {
    const target = event.target as LayerButton | null;
    this.held = this.isButton(target);
    if (this.held && target) this.title = target.title;
  };
  private readonly onPointer = (event: PointerEvent): void => {
    if (!this.isButton(event.target as LayerButton | null)) this.held = false;
  };
  /** The arrows step through the table's choices (wrapping), as Tab and Shift+Tab do. */
  private readonly onKey = (event: KeyboardEvent): void => {
    const step = ARROWS[event.key];
    const target = event.target as LayerButton | null;
    if (!step || event.altKey || event.ctrlKey || event.metaKey || !this.isButton(target)) return;
    const buttons = Array.from(this.layer!.children as HTMLCollectionOf<LayerButton>).filter((node) => node.container);
    const next = buttons[(buttons.indexOf(target!) + step + buttons.length) % buttons.length];
    event.preventDefault();
    next.focus({ preventScroll: true });
  };

  /**
   * `parking`: where focus waits while the table offers nothing to press (the table's status):
   * a press that sent the move leaves no button, and focus must not fall to the page's body,
   * whence the next Tab lands far off. From there the next choices take it back.
   */
  constructor(
    private readonly app: Application,
    private readonly parking: () => HTMLElement | null = () => null,
  ) {
    document.addEventListener("focusin", this.onFocus, true);
    document.addEventListener("pointerdown", this.onPointer, true);
    document.addEventListener("keydown", this.onKey);
  }

  private get layer(): HTMLElement | null {
    return this.app.renderer.accessibility?.div ?? null;
  }

  private isButton(node: LayerButton | null): boolean {
    return !!node && !!node.container && node.parentElement === this.layer;
  }

  /** The first choice (now, or when choices come) takes focus, unless the player goes elsewhere first. */
  claim(): void {
    this.held = true;
    this.title = "";
  }

  /** After a frame: the layer in the renderer's order, and focus where the player expects it. */
  tidy(): void {
    const layer = this.layer;
    if (!layer) return;
    const buttons = Array.from(layer.children as HTMLCollectionOf<LayerButton>).filter((node) => node.container);
    const rank = (node: LayerButton): number => buttonOrder.get(node.container!) ?? Number.MAX_SAFE_INTEGER;
    const sorted = [...buttons].sort((a, b) => rank(a) - rank(b));
    const active = document.activeElement;
    if (sorted.some((node, i) => node !== buttons[i])) {
      // Moving a node takes its focus away: the focused button gets it back below.
      for (const node of sorted) layer.appendChild(node);
      if (active instanceof HTMLElement && sorted.includes(active as LayerButton) && document.activeElement !== active) active.focus({ preventScroll: true });
    }
    const parked = this.parking();
    const focused = document.activeElement;
    if (!this.held || (focused && focused !== document.body && focused !== parked)) return;
    const next = sorted.find((node) => node.title === this.title) ?? sorted[0];
    if (next) return next.focus({ preventScroll: true });
    if (parked && focused !== parked) {
      parked.focus({ preventScroll: true });
      // Focusing the status let go of the layer's hold: the next choices still take focus,
      // from the first: the button pressed last (a Pass) is no place to start a new turn.
      this.held = true;
      this.title = "";
    }
  }

  destroy(): void {
    document.removeEventListener("focusin", this.onFocus, true);
    document.removeEventListener("pointerdown", this.onPointer, true);
    document.removeEventListener("keydown", this.onKey);
  }
}
