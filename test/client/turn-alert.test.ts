import { describe, expect, test } from "@jest/globals";
import { awaitsMe, turnNews, type TurnFacts } from "../../client/src/table/turn-alert.ts";

/** Seat 1's page at a DOG table in play, its turn. */
const myTurn: TurnFacts = { phase: "playing", active: [1], legal: 3, mySeat: 1, spectator: false, live: true, botPlaysForMe: false };

describe("when the table waits for this page's player", () => {
  test("an ordinary turn: the seat is active and has moves", () => {
    expect(awaitsMe(myTurn)).toBe(true);
    expect(awaitsMe({ ...myTurn, active: [2], legal: 0 })).toBe(false);
  });

  test("a simultaneous choice (the DOG exchange) waits for every seat until it has given its card", () => {
    expect(awaitsMe({ ...myTurn, active: [0, 1, 2, 3], legal: 6 })).toBe(true);
    // Card given: the seat leaves `active` and has nothing left to choose.
    expect(awaitsMe({ ...myTurn, active: [0, 2, 3], legal: 0 })).toBe(false);
  });

  test("a move one may make without being waited for (Deathtrap's Killing Machine, DD-6) is not a turn", () => {
    expect(awaitsMe({ ...myTurn, active: [3], legal: 1 })).toBe(false);
  });

  test("nobody waits for a spectator, a page without a seat, a seat a bot plays, a table not in play", () => {
    expect(awaitsMe({ ...myTurn, spectator: true })).toBe(false);
    expect(awaitsMe({ ...myTurn, mySeat: -1, active: [-1] })).toBe(false);
    expect(awaitsMe({ ...myTurn, botPlaysForMe: true })).toBe(false);
    expect(awaitsMe({ ...myTurn, phase: "waiting" })).toBe(false);
    expect(awaitsMe({ ...myTurn, phase: "over", active: [] })).toBe(false);
  });

  test("offline, the page cannot tell", () => {
    expect(awaitsMe({ ...myTurn, live: false })).toBeNull();
  });
});

describe("it just became my turn", () => {
  test("rings when the turn comes, is quiet while it lasts, and says when it leaves", () => {
    expect(turnNews(false, true)).toBe("began");
    expect(turnNews(true, true)).toBeNull();
    expect(turnNews(true, false)).toBe("ended");
    expect(turnNews(false, false)).toBeNull();
  });

  test("a page that opens on its turn marks the tab without ringing; one that opens off turn says nothing", () => {
    expect(turnNews(null, true)).toBe("found");
    expect(turnNews(null, false)).toBeNull();
  });

  test("a reading the page cannot make (offline) changes nothing: the turn that outlasts a dropped line does not ring again", () => {
    expect(turnNews(true, null)).toBeNull();
    expect(turnNews(false, null)).toBeNull();
    expect(turnNews(null, null)).toBeNull();
  });

  test("a game's turns in a row: waiting room, the start on my turn, another's, mine again, the end", () => {
    const readings: (boolean | null)[] = [false, true, true, false, null, true, false];
    let before: boolean | null = null;
    const news = readings.map((now) => {
      const told = turnNews(before, now);
      if (now !== null) before = now;
      return told;
    });
    expect(news).toEqual([null, "began", null, "ended", null, "began", "ended"]);
  });
});
