import { gameIds, isGameId } from "@tablee/shared";
import { t } from "../i18n/index";
import { createFields } from "../lobby/create-fields";
import { createTable, refusal } from "../net/client";
import { statusLine } from "../player/frame";
import { el } from "../ui/dom";
import type { CircleContext } from "./context";

/**
 * "New table for the circle": the lobby's create fields (any game, live or turn-based, its
 * options, clock and bots) behind a button; the table is private, the player sits under their
 * player's name, every other member is told (their circle pages, their devices) and the table
 * page opens. Focus: the form's heading when it opens, the button again when it is cancelled.
 * The circle's news leaves the form alone: only a new language builds it again.
 */
export function newTablePanel(ctx: CircleContext): { node: HTMLElement; relabel(): void } {
  const title = el("h2", { id: "circle-new-title", tabindex: -1 });
  const text = el("p");
  const open = el("button", { type: "button", class: "primary", "data-action": "new-circle-table" });
  const gameLabel = el("label", { for: "circle-new-game" });
  const game = el("select", { id: "circle-new-game", name: "game" });
  const fields = createFields();
  const cancel = el("button", { type: "button", class: "create-cancel", "data-action": "cancel-create" });
  const create = el("button", { type: "submit", class: "primary", "data-action": "create" });
  const said = statusLine();
  const form = el("form", { class: "circle-new-form", hidden: true }, el("div", { class: "field" }, gameLabel, game), fields.node, el("div", { class: "create-buttons" }, cancel, create));
  const node = el("section", { class: "panel circle-new", "aria-labelledby": title.id }, title, text, el("div", { class: "player-buttons" }, open), form, said.node);
  let busy = false;

  game.addEventListener("change", () => {
    if (isGameId(game.value)) fields.setGame(game.value);
  });

  /** Its words (a new language): the form's fields are built again, the choices made kept. */
  function relabel(): void {
    title.textContent = t("circle.newTitle");
    text.textContent = t("circle.newText");
    open.textContent = t("circle.newOpen");
    gameLabel.textContent = t("circle.newGame");
    const chosen = game.value || gameIds[0];
    game.replaceChildren(...gameIds.map((id) => el("option", { value: id, text: t(`game.${id}`) })));
    game.value = chosen;
    fields.relabel();
    cancel.textContent = t("lobby.cancel");
    create.textContent = t("lobby.createButton");
  }

  open.addEventListener("click", () => {
    form.hidden = false;
    open.hidden = true;
    if (isGameId(game.value)) fields.setGame(game.value);
    title.focus();
  });
  cancel.addEventListener("click", () => {
    form.hidden = true;
    open.hidden = false;
    open.focus();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const me = ctx.me();
    if (busy || !me || !isGameId(game.value)) return;
    busy = true;
    create.disabled = true;
    said.clear();
    try {
      const room = await createTable(game.value, me.name, true, fields.options(), { ...fields.choices(), circle: ctx.id });
      scrollTo(0, 0);
      ctx.enter(room);
    } catch (error) {
      said.say(createRefusal(error), true);
      create.focus();
    } finally {
      busy = false;
      create.disabled = false;
    }
  });

  return { node, relabel };
}

/** A refused table in words: the circle's own codes (a member no more, signed out, too many tables), else a join's. */
function createRefusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = /^([a-z]+(?:-[a-z]+)*):/.exec(message)?.[1];
  const own = code === undefined ? undefined : `account.${code}`;
  if (own !== undefined && t(own) !== own) return t(own);
  return t(`join.${refusal(error)}`);
}
