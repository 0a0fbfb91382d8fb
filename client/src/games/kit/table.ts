import { Container, Graphics, type Ticker } from "pixi.js";
import type { GameRenderer, RendererContext } from "../renderer.js";
import type { GameId } from "@tablee/shared";
import { Explainer } from "./explain.js";
import { Timeline } from "./timeline.js";

/**
 * A new view to draw, the one drawn `before` (null for the first), and what changed: the
 * `legal` actions (or input was locked by a send: the choice under way has started again);
 * what the `view` shows (not when the same view is drawn again); fresh `events` came with it
 * (the shell passes none otherwise): they are shown moving.
 */
export interface Update<View> {
  view: View;
  before: View | null;
  changed: { legal: boolean; view: boolean; events: boolean };
}

/**
 * What every game's table on the canvas holds: its root on the shell's layer, the view and
 * legal actions it last drew and the player's choice on them, the canvas size, its motions,
 * its pulsing lights and the ticker listener that moves them; `destroy` lets go of them. A
 * table's constructor ends with `fitCanvas()`, once its own fields are set, since the first
 * draw reads them.
 */
export abstract class CanvasTable<View extends { events: readonly unknown[] }, Action, Choice = null> implements GameRenderer<View, Action> {
  protected readonly root = new Container();
  protected view: View | null = null;
  protected legal: Action[] = [];
  /** What the player has picked so far towards an action: it starts again with each new legal list and after each send. */
  protected choice: Choice;
  /** What the table last drew, as text: the one key that says whether a view, or its legal list, is new. */
  private seen = { legal: "", view: "" };
  protected width = 800;
  protected height = 600;
  /** The stage keeps drawing while motions run, and puts them at their end at once under reduced motion. */
  protected readonly timeline = new Timeline();
  /** The time the table's ticker has run, in ms (real time: a slow machine's frames are not capped). */
  protected clock = 0;
  private lights: { light: Container; least: number }[] = [];
  private readonly onTick = (ticker: Ticker): void => {
    this.clock += ticker.elapsedMS;
    if (this.timeline.busy) this.timeline.tick(ticker.deltaMS);
    this.lights = this.lights.filter(({ light }) => !light.destroyed);
    const wave = this.ctx.stage.pulse ? Math.sin(this.clock / 180) : 1;
    for (const { light, least } of this.lights) light.alpha = (1 + least) / 2 + ((1 - least) / 2) * wave;
    this.tick();
  };

  private explainer: Explainer | null = null;
  /**
   * The game's words for a seat nobody's name fills: `you` for the viewer's own (none: the
   * same as the others), `other` for the rest, given the seat's number as {n}; `turn`, whose
   * turn it is, given the name as {name}.
   */
  protected seatWords: { you?: string; other: string; turn: string } = { other: "seat.n", turn: "status.turnOf" };

  /** `noChoice(before)`: the choice with nothing picked (a preference the player set may stay from `before`). */
  constructor(
    protected readonly ctx: RendererContext<Action>,
    private readonly noChoice: (before: Choice | null) => Choice,
  ) {
    this.choice = noChoice(null);
    ctx.layer.addChild(this.root);
    ctx.app.ticker.add(this.onTick);
    ctx.stage.animating(() => this.timeline.busy, () => this.timeline.finish());
  }

  /**
   * The shell's view and legal actions: the table draws them when it shows something new
   * (or `anew`: the shell asks for the same view again) and says whether it did. Fresh
   * events are always new.
   */
  update(view: View, legal: Action[], anew = false): boolean {
    const seen = this.seenOf(view, legal);
    const changed = { legal: seen.legal !== this.seen.legal, view: seen.view !== this.seen.view, events: view.events.length > 0 };
    if (!anew && !changed.legal && !changed.view && !changed.events) return false;
    this.seen = seen;
    const before = this.view;
    this.view = view;
    this.legal = legal;
    if (changed.legal) this.choice = this.noChoice(this.choice);
    // The table never lags behind the game: motions under way end at once.
    this.timeline.finish();
    this.show({ view, before, changed });
    return true;
  }

  /**
   * What the table shows of a view, as text, made once per update: the view less its events
   * (fresh ones are told apart by the shell), the seats' names and who is away (the board
   * names them so), the language it speaks, and apart, the legal list.
   */
  private seenOf(view: View, legal: Action[]): typeof this.seen {
    const names = this.ctx.seatNames();
    const away = names.map((_, seat) => this.ctx.absence?.(seat) ?? null);
    return { legal: JSON.stringify(legal), view: JSON.stringify([{ ...view, events: [] }, names, away, this.ctx.locale()]) };
  }

  /** Draws a new view (`this.view`, `this.legal` and `this.choice` hold it); lays the table out for the canvas's size and draws it; draws what hangs on the legal list and the choice (after a pick, a send). */
  protected abstract show(update: Update<View>): void;
  protected abstract relayout(): void;
  protected abstract redraw(): void;

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    // The motions move what the new layout replaces: they end first (a banner that comes
    // and goes resizes the table mid-move).
    this.timeline.finish();
    this.relayout();
  }

  /** The player picked something (or took it back): the table shows it. */
  protected choose(choice: Choice): void {
    this.choice = choice;
    this.redraw();
  }

  /**
   * Sends one action. Nothing stays clickable until the server answers, so one tap sends
   * one action: the legal list is empty until the next view, whose list counts as new even
   * when it is the same (a refused move), and the choice starts again.
   */
  protected send(action: Action): void {
    this.legal = [];
    this.seen = { ...this.seen, legal: "" };
    this.choice = this.noChoice(this.choice);
    this.redraw();
    this.ctx.act(action);
  }

  /** What the table does on every frame the stage draws besides its motions and lights (a roll's dice). */
  protected tick(): void {}

  /** The line that says whose turn it is: how the shell names an absent player ("A bot plays for Bob."), else the game's words. */
  protected turnLine(seat: number): string {
    return this.ctx.absence?.(seat) ?? this.ctx.t(this.seatWords.turn, { name: this.seatName(seat) });
  }

  /** Makes a drawn choice pulse (unless the stage may not: then it stays at full strength), down to `least` alpha. */
  protected lit<T extends Container>(light: T, least = 0.1): T {
    this.lights.push({ light, least });
    return light;
  }

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
