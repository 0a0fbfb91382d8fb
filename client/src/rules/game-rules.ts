import type { GameFigures } from "./figures.js";
import { itemLine, type Naming } from "./item-line.js";
import type { RulesLocale, RulesText, SectionId } from "./types.js";

/** One game's rules as the panel and the table read them: its text in each language, its pictures, its lines. */
export interface GameRules {
  texts: Record<RulesLocale, RulesText>;
  /** The pictures of one section, in one language. */
  figures(section: SectionId, locale: RulesLocale): SVGSVGElement[];
  /** One line about a thing on the table (a card, a die face, a pyramid), or null: the table's tooltips. */
  line(thing: string, locale: RulesLocale): string | null;
}

/** A game's texts, its figures (each given the words of its own game's text) and how its things are named. */
export function gameRules<K extends string, W extends string>(
  texts: Record<RulesLocale, RulesText<K, W>>,
  figures: GameFigures<W, K>,
  naming: Naming<K, W>,
): GameRules {
  return {
    texts,
    figures: (section, locale) => figures[section]?.(texts[locale].figures, texts[locale]) ?? [],
    line: (thing, locale) => itemLine(texts[locale], thing, naming),
  };
}
