/**
 * Choosing a move pick by pick from a legal list (client/src/games/kit/narrow.ts): every
 * value offered comes from the list, each once, and a pick the new list no longer offers is
 * dropped.
 */
import { describe, expect, test } from "@jest/globals";
import { kept, narrow, ofType, options } from "../../client/src/games/kit/narrow.ts";

type Action = { type: "move"; card: string; marble: number } | { type: "swap"; card: string; marble: number; other: number } | { type: "pass" };

const legal: Action[] = [
  { type: "move", card: "7", marble: 4 },
  { type: "move", card: "K", marble: 5 },
  { type: "swap", card: "J", marble: 4, other: 9 },
  { type: "move", card: "7", marble: 5 },
  { type: "pass" },
];
const cardOf = (a: Action) => (a.type === "pass" ? null : a.card);
const marbleOf = (a: Action) => (a.type === "pass" ? undefined : a.marble);

describe("pick by pick", () => {
  test("the first pick offers each card of the list once, in the list's order, and nothing for a pass", () => {
    expect(options(legal, cardOf)).toEqual(["7", "K", "J"]);
  });

  test("a card picked leaves its actions only, and the marbles they move", () => {
    const sevens = narrow(legal, cardOf, "7");
    expect(sevens).toEqual([legal[0], legal[3]]);
    expect(options(sevens, marbleOf)).toEqual([4, 5]);
    expect(narrow(legal, cardOf, "Q")).toEqual([]);
  });

  test("actions of one type", () => {
    expect(ofType(legal, "swap")).toEqual([legal[2]]);
    expect(ofType(legal, "pass")).toEqual([{ type: "pass" }]);
  });

  test("a pick stays while the list still offers it, and goes when a new list does not", () => {
    expect(kept([4, 5], 5)).toBe(5);
    expect(kept([4], 5)).toBeNull();
    expect(kept([4, 5], null)).toBeNull();
  });
});
