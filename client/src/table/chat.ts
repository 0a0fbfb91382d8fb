import { t } from "../i18n/index";
import { clear, el } from "../ui/dom";
import type { ChatLine } from "./snapshot";

/** The table's chat: the last lines from the state and a one-line form. */
export class Chat {
  readonly node: HTMLElement;
  // A list that scrolls is a Tab stop, named by its heading, as the log's (log.ts).
  private readonly list = el("ol", { class: "chat-lines", "aria-live": "polite", tabindex: 0, "aria-labelledby": "chat-title" });
  private readonly input = el("input", { class: "chat-input", type: "text", maxlength: 200, autocomplete: "off", enterkeyhint: "send" });
  private readonly button = el("button", { type: "submit", class: "chat-send" });
  private readonly heading = el("h2", { class: "panel-title", id: "chat-title" });
  private lastKey: string | null = null;
  private lines: ChatLine[] = [];

  constructor(private readonly send: (text: string) => void, private readonly colours: string[]) {
    const form = el("form", { class: "chat-form" }, this.input, this.button);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (!text) return;
      this.send(text.slice(0, 200));
      this.input.value = "";
    });
    this.node = el("section", { class: "panel chat" }, this.heading, this.list, form);
    this.relabel();
  }

  relabel(): void {
    this.heading.textContent = t("chat.title");
    this.input.placeholder = t("chat.placeholder");
    this.input.setAttribute("aria-label", t("chat.placeholder"));
    this.button.textContent = t("chat.send");
    this.lastKey = null;
    this.update(this.lines);
  }

  update(lines: ChatLine[]): void {
    this.lines = lines;
    const key = lines.map((line) => line.id).join(",");
    if (key === this.lastKey) return;
    this.lastKey = key;
    const atBottom = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 24;
    clear(this.list);
    if (lines.length === 0) this.list.appendChild(el("li", { class: "chat-empty", text: t("chat.empty") }));
    for (const line of lines) {
      const who = el("span", { class: "chat-name", text: line.name });
      if (line.seat >= 0) who.style.color = this.colours[line.seat] ?? "";
      const tag = line.spectator ? el("span", { class: "chat-tag", text: t("chat.watching") }) : null;
      this.list.appendChild(el("li", { class: "chat-line" }, who, tag, el("span", { class: "chat-text", text: line.text })));
    }
    if (atBottom) this.list.scrollTop = this.list.scrollHeight;
  }
}
