/** Deathtrap's "How to play" at the table: a tooltip line for each thing drawn, and the same names for its cards and titles. */
import { expect, test } from "@jest/globals";
import { itemLine, type Naming } from "../../client/src/rules/item-line.ts";
import { text as de } from "../../client/src/rules/deathtrap/de.ts";
import { text as en } from "../../client/src/rules/deathtrap/en.ts";
import { text as fr } from "../../client/src/rules/deathtrap/fr.ts";
import { deathtrapNaming } from "../../client/src/rules/deathtrap/naming.ts";
import { RULES_LOCALES, SECTION_IDS, type RulesLocale, type RulesText } from "../../client/src/rules/types.ts";
import deathtrapWords from "../../client/src/games/deathtrap/i18n.json" with { type: "json" };

const texts: Record<RulesLocale, RulesText> = { en, fr, de };
const line = (thing: string, loc: RulesLocale): string | null => itemLine(texts[loc], thing, deathtrapNaming as Naming<string, string>);

test("Deathtrap's tooltips read its rules' lines", () => {
  expect(line("orc", "de")).toBe("Ork (2) — Eine Kombination schlägt eine gleich große Kombination einer schwächeren Kreatur.");
  expect(line("killing-machine", "en")).toMatch(/^Killing Machine — Play it alone at any moment/);
});

test("Deathtrap's cards and titles have the table's names in every language", () => {
  // A player reads a name at the table and looks it up in the rules: they must be the same word.
  for (const loc of RULES_LOCALES) {
    const table = (deathtrapWords as Record<string, Record<string, string>>)[loc];
    const text = texts[loc];
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
