import { t } from "../i18n/index";
import { el } from "./dom";

/**
 * What a page says when it cannot show what was asked (a refused join, a replay that does not
 * exist): an optional heading, the sentence, a way to try again when that may help, and the
 * way back to the lobby.
 */
export function messageParts(text: string, { title, again }: { title?: string; again?: () => void } = {}): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (title) parts.push(el("h1", { text: title }));
  parts.push(el("p", { class: "enter-message", text }));
  if (again) {
    const retry = el("button", { type: "button", class: "primary", "data-action": "retry", text: t("banner.retry") });
    retry.addEventListener("click", again);
    parts.push(retry);
  }
  parts.push(lobbyLink());
  return parts;
}

export function lobbyLink(): HTMLElement {
  return el("a", { class: "button", href: "/", "data-action": "lobby", text: t("banner.toLobby") });
}
