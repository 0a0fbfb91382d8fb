import { t } from "../i18n/index";
import { el } from "../ui/dom";
import type { BotLevel } from "../table/snapshot";
import { BOT_LEVELS } from "../table/snapshot";

/** Seconds per decision the server offers (docs/protocol.md, create options); 0 is no clock. */
export const CLOCK_CHOICES = [0, 30, 60, 120, 300] as const;
export type ClockChoice = (typeof CLOCK_CHOICES)[number];

/** The create options about the table itself rather than its game: sent beside `private`. */
export interface TableChoices {
  clock: ClockChoice;
  takeover: BotLevel;
  /** One level per bot seated at once, in the last seats. */
  bots: BotLevel[];
}

/**
 * The lobby form's table fields: the turn clock, the level of the bot that plays for an away
 * player, and bots to seat at once (0 up to every seat but one: a person must sit too). The
 * values chosen survive a relabel and a change of game, as far as the new seat count allows.
 */
export function tableChoicesFields(): { node: HTMLElement; relabel(): void; setSeats(seats: number): void; choices(): TableChoices } {
  const clock = el("select", { id: "new-clock", name: "clock" });
  const takeover = el("select", { id: "new-takeover", name: "takeover" });
  const bots = el("select", { id: "new-bots", name: "bots" });
  const botLevel = el("select", { id: "new-bot-level", name: "botLevel" });
  const labels = {
    clock: el("label", { for: "new-clock" }),
    takeover: el("label", { for: "new-takeover" }),
    bots: el("label", { for: "new-bots" }),
    botLevel: el("label", { for: "new-bot-level" }),
  };
  const levelField = el("div", { class: "field" }, labels.botLevel, botLevel);
  const node = el(
    "div",
    { class: "table-choices" },
    el("div", { class: "field" }, labels.clock, clock),
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
      labels.clock.textContent = t("lobby.clock");
      labels.takeover.textContent = t("lobby.takeover");
      labels.bots.textContent = t("lobby.bots");
      labels.botLevel.textContent = t("lobby.botLevel");
      fill(clock, CLOCK_CHOICES.map((s) => ({ value: String(s), text: clockText(s) })), "0");
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
      return {
        clock: Number(clock.value) as ClockChoice,
        takeover: takeover.value as BotLevel,
        bots: Array.from({ length: count }, () => botLevel.value as BotLevel),
      };
    },
  };
}

function clockText(seconds: number): string {
  if (seconds === 0) return t("lobby.clockOff");
  return seconds < 60 ? t("lobby.clockSeconds", { n: seconds }) : t("lobby.clockMinutes", { n: seconds / 60 });
}
