/** A Deathtrap card that cannot be played, tapped, says why: worded from the view and the legal actions. */
import { expect, test } from "@jest/globals";
import type { Deathtrap } from "@tablee/shared";
import { deathtrapWhy } from "../../client/src/games/deathtrap/why.ts";
import { translator } from "../../client/src/i18n/words.ts";
import words from "../../client/src/games/deathtrap/i18n.json" with { type: "json" };

type View = Deathtrap.DeathtrapView;
const t = translator(words.en, "en");
const name = (kind: string): string => (words.en as Record<string, string>)[`dt.card.${kind}`] ?? kind;
const view = (fields: Partial<View>): View => ({ seat: 1, phase: "play", finished: [], turn: 1, ...fields }) as View;
const pass = [{ type: "pass" }] as Deathtrap.DeathtrapAction[];

test("somebody else's turn; a trick the card cannot beat, in the plural rule's words", () => {
  expect(deathtrapWhy(view({ turn: 0 }), false, [], t, name)).toBe("Not your turn");
  expect(deathtrapWhy(view({ trick: { kind: "priestess", count: 2 } as View["trick"] }), false, pass, t, name)).toBe("Must beat 2 × Priestess");
  expect(deathtrapWhy(view({ trick: { count: 1 } as View["trick"] }), false, pass, t, name)).toBe("Must beat 1 wild card");
  expect(deathtrapWhy(view({ trick: { count: 3 } as View["trick"] }), false, pass, t, name)).toBe("Must beat 3 wild cards");
  expect(deathtrapWhy(view({ phase: "pig" }), false, [{ type: "pig" }] as unknown as Deathtrap.DeathtrapAction[], t, name)).toBe("This card cannot be played now");
});

test("nothing to say for a playable card, a spectator, a player who is out, a finished game", () => {
  expect(deathtrapWhy(view({}), true, pass, t, name)).toBe("");
  expect(deathtrapWhy(view({ seat: undefined }), false, [], t, name)).toBe("");
  expect(deathtrapWhy(view({ finished: [1] }), false, [], t, name)).toBe("");
  expect(deathtrapWhy(view({ phase: "over" }), false, [], t, name)).toBe("");
});
