/** One line about a thing on the table, from a game's text: pure, so the tests read it without a page. */
import { SECTION_IDS, type RulesItem, type RulesText } from "./types.js";

/**
 * What a thing on the table is in a game's text: the item that explains it, and its own name
 * when the item covers several things (the twelve creatures share one line).
 */
export type Naming<K extends string, W extends string> = (thing: string, text: RulesText<K, W>) => { item: K; term?: string } | null;

export function itemLine<K extends string, W extends string>(text: RulesText<K, W>, thing: string, naming: Naming<K, W>): string | null {
  const named = naming(thing, text);
  if (!named) return null;
  const item = SECTION_IDS.flatMap((id): RulesItem<K>[] => text.sections[id].items ?? []).find((i) => i.key === named.item);
  return item ? `${named.term ?? item.term} — ${item.text}` : null;
}
