import type { CircleTable } from "@tablee/shared";
import { t } from "../i18n/index";
import { tablePath } from "../router";
import { el } from "../ui/dom";
import { clockWords, durationWords } from "../ui/durations";
import { showList, type CircleContext } from "./context";

/**
 * The circle's tables in progress, the most recently changed first: the game, whose table,
 * who sits there, whose turn it is (with the time they have left on a turn-based clock) or how
 * many seats are free, and a way in (a seat of the player's opens as theirs; a newcomer takes
 * a free seat or watches, as from any invite link).
 */
export function tablesPanel(ctx: CircleContext): { node: HTMLElement; show(): void } {
  const title = el("h2", { id: "circle-tables-title" });
  const list = el("ul", { class: "table-list circle-tables" });
  const node = el("section", { class: "panel circle-tables-panel", "aria-labelledby": title.id }, title, list);

  function state(table: CircleTable): string {
    if (table.phase === "waiting") {
      const free = table.seats.filter((seat) => seat.name === "" && !seat.bot).length;
      return free === 0 ? t("circle.tableReady") : t("circle.tableWaiting", { count: free });
    }
    if (table.phase === "over") return t("circle.tableOver");
    const turn = table.seats.filter((seat) => seat.turn);
    if (turn.length === 0) return t("circle.tablePlaying");
    const mine = turn.find((seat) => seat.name === ctx.me()?.name && !seat.bot);
    const deadline = Math.min(...turn.map((seat) => seat.deadline || Infinity));
    const left = table.pace === "turns" && Number.isFinite(deadline) ? ` · ${t("circle.timeLeft", { time: durationWords(deadline - Date.now(), t) })}` : "";
    return `${mine ? t("mine.yourTurn") : t("mine.turnOf", { names: turn.map((seat) => seat.name).join(", ") })}${left}`;
  }

  function row(table: CircleTable): HTMLElement {
    const game = t(`game.${table.game}`);
    const host = table.host === "" ? t("join.tableNoHost") : t("join.tableOf", { host: table.host });
    const names = table.seats.filter((seat) => seat.name !== "").map((seat) => (seat.bot ? t("join.botName", { name: seat.name }) : seat.name));
    const pace = table.pace === "turns" ? t("circle.paceTurns", { clock: clockWords(table.clock, t) }) : t("circle.paceLive");
    const waiting = table.seats.some((seat) => seat.turn && seat.name === ctx.me()?.name && !seat.bot);
    return el(
      "li",
      { class: `table-row${waiting ? " waiting-for-you" : ""}`, "data-key": table.id, "data-table": table.id, "data-phase": table.phase, "data-your-turn": waiting },
      el(
        "div",
        { class: "table-info" },
        el("span", { class: "table-game", text: `${game} · ${host}` }),
        names.length > 0 ? el("span", { class: "table-host", text: names.join(", ") }) : null,
        el("span", { class: "table-seats", text: `${state(table)} · ${pace}` }),
      ),
      el(
        "div",
        { class: "table-actions" },
        el("a", { class: "button primary", href: tablePath(table.id), "data-action": "open-table", text: t("circle.open"), "aria-label": t("circle.openLabel", { game, host }) }),
      ),
    );
  }

  function show(): void {
    title.textContent = t("circle.tablesTitle");
    const tables = ctx.circle().tables.filter((table) => !table.closed);
    showList(list, tables.length === 0 ? [el("li", { class: "empty", text: t("circle.tablesNone") })] : tables.map(row));
  }

  return { node, show };
}
