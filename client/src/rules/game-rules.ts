import type { GameFigures } from "./figures.js";
import type { RulesLocale, RulesText, SectionId } from "./types.js";

/** One game's rules as the panel reads them: its text in each language and its pictures. */
export interface GameRules {
  texts: Record<RulesLocale, RulesText>;
  /** The pictures of one section, in one language. */
  figures(section: SectionId, locale: RulesLocale): SVGSVGElement[];
}

/** A game's texts and figures, each figure given the words of its own game's text. */
export function gameRules<K extends string, W extends string>(texts: Record<RulesLocale, RulesText<K, W>>, figures: GameFigures<W, K>): GameRules {
  return { texts, figures: (section, locale) => figures[section]?.(texts[locale].figures, texts[locale]) ?? [] };
}
