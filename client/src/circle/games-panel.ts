import { t } from "../i18n/index";
import { replayPath } from "../router";
import { el } from "../ui/dom";
import type { FinishedGame, GameSeat } from "./api";
import { ratingText, showList, when } from "./context";

/** One seat of a finished game in words: "Ana, won, +2.1", "Bot 3 (bot)", "Bo, −1.4". */
export function seatWords(seat: GameSeat): string {
  const parts = [seat.bot ? t("join.botName", { name: seat.name }) : seat.name];
  if (seat.winner) parts.push(t("circle.won"));
  if (seat.change !== undefined) parts.push(ratingText(seat.change, true));
  return parts.join(", ");
}

/** A finished game's row: the game and when, each seat, and its replay. `extra`: words before the seats (whose circle). */
export function gameRow(game: FinishedGame, extra?: string): HTMLElement {
  const name = t(`game.${game.game}`);
  const at = when(game.finishedAt, "short");
  const head = [name, extra, at].filter((part) => part !== undefined).join(" · ");
  return el(
    "li",
    { class: "table-row", "data-key": `${game.table} ${game.gameNo}`, "data-table": game.table, "data-game-no": game.gameNo, "data-rated": String(game.rated) },
    el(
      "div",
      { class: "table-info" },
      el("span", { class: "table-game", text: head }),
      el("span", { class: "table-host", text: game.seats.map(seatWords).join(" · ") }),
      game.rated ? null : el("span", { class: "table-seats", text: t("circle.notRated") }),
    ),
    el(
      "div",
      { class: "table-actions" },
      el("a", { class: "button", href: replayPath(game.table, game.gameNo), "data-action": "replay", text: t("lobby.replay"), "aria-label": t("circle.replayLabel", { game: name, when: at }) }),
    ),
  );
}

/** The circle's finished games, newest first, each with its players, its winners, the ratings' changes and its replay. */
export function gamesPanel(games: () => readonly FinishedGame[]): { node: HTMLElement; show(): void } {
  const title = el("h2", { id: "circle-games-title" });
  const list = el("ul", { class: "table-list circle-games" });
  const node = el("section", { class: "panel circle-games-panel", "aria-labelledby": title.id }, title, list);
  return {
    node,
    show() {
      title.textContent = t("circle.gamesTitle");
      showList(list, games().length === 0 ? [el("li", { class: "empty", text: t("circle.gamesNone") })] : games().map((game) => gameRow(game)));
    },
  };
}
