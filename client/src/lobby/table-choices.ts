import { t } from "../i18n/index";
import { el } from "../ui/dom";
import type { Pace } from "@tablee/shared";
import type { BotLevel } from "../table/snapshot";
import { BOT_LEVELS } from "../table/snapshot";
import { paceFields } from "../ui/pace-fields";

/** The create options about the table itself rather than its game: sent beside `private`. */
export interface TableChoices {
  pace: Pace;
  /** Seconds per move, one the pace offers (docs/protocol.md, "Pace"); 0 is no clock. */
  clock: number;
  /** Turn-based only: missed moves in a row before the bot keeps the seat. */
  awayAfter?: number;
  takeover: BotLevel;
  /** One level per bot seated at once, in the last seats. */
  bots: BotLevel[];
}

/**
 * The lobby form's table fields: the pace (live or turn-based, its clock, the away rule), the
 * level of the bot that plays for an away player, and bots to seat at once (0 up to every seat but one: a person must sit too). The
 * values chosen survive a relabel and a change of game, as far as the new seat count allows.
 */
export function tableChoicesFields(): { node: HTMLElement; relabel(): void; setSeats(seats: number): void; choices(): TableChoices } {
  const pace = paceFields("new");
  const takeover = el("select", { id: "new-takeover", name: "takeover" });
  const bots = el("select", { id: "new-bots", name: "bots" });
  const botLevel = el("select", { id: "new-bot-level", name: "botLevel" });
  const labels = {
    takeover: el("label", { for: "new-takeover" }),
    bots: el("label", { for: "new-bots" }),
    botLevel: el("label", { for: "new-bot-level" }),
  };
  const levelField = el("div", { class: "field" }, labels.botLevel, botLevel);
  const node = el(
    "div",
    { class: "table-choices" },
    pace.node,
    el("div", { class: "field" }, labels.takeover, takeover),
    el("div", { class: "field-pair" }, el("div", { class: "field" }, labels.bots, bots), levelField),
  );
  let seats = 2;

  /** Refills a select with `choices`, keeping its value when it is still one of them. */
  const fill = (select: HTMLSelectElement, choices: { value: string; text: string }[], fallback: string) => {
    const kept = select.value || fallback;
    select.replaceChildren(...choices.map((choice) => el("option", { value: choice.value, text: choice.text })));
    select.value = choices.some((choice) => choice.value === kept) ? kept : choices[choices.length - 1].value;
  };
  const levels = () => BOT_LEVELS.map((level) => ({ value: level, text: t(`lobby.level.${level}`) }));
  const fillBots = () => {
    const counts = Array.from({ length: seats }, (_, n) => ({ value: String(n), text: n === 0 ? t("lobby.botsNone") : String(n) }));
    fill(bots, counts, "0");
    // A level for no bot says nothing: out of the way until a bot is chosen.
    levelField.hidden = bots.value === "0";
  };
  bots.addEventListener("change", () => (levelField.hidden = bots.value === "0"));

  return {
    node,
    relabel() {
      pace.relabel();
      labels.takeover.textContent = t("lobby.takeover");
      labels.bots.textContent = t("lobby.bots");
      labels.botLevel.textContent = t("lobby.botLevel");
      fill(takeover, levels(), "easy");
      fill(botLevel, levels(), "easy");
      fillBots();
    },
    setSeats(count: number) {
      seats = count;
      fillBots();
    },
    choices() {
      const count = Number(bots.value) || 0;
      const { awayAfter, ...paced } = pace.value();
      return {
        ...paced,
        ...(paced.pace === "turns" ? { awayAfter } : {}),
        takeover: takeover.value as BotLevel,
        bots: Array.from({ length: count }, () => botLevel.value as BotLevel),
      };
    },
  };
}
