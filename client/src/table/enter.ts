import type { Room } from "@colyseus/sdk";
import type { TableSummary } from "@tablee/shared";
import { clientGame } from "../games/index";
import { onLocaleChange, t } from "../i18n/index";
import { enterTable, joinTable, refusal, resumeTable, retryable } from "../net/client";
import { myTables, saveName, savedName, savedSeatKey } from "../net/storage";
import { clear, el } from "../ui/dom";
import { localeSwitch } from "../ui/locale-switch";
import { lobbyLink, messageParts } from "../ui/message";
import { checkNameField, nameProblem } from "../ui/names";
import { fetchSummary, summaryLines, summaryTitle } from "./invite-summary";
import type { TableView } from "./table";

export interface EnterOptions {
  root: HTMLElement;
  tableId: string;
  watch: boolean;
  /** A room already joined (just created from the lobby). */
  room: Room | null;
  exit(): void;
}

/**
 * From a link to a seat: back to this tab's seat after a reload, or to the seat whose key
 * this browser keeps; else a free seat (asking for a name the first time); a full table
 * offers to watch. A watch link spectates under the name this browser remembers, else asks
 * one first, which may be left out (the chat then shows "Spectator"), unless this browser
 * already watched the table so.
 */
export function mountEnter(options: EnterOptions): () => void {
  const { root, tableId } = options;
  let view: TableView | null = null;
  let disposed = false;
  const locales = localeSwitch();
  const body = el("div", { class: "enter-card panel" });
  const page = el(
    "div",
    { class: "page enter-page" },
    el("header", { class: "topbar" }, el("a", { class: "brand", href: "/" }, "Tablée"), el("span", { class: "spacer" }), locales.node),
    el("main", { class: "enter" }, body),
  );
  let redraw: () => void = () => undefined;
  const stopLocale = onLocaleChange(() => redraw());

  function show(draw: () => void): void {
    redraw = () => {
      clear(body);
      draw();
    };
    if (!page.isConnected) {
      clear(root);
      root.appendChild(page);
    }
    redraw();
  }

  /** What went wrong, with a way back to the lobby, and a way to try again when that may help. */
  function message(key: string, again?: () => void): void {
    show(() => body.append(...messageParts(t(key), { again })));
  }

  /**
   * The table's page and Pixi (./stage) are chunks of their own: the invitation does not
   * fetch them; a join does, while the server answers.
   */
  let tableModule: Promise<typeof import("./table")> | null = null;
  function loadTable(): Promise<typeof import("./table")> {
    if (!tableModule) {
      tableModule = import("./table");
      // Offline, the chunk cannot come: the next join tries again.
      tableModule.catch(() => (tableModule = null));
      void import("./stage").catch(() => undefined);
    }
    return tableModule;
  }

  async function open(room: Room): Promise<void> {
    const game = clientGame(room.name);
    let TableView: typeof import("./table").TableView | null = null;
    if (game && !disposed) {
      try {
        ({ TableView } = await loadTable());
      } catch {
        message("error.load");
      }
    }
    if (disposed || !game || !TableView) {
      void room.leave(true);
      if (!disposed && !game) message("join.unknownGame");
      return;
    }
    stopLocale();
    locales.dispose();
    view = new TableView({ root, room, tableId: room.roomId, game, exit: options.exit });
  }

  async function join(name: string, spectate: boolean): Promise<void> {
    show(() => body.append(el("p", { class: "enter-message", text: t("join.joining") })));
    void loadTable().catch(() => undefined);
    try {
      await open(await enterTable(tableId, { name, spectate }));
    } catch (error) {
      const reason = refusal(error);
      if (reason === "table-full" && !spectate) offerWatch(name);
      // A name the table will not take: the form again, with the name and why. One no table
      // takes is not remembered.
      else if (reason === "bad-name" || reason === "name-taken") {
        if (reason === "bad-name" && savedName() === name) saveName("");
        askName(options.watch, { name, reason });
      }
      else message(`join.${reason}`, retryable(reason) ? () => void join(name, spectate) : undefined);
    }
  }

  /**
   * A seat's key and no name yet (a "continue on another device" link on a new device): the
   * seat comes back with its own name, so none is asked; a refused key asks for one after all.
   */
  async function joinWithKey(): Promise<void> {
    show(() => body.append(el("p", { class: "enter-message", text: t("join.joining") })));
    void loadTable().catch(() => undefined);
    try {
      await open(await joinTable(tableId, { name: t("join.playerName") }, { fallBack: false }));
    } catch (error) {
      const reason = refusal(error);
      if (reason === "bad-seat-key") askName();
      else message(`join.${reason}`, retryable(reason) ? () => void joinWithKey() : undefined);
    }
  }

  function offerWatch(name: string): void {
    show(() => {
      const watch = el("button", { type: "button", class: "primary", "data-action": "watch", text: t("join.watchInstead") });
      watch.addEventListener("click", () => void join(name, true));
      body.append(el("h1", { text: t("join.fullTitle") }), el("p", { text: t("join.full") }), watch, lobbyLink());
    });
  }

  /**
   * The invitation: whose table and who is there (as the server says, once it answers), a
   * name, and a seat or just watching; from a watch link, watching only, and the name optional.
   */
  function askName(watching = false, refused?: { name: string; reason: string }): void {
    let typed = refused?.name ?? "";
    let summary: TableSummary | null = null;
    // Filled in place when the server answers: the name being typed keeps its caret.
    let showSummary = (): void => undefined;
    void fetchSummary(tableId).then((known) => {
      summary = known;
      if (!disposed) showSummary();
    });
    show(() => {
      const title = el("h1", { text: summaryTitle(summary) });
      const details = el("div", { class: "invite-details" });
      showSummary = () => {
        title.textContent = summaryTitle(summary);
        details.replaceChildren(...(summary ? [summaryLines(summary)] : []));
      };
      showSummary();
      const input = el("input", { id: "join-name", type: "text", maxlength: 24, autocomplete: "nickname", value: typed });
      const hint = el("p", { class: "field-hint", id: "join-name-hint", text: t(watching ? "watch.nameHint" : "name.hint") });
      input.setAttribute("aria-describedby", "join-name-hint");
      input.addEventListener("input", () => (typed = input.value));
      if (refused) {
        hint.textContent = t(`join.${refused.reason}`);
        hint.classList.add("invalid");
        input.setAttribute("aria-invalid", "true");
      }
      const sit = watching ? null : el("button", { type: "submit", class: "primary", "data-action": "join", text: t("join.sit") });
      const watch = watching
        ? el("button", { type: "submit", class: "primary", "data-action": "watch", text: t("join.watchInstead") })
        : el("button", { type: "button", "data-action": "watch", text: t("join.watch") });
      const form = el(
        "form",
        { class: "join-form" },
        title,
        details,
        el("div", { class: "field" }, el("label", { for: "join-name", text: t("name.label") }), input),
        hint,
        el("div", { class: "buttons" }, sit, watch),
      );
      const submit = (spectate: boolean) => {
        if (watching && input.value.trim() === "") return void join(t("join.spectatorName"), true);
        const name = checkNameField(input, hint);
        if (name === null) return;
        saveName(name);
        void join(name, spectate);
      };
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        submit(watching);
      });
      if (!watching) watch.addEventListener("click", () => submit(true));
      body.append(form);
      queueMicrotask(() => input.focus());
    });
  }

  async function start(): Promise<void> {
    if (options.room) {
      await open(options.room);
      return;
    }
    show(() => body.append(el("p", { class: "enter-message", text: t("join.joining") })));
    const resumed = await resumeTable(tableId);
    if (resumed) {
      await open(resumed);
      return;
    }
    const name = savedName();
    if (options.watch) {
      if (!nameProblem(name)) void join(name, true);
      // It watched this table before without a name (a replay's way back, My tables): again so.
      else if (myTables().some((table) => table.id === tableId && table.spectator)) void join(t("join.spectatorName"), true);
      else askName(true);
    }
    else if (!nameProblem(name)) void join(name, false);
    else if (savedSeatKey(tableId)) void joinWithKey();
    else askName();
  }

  void start();

  return () => {
    disposed = true;
    stopLocale();
    locales.dispose();
    view?.dispose();
  };
}
