/*
 * Word tables and their placeholders, without the shell: no DOM, no storage, so the games'
 * logs can be read in tests and tools as they are on the page.
 */

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

/** Fills `{name}` placeholders from params; a placeholder without a param shows itself, never a blank. */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator over one language's words (tests and tools without the shell); a missing key shows itself. */
export function translator(words: Record<string, string>): Translate {
  return (key, params) => fill(words[key] ?? key, params);
}
