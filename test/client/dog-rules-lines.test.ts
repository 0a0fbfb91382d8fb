/** DOG's tooltips at the table: one line from its "How to play" for each thing drawn, by the game's own name for it. */
import { expect, test } from "@jest/globals";
import { itemLine, type Naming } from "../../client/src/rules/item-line.ts";
import { text as de } from "../../client/src/rules/dog/de.ts";
import { text as en } from "../../client/src/rules/dog/en.ts";
import { text as fr } from "../../client/src/rules/dog/fr.ts";
import { dogNaming } from "../../client/src/rules/dog/naming.ts";
import type { RulesLocale } from "../../client/src/rules/types.ts";

const texts = { en, fr, de };
const line = (thing: string, loc: RulesLocale): string | null => itemLine(texts[loc], thing, dogNaming as Naming<string, string>);

test("DOG's tooltips read its rules' lines", () => {
  expect(line("A", "fr")).toBe("As — 1 ou 11 en avant, ou sortir une bille sur votre case départ.");
  expect(line("5", "en")).toBe("2, 3, 5, 6, 8, 9, 10 — That many steps forward.");
  expect(line("Joker", "de")).toBe("Joker — Gilt als jede andere Karte, die du beim Ausspielen ansagst.");
});
