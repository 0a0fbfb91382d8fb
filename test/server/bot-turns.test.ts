// Whether a planned turn is still the seat's when its timer fires, and a table's opening
// options, without a server.
import { describe, expect, it } from "@jest/globals";
import { gameFacts, gameOf } from "@tablee/shared";
import { planTurns, stillDue } from "../../server/src/table/bot-turns.ts";
import type { Match } from "../../server/src/table/match.ts";
import type { Seats } from "../../server/src/table/seats.ts";
import type { SeatRecord } from "../../server/src/store/store.ts";
import type { Turns } from "../../server/src/table/turns.ts";
import { position } from "../support/frontline-position.ts";
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

describe("the turns a table plans", () => {
  /** The seats planTurns plans a turn for, at a Frontline table in `state` with these holders. */
  function planned(state: unknown, records: SeatRecord[]): string[] {
    const { rules } = gameOf("frontline");
    const match = { active: () => rules.activeSeats(state), awaited: () => rules.awaitedSeats(state), view: (seat: number) => rules.view(state, seat) } as unknown as Match;
    const plans: string[] = [];
    const turns = { plan: (seat: number, kind: string) => plans.push(`${seat}:${kind}`), stop: () => {} } as unknown as Turns;
    planTurns(turns, "frontline", match, { records } as unknown as Seats, 1);
    return plans;
  }
  const bot: SeatRecord = { name: "Bot", keyHash: "", bot: "easy" };
  const person: SeatRecord = { name: "Ann", keyHash: "a", deadline: 20_000 };

  it("FL-8: while a draw is claimable, only the seat on turn is awaited; a bot off turn claims only when not ahead, a clock never", () => {
    // Seat 0 is a colour ahead and not on turn: its bot lets the game go on.
    const ahead = position({ crossed: [["R1"], []], turn: 1, quietTurns: 60, dice: [6, 6, 6] });
    expect(planned(ahead, [bot, bot])).toEqual(["1:bot"]);
    expect(planned(ahead, [person, person])).toEqual(["1:clock"]);
    // Seat 0 behind: its bot claims the draw at once, without waiting for seat 1.
    const behind = position({ crossed: [[], ["R1"]], turn: 1, quietTurns: 60, dice: [6, 6, 6] });
    expect(planned(behind, [bot, person])).toEqual(["0:bot", "1:clock"]);
    expect(planned(behind, [person, bot])).toEqual(["1:bot"]);
  });
});

describe("a table's opening", () => {
  const facts = gameFacts.deathtrap;
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
    expect(() => openingOf(facts, { name: "Ann", options: { seats: facts.maxPlayers + 1 } })).toThrow(/bad-options: seats must be a whole number/);
    const bots = Array.from({ length: facts.defaultPlayers }, () => "easy");
    expect(() => openingOf(facts, { name: "Ann", bots })).toThrow(/bad-options: at most/);
  });
});
