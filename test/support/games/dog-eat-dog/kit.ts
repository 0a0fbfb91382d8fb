import type { TestKit } from "../kit.ts";
import type { Naming } from "../../../../client/src/rules/item-line.ts";
import { text as de } from "../../../../client/src/rules/dog-eat-dog/de.ts";
import { text as en } from "../../../../client/src/rules/dog-eat-dog/en.ts";
import { text as fr } from "../../../../client/src/rules/dog-eat-dog/fr.ts";
import { DED_ITEMS } from "../../../../client/src/rules/dog-eat-dog/keys.ts";
import { dedNaming } from "../../../../client/src/rules/dog-eat-dog/naming.ts";

/** Nothing is hidden but the generator (and the dice to come, which it draws). */
export const kit: TestKit = {
  rules: { texts: { en, fr, de }, items: DED_ITEMS, naming: dedNaming as Naming<string, string> },
};
