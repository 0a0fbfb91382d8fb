import { gameIds, type GameId } from "@tablee/shared";
import { onLocaleChange, t } from "../i18n/index";
import { createTable, refusal, watchLobby, type ListedTable } from "../net/client";
import { saveName, savedName } from "../net/storage";
import { navigate, tablePath } from "../router";
import type { Room } from "@colyseus/sdk";
import { afterPaint } from "../ui/after-paint";
import { Banner } from "../ui/banner";
import { clear, el } from "../ui/dom";
import { localeSwitch } from "../ui/locale-switch";
import { checkNameField, nameProblem } from "../ui/names";
import { playerStrip } from "../player/player-strip";
import { gameCards } from "./game-cards";
import { myTablesSection } from "./my-tables";
import { createFields } from "./create-fields";

export interface LobbyOptions {
  root: HTMLElement;
  /** A table this browser just created: the table page takes the room over. */
  enter(room: Room): void;
}

/**
 * The lobby: a name remembered on this browser, a card per game (its rules, and "New table",
 * which opens the create form for it: public or private, seats, options, clock, bots), the
 * player's tables from every device when one is signed in here, and those this browser sat at
 * or watched (return to one in progress, replay one finished), and the live list of public
 * tables by game (join a seat or watch).
 */
export function mountLobby({ root, enter }: LobbyOptions): () => void {
  const banner = new Banner();
  const locales = localeSwitch();
  let tables: ListedTable[] = [];
  let connected = false;
  let busy = false;

  const nameLabel = el("label", { for: "player-name" });
  const nameInput = el("input", { id: "player-name", name: "name", type: "text", maxlength: 24, autocomplete: "nickname", value: savedName() });
  const nameHint = el("p", { class: "field-hint", id: "player-name-hint" });
  nameInput.setAttribute("aria-describedby", "player-name-hint");
  nameInput.addEventListener("change", () => {
    if (!nameProblem(nameInput.value)) saveName(nameInput.value.trim());
  });

  const createTitle = el("h2", { id: "create-title", tabindex: -1 });
  // The game whose card opened the form.
  let game: GameId = gameIds[0];
  let opener: HTMLElement | null = null;
  const visibility = el("fieldset", { class: "visibility" });
  const publicInput = el("input", { type: "radio", name: "visibility", value: "public", id: "vis-public", checked: true });
  const privateInput = el("input", { type: "radio", name: "visibility", value: "private", id: "vis-private" });
  const visLegend = el("legend");
  const publicLabel = el("label", { for: "vis-public" });
  const privateLabel = el("label", { for: "vis-private" });
  visibility.append(visLegend, el("div", { class: "radio" }, publicInput, publicLabel), el("div", { class: "radio" }, privateInput, privateLabel));
  const createButton = el("button", { type: "submit", class: "primary", "data-action": "create" });
  // The chosen game's seat count and options, then the table's own (pace, clock, bots).
  const fields = createFields();
  const cancelButton = el("button", { type: "button", class: "create-cancel", "data-action": "cancel-create" });
  const createForm = el(
    "form",
    { class: "panel create", "aria-labelledby": createTitle.id, "data-game": game, hidden: true },
    createTitle,
    fields.node,
    visibility,
    el("div", { class: "create-buttons" }, cancelButton, createButton),
  );
  const cards = gameCards((chosen, button) => {
    game = chosen;
    opener = button;
    createForm.dataset.game = chosen;
    createForm.hidden = false;
    relabelCreate();
    fields.setGame(chosen);
    createForm.scrollIntoView({ block: "start" });
    createTitle.focus({ preventScroll: true });
  });
  cancelButton.addEventListener("click", () => {
    createForm.hidden = true;
    opener?.focus();
  });

  const listTitle = el("h2");
  const list = el("ul", { class: "table-list table-groups", "aria-live": "polite" });
  const intro = el("p", { class: "intro" });
  // Who plays here: the name tables show, and the player whose games follow them (optional).
  const player = playerStrip();
  const who = el("section", { class: "panel who" }, intro, el("div", { class: "field" }, nameLabel, nameInput), nameHint, player.node);
  // A table waiting for this player comes first, above everything (on a phone, the game
  // cards would push it a screen and more down); otherwise after the games.
  const mine = myTablesSection({
    fallbackFocus: () => nameInput,
    waiting(waiting) {
      const main = mine?.node.parentElement;
      if (!main) return;
      if (waiting > 0 && main.firstElementChild !== mine.node) main.insertBefore(mine.node, main.firstElementChild);
      else if (waiting === 0 && mine.node.previousElementSibling !== createForm) createForm.after(mine.node);
    },
    signedOut: () => player.relabel(),
  });

  const page = el(
    "div",
    { class: "page lobby-page" },
    el("header", { class: "topbar" }, el("h1", { class: "brand" }, "Tablée"), el("span", { class: "spacer" }), locales.node),
    banner.node,
    el(
      "main",
      { class: "lobby" },
      who,
      cards.node,
      createForm,
      mine.node,
      el("section", { class: "panel tables" }, listTitle, list),
    ),
  );
  clear(root);
  root.appendChild(page);

  /** The name to join with, or null after saying what is wrong with it. */
  function checkedName(): string | null {
    const name = checkNameField(nameInput, nameHint);
    if (name === null) return null;
    saveName(name);
    return name;
  }

  createForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = checkedName();
    if (!name || busy) return;
    busy = true;
    createButton.disabled = true;
    try {
      const room = await createTable(game, name, privateInput.checked, fields.options(), fields.choices());
      // The form may sit far down the lobby: the table opens at its top, not scrolled as the lobby was.
      scrollTo(0, 0);
      enter(room);
    } catch (error) {
      banner.show("error", t(`join.${refusal(error)}`));
    } finally {
      busy = false;
      createButton.disabled = false;
    }
  });

  function go(table: ListedTable, watch: boolean): void {
    const name = checkedName();
    if (!name && !watch) return;
    navigate(tablePath(table.roomId, watch));
  }

  function renderList(): void {
    clear(list);
    if (!connected) {
      list.appendChild(el("li", { class: "empty", text: t("lobby.connecting") }));
      return;
    }
    if (tables.length === 0) {
      list.appendChild(el("li", { class: "empty", text: t("lobby.noTables") }));
      return;
    }
    // Grouped under their game, in the cards' order.
    for (const id of gameIds) {
      const ofGame = tables.filter((table) => table.metadata!.game === id);
      if (ofGame.length === 0) continue;
      const rows = el("ul", { class: "table-list" });
      for (const table of ofGame) rows.appendChild(publicTableRow(table));
      list.appendChild(el("li", { class: "table-group", "data-game": id }, el("h3", { class: "table-group-title", text: t(`game.${id}`) }), rows));
    }
  }

  function publicTableRow(table: ListedTable): HTMLElement {
    const meta = table.metadata!;
    const state = meta.started ? t("lobby.started") : t("lobby.waiting");
    // `taken` counts the bots' seats too: say how many, so nobody expects them to chat.
    const bots = meta.bots > 0 ? ` · ${t("lobby.botCount", { n: meta.bots })}` : "";
    const row = el(
      "li",
      { class: "table-row", "data-table": table.roomId },
      el(
        "div",
        { class: "table-info" },
        el("span", { class: "table-host", text: t("lobby.host", { name: meta.host }) }),
        el("span", { class: "table-seats", text: `${t("lobby.seats", { taken: meta.taken, seats: meta.seats })}${bots} · ${state}` }),
      ),
    );
    const actions = el("div", { class: "table-actions" });
    if (meta.free > 0) {
      const join = el("button", { type: "button", class: "primary", "data-action": "join", text: t("lobby.join") });
      join.addEventListener("click", () => go(table, false));
      actions.appendChild(join);
    }
    const watch = el("button", { type: "button", "data-action": "watch", text: t("lobby.watch") });
    watch.addEventListener("click", () => go(table, true));
    actions.appendChild(watch);
    row.appendChild(actions);
    return row;
  }

  function relabelCreate(): void {
    createTitle.textContent = t("lobby.newTableOf", { game: t(`game.${game}`) });
  }

  function relabel(): void {
    document.title = "Tablée";
    intro.textContent = t("lobby.intro");
    nameLabel.textContent = t("name.label");
    if (!nameHint.classList.contains("invalid")) nameHint.textContent = t("name.hint");
    cards.relabel();
    relabelCreate();
    fields.relabel();
    visLegend.textContent = t("lobby.visibility");
    publicLabel.textContent = t("lobby.public");
    privateLabel.textContent = t("lobby.private");
    createButton.textContent = t("lobby.createButton");
    cancelButton.textContent = t("lobby.cancel");
    listTitle.textContent = t("lobby.tables");
    renderList();
    mine.relabel();
    player.relabel();
  }

  relabel();
  const stopLocale = onLocaleChange(relabel);
  let stopLobby: (() => void) | null = null;
  let disposed = false;
  // The open tables come after the games are on screen: the SDK is the page's largest chunk.
  afterPaint()
    .then(() =>
      disposed
        ? () => undefined
        : watchLobby((next) => {
            connected = true;
            tables = next;
            renderList();
          }),
    )
    .then((stop) => {
      if (disposed) stop();
      else stopLobby = stop;
    })
    .catch(() => banner.show("connection", t("lobby.offline"), { label: t("banner.retry"), run: () => location.reload() }));

  return () => {
    disposed = true;
    stopLocale();
    mine.dispose();
    player.dispose();
    locales.dispose();
    banner.dispose();
    stopLobby?.();
  };
}
