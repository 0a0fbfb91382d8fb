import { describe, expect, test } from "@jest/globals";
import { gameFacts, gameFactsList, gameList, gameOf, isRuleError, readOptions, seatCountsOf, teamsOf } from "@tablee/shared";

describe("game facts, declared once for the lobby, the server and the engine", () => {
  test("every engine plays the seat counts its facts declare, and every option's default is one of its choices", () => {
    expect(gameList.map((game) => game.facts)).toEqual([...gameFactsList]);
    for (const { facts, rules } of gameList) {
      expect(gameFacts[facts.id]).toBe(facts);
      expect([rules.id, rules.minPlayers, rules.maxPlayers, rules.seatCounts]).toEqual([facts.id, facts.minPlayers, facts.maxPlayers, seatCountsOf(facts)]);
      for (const option of facts.options) {
        expect(option.choices.map((c) => c.value)).toContain(option.default);
        expect((rules.defaultOptions as Record<string, unknown>)[option.id]).toEqual(option.default);
      }
    }
  });

  test("every engine refuses a seat count outside its facts' range, or within it but not one of its counts, as bad-players", () => {
    for (const { facts, rules } of gameList) {
      const between = Array.from({ length: facts.maxPlayers - facts.minPlayers + 1 }, (_, i) => facts.minPlayers + i).filter((n) => !seatCountsOf(facts).includes(n));
      for (const players of [facts.minPlayers - 1, facts.maxPlayers + 1, facts.minPlayers + 0.5, ...between]) {
        let code: string | undefined;
        try {
          rules.setup(players, "x");
        } catch (error) {
          code = isRuleError(error) ? error.code : String(error);
        }
        expect([facts.id, players, code]).toEqual([facts.id, players, "bad-players"]);
      }
      for (const players of seatCountsOf(facts)) expect(() => rules.setup(players, "x")).not.toThrow();
    }
  });

  test("DOG-15 DOG seats four or six; its teams follow the seat count and the house variant (DOG-20)", () => {
    const dog = gameFacts.dog;
    expect(seatCountsOf(dog)).toEqual([4, 6]);
    expect(seatCountsOf(gameFacts.deathtrap)).toEqual([4, 5, 6, 7, 8]);
    expect(() => gameOf("dog").rules.setup(5, "x")).toThrow("dog is played by 4 or 6 players.");
    expect(teamsOf(dog, 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(teamsOf(dog, 4, { houseTeamsOfThree: true })).toEqual(teamsOf(dog, 4));
    expect(teamsOf(dog, 6)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(teamsOf(dog, 6, { houseTeamsOfThree: true })).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
    expect(teamsOf(gameFacts.deathtrap, 6)).toEqual([]);
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
    expect(readOptions(gameFacts.dog, { anything: 1 })).toEqual({ error: 'unknown option "anything" (options: houseTeamsOfThree)' });
    expect(readOptions(gameFacts.dog, { houseTeamsOfThree: "true" })).toEqual({ options: { houseTeamsOfThree: true } });
    expect(readOptions({ ...gameFacts.dog, options: [] }, { anything: 1 })).toEqual({ error: 'this game has no option "anything"' });
  });
});
