import { gameFacts, gameIds, seatCountsOf, type GameFacts, type GameId } from "@tablee/shared";
import { clientGames } from "../games/index";
import { locale, t } from "../i18n/index";
import { openHowToPlay } from "../rules/index";
import { el } from "../ui/dom";
import { shape } from "../games/svg";


export interface GameCards {
  node: HTMLElement;
  relabel(): void;
}

/**
 * One card per game: its picture, players, usual length and one line on what it is, a way
 * to its rules, and "New table", which opens the create form for that game.
 */
export function gameCards(newTable: (game: GameId, opener: HTMLElement) => void): GameCards {
  const relabels: (() => void)[] = [];
  const title = el("h2", { id: "games-title" });
  const list = el("ul", { class: "game-cards" });
  for (const id of gameIds) {
    const facts = gameFacts[id];
    const game = clientGames[id];
    const name = el("h3", { class: "game-name", id: `game-${id}-name` });
    const players = el("span", { class: "game-players", "data-players": seatCountsOf(facts).join(",") });
    const minutes = el("span", { class: "game-duration", "data-minutes": game.minutes.join("-") });
    const about = el("p", { class: "game-about" });
    const create = el("button", { type: "button", class: "primary", "data-action": "new-table", "data-game": id });
    create.addEventListener("click", () => newTable(id, create));
    const actions = el("div", { class: "game-actions" });
    // The panel itself is a chunk fetched on the first opening (rules/index.ts).
    const rules = el("button", { type: "button", class: "game-rules", "data-action": "how-to-play", "data-game": id });
    rules.addEventListener("click", () => void openHowToPlay(id, locale()));
    actions.appendChild(rules);
    actions.appendChild(create);
    list.appendChild(
      el(
        "li",
        { class: "game-card", "data-game-card": id, "aria-labelledby": name.id },
        cardPicture(game.picture()),
        el("div", { class: "game-text" }, name, el("p", { class: "game-facts" }, players, minutes), about),
        actions,
      ),
    );
    relabels.push(() => {
      name.textContent = t(`game.${id}`);
      players.textContent = playersText(facts);
      minutes.textContent = t("lobby.minutes", { min: game.minutes[0], max: game.minutes[1] });
      about.textContent = t(`lobby.about.${id}`);
      create.textContent = t("lobby.create");
      create.setAttribute("aria-label", t("lobby.newTableOf", { game: t(`game.${id}`) }));
      rules.textContent = t("lobby.howToPlay");
      rules.setAttribute("aria-label", t("lobby.howToPlayOf", { game: t(`game.${id}`) }));
    });
  }
  const relabel = () => {
    title.textContent = t("lobby.games");
    for (const run of relabels) run();
  };
  relabel();
  return { node: el("section", { class: "panel games", "aria-labelledby": title.id }, title, list), relabel };
}

/** How many may play: "2 players", "2–8 players", or the counts a game seats when they are not a range ("4 or 6 players"). */
function playersText(facts: GameFacts): string {
  const counts = seatCountsOf(facts);
  if (counts.length === 1) return t("lobby.playersExactly", { n: counts[0] });
  if (counts.at(-1)! - counts[0] === counts.length - 1) return t("lobby.playersRange", { min: counts[0], max: counts.at(-1)! });
  return t("lobby.playersEither", { counts: new Intl.ListFormat(locale(), { type: "disjunction" }).format(counts.map(String)) });
}

/** A game's picture on its card. Decorative: the card's title says which game it is. */
function cardPicture(parts: SVGElement[]): SVGElement {
  const picture = shape("svg", { viewBox: "0 0 120 80", class: "game-picture", "aria-hidden": "true", focusable: "false" });
  picture.append(...parts);
  return picture;
}
