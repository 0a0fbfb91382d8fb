import { t } from "../i18n/index";
import { el } from "../ui/dom";
import { checkNameField } from "../ui/names";
import type { Leaving } from "./seat-roles";

/**
 * The table page's questions, in the page: a `<dialog>` opened with showModal (the rest of
 * the page is inert, focus moves into it, Escape cancels), labelled by its heading and
 * described by its text. Each resolves once, with null when cancelled, and leaves the page.
 */

let count = 0;

export interface Modal {
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
  /** Closes the dialog with this answer (null: cancelled). */
  answer(value: string | null): void;
}

export function modal(parent: HTMLElement, kind: string, heading: string, text: string, fill: (modal: Modal) => void): Promise<string | null> {
  const id = `dialog-${kind}-${++count}`;
  const form = el("form", { class: "dialog-form", method: "dialog" });
  const dialog = el(
    "dialog",
    { class: `panel page-dialog dialog-${kind}`, "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-text` },
    el("h2", { id: `${id}-title`, class: "dialog-title", text: heading }),
    el("p", { id: `${id}-text`, class: "dialog-text", text }),
    form,
  );
  return new Promise((resolve) => {
    let answered: string | null = null;
    const answer = (value: string | null): void => {
      answered = value;
      if (dialog.open) dialog.close();
    };
    // Escape (the browser's `cancel`) and every other way of closing end up here.
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(answered);
    });
    fill({ dialog, form, answer });
    parent.appendChild(dialog);
    dialog.showModal();
  });
}

export function buttons(...nodes: HTMLButtonElement[]): HTMLElement {
  return el("div", { class: "buttons dialog-buttons" }, ...nodes);
}

/** How a player leaves: keeping their seat (or with none), or giving it up to a newcomer. */
export type LeaveAnswer = "leave" | "give-up";

/**
 * "Leave the table?", saying what will happen; resolves to how they leave, null to stay.
 * During a game a player may also give their seat up: a bot plays it until someone takes it
 * (only its player may open it). Stay has the focus: Enter by mistake keeps the seat.
 */
export async function askLeave(parent: HTMLElement, what: Leaving, mayGiveUp: boolean): Promise<LeaveAnswer | null> {
  const answer = await modal(parent, "leave", t("leave.title"), t(`leave.${what}`), ({ form, answer }) => {
    const stay = el("button", { type: "button", "data-action": "stay", autofocus: true, text: t("leave.stay") });
    const go = el("button", { type: "submit", class: "primary", "data-action": "confirm-leave", text: t("leave.go") });
    stay.addEventListener("click", () => answer(null));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      answer("leave");
    });
    const row = buttons(stay, go);
    if (mayGiveUp) {
      const giveUp = el("button", { type: "button", "data-action": "give-up-seat", text: t("leave.giveUp") });
      giveUp.addEventListener("click", () => answer("give-up"));
      row.appendChild(giveUp);
    }
    form.append(row);
  });
  return answer === "leave" || answer === "give-up" ? answer : null;
}

/** The name a spectator plays under, asked when they sit without one of their own; null when cancelled. */
export function askSeatName(parent: HTMLElement, seat: number, typed: string): Promise<string | null> {
  return modal(parent, "sit-name", t("sitName.title", { n: seat + 1 }), t("sitName.text"), ({ form, answer }) => {
    const input = el("input", { id: `sit-name-${count}`, type: "text", maxlength: 24, autocomplete: "nickname", value: typed, autofocus: true });
    const hint = el("p", { class: "field-hint", id: `sit-name-hint-${count}`, text: t("name.hint") });
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
