/**
 * The Dog Eat Dog table's own words, fr, en and de, in i18n.json (the log's are in log.ts). Keys
 * starting with "ded.a11y." are the accessibility titles the browser tests click: change
 * them only together with the scheme documented in index.ts.
 */
import { wordTables } from "../../i18n/words";
import words from "./i18n.json" with { type: "json" };

export const dedMessages = wordTables(words);
