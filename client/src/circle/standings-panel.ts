import { t } from "../i18n/index";
import { el, rebuild } from "../ui/dom";
import type { Standing } from "./api";
import { ratingText } from "./context";

/**
 * Standings per game: each member who played it, best rated first (the rating is mu − 3σ, as
 * the server sorts), with their games, wins, rating and its change in their last game; the
 * bots below, apart and never rated, by level.
 */
export function standingsPanel(standings: () => readonly Standing[], you: () => string): { node: HTMLElement; show(): void } {
  const title = el("h2", { id: "circle-standings-title" });
  const body = el("div", { class: "circle-standings" });
  const node = el("section", { class: "panel circle-standings-panel", "aria-labelledby": title.id }, title, body);

  function table(standing: Standing): HTMLElement {
    const head = el("tr", {}, ...["circle.colPlayer", "circle.colGames", "circle.colWins", "circle.colRating", "circle.colChange"].map((key) => el("th", { scope: "col", text: t(key) })));
    const rows = standing.players.map((p) =>
      el(
        "tr",
        { "data-member": p.member, class: p.member === you() ? "is-you" : "" },
        el("th", { scope: "row", text: p.name }),
        el("td", { text: String(p.games) }),
        el("td", { text: String(p.wins) }),
        el("td", { text: ratingText(p.rating.ordinal) }),
        el("td", { text: ratingText(p.change, true) }),
      ),
    );
    return el("table", { class: "standings-table" }, el("thead", {}, head), el("tbody", {}, ...rows));
  }

  function show(): void {
    title.textContent = t("circle.standingsTitle");
    const all = standings();
    const sections: HTMLElement[] = all.length === 0 ? [el("p", { class: "empty", text: t("circle.standingsNone") })] : [];
    for (const standing of all) {
      const id = `circle-standing-${standing.game}`;
      const section = el("section", { class: "circle-standing", "data-game": standing.game, "aria-labelledby": id }, el("h3", { id, text: t(`game.${standing.game}`) }));
      if (standing.players.length > 0) section.append(table(standing));
      else section.append(el("p", { class: "empty", text: t("circle.nobodyRated") }));
      if (standing.bots.length > 0) {
        const bots = standing.bots.map((bot) => t("circle.botLine", { level: t(`lobby.level.${bot.level}`), games: t("circle.games", { count: bot.games }), wins: t("circle.wins", { count: bot.wins }) }));
        section.append(el("p", { class: "circle-bots", text: `${t("circle.bots")} ${bots.join(" · ")}` }));
      }
      sections.push(section);
    }
    // Nothing to focus in it: rebuilt only when it changed, so that a screen reader's place stays.
    rebuild(body, (into) => into.append(...sections));
  }

  return { node, show };
}
