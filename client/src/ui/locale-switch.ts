import { LOCALES, locale, onLocaleChange, setLocale } from "../i18n/index";
import { el } from "./dom";

/** Two buttons, FR and EN; the current one is pressed. */
export function localeSwitch(): { node: HTMLElement; dispose(): void } {
  const node = el("div", { class: "locale-switch", role: "group", "aria-label": "Language / Langue" });
  const buttons = LOCALES.map((loc) => {
    const button = el("button", { type: "button", lang: loc, text: loc.toUpperCase(), "aria-label": loc === "fr" ? "Français" : "English" });
    button.addEventListener("click", () => setLocale(loc));
    node.appendChild(button);
    return button;
  });
  const sync = () => buttons.forEach((button, i) => button.setAttribute("aria-pressed", String(LOCALES[i] === locale())));
  sync();
  const stop = onLocaleChange(sync);
  return { node, dispose: stop };
}
