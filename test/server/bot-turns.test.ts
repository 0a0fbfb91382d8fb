// Whether a planned turn is still the seat's when its timer fires, and a table's opening
// options, without a server.
import { describe, expect, it } from "@jest/globals";
import { gameList, seatCountsText } from "@tablee/shared";
import { stillDue } from "../../server/src/table/bot-turns.ts";
import { openingOf } from "../../server/src/table/opening.ts";

describe("a planned turn", () => {
  const now = 10_000;
  it("is a bot's while a bot still sits there", () => {
    expect(stillDue("bot", { name: "Bot 1", keyHash: "", bot: "easy" }, now)).toBe(true);
    expect(stillDue("bot", { name: "Ann", keyHash: "a", bot: "easy", standIn: true }, now)).toBe(true);
    // Its player took the seat back meanwhile.
    expect(stillDue("bot", { name: "Ann", keyHash: "a" }, now)).toBe(false);
  });

  it("is the clock's once the person's deadline has passed (a timer may fire a little early), never a bot's seat's", () => {
    expect(stillDue("clock", { name: "Ann", keyHash: "a", deadline: now - 1 }, now)).toBe(true);
    expect(stillDue("clock", { name: "Ann", keyHash: "a", deadline: now + 20 }, now)).toBe(true);
    expect(stillDue("clock", { name: "Ann", keyHash: "a", deadline: now + 5_000 }, now)).toBe(false);
    expect(stillDue("clock", { name: "Ann", keyHash: "a" }, now)).toBe(false);
    expect(stillDue("clock", { name: "Ann", keyHash: "a", bot: "easy", standIn: true, deadline: now - 1 }, now)).toBe(false);
  });
});

describe("a table's opening", () => {
  /** A game whose tables may have more seats than they open with. */
  const facts = gameList.find((game) => game.facts.maxPlayers > game.facts.defaultPlayers)!.facts;
  it("takes the game's default seats, or the count asked for within its range", () => {
    expect(openingOf(facts, { name: "Ann" })).toMatchObject({ seats: facts.defaultPlayers, isPrivate: false, clock: 0, takeover: "easy", bots: [] });
    expect(openingOf(facts, { name: "Ann", options: { seats: facts.maxPlayers }, private: true, clock: 30, takeover: "strong", bots: ["easy"] })).toMatchObject({
      seats: facts.maxPlayers,
      isPrivate: true,
      clock: 30,
      takeover: "strong",
      bots: ["easy"],
    });
  });

  it("refuses a seat count out of range, and as many bots as seats", () => {
    expect(() => openingOf(facts, { name: "Ann", options: { seats: facts.maxPlayers + 1 } })).toThrow(`bad-options: seats must be ${seatCountsText(facts)}`);
    const bots = Array.from({ length: facts.defaultPlayers }, () => "easy");
    expect(() => openingOf(facts, { name: "Ann", bots })).toThrow(/bad-options: at most/);
  });
});
