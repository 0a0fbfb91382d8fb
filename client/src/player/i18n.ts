/**
 * The player's pages' own words, fr, en and de, in i18n.json: a chunk's words, merged into
 * the shell's dictionary when the pages load (the lobby's line about the player is in the
 * shell's). A key one language lacks is a type error (`wordTables`).
 */
import { wordTables } from "../i18n/words";
import words from "./i18n.json" with { type: "json" };

export const playerMessages = wordTables(words);
