import { el } from "./dom";

/**
 * The page's questions, in the page: a `<dialog>` opened with showModal (the rest of the page
 * is inert, focus moves into it, Escape cancels), labelled by its heading and described by
 * its text. Each resolves once, with null when cancelled, and leaves the page.
 */

let count = 0;

export interface Modal {
  /** The dialog's own, for the ids of what it holds. */
  id: string;
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
    fill({ id, dialog, form, answer });
    parent.appendChild(dialog);
    dialog.showModal();
  });
}

export function buttons(...nodes: HTMLButtonElement[]): HTMLElement {
  return el("div", { class: "buttons dialog-buttons" }, ...nodes);
}

/** A dialog's button: its words and what `data-action` names it. */
export interface Choice {
  action: string;
  text: string;
}

/**
 * The dialog's usual pair, appended to its form: `keep` cancels and has the focus, so that
 * Enter pressed by mistake changes nothing; `go` submits, answering `value`. Returns their
 * row, for a further choice.
 */
export function keepOrGo({ form, answer }: Modal, keep: Choice, go: Choice & { class: "primary" | "danger" }, value: string): HTMLElement {
  const stay = el("button", { type: "button", "data-action": keep.action, autofocus: true, text: keep.text });
  const ahead = el("button", { type: "submit", class: go.class, "data-action": go.action, text: go.text });
  stay.addEventListener("click", () => answer(null));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    answer(value);
  });
  const row = buttons(stay, ahead);
  form.append(row);
  return row;
}

/** A question that changes something for good, asked with `keepOrGo`'s pair: true when the answer is to go ahead. */
export async function confirmed(parent: HTMLElement, kind: string, heading: string, text: string, keep: Choice, go: Choice): Promise<boolean> {
  return (await modal(parent, kind, heading, text, (dialog) => void keepOrGo(dialog, keep, { ...go, class: "danger" }, "go"))) === "go";
}
