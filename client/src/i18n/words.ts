/*
 * Word tables and their placeholders, without the shell: no DOM, no storage, so the games'
 * logs can be read in tests and tools as they are on the page.
 *
 * A counted phrase is a plural entry: one key per plural form of the language, `key#one`,
 * `key#other` (and `key#many` where French wants it for millions), each holding `{count}`.
 * `t(key, { count })` picks the form with the platform's `Intl.PluralRules` for the page's
 * language, so "1 card", "2 cards", "0 carte", "1,5 carte" follow each language's rule.
 */
import { elide, ELIDING_WORDS } from "./elision.js";

/** Translated text for a key, `{name}` placeholders filled from params. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The languages of the product, in the order the switch shows them. */
export const LOCALES = ["fr", "en", "de"] as const;
export type Locale = (typeof LOCALES)[number];

/** One table of words per language, over the same keys. */
export type WordTables<Key extends string> = Record<Locale, Record<Key, string>>;

/**
 * A game's tables as its JSON file holds them. The keys are those of every language
 * together, so a key one language lacks is a type error here rather than a word that falls
 * back to English on the page (test/client/dictionaries.test.ts checks the rest: no empty
 * words, the same placeholders everywhere).
 */
export function wordTables<Key extends string>(tables: WordTables<Key>): WordTables<Key> {
  return tables;
}

/** A placeholder, `{name}`, or with the French word that elides before it, `{de:name}`. */
export const PLACEHOLDER = new RegExp(`\\{(?:(${ELIDING_WORDS.join("|")}):)?(\\w+)\\}`, "gi");

/**
 * Fills `{name}` placeholders from params; a placeholder without a param shows itself, never a
 * blank. `{de:name}` writes "de Bob" or "d'Alice" (client/src/i18n/elision.ts).
 */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, word: string | undefined, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return word ? elide(word, value) : value;
  });
}

/** The separator between a plural entry's key and its form: `dt.log.gift#one`. */
export const PLURAL_MARK = "#";

/** The count a plural entry is chosen by. */
export const COUNT = "count";

/**
 * The text of a key in one language's words: the key itself, or for a plural entry the form
 * `Intl.PluralRules` selects for `params.count` (falling back to `#other`, which every plural
 * entry has). Undefined when the words hold neither.
 */
export function wordsFor(words: Record<string, string>, locale: Locale, key: string, params?: Record<string, string | number>): string | undefined {
  const plain = words[key];
  if (plain !== undefined) return plain;
  const other = words[key + PLURAL_MARK + "other"];
  if (other === undefined) return undefined;
  const count = params?.[COUNT];
  if (typeof count !== "number") return other;
  return words[key + PLURAL_MARK + pluralRules(locale).select(count)] ?? other;
}

const rulesByLocale = new Map<Locale, Intl.PluralRules>();
function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/** A translator over one language's words (tests and tools without the shell); a missing key shows itself. */
export function translator(words: Record<string, string>, locale: Locale): Translate {
  return (key, params) => fill(wordsFor(words, locale, key, params) ?? key, params);
}
