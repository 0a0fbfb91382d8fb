/**
 * The circles' pages' own words, fr, en and de, in i18n.json: loaded with the player's pages
 * (the same chunk) and merged into the shell's dictionary then. A key one language lacks is a
 * type error (`wordTables`).
 */
import { wordTables } from "../i18n/words";
import words from "./i18n.json" with { type: "json" };

export const circleMessages = wordTables(words);
