import { t } from "../i18n/index";
import { statusLine } from "../player/frame";
import { oneAtATime } from "../player/one-at-a-time";
import { circlePath } from "../routes";
import { clear, el } from "../ui/dom";
import { checkName } from "../ui/names";
import { createCircle, myCircleGames, myCircles, type CircleLine, type MyCircleGame, type MyStanding } from "./api";
import { ratingText } from "./context";
import { gameRow } from "./games-panel";
import "./circle.css";

/** The player's page shows this many of their latest games in circles. */
const GAMES_SHOWN = 10;

/**
 * The player's page's circles: theirs (each a link to its page), a new one by its name (its
 * page opens), and their own games across circles, with their standing per circle and game.
 * `failed`: a refusal while reading (the page decides: signed out leaves it).
 */
export function myCirclesPanels(hooks: { navigate(path: string): void; failed(error: unknown, said: ReturnType<typeof statusLine>): void }): {
  nodes: HTMLElement[];
  relabel(): void;
  load(): void;
} {
  const title = el("h2", { id: "me-circles-title", tabindex: -1 });
  const list = el("ul", { class: "player-list me-circles-list" });
  const nameLabel = el("label", { for: "me-circle-name" });
  const nameInput = el("input", { id: "me-circle-name", name: "circle", type: "text", maxlength: 24, autocomplete: "off", "aria-describedby": "me-circles-said" });
  const create = el("button", { type: "submit", class: "primary", "data-action": "create-circle" });
  const said = statusLine();
  said.node.id = "me-circles-said";
  const circlesForm = el(
    "form",
    { class: "panel me-circles", "aria-labelledby": title.id },
    title,
    list,
    el("div", { class: "field" }, nameLabel, el("div", { class: "player-field" }, nameInput, create)),
    said.node,
  );

  const gamesTitle = el("h2", { id: "me-circle-games-title" });
  const standingsList = el("ul", { class: "player-list me-circle-standings" });
  const gamesList = el("ul", { class: "table-list me-circle-games" });
  const gamesSaid = statusLine();
  const gamesPanel = el("section", { class: "panel me-circle-games-panel", "aria-labelledby": gamesTitle.id, hidden: true }, gamesTitle, standingsList, gamesList, gamesSaid.node);

  let circles: CircleLine[] | null = null;
  let games: MyCircleGame[] = [];
  let standings: MyStanding[] = [];
  const { act } = oneAtATime((error, line) => {
    hooks.failed(error, line);
    nameInput.focus();
  });

  function renderCircles(): void {
    clear(list);
    if (circles === null) return;
    if (circles.length === 0) list.append(el("li", { class: "empty", text: t("circles.none") }));
    for (const circle of circles) {
      const name = el("a", { class: "player-item-name", href: circlePath(circle.id), "data-action": "open-circle", text: circle.name });
      const line = el("span", { class: "player-item-line", text: t("circles.members", { count: circle.members }) });
      if (circle.creator) line.append(" ", el("span", { class: "tag tag-host", text: t("circle.creator") }));
      list.append(el("li", { class: "player-item", "data-circle": circle.id }, el("div", { class: "player-item-text" }, name, line)));
    }
  }

  function renderGames(): void {
    gamesPanel.hidden = games.length === 0 && standings.length === 0;
    clear(standingsList);
    for (const s of standings) {
      const text = t("circles.standing", {
        game: t(`game.${s.game}`),
        circle: s.circle.name,
        games: t("circle.games", { count: s.games }),
        wins: t("circle.wins", { count: s.wins }),
        rating: ratingText(s.rating.ordinal),
        change: ratingText(s.change, true),
      });
      standingsList.append(el("li", { class: "player-item", "data-circle": s.circle.id, "data-game": s.game }, el("span", { class: "player-item-name", text })));
    }
    clear(gamesList);
    for (const game of games.slice(0, GAMES_SHOWN)) gamesList.append(gameRow(game, game.circle.name));
  }

  circlesForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = checkName(nameInput, (text) => said.say(text, true));
    if (name === null) return;
    await act(said, async () => {
      const made = await createCircle(name);
      hooks.navigate(circlePath(made.circle.id));
    });
  });

  return {
    nodes: [circlesForm, gamesPanel],
    relabel() {
      title.textContent = t("circles.title");
      nameLabel.textContent = t("circles.newName");
      create.textContent = t("circles.create");
      gamesTitle.textContent = t("circles.gamesTitle");
      renderCircles();
      renderGames();
    },
    load() {
      myCircles().then(
        (found) => {
          circles = found;
          renderCircles();
        },
        (error: unknown) => hooks.failed(error, said),
      );
      myCircleGames().then(
        (found) => {
          games = found.games;
          standings = found.standings;
          renderGames();
        },
        (error: unknown) => hooks.failed(error, gamesSaid),
      );
    },
  };
}
