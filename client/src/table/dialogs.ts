import { t } from "../i18n/index";
import { buttons, keepOrGo, modal } from "../ui/dialog";
import { el } from "../ui/dom";
import { checkNameField } from "../ui/names";
import type { Leaving } from "./seat-roles";

/** The table page's questions (ui/dialog.ts). */

/** How a player leaves: keeping their seat (or with none), or giving it up to a newcomer. */
export type LeaveAnswer = "leave" | "give-up";

/**
 * "Leave the table?", saying what will happen; resolves to how they leave, null to stay.
 * During a game a player may also give their seat up: a bot plays it until someone takes it
 * (only its player may open it). Stay has the focus: Enter by mistake keeps the seat.
 */
export async function askLeave(parent: HTMLElement, what: Leaving, mayGiveUp: boolean): Promise<LeaveAnswer | null> {
  const answer = await modal(parent, "leave", t("leave.title"), t(`leave.${what}`), (dialog) => {
    const row = keepOrGo(dialog, { action: "stay", text: t("leave.stay") }, { action: "confirm-leave", text: t("leave.go"), class: "primary" }, "leave");
    if (mayGiveUp) {
      const giveUp = el("button", { type: "button", "data-action": "give-up-seat", text: t("leave.giveUp") });
      giveUp.addEventListener("click", () => dialog.answer("give-up"));
      row.appendChild(giveUp);
    }
  });
  return answer === "leave" || answer === "give-up" ? answer : null;
}

/** The name a spectator plays under, asked when they sit without one of their own; null when cancelled. */
export function askSeatName(parent: HTMLElement, seat: number, typed: string): Promise<string | null> {
  return modal(parent, "sit-name", t("sitName.title", { n: seat + 1 }), t("sitName.text"), ({ id, form, answer }) => {
    const input = el("input", { id: `${id}-name`, type: "text", maxlength: 24, autocomplete: "nickname", value: typed, autofocus: true });
    const hint = el("p", { class: "field-hint", id: `${id}-name-hint`, text: t("name.hint") });
    input.setAttribute("aria-describedby", hint.id);
    const cancel = el("button", { type: "button", "data-action": "cancel-sit", text: t("sitName.cancel") });
    const sit = el("button", { type: "submit", class: "primary", "data-action": "sit-named", text: t("sitName.go") });
    cancel.addEventListener("click", () => answer(null));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const name = checkNameField(input, hint);
      if (name !== null) answer(name);
    });
    form.append(el("div", { class: "field" }, el("label", { for: input.id, text: t("name.label") }), input), hint, buttons(cancel, sit));
  });
}
