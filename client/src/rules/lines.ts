/**
 * The table's tooltips read one line of the game's "How to play" text (its items): the same
 * chunk the panel reads, fetched when a table first needs it.
 */
import type { GameId } from "@tablee/shared";
import { clientGames } from "../games/index.js";
import { rulesLocale } from "./types.js";

export type RuleLine = (thing: string, locale: string) => string | null;

export async function ruleLines(game: GameId): Promise<RuleLine> {
  const rules = await clientGames[game].loadRules();
  return (thing, locale) => rules.line(thing, rulesLocale(locale));
}
