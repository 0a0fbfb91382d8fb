/** Dog Eat Dog's tooltips at the table: one line from its "How to play" for each thing drawn, by the game's own name for it. */
import { expect, test } from "@jest/globals";
import { itemLine, type Naming } from "../../client/src/rules/item-line.ts";
import { text as de } from "../../client/src/rules/dog-eat-dog/de.ts";
import { text as en } from "../../client/src/rules/dog-eat-dog/en.ts";
import { text as fr } from "../../client/src/rules/dog-eat-dog/fr.ts";
import { dedNaming } from "../../client/src/rules/dog-eat-dog/naming.ts";
import type { RulesLocale } from "../../client/src/rules/types.ts";

const texts = { en, fr, de };
const line = (thing: string, loc: RulesLocale): string | null => itemLine(texts[loc], thing, dedNaming as Naming<string, string>);

test("Dog Eat Dog's tooltips read its rules' lines", () => {
  expect(line("3", "en")).toBe("Large pyramid — 3 pips: rolls 3 dice.");
});
