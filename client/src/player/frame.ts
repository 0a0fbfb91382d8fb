import { onLocaleChange } from "../i18n/index";
import { clear, el } from "../ui/dom";
import { localeSwitch } from "../ui/locale-switch";
import "./player.css";

/**
 * The frame of the player's pages: the top bar (the way back to the lobby, the languages)
 * and a column of panels. `relabel` runs now and after each change of language.
 */
export interface Frame {
  main: HTMLElement;
  /** The page's words again, in the page's language. */
  onRelabel(relabel: () => void): void;
  dispose(): void;
}

export function playerFrame(root: HTMLElement, kind: string): Frame {
  const locales = localeSwitch();
  const main = el("main", { class: `player-main player-${kind}` });
  const page = el(
    "div",
    { class: "page player-page" },
    el("header", { class: "topbar" }, el("a", { class: "brand", href: "/" }, "Tablée"), el("span", { class: "spacer" }), locales.node),
    main,
  );
  clear(root);
  root.appendChild(page);
  const stops: (() => void)[] = [locales.dispose];
  return {
    main,
    onRelabel(relabel) {
      relabel();
      stops.push(onLocaleChange(relabel));
    },
    dispose() {
      for (const stop of stops) stop();
    },
  };
}

/**
 * A panel's line that says how its last action went (role=status, read out when it changes);
 * an error is marked as one.
 */
export interface StatusLine {
  node: HTMLElement;
  say(text: string, error?: boolean): void;
  clear(): void;
}

export function statusLine(): StatusLine {
  const node = el("p", { class: "player-status", role: "status" });
  return {
    node,
    say(text, error = false) {
      node.textContent = text;
      node.classList.toggle("invalid", error);
    },
    clear() {
      node.textContent = "";
      node.classList.remove("invalid");
    },
  };
}
