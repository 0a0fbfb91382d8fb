import type { RulesText, SectionId } from "./types.js";

/**
 * A game's pictures: drawn after the text of the section they belong to (one of the five or
 * of `M`, the game's own), with the words of `W` (and the whole text, for a figure that
 * repeats an item's name).
 */
export type GameFigures<W extends string, K extends string = string, M extends string = never> = Partial<
  Record<SectionId | M, (words: Record<W, string>, text: RulesText<K, W, M>) => SVGSVGElement[]>
>;
