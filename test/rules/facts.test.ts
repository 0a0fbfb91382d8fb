import { describe, expect, test } from "@jest/globals";
import { gameFacts, gameIds, gameList, isRuleError, readOptions, seatCountsOf, seatCountsText, teamsOf, type GameFacts, type GameId } from "@tablee/shared";

describe("game facts, declared once for the lobby, the server and the engine", () => {
  test("every engine plays the seat counts its facts declare, and every option's default is one of its choices", () => {
    expect(gameList.map((game) => game.facts.id)).toEqual([...gameIds]);
    for (const { facts, rules } of gameList) {
      expect(gameFacts[facts.id]).toBe(facts);
      expect([rules.id, rules.minPlayers, rules.maxPlayers, rules.seatCounts]).toEqual([facts.id, facts.minPlayers, facts.maxPlayers, seatCountsOf(facts)]);
      for (const option of facts.options) {
        expect(option.choices.map((c) => c.value)).toContain(option.default);
        expect((rules.defaultOptions as Record<string, unknown>)[option.id]).toEqual(option.default);
        // An option the lobby offers at some seat counts only (DOG's house variant at six) changes nothing at the others.
        for (const n of option.atSeats ?? []) expect(seatCountsOf(facts)).toContain(n);
        for (const n of seatCountsOf(facts).filter((count) => option.atSeats && !option.atSeats.includes(count))) {
          const games = option.choices.map((c) => JSON.stringify(rules.setup(n, "x", { ...rules.defaultOptions, [option.id]: c.value } as never)));
          expect([facts.id, option.id, n, new Set(games).size]).toEqual([facts.id, option.id, n, 1]);
        }
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

  test("a game may take some counts of its range only, and its teams may follow the table", () => {
    const base: GameFacts = { id: "counts" as GameId, minPlayers: 2, maxPlayers: 8, defaultPlayers: 2, teams: [], options: [] };
    expect(seatCountsOf(base)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(seatCountsText(base)).toBe("2 to 8");
    const some: GameFacts = { ...base, seatCounts: [2, 4, 8], teams: [[0, 1]], teamsAt: (seats) => [Array.from({ length: seats }, (_, s) => s)] };
    expect(seatCountsOf(some)).toEqual([2, 4, 8]);
    expect(seatCountsText(some)).toBe("2, 4 or 8");
    expect(seatCountsText({ ...base, maxPlayers: 2 })).toBe("2");
    expect(teamsOf(base, 4)).toEqual([]);
    expect(teamsOf(some, 4)).toEqual([[0, 1, 2, 3]]);
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
