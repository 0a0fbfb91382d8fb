import type { GameFigures } from "./figures.js";
import { itemLine, type Naming } from "./item-line.js";
import type { RulesLocale, RulesText } from "./types.js";

/** One game's rules as the panel and the table read them: its text in each language, its pictures, its lines. */
export interface GameRules {
  texts: Record<RulesLocale, RulesText>;
  /** The pictures of one section (one of the five, or the game's own), in one language. */
  figures(section: string, locale: RulesLocale): SVGSVGElement[];
  /** One line about a thing on the table (a card, a die face, a pyramid), or null: the table's tooltips. */
  line(thing: string, locale: RulesLocale): string | null;
}

/** A game's texts, its figures (each given the words of its own game's text) and how its things are named. */
export function gameRules<K extends string, W extends string, M extends string = never>(
  texts: Record<RulesLocale, RulesText<K, W, M>>,
  figures: GameFigures<W, K, M>,
  naming: Naming<K, W>,
): GameRules {
  const drawn = figures as Partial<Record<string, (words: Record<W, string>, text: RulesText<K, W, M>) => SVGSVGElement[]>>;
  return {
    texts,
    figures: (section, locale) => drawn[section]?.(texts[locale].figures, texts[locale]) ?? [],
    line: (thing, locale) => itemLine(texts[locale], thing, naming),
  };
}
