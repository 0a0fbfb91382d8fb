import type { TableSummary } from "@tablee/shared";
import { locale, t } from "../i18n/index";
import { forgetMyTable, MY_TABLES_KEY, myTables, savedSeatKey, type MyTable } from "../net/storage";
import { replayPath, tablePath } from "../router";
import { fetchSummary } from "../table/invite-summary";
import { clear, el } from "../ui/dom";
import { durationWords } from "../ui/durations";
import { botPlaysMySeat } from "./seat-now";
import { countedTitle, showBadge, tableTurn, waitingFirst } from "./whose-turn";

/** How often the lobby asks again whose turn it is while it shows. */
const REFRESH_MS = 60_000;

/**
 * The lobby's "My tables": the tables this browser sat at or watched, a way back to each game
 * in progress, a replay of each finished one. Each table's public summary says whether a bot
 * plays this browser's seat, and at a turn-based table whose turn it is: the tables waiting
 * for you come first with your time left, and their count goes in the page title and the
 * installed app's badge. Asked again every minute while the lobby shows, and when it comes
 * back into view.
 */
export function myTablesSection(fallbackFocus: () => HTMLElement, onWaiting: (count: number) => void = () => undefined): { node: HTMLElement; relabel(): void; dispose(): void } {
  const title = el("h2", { id: "my-tables-title" });
  const list = el("ul", { class: "table-list my-tables" });
  const node = el("section", { class: "panel mine", "aria-labelledby": "my-tables-title" }, title, list);
  const summaries = new Map<string, TableSummary | null>();
  let disposed = false;

  const turnOf = (table: MyTable) => tableTurn(table, summaries.get(table.id) ?? null);

  /** The list anew, in its order; the focus stays on the same button of the same table. */
  function render(): void {
    const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const again = focused && { table: focused.closest<HTMLElement>("[data-table]")?.dataset.table, action: focused.dataset.action };
    const tables = waitingFirst(myTables(), turnOf);
    node.hidden = tables.length === 0;
    clear(list);
    const when = new Intl.DateTimeFormat(locale(), { dateStyle: "short", timeStyle: "short" });
    for (const table of tables) list.appendChild(row(table, when.format(table.lastSeen)));
    if (again?.table) list.querySelector<HTMLElement>(`[data-table="${CSS.escape(again.table)}"] [data-action="${again.action}"]`)?.focus();
    const waiting = tables.filter((table) => turnOf(table).mine).length;
    document.title = countedTitle(waiting);
    showBadge(waiting);
    onWaiting(waiting);
  }

  /** Every table in progress asked again; the list once all have answered. */
  async function refresh(): Promise<void> {
    const asked = myTables().filter((table) => table.status === "playing");
    const answers = await Promise.all(asked.map(async (table) => [table.id, await fetchSummary(table.id)] as const));
    if (disposed) return;
    for (const [id, summary] of answers) summaries.set(id, summary);
    render();
  }

  /** "seat 2 · your turn: 2 h 10 min left · last seen …", "seat 2 · Bo to play · …", "seat 2 · a bot plays for you until you come back · …". */
  function seatLine(table: MyTable, seen: string): { text: string; botPlays: boolean; waiting: boolean } {
    const role = table.seat >= 0 ? t("lobby.mySeat", { n: table.seat + 1 }) : t("lobby.watched");
    const botPlays = botPlaysMySeat(table, summaries.get(table.id) ?? null, savedSeatKey(table.id) !== null);
    const turn = turnOf(table);
    let status = t("lobby.inProgress");
    if (table.status === "over") status = t("lobby.over");
    else if (botPlays) status = t("lobby.botPlaysForYou");
    else if (turn.mine) status = turn.deadline > 0 ? t("mine.yourTurnLeft", { time: durationWords(turn.deadline - Date.now(), t) }) : t("mine.yourTurn");
    else if (turn.turnOf.length > 0) status = t("mine.turnOf", { names: turn.turnOf.join(", ") });
    return { text: `${role} · ${status} · ${t("lobby.lastSeen", { when: seen })}`, botPlays, waiting: turn.mine };
  }

  function row(table: MyTable, seen: string): HTMLElement {
    const game = t(`game.${table.game}`);
    const others = table.names.filter((name, seat) => name !== "" && seat !== table.seat);
    const line = seatLine(table, seen);
    const info = el(
      "div",
      { class: "table-info" },
      el("span", { class: "table-game", text: game }),
      others.length > 0 ? el("span", { class: "table-host", text: t("lobby.with", { names: others.join(", ") }) }) : null,
      el("span", { class: "table-seats", text: line.text }),
    );
    const actions = el("div", { class: "table-actions" });
    if (table.status === "over") {
      actions.appendChild(el("a", { class: "button primary", href: replayPath(table.id), "data-action": "replay", text: t("lobby.replay") }));
    } else {
      const path = tablePath(table.id, table.spectator);
      actions.appendChild(el("a", { class: "button primary", href: path, "data-action": "return", text: t("lobby.return") }));
    }
    const remove = el("button", { type: "button", class: "remove", "data-action": "remove", text: t("lobby.remove") });
    remove.setAttribute("aria-label", t("lobby.removeLabel", { game, when: seen }));
    remove.addEventListener("click", () => {
      forgetMyTable(table.id);
      render();
      // The focus would be lost with the row: keep it in the list, or on the name field.
      (list.querySelector<HTMLElement>("[data-action=remove]") ?? fallbackFocus()).focus();
    });
    actions.appendChild(remove);
    return el(
      "li",
      { class: `table-row${line.waiting ? " waiting-for-you" : ""}`, "data-table": table.id, "data-status": table.status, "data-bot-plays": line.botPlays, "data-your-turn": line.waiting },
      info,
      actions,
    );
  }

  // Another tab of this browser sat down somewhere, or a game it plays ended.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MY_TABLES_KEY && event.key !== null) return;
    render();
    void refresh();
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") void refresh();
  };
  addEventListener("storage", onStorage);
  document.addEventListener("visibilitychange", onVisible);
  const timer = setInterval(() => {
    if (document.visibilityState === "visible") void refresh();
  }, REFRESH_MS);
  void refresh();

  return {
    node,
    relabel() {
      title.textContent = t("lobby.myTables");
      render();
    },
    dispose() {
      disposed = true;
      clearInterval(timer);
      removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
      // The count is the lobby's; the badge stays for the app.
      if (/^\(\d+\) /.test(document.title)) document.title = countedTitle(0);
    },
  };
}
