import { clientGame, type ClientGame } from "../games/index";
import type { GameModule, GameRenderer } from "../games/renderer";
import { addDictionaries, locale, onLocaleChange, t } from "../i18n/index";
import { apiUrl } from "../net/client";
import { replaceAddress, replayPath } from "../router";
import type { Stage } from "../table/stage";
import { clear, el, on } from "../ui/dom";
import { localeSwitch } from "../ui/locale-switch";
import { messageParts } from "../ui/message";
import { myTables } from "../net/storage";
import { tablePath } from "../router";
import { SPEEDS, animates, moveEntries, play, readReplay, startPlayback, stepEvents, stepMs, stepView, viewableSeats, type MoveEntry, type Playback, type PlaybackMove, type Replay, type Speed } from "./steps";

export interface ReplayOptions {
  root: HTMLElement;
  tableId: string;
  /** The table's game number (1…); its latest game when absent. */
  game?: number;
  navigate(path: string): void;
}

/** Why a replay could not be shown. */
type Failure = "not-found" | "error";

async function fetchReplay(tableId: string, game: number | undefined): Promise<Replay | Failure> {
  const query = game === undefined ? "" : `?game=${game}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/tables/${encodeURIComponent(tableId)}/replay${query}`), { headers: { accept: "application/json" } });
  } catch {
    return "error";
  }
  if (response.status === 404) return "not-found";
  if (!response.ok) return "error";
  try {
    return readReplay(await response.json());
  } catch {
    return "error";
  }
}

/**
 * The replay page `#/replay/<id>[/<n>]`: a finished (or running) game drawn step by step by
 * the game's own renderer, as a spectator sees it, or, once the game is over, as one seat saw
 * it (its cards included); the log in words; controls to step, jump and play at a speed. Like
 * the table, it is a chunk of its own, and Pixi and the renderer load on demand.
 */
export function mountReplay(options: ReplayOptions): () => void {
  const { root, tableId } = options;
  // Pixi loads while the replay is fetched.
  const stageModule = import("../table/stage");
  stageModule.catch(() => undefined);
  const locales = localeSwitch();
  const title = el("h1", { class: "game-title" });
  const body = el("main", { class: "replay-main" });
  const page = el(
    "div",
    { class: "page replay-page" },
    el("header", { class: "topbar" }, el("a", { class: "brand", href: "/" }, "Tablée"), title, el("span", { class: "spacer" }), locales.node),
    body,
  );
  clear(root);
  root.appendChild(page);

  let disposed = false;
  let view: ReplayView | null = null;
  let relabel: () => void = () => undefined;

  function message(key: string, retry: boolean): void {
    relabel = () => {
      document.title = `${t("replay.title")} · Tablée`;
      title.textContent = t("replay.title");
      clear(body);
      const card = el("div", { class: "enter-card panel" });
      const heading = key === "replay.notFound" ? t("replay.notFoundTitle") : undefined;
      card.append(...messageParts(t(key), { title: heading, again: retry ? () => void load() : undefined }));
      body.append(el("div", { class: "enter" }, card));
    };
    relabel();
  }

  async function load(): Promise<void> {
    message("replay.loading", false);
    const replay = await fetchReplay(tableId, options.game);
    if (disposed) return;
    if (replay === "not-found") return message("replay.notFound", false);
    if (replay === "error") return message("replay.error", true);
    const game = clientGame(replay.game);
    if (!game) return message("join.unknownGame", false);
    // The address names the game shown, so that it stays the same one after a rematch.
    if (options.game === undefined) replaceAddress(replayPath(tableId, replay.gameNo));
    clear(body);
    view = new ReplayView(body, replay, game, stageModule, options.navigate);
    relabel = () => {
      title.textContent = t("replay.titleOf", { game: t(`game.${game.id}`) });
      document.title = `${title.textContent} · Tablée`;
      view?.relabel();
    };
    relabel();
  }

  void load();

  const stops = [onLocaleChange(() => relabel()), locales.dispose];
  return () => {
    disposed = true;
    for (const stop of stops) stop();
    view?.dispose();
  };
}

/** The loaded replay: the board, the controls and the log. */
class ReplayView {
  private readonly stageHost = el("div", { class: "stage", role: "group", "data-game": "" });
  private readonly status = el("p", { class: "status replay-status", "aria-live": "polite" });
  private readonly buttons: Record<"first" | "prev" | "toggle" | "next" | "last", HTMLButtonElement>;
  private readonly slider = el("input", { id: "replay-step", type: "range", min: 0, step: 1 });
  private readonly sliderLabel = el("label", { for: "replay-step" });
  private readonly speed = el("select", { id: "replay-speed" });
  private readonly speedLabel = el("label", { for: "replay-speed" });
  private readonly seatSelect = el("select", { id: "replay-seat" });
  private readonly seatLabel = el("label", { for: "replay-seat" });
  private readonly gameSelect = el("select", { id: "replay-game" });
  private readonly gameLabel = el("label", { for: "replay-game" });
  private readonly note = el("p", { class: "field-hint replay-note" });
  private readonly players = el("ol", { class: "seats replay-players" });
  private readonly logTitle = el("h2", { class: "panel-title", id: "replay-moves-title" });
  /**
   * The moves, one entry each: a listbox, one tab stop for the whole list; the arrow keys,
   * Home and End go from entry to entry, and the board follows.
   */
  private readonly steps = el("ol", { class: "log-lines replay-steps", role: "listbox", tabindex: 0, "aria-labelledby": "replay-moves-title" });
  /** A way back to the table this browser sat at or watched, in the same tab. */
  private readonly back = el("a", { class: "button replay-back", "data-action": "back-to-table", hidden: true });
  private entries: MoveEntry[] = [];
  private readonly disposers: (() => void)[] = [];

  private state: Playback;
  private seat: number | null = null;
  private stage: Stage | null = null;
  private module: GameModule | null = null;
  private renderer: GameRenderer<unknown, unknown> | null = null;
  private rendererSeat: number | null | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    host: HTMLElement,
    private readonly replay: Replay,
    private readonly game: ClientGame,
    stageModule: Promise<typeof import("../table/stage")>,
    private readonly navigate: (path: string) => void,
  ) {
    this.state = startPlayback(replay.steps.length);
    this.stageHost.dataset.game = game.id;
    const button = (name: keyof ReplayView["buttons"], symbol: string) => {
      const node = el("button", { type: "button", class: `replay-${name}`, "data-action": name, text: symbol });
      node.addEventListener("click", () => this.move(name === "toggle" ? { type: "toggle" } : { type: name }));
      return node;
    };
    // Glyphs every font has; each button's name is its aria-label.
    this.buttons = { first: button("first", "«"), prev: button("prev", "‹"), toggle: button("toggle", ""), next: button("next", "›"), last: button("last", "»") };
    this.buttons.toggle.classList.add("primary");
    this.slider.max = String(replay.steps.length - 1);
    this.slider.addEventListener("input", () => this.move({ type: "jump", to: Number(this.slider.value) }));
    this.speed.addEventListener("change", () => this.move({ type: "speed", speed: Number(this.speed.value) as Speed }));
    this.seatSelect.addEventListener("change", () => {
      this.seat = this.seatSelect.value === "" ? null : Number(this.seatSelect.value);
      void this.draw(false);
    });
    this.gameSelect.addEventListener("change", () => this.navigate(replayPath(replay.id, Number(this.gameSelect.value))));

    const seats = viewableSeats(replay);
    const known = myTables().find((table) => table.id === replay.id);
    if (known) {
      this.back.setAttribute("href", tablePath(replay.id, known.spectator));
      this.back.hidden = false;
    }
    this.steps.addEventListener("keydown", (event) => this.listKey(event));
    this.steps.addEventListener("click", (event) => {
      const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
      if (option) this.move({ type: "jump", to: Number(option.dataset.step) });
    });
    const controls = el(
      "section",
      { class: "panel replay-panel" },
      this.back,
      this.status,
      el("div", { class: "replay-buttons", role: "group" }, ...Object.values(this.buttons)),
      el("div", { class: "field" }, this.sliderLabel, this.slider),
      el("div", { class: "replay-options" }, el("div", { class: "field" }, this.speedLabel, this.speed), seats.length > 0 ? el("div", { class: "field" }, this.seatLabel, this.seatSelect) : null),
      replay.games > 1 ? el("div", { class: "field" }, this.gameLabel, this.gameSelect) : null,
      this.note,
    );
    const side = el(
      "aside",
      { class: "side" },
      controls,
      el("section", { class: "panel seats-panel" }, this.players),
      el("section", { class: "panel log" }, this.logTitle, this.steps),
    );
    host.append(el("div", { class: "table-layout" }, el("section", { class: "board-area" }, this.stageHost), side));

    this.disposers.push(on(document, "keydown", (event) => this.key(event)));
    void this.start(stageModule);
  }

  private async start(stageModule: Promise<typeof import("../table/stage")>): Promise<void> {
    try {
      const [{ createStage }, module] = await Promise.all([stageModule, this.game.loadRenderer()]);
      if (this.disposed) return;
      addDictionaries(module.dictionaries);
      this.module = module;
      this.stage = await createStage(this.stageHost);
      if (this.disposed) return;
      this.stage.onResize((width, height) => this.renderer?.resize(width, height));
      await this.draw(false);
      this.stageHost.setAttribute("data-table-ready", String(Math.round(performance.now())));
    } catch {
      this.status.textContent = t("error.load");
    }
  }

  relabel(): void {
    this.stageHost.setAttribute("aria-label", t("replay.canvas", { game: t(`game.${this.game.id}`) }));
    this.sliderLabel.textContent = t("replay.slider");
    this.speedLabel.textContent = t("replay.speed");
    this.seatLabel.textContent = t("replay.viewAs");
    this.gameLabel.textContent = t("replay.gameNo");
    this.logTitle.textContent = t("replay.moves");
    this.back.textContent = t("replay.backToTable");
    // A game with nothing hidden (no cards in hand) has nothing to say about seats, over or not.
    const note = !this.game.hidden ? "" : this.replay.over ? (viewableSeats(this.replay).length > 0 ? t("replay.overNote") : "") : t("replay.inProgressNote");
    this.note.textContent = note;
    this.note.hidden = this.note.textContent === "";
    const number = new Intl.NumberFormat(locale());
    this.fillSelect(this.speed, SPEEDS.map((speed) => ({ value: String(speed), text: `${number.format(speed)}×` })), String(this.state.speed));
    this.fillSelect(
      this.seatSelect,
      [{ value: "", text: t("replay.spectator") }, ...viewableSeats(this.replay).map((seat) => ({ value: String(seat), text: this.seatName(seat) }))],
      this.seat === null ? "" : String(this.seat),
    );
    const games = Array.from({ length: this.replay.games }, (_, i) => ({ value: String(i + 1), text: t("replay.gameOf", { n: i + 1, total: this.replay.games }) }));
    this.fillSelect(this.gameSelect, games, String(this.replay.gameNo));
    this.renderPlayers();
    this.renderSteps();
    this.renderPosition();
    // The renderer's words follow the language: draw the same step again.
    void this.draw(false);
  }

  private fillSelect(select: HTMLSelectElement, choices: { value: string; text: string }[], value: string): void {
    clear(select);
    for (const choice of choices) select.appendChild(el("option", { value: choice.value, text: choice.text }));
    select.value = value;
  }

  private seatName(seat: number): string {
    const name = this.replay.players[seat];
    return name ? t("replay.seatNamed", { n: seat + 1, name }) : t("seat.n", { n: seat + 1 });
  }

  private renderPlayers(): void {
    clear(this.players);
    const winners = this.replay.outcome?.winners ?? [];
    for (let seat = 0; seat < this.replay.seatCount; seat++) {
      const dot = el("span", { class: "seat-dot", "aria-hidden": "true" });
      dot.style.background = this.game.seatColours[seat] ?? "#888";
      const won = this.replay.over && winners.includes(seat);
      this.players.appendChild(
        el(
          "li",
          { class: "seat", "data-seat": seat },
          dot,
          el("span", { class: "seat-main" }, el("span", { class: "seat-name", text: this.replay.players[seat] || t("seat.n", { n: seat + 1 }) })),
          won ? el("span", { class: "tag tag-host", text: t("replay.won") }) : null,
        ),
      );
    }
  }

  /** The log in words, one entry per move (moveEntries); choosing one jumps there. */
  private renderSteps(): void {
    clear(this.steps);
    const describe = (events: unknown[]): string[] => {
      try {
        return this.game.describe(events, this.replay.players);
      } catch {
        return [];
      }
    };
    const choosing = (seat: number | undefined) => t("replay.choosing", { name: seat === undefined ? "" : this.replay.players[seat] || t("seat.n", { n: seat + 1 }) });
    this.entries = moveEntries(this.replay, describe, choosing);
    this.entries.forEach((entry, k) => {
      const last = entry.steps.at(-1)!;
      const number = entry.steps[0] === 0 ? t("replay.deal") : `${k}.`;
      this.steps.appendChild(
        el("li", { class: "log-line replay-step", role: "option", id: `replay-move-${k}`, "aria-selected": "false", "data-step": last, "data-steps": entry.steps.join(" ") }, `${number} ${entry.lines.join(" ")}`),
      );
    });
  }

  /** The entry that holds step `index` (the last that starts at or before it). */
  private entryOf(index: number): number {
    let found = 0;
    this.entries.forEach((entry, k) => {
      if (entry.steps[0] <= index) found = k;
    });
    return found;
  }

  /** The list's keys: one entry up or down, the first or the last; the board goes there. */
  private listKey(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = this.entryOf(this.state.index);
    const to = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: this.entries.length - 1, PageDown: at + 10, PageUp: at - 10 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const entry = this.entries[Math.max(0, Math.min(this.entries.length - 1, to))];
    if (entry) this.move({ type: "jump", to: entry.steps.at(-1)! });
  }

  private describe(index: number): string[] {
    try {
      return this.game.describe(stepEvents(this.replay, index), this.replay.players);
    } catch {
      return [];
    }
  }

  /** The controls' state and words, the step's words, and its entry marked in the log. */
  private renderPosition(): void {
    const { index, count, playing } = this.state;
    const labels: Record<keyof ReplayView["buttons"], string> = {
      first: t("replay.first"),
      prev: t("replay.prev"),
      toggle: playing ? t("replay.pause") : t("replay.play"),
      next: t("replay.next"),
      last: t("replay.last"),
    };
    for (const [name, node] of Object.entries(this.buttons)) {
      node.setAttribute("aria-label", labels[name as keyof typeof labels]);
      node.title = labels[name as keyof typeof labels];
    }
    this.buttons.toggle.textContent = `${playing ? "‖" : "▶"} ${labels.toggle}`;
    this.buttons.toggle.setAttribute("aria-pressed", String(playing));
    this.slider.value = String(index);
    this.slider.setAttribute("aria-valuetext", this.positionText());
    // aria-disabled, not disabled: a button pressed to the end keeps the keyboard focus.
    const off = { first: index === 0, prev: index === 0, next: index === count - 1, last: index === count - 1, toggle: count < 2 };
    for (const [name, node] of Object.entries(this.buttons)) node.setAttribute("aria-disabled", String(off[name as keyof typeof off]));
    const lines = this.describe(index);
    this.status.textContent = lines.length > 0 ? `${this.positionText()} — ${lines.join(" ")}` : this.positionText();
    this.stageHost.dataset.step = String(index);
    const current = this.entryOf(index);
    for (const [k, node] of Array.from(this.steps.querySelectorAll<HTMLElement>(".replay-step")).entries()) {
      node.setAttribute("aria-selected", String(k === current));
      if (k === current) {
        node.setAttribute("aria-current", "step");
        this.steps.setAttribute("aria-activedescendant", node.id);
        this.reveal(node);
      } else node.removeAttribute("aria-current");
    }
  }

  /** Scrolls the log (and only the log: not the page) to show the current step. */
  private reveal(node: HTMLElement): void {
    const list = this.steps.getBoundingClientRect();
    const item = node.getBoundingClientRect();
    if (item.top < list.top) this.steps.scrollTop -= list.top - item.top;
    else if (item.bottom > list.bottom) this.steps.scrollTop += item.bottom - list.bottom;
  }

  private positionText(): string {
    const { index, count } = this.state;
    return index === 0 ? t("replay.atDeal", { count: count - 1 }) : t("replay.atMove", { n: index, total: count - 1 });
  }

  private move(move: PlaybackMove): void {
    const before = this.state;
    this.state = play(before, move);
    this.renderPosition();
    if (this.state.index !== before.index) void this.draw(animates(before, this.state));
    this.schedule();
  }

  /** While playing: the next step after one step's time at the chosen speed. */
  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.state.playing || this.disposed) return;
    this.timer = setTimeout(() => this.move({ type: "tick" }), stepMs(this.state.speed));
  }

  private async draw(animate: boolean): Promise<void> {
    if (!this.stage || !this.module || this.disposed) return;
    if (!this.renderer || this.rendererSeat !== this.seat) {
      this.renderer?.destroy();
      this.stage.layer.removeChildren();
      const stage = this.stage;
      this.renderer = this.module.create({
        app: stage.app,
        layer: stage.layer,
        stage,
        seat: this.seat,
        seatNames: () => this.replay.players,
        locale: () => locale(),
        t: (key, params) => t(key, params),
        // A replay is only looked at.
        act: () => undefined,
      });
      this.rendererSeat = this.seat;
      const host = this.stageHost;
      this.renderer.resize(Math.max(1, host.clientWidth), Math.max(1, host.clientHeight));
      animate = false;
    }
    this.renderer.update(stepView(this.replay, this.state.index, this.seat, animate), []);
    this.stage.requestRender();
  }

  /** ←/→ a step, Home/End the ends, space plays or pauses; form fields keep their own keys. */
  private key(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    const tag = target?.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const moves: Record<string, PlaybackMove> = {
      ArrowLeft: { type: "prev" },
      ArrowRight: { type: "next" },
      Home: { type: "first" },
      End: { type: "last" },
      " ": { type: "toggle" },
    };
    const move = moves[event.key];
    // Space and Enter on a button press that button.
    if (!move || (event.key === " " && tag === "BUTTON")) return;
    event.preventDefault();
    this.move(move);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    for (const dispose of this.disposers) dispose();
    this.renderer?.destroy();
    this.stage?.destroy();
  }
}
