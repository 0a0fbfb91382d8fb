import { t } from "../i18n/index";
import { clear, el } from "../ui/dom";
import { joinBatches, type Describe } from "./log-batches";

/** Either a batch of engine events (told in words by the game) or a line of the shell's own. */
type Entry = { kind: "events"; log: string[]; names: string[] } | { kind: "text"; key: string; params: Record<string, string | number> };

const KEEP = 200;

/**
 * The game log in words, newest at the bottom. Entries keep their raw events so that a
 * language switch retells the whole log. A batch that the game tells together with the entry
 * before it (the parts of a DOG 7 played a step at a time: log-batches.ts) joins that entry,
 * whose lines are told again, once, with all its parts.
 */
export class GameLog {
  readonly node: HTMLElement;
  // A list that scrolls is a Tab stop, named by its heading, so the keyboard can scroll it too.
  private readonly heading = el("h2", { class: "panel-title", id: "log-title" });
  private readonly list = el("ol", { class: "log-lines", "aria-live": "polite", tabindex: 0, "aria-labelledby": "log-title" });
  private entries: Entry[] = [];
  /** The list items of the last entry, which a following batch may join. */
  private lastLines: HTMLElement[] = [];

  constructor(private readonly describe: Describe) {
    this.node = el("section", { class: "panel log" }, this.heading, this.list);
    this.relabel();
  }

  events(log: string[], names: string[]): void {
    if (log.length === 0) return;
    this.push({ kind: "events", log, names });
  }

  /** Earlier moves' events, oldest first, put before everything the log holds (a page arriving mid-game). */
  earlier(batches: string[][], names: string[]): void {
    const before: Entry[] = [];
    // The log's own first entry may be a later part of the earlier moves' last card.
    const first = this.entries[0]?.kind === "events" ? this.entries[0] : null;
    const adding: { log: string[]; names: string[] }[] = batches.filter((batch) => batch.length > 0).map((log) => ({ log, names }));
    if (adding.length === 0) return;
    if (first) adding.push(first);
    for (const batch of adding) {
      const last = before.at(-1);
      const joined = last?.kind === "events" ? this.joined(last, batch.log, batch.names) : null;
      if (joined) before[before.length - 1] = joined;
      else before.push({ kind: "events", ...batch });
    }
    this.entries = [...before, ...this.entries.slice(first ? 1 : 0)].slice(-KEEP);
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
    const last = this.entries.at(-1);
    const joined = entry.kind === "events" && last?.kind === "events" ? this.joined(last, entry.log, entry.names) : null;
    if (joined) {
      this.entries[this.entries.length - 1] = joined;
      for (const line of this.lastLines) line.remove();
      this.render(joined);
      this.list.scrollTop = this.list.scrollHeight;
      return;
    }
    this.entries.push(entry);
    if (this.entries.length > KEEP) {
      this.entries.splice(0, this.entries.length - KEEP);
      this.relabel();
      return;
    }
    this.render(entry);
    this.list.scrollTop = this.list.scrollHeight;
  }

  /** `last` and the batch `log` as one entry, when the game tells them together (log-batches.ts). */
  private joined(last: Entry & { kind: "events" }, log: string[], names: string[]): Entry | null {
    const batch = joinBatches(this.describe, last, { log, names });
    return batch ? { kind: "events", ...batch } : null;
  }

  private render(entry: Entry): void {
    const lines = entry.kind === "events" ? this.describe(entry.log, entry.names) : [t(entry.key, entry.params)];
    this.lastLines = lines.map((line) => this.list.appendChild(el("li", { class: `log-line log-${entry.kind}`, text: line })));
  }
}
