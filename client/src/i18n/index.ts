import { de } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { fill, LOCALES, wordsFor, type Locale } from "./words";

export { LOCALES, type Locale };
export type Dictionary = Record<string, string>;

const STORAGE_KEY = "tablee.locale";

// The shell's own words first; each game's dictionary is merged in when its renderer loads,
// so one `t` serves the shell, the log and the canvas. All three languages are in the first
// page's bundle: together they cost a few KB gzipped, less than a round trip to fetch one.
const dictionaries: Record<Locale, Dictionary> = { fr: { ...fr }, en: { ...en }, de: { ...de } };
const listeners = new Set<() => void>();

function isLocale(value: string | null): value is Locale {
  return (LOCALES as readonly (string | null)[]).includes(value);
}

/** The choice remembered on this browser, else the first of the browser's languages we speak. */
function initialLocale(): Locale {
  const saved = safeGet(STORAGE_KEY);
  if (isLocale(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().slice(0, 2);
    if (isLocale(base)) return base;
  }
  return "en";
}

let current: Locale = initialLocale();
document.documentElement.lang = current;

export function locale(): Locale {
  return current;
}

/** The switch: remembered on this browser, and every view listening redraws its text. */
export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  safeSet(STORAGE_KEY, next);
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a game's words; keys are namespaced by the game (its own prefix: "fl.", "ded.") to avoid clashes. */
export function addDictionaries(byLocale: Partial<Record<Locale, Dictionary>>, prefix = ""): void {
  for (const loc of LOCALES) {
    const dict = byLocale[loc];
    if (!dict) continue;
    for (const [key, text] of Object.entries(dict)) dictionaries[loc][prefix + key] = text;
  }
}

/**
 * `{name}` placeholders are filled from params; a plural entry takes the form for
 * `params.count` (words.ts); a missing key shows itself, never a blank.
 */
export function t(key: string, params?: Record<string, string | number>): string {
  return fill(wordsFor(dictionaries[current], current, key, params) ?? wordsFor(dictionaries.en, "en", key, params) ?? key, params);
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the choice simply lasts for this page.
  }
}
