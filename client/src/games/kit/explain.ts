import type { GameId } from "@tablee/shared";
import type { Container, FederatedPointerEvent } from "pixi.js";
import type { RuleLine } from "../../rules/lines.js";

/** How long a finger rests on a piece before it is explained, and how long the line stays after. */
const LONG_PRESS_MS = 450;
const TOUCH_LINGER_MS = 2500;

/** When the browser received the input (the DOM event's own time; Pixi's is when it handled it). */
const inputTime = (event: FederatedPointerEvent): number => (event.nativeEvent as Event).timeStamp ?? event.timeStamp;

/**
 * Pieces whose current press was a long press that showed its line: their tap does not also
 * act (kit/button.ts), or reading a card would play it.
 */
export const explainedPress = new WeakSet<Container>();

/**
 * Hovering a card, a die face or a pyramid with a mouse, or resting a finger on it, shows one
 * line about it from the game's "How to play" text (rules/game-rules.ts `line`), in a tooltip
 * over the canvas. Renderers call `attach(piece, thing)` for what they draw; `thing` is the
 * game's own name for it (a DOG rank, a Deathtrap kind, a die face, a pyramid's pips).
 */
export class Explainer {
  private readonly tip = document.createElement("div");
  private lines: RuleLine | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    game: GameId,
    private readonly locale: () => string,
  ) {
    this.tip.className = "canvas-tip";
    this.tip.setAttribute("role", "tooltip");
    this.tip.hidden = true;
    document.body.appendChild(this.tip);
    // Without its lines (offline) the table simply shows no tooltip.
    import("../../rules/lines.js")
      .then((m) => m.ruleLines(game))
      .then((lines) => (this.lines = lines))
      .catch(() => undefined);
  }

  attach(piece: Container, thing: string): void {
    if (piece.eventMode === "passive" || piece.eventMode === "auto" || piece.eventMode === "none") piece.eventMode = "static";
    let press: ReturnType<typeof setTimeout> | undefined;
    let downAt = 0;
    piece.on("pointerover", (event: FederatedPointerEvent) => {
      if (event.pointerType === "mouse") this.show(thing, event);
    });
    piece.on("pointerout", (event: FederatedPointerEvent) => {
      if (event.pointerType === "mouse") this.hide();
    });
    piece.on("pointerdown", (event: FederatedPointerEvent) => {
      if (event.pointerType === "mouse") return;
      clearTimeout(press);
      downAt = inputTime(event);
      press = setTimeout(() => {
        if (this.show(thing, event)) explainedPress.add(piece);
      }, LONG_PRESS_MS);
    });
    const release = (event: FederatedPointerEvent) => {
      clearTimeout(press);
      if (!explainedPress.has(piece)) return;
      // Judged by when the finger moved, not when the page got round to it: on a busy page the
      // timer may fire before a quick tap's pointerup is handled, and that tap must still act.
      if (inputTime(event) - downAt < LONG_PRESS_MS) {
        explainedPress.delete(piece);
        this.hide();
        return;
      }
      // The tap of this press comes right after its pointerup: it is let go only then.
      setTimeout(() => explainedPress.delete(piece), 0);
      this.hideLater(TOUCH_LINGER_MS);
    };
    piece.on("pointerup", release);
    piece.on("pointerupoutside", release);
    piece.on("pointercancel", release);
    // A redraw replaces the pieces: a line about one that is gone would stay up.
    piece.on("destroyed", () => {
      clearTimeout(press);
      this.hide();
    });
  }

  private show(thing: string, event: FederatedPointerEvent): boolean {
    const line = this.lines?.(thing, this.locale()) ?? null;
    if (!line) return false;
    clearTimeout(this.hideTimer);
    this.tip.textContent = line;
    this.tip.hidden = false;
    const box = this.canvas.getBoundingClientRect();
    const x = box.left + event.global.x;
    const y = box.top + event.global.y;
    const width = this.tip.offsetWidth;
    const height = this.tip.offsetHeight;
    // Above the pointer (a finger hides what is under it), kept on the screen.
    const left = Math.min(Math.max(4, x - width / 2), innerWidth - width - 4);
    const top = y - height - 16 >= 4 ? y - height - 16 : Math.min(y + 24, innerHeight - height - 4);
    this.tip.style.left = `${Math.round(left)}px`;
    this.tip.style.top = `${Math.round(top)}px`;
    return true;
  }

  private hideLater(ms: number): void {
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.hide(), ms);
  }

  hide(): void {
    clearTimeout(this.hideTimer);
    this.tip.hidden = true;
  }

  destroy(): void {
    this.hide();
    this.tip.remove();
  }
}
