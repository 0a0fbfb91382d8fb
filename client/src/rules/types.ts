/**
 * The shape of a "How to play" text: the same sections for every game and language, so a
 * player finds the goal, a turn, the pieces and the end in the same place whatever the game.
 * Pure data (no DOM): the tests read the texts directly.
 */

/** The rules' languages. German is here before the interface offers it (a local type on purpose). */
export const RULES_LOCALES = ["en", "fr", "de"] as const;
export type RulesLocale = (typeof RULES_LOCALES)[number];

/** Any locale string the shell may hold: a language without a text reads English. */
export function rulesLocale(locale: string): RulesLocale {
  return (RULES_LOCALES as readonly string[]).includes(locale) ? (locale as RulesLocale) : "en";
}

/** goal, set-up, a turn, each card / die / power, the end and the scoring. */
export const SECTION_IDS = ["goal", "setup", "turn", "pieces", "end"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** One thing a player can point at (a card, a die face, a power): the line a tooltip shows. */
export interface RulesItem<K extends string = string> {
  key: K;
  /** What it is called ("Ace", "Red: destroy"). */
  term: string;
  /** What it does, in one line. */
  text: string;
}

export interface RulesSection<K extends string = string> {
  title: string;
  /** Short paragraphs, each one idea. */
  text: string[];
  /** The cards, dice faces or powers this section explains one by one. */
  items?: RulesItem<K>[];
}

/**
 * A game's text in one language. `K` are the keys of its items, `W` the words its figures
 * write (labels and captions): a file missing one is a type error, the test checks none is empty.
 */
export interface RulesText<K extends string = string, W extends string = string, M extends string = string> {
  /** The game's name. */
  game: string;
  /** One sentence under the title: what kind of game it is, for how many. */
  summary: string;
  sections: Record<SectionId, RulesSection<K>>;
  /**
   * Sections a game has beyond the five, after them, by id: what changes at another table
   * (DOG at six). The same ids in every language.
   */
  more?: Record<M, RulesSection<K>>;
  figures: Record<W, string>;
}

/** A text's sections in the order the panel shows them: the five, then its own. */
export function sectionsOf<K extends string>(text: RulesText<K, string, string>): [string, RulesSection<K>][] {
  return [...SECTION_IDS.map((id): [string, RulesSection<K>] => [id, text.sections[id]]), ...Object.entries<RulesSection<K>>(text.more ?? {})];
}
