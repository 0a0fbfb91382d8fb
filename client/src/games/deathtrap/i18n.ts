/**
 * Deathtrap Dungeon's own words, fr, en and de, in i18n.json: card and title names, the log
 * lines, the table. Keys start with "dt."; the shell merges them (see log.ts, which registers
 * them at once so the log reads well before the renderer has loaded). Keys "dt.a11y.*" are
 * the accessible labels the browser tests click: change them together with index.ts's header.
 */
import { wordTables } from "../../i18n/words";
import words from "./i18n.json" with { type: "json" };

export const deathtrapMessages = wordTables(words);
