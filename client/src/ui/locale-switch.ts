import { LOCALES, locale, onLocaleChange, setLocale, type Locale } from "../i18n/index";
import { el } from "./dom";

/** Each language in its own words: whoever cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Locale, string> = { fr: "Français", en: "English", de: "Deutsch" };

/** One button per language (FR, EN, DE), the current one pressed; or, in a phone's table bar, one select. */
export function localeSwitch(): { node: HTMLElement; dispose(): void } {
  const node = el("div", { class: "locale-switch", role: "group", "aria-label": "Language / Langue / Sprache" });
  const buttons = LOCALES.map((loc) => {
    // The name starts with what the button shows (speech control says "FR"), then the language in its own words.
    const button = el("button", { type: "button", lang: loc, text: loc.toUpperCase(), "aria-label": `${loc.toUpperCase()}, ${NATIVE_NAMES[loc]}` });
    button.addEventListener("click", () => setLocale(loc));
    node.appendChild(button);
    return button;
  });
  // A phone's table bar has no room for three buttons: there the same choice is one select (CSS picks).
  const select = el("select", { class: "locale-select", "aria-label": "Language / Langue / Sprache" });
  for (const loc of LOCALES) select.appendChild(el("option", { value: loc, lang: loc, text: loc.toUpperCase() }));
  select.addEventListener("change", () => setLocale(select.value as Locale));
  node.appendChild(select);
  const sync = () => {
    buttons.forEach((button, i) => button.setAttribute("aria-pressed", String(LOCALES[i] === locale())));
    select.value = locale();
  };
  sync();
  const stop = onLocaleChange(sync);
  return { node, dispose: stop };
}
