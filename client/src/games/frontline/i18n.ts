/**
 * The Frontline table's own words, fr, en and de, in i18n.json (the log's words are in log.ts).
 * The shell merges `frontlineMessages` into its dictionary and `ctx.t(key, params)` fills
 * `{name}` placeholders. Keys starting with "fl.a11y." are the accessibility titles the
 * browser tests rely on: change them only together with the scheme documented in index.ts.
 */
import { wordTables } from "../../i18n/words";
import words from "./i18n.json" with { type: "json" };

export const frontlineMessages = wordTables(words);
