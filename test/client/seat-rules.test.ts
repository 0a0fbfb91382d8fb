/**
 * A page lists its seat's legal actions with its game's `seat-rules.ts` (games/wire.ts), fetched
 * as a chunk of its own: they must be the registry's rules and sampler, the ones
 * registry.legal-from-view.test.ts proves list the engine's legal actions.
 */
import { describe, expect, test } from "@jest/globals";
import { addedGames, gameList, type SeatRules } from "@tablee/shared";

/** Where a game's client keeps its seat rules: its folder of client/src/games, or the tests' own game's client folder. */
function seatRulesFile(id: string): string {
  return addedGames.some((game) => game.facts.id === id) ? `../support/games/${id}/client/seat-rules.ts` : `../../client/src/games/${id}/seat-rules.ts`;
}

describe.each(gameList.map((game) => [game.facts.id, game] as const))("%s", (id, game) => {
  test("the page's seat rules are the registry's rules and sampler", async () => {
    const { seatRules } = (await import(seatRulesFile(id))) as { seatRules: SeatRules };
    expect(seatRules.rules).toBe(game.rules);
    expect(seatRules.sample).toBe(game.sample);
  });
});
