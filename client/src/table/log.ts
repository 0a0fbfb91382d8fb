import { t } from "../i18n/index";
import { clear, el } from "../ui/dom";

/** Either a batch of engine events (told in words by the game) or a line of the shell's own. */
type Entry = { kind: "events"; log: string[]; names: string[] } | { kind: "text"; key: string; params: Record<string, string | number> };

const KEEP = 200;

/**
 * The game log in words, newest at the bottom. Entries keep their raw events so that a
 * language switch retells the whole log.
 */
export class GameLog {
  readonly node: HTMLElement;
  // A list that scrolls is a Tab stop, named by its heading, so the keyboard can scroll it too.
  private readonly heading = el("h2", { class: "panel-title", id: "log-title" });
  private readonly list = el("ol", { class: "log-lines", "aria-live": "polite", tabindex: 0, "aria-labelledby": "log-title" });
  private entries: Entry[] = [];

  constructor(private readonly describe: (log: string[], names: readonly string[]) => string[]) {
    this.node = el("section", { class: "panel log" }, this.heading, this.list);
    this.relabel();
  }

  events(log: string[], names: string[]): void {
    if (log.length === 0) return;
    this.push({ kind: "events", log, names });
  }

  /** Earlier moves' events, oldest first, put before everything the log holds (a page arriving mid-game). */
  earlier(batches: string[][], names: string[]): void {
    const before: Entry[] = batches.filter((log) => log.length > 0).map((log) => ({ kind: "events", log, names }));
    if (before.length === 0) return;
    this.entries = [...before, ...this.entries].slice(-KEEP);
    this.relabel();
  }

  text(key: string, params: Record<string, string | number> = {}): void {
    this.push({ kind: "text", key, params });
  }

  relabel(): void {
    this.heading.textContent = t("log.title");
    clear(this.list);
    for (const entry of this.entries) this.render(entry);
    this.list.scrollTop = this.list.scrollHeight;
  }

  private push(entry: Entry): void {
    this.entries.push(entry);
    if (this.entries.length > KEEP) {
      this.entries.splice(0, this.entries.length - KEEP);
      this.relabel();
      return;
    }
    this.render(entry);
    this.list.scrollTop = this.list.scrollHeight;
  }

  private render(entry: Entry): void {
    const lines = entry.kind === "events" ? this.describe(entry.log, entry.names) : [t(entry.key, entry.params)];
    for (const line of lines) this.list.appendChild(el("li", { class: `log-line log-${entry.kind}`, text: line }));
  }
}
