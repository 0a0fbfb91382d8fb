import type { GameFigures } from "./figures.js";
import { SECTION_IDS, type RulesItem, type RulesLocale, type RulesText, type SectionId } from "./types.js";

/** One game's rules as the panel and the table read them: its text in each language, its pictures, its lines. */
export interface GameRules {
  texts: Record<RulesLocale, RulesText>;
  /** The pictures of one section, in one language. */
  figures(section: SectionId, locale: RulesLocale): SVGSVGElement[];
  /** One line about a thing on the table (a card, a die face, a pyramid), or null: the table's tooltips. */
  line(thing: string, locale: RulesLocale): string | null;
}

/**
 * What a thing on the table is in a game's text: the item that explains it, and its own name
 * when the item covers several things (the twelve creatures share one line).
 */
export type Naming<K extends string, W extends string> = (thing: string, text: RulesText<K, W>) => { item: K; term?: string } | null;

/** A game's texts and figures, each figure given the words of its own game's text. */
export function gameRules<K extends string, W extends string>(
  texts: Record<RulesLocale, RulesText<K, W>>,
  figures: GameFigures<W, K>,
  naming: Naming<K, W> = (thing) => ({ item: thing as K }),
): GameRules {
  return {
    texts,
    figures: (section, locale) => figures[section]?.(texts[locale].figures, texts[locale]) ?? [],
    line(thing, locale) {
      const text = texts[locale];
      const named = naming(thing, text);
      if (!named) return null;
      const item = SECTION_IDS.flatMap((id): RulesItem<K>[] => text.sections[id].items ?? []).find((i) => i.key === named.item);
      return item ? `${named.term ?? item.term}: ${item.text}` : null;
    },
  };
}
