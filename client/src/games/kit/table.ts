import { Container, Graphics, type Ticker } from "pixi.js";
import type { GameRenderer, RendererContext } from "../renderer.js";
import type { GameId } from "@tablee/shared";
import { Explainer } from "./explain.js";
import { Timeline } from "./timeline.js";

/** A new view to draw, with what changed since the last one. */
export interface Update<View> {
  view: View;
  /** The view drawn before (null for the first). */
  before: View | null;
  changed: {
    /** The legal actions differ (or input was locked by a send): a choice under way starts again. */
    legal: boolean;
    /** The events differ: they are fresh, to be shown moving. */
    events: boolean;
  };
}

/**
 * What every game's table on the canvas holds: its root on the shell's layer, the view and
 * legal actions it last drew, the canvas size, its motions and the ticker listener that
 * moves them; `destroy` lets go of them. A table's constructor ends with `fitCanvas()`, once
 * its own fields are set, since the first draw reads them.
 */
export abstract class CanvasTable<View extends { events: readonly unknown[] }, Action> implements GameRenderer<View, Action> {
  protected readonly root = new Container();
  protected view: View | null = null;
  protected legal: Action[] = [];
  private legalKey = "";
  private eventsKey = "";
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

  /** The shell's new view and legal actions: the table learns what changed, then draws. */
  update(view: View, legal: Action[]): void {
    const legalKey = JSON.stringify(legal);
    const eventsKey = JSON.stringify(view.events);
    const changed = { legal: legalKey !== this.legalKey, events: eventsKey !== this.eventsKey };
    this.legalKey = legalKey;
    this.eventsKey = eventsKey;
    const before = this.view;
    this.view = view;
    this.legal = legal;
    this.show({ view, before, changed });
  }

  /** Draws a new view; `this.view` and `this.legal` already hold it. */
  protected abstract show(update: Update<View>): void;
  abstract resize(width: number, height: number): void;

  /**
   * Sends one action. Nothing stays clickable until the server answers, so one tap sends
   * one action: the legal list is empty until the next view, which counts as a change.
   */
  protected send(action: Action): void {
    this.legal = [];
    this.legalKey = "[]";
    this.sent();
    this.ctx.act(action);
  }

  /** After a send, before it leaves: the table drops its choice and draws itself without input. */
  protected abstract sent(): void;

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
