import { describe, expect, test } from "@jest/globals";
import { gameIds } from "@tablee/shared";
import { RULES_LOCALES, SECTION_IDS, rulesLocale, sectionsOf, type RulesLocale, type RulesText } from "../../client/src/rules/types.ts";
import { PANEL_WORDS } from "../../client/src/rules/words.ts";
import { itemLine } from "../../client/src/rules/item-line.ts";
import { kitOf } from "../support/games/kit.ts";

/** Each game's texts, from its test kit. */
const texts: Record<string, Record<RulesLocale, RulesText>> = Object.fromEntries(gameIds.map((id) => [id, kitOf(id).rules.texts]));

/** What each game's "each card / die / power" part must explain, one item each. */
const explained: Record<string, readonly string[]> = Object.fromEntries(gameIds.map((id) => [id, kitOf(id).rules.items]));

const itemKeys = (text: RulesText): string[] => SECTION_IDS.flatMap((id) => (text.sections[id].items ?? []).map((item) => item.key));
/** A text's sections, the five and the game's own after them, by id. */
const allSections = (text: RulesText) => new Map(sectionsOf(text));
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const filled = (s: string): boolean => s.trim().length > 0 && s === s.trim();

describe("How to play: every game, every section, every language", () => {
  test("every game of the product has its rules in English, French and German", () => {
    expect(Object.keys(texts).sort()).toEqual([...gameIds].sort());
    for (const byLocale of Object.values(texts)) expect(Object.keys(byLocale).sort()).toEqual([...RULES_LOCALES].sort());
  });

  for (const [game, byLocale] of Object.entries(texts)) {
    for (const loc of RULES_LOCALES) {
      test(`${game} (${loc}): the goal, set-up, a turn, the pieces and the end, none of them empty`, () => {
        const text = byLocale[loc];
        expect(filled(text.game)).toBe(true);
        expect(filled(text.summary)).toBe(true);
        expect(Object.keys(text.sections).sort()).toEqual([...SECTION_IDS].sort());
        for (const section of allSections(text).values()) {
          expect(filled(section.title)).toBe(true);
          expect(section.text.length).toBeGreaterThan(0);
          for (const paragraph of section.text) expect(filled(paragraph)).toBe(true);
          for (const item of section.items ?? []) {
            expect(filled(item.term)).toBe(true);
            expect(filled(item.text)).toBe(true);
          }
        }
        for (const word of Object.values(text.figures)) expect(filled(word)).toBe(true);
      });
    }

    test(`${game}: each card, die face or power is explained once, in every language`, () => {
      for (const loc of RULES_LOCALES) expect(itemKeys(byLocale[loc]).sort()).toEqual([...explained[game]].sort());
    });

    test(`${game}: the three languages say the same things (same items, same figure words, same placeholders)`, () => {
      const en = byLocale.en;
      for (const loc of RULES_LOCALES) {
        const other = byLocale[loc];
        expect(itemKeys(other)).toEqual(itemKeys(en));
        expect(Object.keys(other.figures).sort()).toEqual(Object.keys(en.figures).sort());
        for (const [key, word] of Object.entries(en.figures)) expect(placeholders(other.figures[key])).toEqual(placeholders(word));
        // The game's own sections too (DOG at six): the same ids, as many paragraphs.
        expect([...allSections(other).keys()]).toEqual([...allSections(en).keys()]);
        for (const [id, section] of allSections(en)) expect(allSections(other).get(id)!.text.length).toBe(section.text.length);
      }
    });

    test(`${game}: French and German are written out, not English left in place`, () => {
      for (const loc of ["fr", "de"] as const) {
        for (const [id, english] of allSections(byLocale.en)) {
          const ours = allSections(byLocale[loc]).get(id)!;
          expect(ours.title).not.toBe(english.title);
          ours.text.forEach((paragraph, i) => expect(paragraph).not.toBe(english.text[i]));
        }
      }
    });
  }

  test("the panel's own words exist in every language, and any other locale reads English", () => {
    for (const loc of RULES_LOCALES) for (const word of Object.values(PANEL_WORDS[loc])) expect(filled(word)).toBe(true);
    expect(rulesLocale("de")).toBe("de");
    expect(rulesLocale("fr")).toBe("fr");
    expect(rulesLocale("it")).toBe("en");
  });

  test("the table's tooltips: something the text does not explain has no tooltip rather than a wrong one", () => {
    // As each game's rules chunk reads them (rules/game-rules.ts); each game's own lines are its tests'.
    for (const id of gameIds) {
      const { texts: byLocale, naming } = kitOf(id).rules;
      expect(itemLine(byLocale.en, "nonsense", naming)).toBeNull();
      expect(itemLine(byLocale.en, "creature", naming)).toBeNull();
    }
  });
});
