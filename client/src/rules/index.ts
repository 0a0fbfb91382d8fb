/**
 * "How to play" for each game, reachable from anywhere: call
 * `openHowToPlay(gameId, locale?)` (gameId one of the registry's `gameIds`; locale "en", "fr"
 * or "de", by default the interface's own) from a click, and a
 * modal dialog opens over the page with that game's rules; it follows the interface's language
 * switch while open, and closes with its button or Escape, giving the focus back to what had
 * it. It returns a promise of the dialog once shown (it rejects, showing nothing, for an
 * unknown game). For a button that says so in the right language, use
 * `howToPlayButton(() => gameId)` and call `relabelHowToPlay(button)` when the language
 * changes. This file is in the first bundle and stays small: the panel, its texts and its
 * figures are chunks fetched on the first opening (see DESIGN.md, "How to play").
 */
import { gameIds } from "@tablee/shared";
import { locale as interfaceLocale } from "../i18n/index.js";
import { el } from "../ui/dom.js";
import { clientGame } from "../games/index.js";
import { rulesLocale, type RulesLocale } from "./types.js";

export type { RulesLocale } from "./types.js";

/** The buttons' label; the panel's other words come with it. */
const OPEN_LABEL: Record<RulesLocale, string> = { en: "How to play", fr: "Comment jouer", de: "Spielregeln" };

/** Opens the rules of `game` in `locale` (any string: an unknown language reads English). */
export async function openHowToPlay(game: string, locale: string = interfaceLocale()): Promise<HTMLDialogElement> {
  const entry = clientGame(game);
  if (entry === null) throw new Error(`No rules for the game "${game}": expected one of ${gameIds.join(", ")}.`);
  // The panel and the game's texts are fetched side by side.
  const [panel, rules] = await Promise.all([import("./panel.js"), entry.loadRules()]);
  return panel.showRules(game, rules, rulesLocale(locale));
}

/** A button that opens the rules of the game `game()` names at the time of the click. */
export function howToPlayButton(game: () => string, className = "how-to-play-button"): HTMLButtonElement {
  // A mark for narrow top bars (styles.css hides one or the other); the label names it either way.
  const button = el(
    "button",
    { type: "button", class: className, "data-action": "how-to-play", "aria-haspopup": "dialog" },
    el("span", { class: "how-to-play-mark", "aria-hidden": "true", text: "?" }),
    el("span", { class: "how-to-play-text" }),
  );
  button.addEventListener("click", () => {
    // Offline, the chunks cannot come: the button stays, and a later click tries again.
    openHowToPlay(game()).catch((error: unknown) => console.error(error));
  });
  relabelHowToPlay(button);
  return button;
}

/** The button's words in the interface's current language. */
export function relabelHowToPlay(button: HTMLButtonElement): void {
  const words = OPEN_LABEL[rulesLocale(interfaceLocale())];
  button.setAttribute("aria-label", words);
  const text = button.querySelector(".how-to-play-text");
  if (text) text.textContent = words;
}
