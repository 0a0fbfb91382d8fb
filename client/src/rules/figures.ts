import type { RulesText, SectionId } from "./types.js";

/**
 * A game's pictures: drawn after the text of the section they belong to, with the words of
 * `W` (and the whole text, for a figure that repeats an item's name).
 */
export type GameFigures<W extends string, K extends string = string> = Partial<Record<SectionId, (words: Record<W, string>, text: RulesText<K, W>) => SVGSVGElement[]>>;
