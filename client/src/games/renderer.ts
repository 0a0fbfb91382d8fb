import type { Application, Container } from "pixi.js";
import type { StageControl } from "./stage-control.js";

/** The languages of the product (i18n/words.ts); the shell picks one from the browser and offers a switch. */
export type { Locale } from "../i18n/words.js";
import type { Locale } from "../i18n/words.js";

/**
 * What the table shell gives a game's renderer. The renderer only draws and emits intents:
 * the `legal` list is the seat's, listed from its view with the shared rules (games/wire.ts),
 * and the server judges every action it is sent.
 */
export interface RendererContext<Action> {
  app: Application;
  /** The container the renderer draws into; the shell sizes the canvas. */
  layer: Container;
  /**
   * The canvas draws on demand: after `update` and `resize` and after input on the canvas
   * without being asked; an animation driven by `app.ticker` says when it runs with
   * `stage.animating(() => …)` (the ticker is stopped while the table is still).
   */
  stage: StageControl;
  /** The seat this browser plays, or null when watching. */
  seat: number | null;
  /** Display names by seat ("" for an empty seat). */
  seatNames(): string[];
  /**
   * How the board names a seat it waits for when its player is not simply there: "A bot
   * plays for Bob.", "Bob is away." (the shell's status line counts his time down); null
   * while the player is at the table (the game says "Bob to play"), and in replays.
   */
  absence?(seat: number): string | null;
  locale(): Locale;
  /** Translated text for a key of the game's own dictionary (see the game's i18n file). */
  t(key: string, params?: Record<string, string | number>): string;
  /** Sends one engine action to the server. */
  act(action: Action): void;
}

export interface GameRenderer<View, Action> {
  /**
   * Redraws for this view when it shows something new, or `anew` (the same view asked for
   * again); returns whether it drew. `legal` are the actions this seat may take now ([] otherwise).
   */
  update(view: View, legal: Action[], anew?: boolean): boolean;
  resize(width: number, height: number): void;
  destroy(): void;
}

export type RendererFactory<View, Action> = (context: RendererContext<Action>) => GameRenderer<View, Action>;

/** What a game's renderer chunk gives the shell: its factory and its words. */
export interface GameModule {
  create: RendererFactory<unknown, unknown>;
  dictionaries: Partial<Record<Locale, Record<string, string>>>;
}

/** A game's module from its typed factory: the shell hands it the views and actions of that game. */
export function gameModule<View, Action>(create: RendererFactory<View, Action>, dictionaries: GameModule["dictionaries"]): GameModule {
  return { create: create as unknown as GameModule["create"], dictionaries };
}
