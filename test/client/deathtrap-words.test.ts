/** Deathtrap's follow line, the sentence that asked for plural entries, in every language. */
import { expect, test } from "@jest/globals";
import { translator } from "../../client/src/i18n/words.ts";
import words from "../../client/src/games/deathtrap/i18n.json" with { type: "json" };

test("the issue's sentence: Deathtrap's follow line in every language", () => {
  const follow = (locale: "en" | "fr" | "de", count: number): string => translator(words[locale], locale)("dt.status.follow", { count, card: "Priestess" });
  expect(follow("en", 1)).toBe("Beat 1 × Priestess with 1 stronger card, or pass");
  expect(follow("en", 2)).toBe("Beat 2 × Priestess with 2 stronger cards, or pass");
  expect(follow("fr", 1)).toBe("Battez 1 × Priestess avec 1 carte plus forte, ou passez");
  expect(follow("de", 3)).toBe("Schlag 3 × Priestess mit 3 stärkeren Karten, oder passe");
});
