import { describe, expect, test } from "@jest/globals";
import { gameFacts } from "@tablee/shared";
import { RULES_LOCALES, SECTION_IDS, rulesLocale, type RulesLocale, type RulesText } from "../../client/src/rules/types.ts";
import { PANEL_WORDS } from "../../client/src/rules/words.ts";
import { DOG_ITEMS } from "../../client/src/rules/dog/keys.ts";
import { DEATHTRAP_ITEMS } from "../../client/src/rules/deathtrap/keys.ts";
import { DED_ITEMS } from "../../client/src/rules/dog-eat-dog/keys.ts";
import { FRONTLINE_ACTIONS, FRONTLINE_FACES } from "../../client/src/rules/frontline/keys.ts";
import { text as dogEn } from "../../client/src/rules/dog/en.ts";
import { text as dogFr } from "../../client/src/rules/dog/fr.ts";
import { text as dogDe } from "../../client/src/rules/dog/de.ts";
import { text as dtEn } from "../../client/src/rules/deathtrap/en.ts";
import { text as dtFr } from "../../client/src/rules/deathtrap/fr.ts";
import { text as dtDe } from "../../client/src/rules/deathtrap/de.ts";
import { text as dedEn } from "../../client/src/rules/dog-eat-dog/en.ts";
import { text as dedFr } from "../../client/src/rules/dog-eat-dog/fr.ts";
import { text as dedDe } from "../../client/src/rules/dog-eat-dog/de.ts";
import { text as flEn } from "../../client/src/rules/frontline/en.ts";
import { text as flFr } from "../../client/src/rules/frontline/fr.ts";
import { text as flDe } from "../../client/src/rules/frontline/de.ts";
import { itemLine, type Naming } from "../../client/src/rules/item-line.ts";
import { dogNaming } from "../../client/src/rules/dog/naming.ts";
import { deathtrapNaming } from "../../client/src/rules/deathtrap/naming.ts";
import { dedNaming } from "../../client/src/rules/dog-eat-dog/naming.ts";
import { frontlineNaming } from "../../client/src/rules/frontline/naming.ts";
import deathtrapWords from "../../client/src/games/deathtrap/i18n.json" with { type: "json" };

const texts: Record<string, Record<RulesLocale, RulesText>> = {
  dog: { en: dogEn, fr: dogFr, de: dogDe },
  deathtrap: { en: dtEn, fr: dtFr, de: dtDe },
  "dog-eat-dog": { en: dedEn, fr: dedFr, de: dedDe },
  frontline: { en: flEn, fr: flFr, de: flDe },
};

/** What each game's "each card / die / power" part must explain, one item each. */
const explained: Record<string, readonly string[]> = {
  dog: DOG_ITEMS,
  deathtrap: DEATHTRAP_ITEMS,
  "dog-eat-dog": DED_ITEMS,
  frontline: [...FRONTLINE_ACTIONS, ...FRONTLINE_FACES],
};

const itemKeys = (text: RulesText): string[] => SECTION_IDS.flatMap((id) => (text.sections[id].items ?? []).map((item) => item.key));
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const filled = (s: string): boolean => s.trim().length > 0 && s === s.trim();

describe("How to play: every game, every section, every language", () => {
  test("every game of the product has its rules in English, French and German", () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(gameFacts).sort());
    for (const byLocale of Object.values(texts)) expect(Object.keys(byLocale).sort()).toEqual([...RULES_LOCALES].sort());
  });

  for (const [game, byLocale] of Object.entries(texts)) {
    for (const loc of RULES_LOCALES) {
      test(`${game} (${loc}): the goal, set-up, a turn, the pieces and the end, none of them empty`, () => {
        const text = byLocale[loc];
        expect(filled(text.game)).toBe(true);
        expect(filled(text.summary)).toBe(true);
        expect(Object.keys(text.sections).sort()).toEqual([...SECTION_IDS].sort());
        for (const id of SECTION_IDS) {
          const section = text.sections[id];
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
        for (const id of SECTION_IDS) expect(other.sections[id].text.length).toBe(en.sections[id].text.length);
      }
    });

    test(`${game}: French and German are written out, not English left in place`, () => {
      for (const loc of ["fr", "de"] as const) {
        for (const id of SECTION_IDS) {
          const ours = byLocale[loc].sections[id];
          const english = byLocale.en.sections[id];
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

  test("the table's tooltips: one line from the text for each thing drawn, by the game's own name for it", () => {
    // As each game's rules chunk reads them (rules/game-rules.ts), without its figures.
    const lines = (byLocale: Record<RulesLocale, RulesText>, naming: Naming<string, string>) => ({
      line: (thing: string, loc: RulesLocale) => itemLine(byLocale[loc], thing, naming),
    });
    const dogRules = lines(texts.dog, dogNaming as Naming<string, string>);
    const dtRules = lines(texts.deathtrap, deathtrapNaming as Naming<string, string>);
    const dedRules = lines(texts["dog-eat-dog"], dedNaming as Naming<string, string>);
    const flRules = lines(texts.frontline, frontlineNaming as Naming<string, string>);
    expect(dogRules.line("A", "fr")).toBe("As — 1 ou 11 en avant, ou sortir une bille sur votre case départ.");
    expect(dogRules.line("5", "en")).toBe("2, 3, 5, 6, 8, 9, 10 — That many steps forward.");
    expect(dogRules.line("Joker", "de")).toBe("Joker — Gilt als jede andere Karte, die du beim Ausspielen ansagst.");
    expect(dtRules.line("orc", "de")).toBe("Ork (2) — Eine Kombination schlägt eine gleich große Kombination einer schwächeren Kreatur.");
    expect(dtRules.line("killing-machine", "en")).toMatch(/^Killing Machine — Play it alone at any moment/);
    expect(dedRules.line("3", "en")).toBe("Large pyramid — 3 pips: rolls 3 dice.");
    expect(flRules.line("1", "fr")).toBe("1 · Rouge : destruction — Toutes les pyramides à portée retournent à la réserve.");
    expect(flRules.line("black", "en")).toMatch(/^5 · Black: freeze — Every pyramid in range stands upright/);
    // Something the text does not explain has no tooltip rather than a wrong one.
    for (const rules of [dogRules, dtRules, dedRules, flRules]) {
      expect(rules.line("nonsense", "en")).toBeNull();
      expect(rules.line("creature", "en")).toBeNull();
    }
  });

  test("Deathtrap's cards and titles have the table's names in every language", () => {
    // A player reads a name at the table and looks it up in the rules: they must be the same word.
    for (const loc of RULES_LOCALES) {
      const table = (deathtrapWords as Record<string, Record<string, string>>)[loc];
      const text = texts.deathtrap[loc];
      const figures = text.figures as Record<string, string>;
      const terms = new Map(SECTION_IDS.flatMap((id) => (text.sections[id].items ?? []).map((item) => [item.key, item.term] as const)));
      for (const [key, name] of Object.entries(table)) {
        const kind = /^dt\.(?:card|title)\.(.+)$/.exec(key)?.[1];
        if (kind === undefined) continue;
        // A figure's word may carry a soft hyphen, where a title too long for its box breaks.
        if (kind in figures) expect(`${loc} ${kind}: ${figures[kind].replaceAll("\u00AD", "")}`).toBe(`${loc} ${kind}: ${name}`);
        if (terms.has(kind)) expect(`${loc} ${kind}: ${terms.get(kind)}`).toBe(`${loc} ${kind}: ${name}`);
      }
    }
  });
});
