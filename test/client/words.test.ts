/**
 * The two helpers every sentence goes through: plural entries chosen by the language's own
 * rule (Intl.PluralRules), and French elision before a name or a card ("d'Alice", "de Bob").
 */
import { describe, expect, test } from "@jest/globals";
import { elide, startsWithVowelSound } from "../../client/src/i18n/elision.ts";
import { fill, translator } from "../../client/src/i18n/words.ts";

describe("plural entries", () => {
  const cards = { "gift#one": "{count} card", "gift#other": "{count} cards" };

  test("English: one for 1 only, other for 0, 2 and 1.5", () => {
    const t = translator(cards, "en");
    expect([0, 1, 2, 1.5].map((count) => t("gift", { count }))).toEqual(["0 cards", "1 card", "2 cards", "1.5 cards"]);
  });

  test("French: one for 0 and 1 (and 1.5), other from 2", () => {
    const t = translator({ "gift#one": "{count} carte", "gift#other": "{count} cartes" }, "fr");
    expect([0, 1, 1.5, 2, 12].map((count) => t("gift", { count }))).toEqual(["0 carte", "1 carte", "1.5 carte", "2 cartes", "12 cartes"]);
  });

  test("German: one for 1 only", () => {
    const t = translator({ "gift#one": "{count} Karte", "gift#other": "{count} Karten" }, "de");
    expect([0, 1, 2].map((count) => t("gift", { count }))).toEqual(["0 Karten", "1 Karte", "2 Karten"]);
  });

  test("a form the words lack falls back to other (French's \"many\" for a million)", () => {
    const t = translator({ "gift#one": "{count} carte", "gift#other": "{count} cartes" }, "fr");
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(t("gift", { count: 1_000_000 })).toBe("1000000 cartes");
  });

  test("without a count the other form shows, and an unknown key shows itself", () => {
    const t = translator(cards, "en");
    expect(t("gift")).toBe("{count} cards");
    expect(t("nothing", { count: 1 })).toBe("nothing");
  });
});

describe("French elision", () => {
  test("de, le, que elide before a vowel sound, keep their space before a consonant", () => {
    expect(fill("un pion {de:name}", { name: "Alice" })).toBe("un pion d'Alice");
    expect(fill("un pion {de:name}", { name: "Bob" })).toBe("un pion de Bob");
    expect(fill("{le:card}", { card: "As" })).toBe("l'As");
    expect(fill("{Le:card} tombe", { card: "Roi" })).toBe("Le Roi tombe");
    expect(fill("{que:name}", { name: "Ève" })).toBe("qu'Ève");
  });

  test("accented vowels, h muet in names, y before a consonant", () => {
    for (const name of ["Émile", "Îris", "Œdipe", "Hélène", "Hugo", "Yves", "Ulla"]) expect(startsWithVowelSound(name)).toBe(true);
    for (const name of ["Bob", "Yann", "Yoko", "8", "onze", "Huit", "", "  "]) expect(startsWithVowelSound(name)).toBe(false);
  });

  test("a capitalised word stays capitalised; a word that never elides is kept as written", () => {
    expect(elide("De", "Alice")).toBe("D'Alice");
    expect(elide("pour", "Alice")).toBe("pour Alice");
  });

  test("a placeholder without its param shows itself whole, never a blank", () => {
    expect(fill("un pion {de:name}", {})).toBe("un pion {de:name}");
  });
});
