import { Container, Graphics, type Ticker } from "pixi.js";
import type { GameRenderer, RendererContext } from "../renderer";
import type { GameId } from "@tablee/shared";
import { Explainer } from "./explain";
import { Timeline } from "./timeline";

/**
 * What every game's table on the canvas holds: its root on the shell's layer, the view and
 * legal actions it last drew, the canvas size, its motions and the ticker listener that
 * moves them; `destroy` lets go of them. A table's constructor ends with `fitCanvas()`, once
 * its own fields are set, since the first draw reads them.
 */
export abstract class CanvasTable<View, Action> implements GameRenderer<View, Action> {
  protected readonly root = new Container();
  protected view: View | null = null;
  protected legal: Action[] = [];
  protected width = 800;
  protected height = 600;
  /** The stage keeps drawing while motions run, and puts them at their end at once under reduced motion. */
  protected readonly timeline = new Timeline();
  private readonly onTick = (ticker: Ticker): void => {
    if (this.timeline.busy) this.timeline.tick(ticker.deltaMS);
    this.tick(ticker);
  };

  private explainer: Explainer | null = null;
  /**
   * The game's words for a seat nobody's name fills: `you` for the viewer's own (none: the
   * same as the others), `other` for the rest, given the seat's number as {n}.
   */
  protected seatWords: { you?: string; other: string } = { other: "seat.n" };

  constructor(protected readonly ctx: RendererContext<Action>) {
    ctx.layer.addChild(this.root);
    ctx.app.ticker.add(this.onTick);
    ctx.stage.animating(() => this.timeline.busy, () => this.timeline.finish());
  }

  abstract update(view: View, legal: Action[]): void;
  abstract resize(width: number, height: number): void;

  /** What the table does on every frame the stage draws besides its motions (its clock, pulsing lights). */
  protected tick(_ticker: Ticker): void {}

  /** Named layers in the root, bottom to top: one list says what they are and how they stack. */
  protected stack<const Name extends string>(...names: Name[]): Record<Name, Container> {
    const layers = {} as Record<Name, Container>;
    for (const name of names) layers[name] = this.root.addChild(new Container());
    return layers;
  }

  /** The first draw, at the canvas's size. */
  protected fitCanvas(): void {
    const screen = this.ctx.app.screen;
    this.resize(screen.width, screen.height);
  }

  /** The table's own ground over the whole canvas, so its text reads the same whatever the page behind. */
  protected ground(colour: number): Graphics {
    return new Graphics().rect(0, 0, this.width, this.height).fill(colour);
  }

  /** A seat's player's name, or the game's word for the seat when nobody's name fills it. */
  protected seatName(seat: number): string {
    const name = this.ctx.seatNames()[seat];
    if (name) return name;
    const words = this.seatWords;
    return this.ctx.t(seat === this.ctx.seat && words.you ? words.you : words.other, { n: seat + 1 });
  }

  /** The table's tooltips (kit/explain.ts): one per table, gone with it. */
  protected explain(game: GameId): Explainer {
    this.explainer ??= new Explainer(this.ctx.app.canvas, game, () => this.ctx.locale());
    return this.explainer;
  }

  destroy(): void {
    this.explainer?.destroy();
    this.timeline.finish();
    this.ctx.app.ticker.remove(this.onTick);
    this.root.destroy({ children: true });
  }
}
