import type { Room } from "@colyseus/sdk";
import { locale } from "../i18n/index";
import { rebuild } from "../ui/dom";
import type { StatusLine } from "../player/frame";
import type { Circle } from "./api";

export type { StatusLine } from "../player/frame";

/** What every panel of a circle's page shares: the circle as last read, and the page's ways to act. */
export interface CircleContext {
  readonly id: string;
  /** The circle as last read. */
  circle(): Circle;
  /** The player's own member line. */
  me(): Circle["members"][number] | undefined;
  /**
   * Runs an action once at a time; a refusal is said in `said`. A member found gone, or a
   * device found signed out, ends the page instead.
   */
  act(said: StatusLine, run: () => Promise<void>): Promise<void>;
  /** The page stops keeping current (the player is leaving). */
  hush(): void;
  /** Reads the circle again and shows it. */
  reload(): Promise<void>;
  /** Where the page's questions (dialogs) go. */
  main: HTMLElement;
  /** The table page takes this room over. */
  enter(room: Room): void;
  navigate(path: string, replace?: boolean): void;
}

/** A date and time in the page's language. */
export function when(ms: number, style: "short" | "medium" = "medium"): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: style, timeStyle: "short" }).format(ms);
}

/** A rating or its change, one decimal, signed for a change: "+1.4", "−0.3", "0". */
export function ratingText(value: number, signed = false): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 1, minimumFractionDigits: signed ? 1 : 0, signDisplay: signed ? "exceptZero" : "auto" }).format(value);
}

/**
 * Shows a list's rows anew (each row an element with `data-key`), keeping what the page shows
 * when it comes out the same (ui/dom.ts, `rebuild`): the page reads its circle again on every
 * news and each minute, and a link or button rebuilt under the pointer or the keyboard would
 * lose its click or the focus. A row that did change keeps the focus on its same control.
 */
export function showList(list: HTMLElement, rows: readonly HTMLElement[]): void {
  const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
  const key = focused?.closest<HTMLElement>("[data-key]")?.dataset.key;
  const action = focused?.dataset.action;
  rebuild(list, (into) => into.append(...rows));
  if (key === undefined || action === undefined || list.contains(document.activeElement)) return;
  list.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"] [data-action="${CSS.escape(action)}"]`)?.focus();
}
