import type { PlayerTable, TableSummary } from "@tablee/shared";
import { locale, t } from "../i18n/index";
import { forgetMyTable, MY_TABLES_KEY, myTables, PLAYER_KEY, savedPlayer, savedSeatKey, savePlayer } from "../net/storage";
import { playerTables } from "../player/api";
import { replayPath, tablePath } from "../router";
import { fetchSummary } from "../table/invite-summary";
import { clear, el } from "../ui/dom";
import { durationWords } from "../ui/durations";
import { browserRow, myTableRows, type TableRow } from "./table-rows";
import { countedTitle, showBadge } from "./whose-turn";

/** How often the lobby asks again whose turn it is while it shows. */
const REFRESH_MS = 60_000;

export interface MyTablesHooks {
  /** Where focus goes when the row that had it is removed and no other is left. */
  fallbackFocus(): HTMLElement;
  /** How many tables wait for this player now. */
  waiting?(count: number): void;
  /** The server said this device is not signed in (any more). */
  signedOut?(): void;
}

/**
 * The lobby's "My tables". For a signed-in player, the server's list (every seat of theirs,
 * from any device: docs/protocol.md, "Players"), and this browser's tables it does not hold;
 * otherwise the tables this browser sat at or watched, each asked for its public summary.
 * A way back to each game in progress, a replay of each finished one; whether a bot plays the
 * seat; whose turn it is: the tables waiting for you come first with your time left, and
 * their count goes in the page title and the installed app's badge. Asked again every minute
 * while the lobby shows, and when it comes back into view.
 */
export function myTablesSection(hooks: MyTablesHooks): { node: HTMLElement; relabel(): void; dispose(): void } {
  const title = el("h2", { id: "my-tables-title" });
  const list = el("ul", { class: "table-list my-tables" });
  const node = el("section", { class: "panel mine", "aria-labelledby": "my-tables-title" }, title, list);
  const summaries = new Map<string, TableSummary | null>();
  /** The signed-in player's tables as last told; null while no player is signed in here. */
  let theirs: PlayerTable[] | null = null;
  let disposed = false;

  const browserRows = () => myTables().map((table) => browserRow(table, summaries.get(table.id) ?? null, savedSeatKey(table.id) !== null));

  /** The list anew, in its order; the focus stays on the same button of the same table. */
  function render(): void {
    const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const again = focused && { table: focused.closest<HTMLElement>("[data-table]")?.dataset.table, action: focused.dataset.action };
    const rows = myTableRows(theirs, browserRows());
    node.hidden = rows.length === 0;
    clear(list);
    const when = new Intl.DateTimeFormat(locale(), { dateStyle: "short", timeStyle: "short" });
    for (const table of rows) list.appendChild(row(table, when.format(table.at)));
    if (again?.table) list.querySelector<HTMLElement>(`[data-table="${CSS.escape(again.table)}"] [data-action="${again.action}"]`)?.focus();
    const waiting = rows.filter((table) => table.turn.mine).length;
    document.title = countedTitle(waiting);
    showBadge(waiting);
    hooks.waiting?.(waiting);
  }

  /** The player's list (when one is signed in here) and every other table in progress asked again; the list once all have answered. */
  async function refresh(): Promise<void> {
    if (savedPlayer()) {
      try {
        theirs = await playerTables();
        if (theirs === null && !disposed) {
          savePlayer(null);
          hooks.signedOut?.();
        }
      } catch {
        // Unreachable for now: the last list stands until the next time.
      }
    } else theirs = null;
    const listed = new Set((theirs ?? []).map((table) => table.id));
    const asked = myTables().filter((table) => table.status === "playing" && !listed.has(table.id));
    const answers = await Promise.all(asked.map(async (table) => [table.id, await fetchSummary(table.id)] as const));
    if (disposed) return;
    for (const [id, summary] of answers) summaries.set(id, summary);
    render();
  }

  /** "seat 2 · your turn: 2 h 10 min left · last seen …", "seat 2 · Bo to play · …", "seat 2 · a bot plays for you until you come back · …". */
  function seatLine(table: TableRow, when: string): string {
    const role = table.seat >= 0 ? t("lobby.mySeat", { n: table.seat + 1 }) : t("lobby.watched");
    const { turn } = table;
    let status = t("lobby.inProgress");
    if (table.status === "over") status = t("lobby.over");
    else if (table.botPlays) status = t("lobby.botPlaysForYou");
    else if (turn.mine) status = turn.deadline > 0 ? t("mine.yourTurnLeft", { time: durationWords(turn.deadline - Date.now(), t) }) : t("mine.yourTurn");
    else if (turn.turnOf.length > 0) status = t("mine.turnOf", { names: turn.turnOf.join(", ") });
    const seen = table.from === "player" ? t("mine.changed", { when }) : t("lobby.lastSeen", { when });
    return `${role} · ${status} · ${seen}`;
  }

  function row(table: TableRow, when: string): HTMLElement {
    const game = t(`game.${table.game}`);
    const info = el(
      "div",
      { class: "table-info" },
      el("span", { class: "table-game", text: game }),
      table.others.length > 0 ? el("span", { class: "table-host", text: t("lobby.with", { names: table.others.join(", ") }) }) : null,
      el("span", { class: "table-seats", text: seatLine(table, when) }),
    );
    const actions = el("div", { class: "table-actions" });
    if (table.status === "over") {
      actions.appendChild(el("a", { class: "button primary", href: replayPath(table.id), "data-action": "replay", text: t("lobby.replay") }));
    } else {
      actions.appendChild(el("a", { class: "button primary", href: tablePath(table.id, table.spectator), "data-action": "return", text: t("lobby.return") }));
    }
    // The player's own tables are theirs on every device: nothing for this browser to forget.
    if (table.from === "browser") {
      const remove = el("button", { type: "button", class: "remove", "data-action": "remove", text: t("lobby.remove") });
      remove.setAttribute("aria-label", t("lobby.removeLabel", { game, when }));
      remove.addEventListener("click", () => {
        forgetMyTable(table.id);
        render();
        // The focus would be lost with the row: keep it in the list, or on the name field.
        (list.querySelector<HTMLElement>("[data-action=remove]") ?? hooks.fallbackFocus()).focus();
      });
      actions.appendChild(remove);
    }
    return el(
      "li",
      {
        class: `table-row${table.turn.mine ? " waiting-for-you" : ""}`,
        "data-table": table.id,
        "data-status": table.status,
        "data-from": table.from,
        "data-bot-plays": table.botPlays,
        "data-your-turn": table.turn.mine,
      },
      info,
      actions,
    );
  }

  // Another tab of this browser sat down somewhere, a game it plays ended, or it signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MY_TABLES_KEY && event.key !== PLAYER_KEY && event.key !== null) return;
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
