import { describe, expect, test } from "@jest/globals";
import { gameFacts, gameIds, gameList, isRuleError, readOptions, type GameFacts, type GameId } from "@tablee/shared";

describe("game facts, declared once for the lobby, the server and the engine", () => {
  test("every engine plays the seat counts its facts declare, and every option's default is one of its choices", () => {
    expect(gameList.map((game) => game.facts.id)).toEqual([...gameIds]);
    for (const { facts, rules } of gameList) {
      expect(gameFacts[facts.id]).toBe(facts);
      expect([rules.id, rules.minPlayers, rules.maxPlayers]).toEqual([facts.id, facts.minPlayers, facts.maxPlayers]);
      for (const option of facts.options) {
        expect(option.choices.map((c) => c.value)).toContain(option.default);
        expect((rules.defaultOptions as Record<string, unknown>)[option.id]).toEqual(option.default);
      }
    }
  });

  test("every engine refuses a seat count outside its facts' range, as bad-players", () => {
    for (const { facts, rules } of gameList) {
      for (const players of [facts.minPlayers - 1, facts.maxPlayers + 1, facts.minPlayers + 0.5]) {
        let code: string | undefined;
        try {
          rules.setup(players, "x");
        } catch (error) {
          code = isRuleError(error) ? error.code : String(error);
        }
        expect([facts.id, players, code]).toEqual([facts.id, players, "bad-players"]);
      }
      expect(() => rules.setup(facts.minPlayers, "x")).not.toThrow();
      expect(() => rules.setup(facts.maxPlayers, "x")).not.toThrow();
    }
  });

  test("a host's options are read as the lobby's form sends them, as JSON values, or refused with the choices", () => {
    const facts: GameFacts = {
      id: "options" as GameId,
      minPlayers: 2,
      maxPlayers: 2,
      defaultPlayers: 2,
      teams: [],
      options: [
        { id: "first", label: "", default: "random", choices: (["random", 0, 1] as const).map((value) => ({ value, label: "" })) },
        { id: "limit", label: "", default: null, choices: [null, 60, 100].map((value) => ({ value, label: "" })), range: [1, 10_000] },
        { id: "extra", label: "", default: false, choices: [false, true].map((value) => ({ value, label: "" })) },
      ],
    };
    expect(readOptions(facts, { first: "1", limit: "none" })).toEqual({ options: { first: 1, limit: null } });
    expect(readOptions(facts, { first: 0, limit: 100 })).toEqual({ options: { first: 0, limit: 100 } });
    // Any whole number within the range, not only the lobby's suggestions.
    expect(readOptions(facts, { limit: "37" })).toEqual({ options: { limit: 37 } });
    expect(readOptions(facts, { limit: 0 })).toEqual({ error: expect.stringContaining("limit must be one of null, 60, 100") });
    expect(readOptions(facts, { first: 2 })).toEqual({ error: expect.stringContaining("first must be one of") });
    expect(readOptions(facts, { extra: "true", first: "random" })).toEqual({ options: { extra: true, first: "random" } });
    expect(readOptions(facts, { extra: "yes" })).toHaveProperty("error");
    expect(readOptions(facts, { toString: "x" })).toEqual({ error: expect.stringContaining("unknown option") });
    expect(readOptions({ ...facts, options: [] }, { anything: 1 })).toEqual({ error: 'this game has no option "anything"' });
  });
});
