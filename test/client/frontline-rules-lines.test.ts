/** Frontline's tooltips at the table: one line from its "How to play" for each thing drawn, by the game's own name for it. */
import { expect, test } from "@jest/globals";
import { itemLine, type Naming } from "../../client/src/rules/item-line.ts";
import { text as de } from "../../client/src/rules/frontline/de.ts";
import { text as en } from "../../client/src/rules/frontline/en.ts";
import { text as fr } from "../../client/src/rules/frontline/fr.ts";
import { frontlineNaming } from "../../client/src/rules/frontline/naming.ts";
import type { RulesLocale } from "../../client/src/rules/types.ts";

const texts = { en, fr, de };
const line = (thing: string, loc: RulesLocale): string | null => itemLine(texts[loc], thing, frontlineNaming as Naming<string, string>);

test("Frontline's tooltips read its rules' lines", () => {
  expect(line("1", "fr")).toBe("1 · Rouge : destruction — Toutes les pyramides à portée retournent à la réserve.");
  expect(line("black", "en")).toMatch(/^5 · Black: freeze — Every pyramid in range stands upright/);
});
