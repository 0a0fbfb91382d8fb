/**
 * The "How to play" dialog: a modal <dialog> (the page behind is inert, so focus stays in it;
 * Escape closes it), a close button, the rules language (following the interface's switch),
 * and the game's sections with their figures. One dialog at a time.
 */
import { el, clear } from "../ui/dom.js";
import { onLocaleChange, locale as interfaceLocale } from "../i18n/index.js";
import type { GameRules } from "./game-rules.js";
import { fill } from "./svg.js";
import { RULES_LOCALES, rulesLocale, sectionsOf, type RulesLocale, type RulesText } from "./types.js";
import { LANGUAGE_NAMES, PANEL_WORDS } from "./words.js";
import "./panel.css";

let open: HTMLDialogElement | null = null;

export function showRules(game: string, rules: GameRules, first: RulesLocale): HTMLDialogElement {
  open?.close();
  let current = first;
  const heading = el("h2", { id: "how-to-play-title", class: "rules-title" });
  const closeButton = el("button", { type: "button", class: "rules-close", "data-action": "close-rules", autofocus: true }, "✕");
  const languages = el("div", { class: "rules-languages", role: "group" });
  const languageButtons = RULES_LOCALES.map((loc) => {
    const button = el("button", { type: "button", lang: loc, "data-locale": loc, text: loc.toUpperCase(), "aria-label": LANGUAGE_NAMES[loc] });
    button.addEventListener("click", () => render(loc));
    languages.appendChild(button);
    return button;
  });
  const body = el("div", { class: "rules-body" });
  const dialog = el(
    "dialog",
    { class: "how-to-play", "aria-labelledby": "how-to-play-title", "data-game": game },
    el("header", { class: "rules-header" }, heading, languages, closeButton),
    body,
  );

  function render(loc: RulesLocale): void {
    current = loc;
    const text = rules.texts[loc];
    const words = PANEL_WORDS[loc];
    dialog.lang = loc;
    dialog.dataset.locale = loc;
    heading.textContent = fill(words.openGame, { game: text.game });
    closeButton.setAttribute("aria-label", words.close);
    languages.setAttribute("aria-label", words.language);
    for (const button of languageButtons) button.setAttribute("aria-pressed", String(button.dataset.locale === loc));
    const scroll = body.scrollTop;
    clear(body);
    body.append(...content(text, (section) => rules.figures(section, loc)));
    body.scrollTop = scroll;
  }

  // The interface's switch changes the rules' language too; the panel's own buttons only the panel's.
  const stopLocale = onLocaleChange(() => render(rulesLocale(interfaceLocale())));
  closeButton.addEventListener("click", () => dialog.close());
  // A click on the backdrop (outside the dialog's box) closes it, as a sheet would.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    stopLocale();
    dialog.remove();
    if (open === dialog) open = null;
  });

  render(current);
  document.body.appendChild(dialog);
  open = dialog;
  dialog.showModal();
  return dialog;
}

function content(text: RulesText, figures: (section: string) => SVGSVGElement[]): HTMLElement[] {
  const nodes: HTMLElement[] = [el("p", { class: "rules-summary", text: text.summary })];
  for (const [id, section] of sectionsOf(text)) {
    const node = el("section", { class: "rules-section", "data-section": id, "aria-labelledby": `rules-${id}` }, el("h3", { id: `rules-${id}`, text: section.title }));
    for (const paragraph of section.text) node.appendChild(el("p", { text: paragraph }));
    if (section.items?.length) {
      const list = el("dl", { class: "rules-items" });
      for (const item of section.items) list.append(el("dt", { "data-item": item.key, text: item.term }), el("dd", { text: item.text }));
      node.appendChild(list);
    }
    const pictures = figures(id);
    if (pictures.length > 0) node.appendChild(el("div", { class: "rules-figures" }, ...pictures));
    nodes.push(node);
  }
  return nodes;
}
