import { describe, expect, test } from "@jest/globals";
import { gameFacts, gameFactsList, gameList, isRuleError, readOptions } from "@tablee/shared";

describe("game facts, declared once for the lobby, the server and the engine", () => {
  test("every engine plays the seat counts its facts declare, and every option's default is one of its choices", () => {
    expect(gameList.map((game) => game.facts)).toEqual([...gameFactsList]);
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
    const frontline = gameFacts.frontline;
    expect(readOptions(frontline, { firstPlayer: "1", turnLimit: "none" })).toEqual({ options: { firstPlayer: 1, turnLimit: null } });
    expect(readOptions(frontline, { firstPlayer: 0, turnLimit: 100 })).toEqual({ options: { firstPlayer: 0, turnLimit: 100 } });
    // FL-8: any whole number of turns within the range, not only the lobby's suggestions.
    expect(readOptions(frontline, { turnLimit: "37" })).toEqual({ options: { turnLimit: 37 } });
    expect(readOptions(frontline, { turnLimit: 0 })).toEqual({ error: expect.stringContaining("turnLimit must be one of null, 60, 100, 200") });
    expect(readOptions(frontline, { firstPlayer: 2 })).toEqual({ error: expect.stringContaining("firstPlayer must be one of") });
    expect(readOptions(gameFacts["dog-eat-dog"], { treehouse: "true" })).toEqual({ options: { treehouse: true } });
    expect(readOptions(gameFacts["dog-eat-dog"], { treehouse: "yes" })).toHaveProperty("error");
    expect(readOptions(gameFacts.deathtrap, { pigLeader: "holder-chooses" })).toEqual({ options: { pigLeader: "holder-chooses" } });
    expect(readOptions(gameFacts.deathtrap, { toString: "x" })).toEqual({ error: expect.stringContaining("unknown option") });
    expect(readOptions(gameFacts.dog, { anything: 1 })).toEqual({ error: 'this game has no option "anything"' });
  });
});
