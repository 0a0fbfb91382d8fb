import type { TestKit } from "../kit.ts";
import type { Naming } from "../../../../client/src/rules/item-line.ts";
import { text as de } from "../../../../client/src/rules/frontline/de.ts";
import { text as en } from "../../../../client/src/rules/frontline/en.ts";
import { text as fr } from "../../../../client/src/rules/frontline/fr.ts";
import { FRONTLINE_ACTIONS, FRONTLINE_FACES } from "../../../../client/src/rules/frontline/keys.ts";
import { frontlineNaming } from "../../../../client/src/rules/frontline/naming.ts";

/** Nothing is hidden but the generator (and the dice to come, which it draws). */
export const kit: TestKit = {
  rules: { texts: { en, fr, de }, items: [...FRONTLINE_ACTIONS, ...FRONTLINE_FACES], naming: frontlineNaming as Naming<string, string> },
};
