import type { SeatRules } from "@tablee/shared";
import type { ClientGame } from "../games/index";
import type { GameRenderer } from "../games/renderer";
import { seatView } from "../games/wire";
import { addDictionaries, locale, t } from "../i18n/index";
import { el } from "../ui/dom";
import { absenceOf } from "./seat-roles";
import type { TableSnapshot } from "./snapshot";
import type { Stage } from "./stage";

/** What the board reads from the table it stands on. */
export interface BoardSource {
  /** The seat this page plays (null when watching). */
  seat(): number | null;
  names(): string[];
  state(): TableSnapshot;
  /** Sends one engine action to the server. */
  act(action: unknown): void;
  /** The page has left the table: nothing more is drawn. */
  closed(): boolean;
  /** Where focus waits while the board offers nothing to press (the table's status). */
  parking(): HTMLElement | null;
}

type Modules = [typeof import("./stage"), Awaited<ReturnType<ClientGame["loadRenderer"]>>, SeatRules];

/**
 * The board in the page: the canvas element, the stage on it (Pixi, fetched with the game's
 * renderer) and the renderer for the seat this page plays. It redraws only when what it
 * shows changed, and writes the drawn board's plain facts on the element for tests and styling.
 */
export class BoardHost {
  readonly element = el("div", { class: "stage", role: "group", "data-game": "" });
  private stage: Stage | null = null;
  private loading: Promise<void> | null = null;
  private focusOnLoad = false;
  private renderer: GameRenderer<unknown, unknown> | null = null;
  /** The game's rules, with which the seat's legal actions are listed from its view. */
  private seatRules: SeatRules | null = null;
  private rendererSeat: number | null = null;
  /** The next state is drawn whatever it holds (the line was down meanwhile). */
  private anew = false;
  private ready = false;
  private modules: Promise<Modules> | null = null;

  constructor(
    private readonly game: ClientGame,
    private readonly source: BoardSource,
  ) {
    this.element.dataset.game = game.id;
  }

  /**
   * Pixi, the game's renderer and its seat rules, fetched once. A fetch that fails (the server
   * restarting under the page) is forgotten, so the next state the page draws fetches them again.
   */
  load(): Promise<Modules> {
    if (this.modules === null) {
      const loading = Promise.all([import("./stage"), this.game.loadRenderer(), this.game.loadSeatRules()]);
      loading.catch(() => {
        if (this.modules === loading) this.modules = null;
      });
      this.modules = loading;
    }
    return this.modules;
  }

  relabel(): void {
    this.element.setAttribute("aria-label", t("table.canvas", { game: t(`game.${this.game.id}`) }));
    this.redraw();
  }

  /** The keyboard's focus on the board, now or once its canvas exists. */
  takeFocus(): void {
    if (this.stage) this.stage.takeFocus();
    else this.focusOnLoad = true;
  }

  /** Draws the same view again, anew: the renderer drops a choice the server refused, and speaks the page's language. */
  redraw(): void {
    this.draw(false, true);
  }

  /** Draws the table's board (with its events when they are fresh), making the renderer first if need be. */
  show(freshEvents: boolean): void {
    void this.ensureRenderer().then(() => this.draw(freshEvents));
  }

  /** Forgets what was drawn, so the next state is drawn whatever it holds. */
  forget(): void {
    this.anew = true;
  }

  /**
   * No game on the table (a rematch waits for its start): the last game's board and its
   * "Winner" line go, so the waiting card stands on an empty table. The next game's start
   * makes a new renderer.
   */
  clear(): void {
    if (!this.renderer || this.loading) return;
    this.renderer.destroy();
    this.renderer = null;
    this.rendererSeat = null;
    this.stage?.layer.removeChildren();
    this.stage?.renderNow();
    for (const name of ["phase", "deal", "turn"]) this.element.removeAttribute(`data-${name}`);
    this.element.setAttribute("data-legal", "0");
  }

  private ensureRenderer(): Promise<void> {
    const seat = this.source.seat();
    if (this.renderer && this.rendererSeat === seat) return Promise.resolve();
    if (this.loading) return this.loading;
    this.loading = (async () => {
      const [{ createStage }, game, seatRules] = await this.load();
      if (this.source.closed()) return;
      this.seatRules = seatRules;
      addDictionaries(game.dictionaries);
      if (!this.stage) this.stage = await createStage(this.element, { parking: () => this.source.parking() });
      if (this.focusOnLoad) this.stage.takeFocus();
      this.focusOnLoad = false;
      if (this.source.closed()) return;
      this.renderer?.destroy();
      this.stage.layer.removeChildren();
      const stage = this.stage;
      const mine = this.source.seat();
      this.renderer = game.create({
        app: stage.app,
        layer: stage.layer,
        stage,
        seat: mine,
        seatNames: () => this.source.names(),
        absence: (seat) => {
          const state = this.source.state();
          const holder = state.seats[seat];
          const key = absenceOf(holder, Date.now(), state.pace === "turns");
          return key === null ? null : t(key, { name: holder.name });
        },
        locale: () => locale(),
        t: (key, params) => t(key, params),
        act: (action) => this.source.act(action),
      });
      this.rendererSeat = mine;
      stage.onResize((width, height) => this.renderer?.resize(width, height));
      stage.keepAwake(() => this.element.getAttribute("data-legal") !== "0");
    })()
      // Not drawn this time (the modules could not be fetched): the next state tries again.
      .catch(() => undefined)
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Hands the renderer the table's view (with its events when they are fresh); what follows only when it drew. */
  private draw(freshEvents = false, anew = false): void {
    const state = this.source.state();
    if (!this.renderer || !this.seatRules || !state.board) return;
    const seat = this.rendererSeat;
    const mine = seat === null ? null : (state.privates[String(seat)] ?? null);
    const view = seatView<{ legal?: unknown[] }>(this.seatRules, state.board, mine, freshEvents ? state.log : []);
    const legal = view.legal ?? [];
    if (!this.renderer.update(view, legal, anew || this.anew)) return;
    this.anew = false;
    if (this.ready) this.stage?.requestRender();
    else {
      this.stage?.renderNow();
      // The first frame is drawn: the time since navigation (ms), which the client benchmark reads.
      this.element.setAttribute("data-table-ready", String(Math.round(performance.now())));
      this.ready = true;
    }
    // Plain facts about the drawn board, for tests and styling: never anything hidden.
    for (const name of ["phase", "deal", "turn"]) {
      const value = state.board[name];
      if (typeof value === "string" || typeof value === "number") this.element.setAttribute(`data-${name}`, String(value));
    }
    this.element.setAttribute("data-legal", String(legal.length));
  }

  destroy(): void {
    this.renderer?.destroy();
    this.stage?.destroy();
  }
}
