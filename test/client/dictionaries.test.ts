/**
 * Every word in every language: the shell's dictionaries (client/src/i18n/{en,fr,de}.ts) and
 * each game's JSON word files (client/src/games/<id>/*.json), read as the page reads them.
 * The type of the shell's tables and `wordTables` already refuse a key one language lacks at
 * compile time; this checks it again at run time for the JSON (a file the compiler reads
 * loosely), and what no type says: no empty words, and the same {placeholders} in every
 * language, so a sentence never loses a name or shows "{name}". And every code the server
 * may send (errors, notices, refused joins) has its words in every language.
 */
import { describe, expect, test } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { gameIds } from "@tablee/shared";
import { clientFolderOf } from "../support/games/kit.ts";
import { COUNT, LOCALES, PLACEHOLDER, PLURAL_MARK } from "../../client/src/i18n/words.ts";
import { de } from "../../client/src/i18n/de.ts";
import { en } from "../../client/src/i18n/en.ts";
import { fr } from "../../client/src/i18n/fr.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string): string => readFileSync(ROOT + path, "utf8");

const shell: Record<string, Record<string, string>> = { en, fr, de };

/**
 * Every game's word files, from its client folder, and the player's and circles' pages' (a
 * chunk's words, like a game's): { "<id>/i18n.json": { en: {...}, fr: {...}, de: {...} },
 * "player/i18n.json": …, "circle/i18n.json": … }.
 */
function gameWordFiles(): Map<string, Record<string, Record<string, string>>> {
  const files = new Map<string, Record<string, Record<string, string>>>();
  for (const id of gameIds) {
    const folder = clientFolderOf(id);
    for (const file of readdirSync(folder)) {
      if (file.endsWith(".json")) files.set(`${id}/${file}`, JSON.parse(readFileSync(join(folder, file), "utf8")));
    }
  }
  files.set("player/i18n.json", JSON.parse(read("client/src/player/i18n.json")));
  files.set("circle/i18n.json", JSON.parse(read("client/src/circle/i18n.json")));
  return files;
}

// `{de:name}` (French elision, client/src/i18n/elision.ts) fills the same `name` as English's `{name}`.
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[2]))].sort();

/** What is wrong with one table of words against English, as readable lines (none: all is well). */
function problems(where: string, tables: Record<string, Record<string, string>>): string[] {
  const found: string[] = [];
  const reference = tables.en;
  for (const locale of Object.keys(tables)) if (!(LOCALES as readonly string[]).includes(locale)) found.push(`${where}: "${locale}" is no language of the page`);
  for (const locale of LOCALES) {
    const words = tables[locale];
    if (!words) {
      found.push(`${where}: no "${locale}" words`);
      continue;
    }
    for (const key of Object.keys(reference)) if (!(key in words)) found.push(`${where}: "${key}" missing in ${locale}`);
    for (const [key, text] of Object.entries(words)) {
      if (!(key in reference)) found.push(`${where}: "${key}" in ${locale} only`);
      if (typeof text !== "string" || text.trim() === "") found.push(`${where}: "${key}" is empty in ${locale}`);
      else if (key in reference && placeholders(text).join() !== placeholders(reference[key]).join())
        found.push(`${where}: "${key}" in ${locale} has {${placeholders(text).join("}, {")}}, in en {${placeholders(reference[key]).join("}, {")}}`);
    }
  }
  return found;
}

/** The string literals a pattern captures across a folder's TypeScript sources. */
function codesIn(folder: string, pattern: RegExp): Set<string> {
  const codes = new Set<string>();
  for (const entry of readdirSync(ROOT + folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const text = readFileSync(`${entry.parentPath}/${entry.name}`, "utf8");
    for (const match of text.matchAll(pattern)) codes.add(match[1]);
  }
  return codes;
}

describe("the words of every language", () => {
  test("the page speaks French, English and German", () => {
    expect([...LOCALES].sort()).toEqual(["de", "en", "fr"]);
  });

  test("the shell: every key in every language, none empty, the same placeholders", () => {
    expect(Object.keys(en).length).toBeGreaterThan(200);
    expect(problems("shell", shell)).toEqual([]);
  });

  test("every game's words and log: every key in every language, none empty, the same placeholders", () => {
    const files = gameWordFiles();
    // Each game has its words.
    for (const id of gameIds) expect([...files.keys()].filter((file) => file.startsWith(`${id}/`) && file !== `${id}/names.json`).length).toBeGreaterThan(0);
    expect([...files].flatMap(([file, tables]) => problems(file, tables))).toEqual([]);
  });

  test("every game has its name and its lobby line in every language, in its own folder (names.json)", () => {
    const files = gameWordFiles();
    const missing = gameIds.flatMap((id) =>
      LOCALES.flatMap((locale) => [`game.${id}`, `lobby.about.${id}`].filter((key) => !files.get(`${id}/names.json`)?.[locale]?.[key]).map((key) => `${key} (${locale})`)),
    );
    expect(missing).toEqual([]);
  });

  test("a key two files of the page both define says the same in both (they share one dictionary on the page)", () => {
    const seen = new Map<string, { file: string; words: Record<string, string> }>();
    const clashes: string[] = [];
    const tables = [["shell", shell] as const, ...gameWordFiles()];
    for (const [file, byLocale] of tables) {
      for (const key of Object.keys(byLocale.en)) {
        const words = Object.fromEntries(LOCALES.map((locale) => [locale, byLocale[locale]?.[key]]));
        const earlier = seen.get(key);
        if (earlier && JSON.stringify(earlier.words) !== JSON.stringify(words)) clashes.push(`"${key}": ${earlier.file} and ${file} differ`);
        seen.set(key, { file, words });
      }
    }
    expect(clashes).toEqual([]);
  });
});

/** What is wrong with the counted phrases of one table of words (none: all is well). */
function pluralProblems(where: string, tables: Record<string, Record<string, string>>): string[] {
  const found: string[] = [];
  for (const locale of LOCALES) {
    const words = tables[locale] ?? {};
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const bases = new Set(Object.keys(words).filter((key) => key.includes(PLURAL_MARK)).map((key) => key.split(PLURAL_MARK)[0]));
    for (const [key, text] of Object.entries(words)) {
      // "card(s)", "pyramide(s) retirée(s)", "Karte(n)": a guess at the plural instead of the rule.
      if (/\p{L}\((s|e|es|n|en|nt|x)\)/u.test(text)) found.push(`${where}: "${key}" in ${locale} guesses its plural: ${text}`);
      const [base, form] = key.split(PLURAL_MARK);
      const counted = placeholders(text).includes(COUNT);
      if (form === undefined) {
        if (counted) found.push(`${where}: "${key}" in ${locale} holds {${COUNT}} but is no plural entry (${key}${PLURAL_MARK}one, …${PLURAL_MARK}other)`);
        continue;
      }
      if (!categories.includes(form)) found.push(`${where}: "${key}": ${locale} has no plural form "${form}" (${categories.join(", ")})`);
      if (base in words) found.push(`${where}: "${base}" is both a word and a plural entry in ${locale}`);
    }
    // "other" is what Intl.PluralRules falls back to; "one" is a form of all three languages.
    for (const base of bases) for (const form of ["one", "other"]) if (!(`${base}${PLURAL_MARK}${form}` in words)) found.push(`${where}: "${base}" lacks its "${form}" form in ${locale}`);
  }
  return found;
}

describe("counted phrases go through the plural rules (Intl.PluralRules)", () => {
  const tables = (): [string, Record<string, Record<string, string>>][] => [["shell", shell], ...gameWordFiles()];

  test("no guessed plural like \"card(s)\", {count} only in plural entries, each with the forms its language has", () => {
    const all = tables();
    expect(all.flatMap(([file, byLocale]) => Object.keys(byLocale.en)).filter((key) => key.includes(PLURAL_MARK)).length).toBeGreaterThan(30);
    expect(all.flatMap(([file, byLocale]) => pluralProblems(file, byLocale))).toEqual([]);
  });

  test("the page asks for every plural entry with its count", () => {
    const bases = new Set(tables().flatMap(([, byLocale]) => Object.keys(byLocale.en).filter((key) => key.includes(PLURAL_MARK)).map((key) => key.split(PLURAL_MARK)[0])));
    const sources = [...readdirSync(ROOT + "client/src", { recursive: true, withFileTypes: true })]
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
      .map((entry) => readFileSync(`${entry.parentPath}/${entry.name}`, "utf8"));
    const escape = (text: string): string => text.replace(/[.$]/g, (c) => `\\${c}`);
    const uncounted: string[] = [];
    for (const base of bases) {
      // Asked by its name ("dt.swap.line") or by a template over its family (`fl.log.power.${colour}`).
      const family = base.slice(0, base.lastIndexOf(".") + 1);
      const asked = new RegExp(`"${escape(base)}"|\`${escape(family)}\\$\\{`, "g");
      let found = false;
      for (const text of sources) {
        for (const match of text.matchAll(asked)) {
          found = true;
          // The count is passed in the same call or in the params built just before it.
          const around = text.slice(Math.max(0, match.index - 240), match.index + 240);
          if (!new RegExp(`\\b${COUNT}\\b`).test(around)) uncounted.push(`${base}: ${text.slice(match.index, match.index + 80)}`);
        }
      }
      if (!found) uncounted.push(`${base}: never asked for`);
    }
    expect(uncounted).toEqual([]);
  });
});

describe("every code the server sends is in words in every language", () => {
  test("errors: the table's refusals, every engine's (RuleError) codes, and those docs/protocol.md lists", () => {
    const documented = read("docs/protocol.md").match(/`error\.code` values:([\s\S]*?)`message` is/)?.[1] ?? "";
    const codes = new Set([
      ...[...documented.matchAll(/`([a-z]+(?:-[a-z]+)*)`/g)].map((m) => m[1]),
      ...codesIn("shared/src", /RuleError\("([a-z-]+)"/g),
      ...codesIn("server/src", /RuleError\("([a-z-]+)"/g),
      ...codesIn("server/src", /refuse\(client, "([a-z-]+)"/g),
    ]);
    expect(codes.size).toBeGreaterThan(25);
    expect(codes).toContain("illegal-action");
    const missing = [...codes].flatMap((code) => LOCALES.filter((locale) => !shell[locale][`error.${code}`]).map((locale) => `error.${code} (${locale})`));
    expect(missing).toEqual([]);
  });

  test("the account routes' refusals (server/src/players), the circles' and the person's push, and the passkey ceremonies' own, on the player's and circles' pages", () => {
    const player = JSON.parse(read("client/src/player/i18n.json")) as Record<string, Record<string, string>>;
    const circle = JSON.parse(read("client/src/circle/i18n.json")) as Record<string, Record<string, string>>;
    const codes = new Set([
      ...codesIn("server/src/players", /refused\(\d+, "([a-z-]+)"/g),
      ...codesIn("client/src/player", /new AccountRefusal\("([a-z-]+)"/g),
      // A circle's routes, its room and its tables' creation (the page says each), and the budgets they charge.
      ...codesIn("server/src/circles", /refused?\(\d+, "([a-z-]+)"/g),
      ...codesIn("server/src/circles", /charged\([^;]*?, "([a-z-]+)", "/g),
      ...[...read("server/src/push/person-routes.ts").matchAll(/refused\(\d+, "([a-z-]+)"/g)].map((m) => m[1]),
    ]);
    expect(codes).toContain("last-passkey");
    expect(codes).toContain("passkey-cancelled");
    expect(codes).toContain("not-creator");
    expect(codes).toContain("too-many-circle-tables");
    expect(codes).toContain("too-many-new-circles");
    expect(codes).toContain("bad-quiet-hours");
    const missing = [...codes].flatMap((code) => LOCALES.filter((locale) => !player[locale]?.[`account.${code}`] && !circle[locale]?.[`account.${code}`]).map((locale) => `account.${code} (${locale})`));
    expect(missing).toEqual([]);
  });

  test("notices to the table", () => {
    // Every notice the table tells (`{ code, message }`, server/src/table), the store's told to every table (store-notices.ts) among them.
    const codes = new Set(codesIn("server/src/table", /(?<!refusal: )\{ code: "([a-z-]+)", message:/g));
    codes.delete("seat-moved");
    expect(codes).toContain("store-failing");
    expect(codes).toContain("game-started");
    expect(codes).toContain("seat-given-up");
    const missing = [...codes].flatMap((code) => LOCALES.filter((locale) => !shell[locale][`notice.${code}`]).map((locale) => `notice.${code} (${locale})`));
    expect(missing).toEqual([]);
    // The one notice to a single page (`seat-moved`) is told by the banner that follows it.
    for (const locale of LOCALES) expect(shell[locale]["banner.moved"]).toBeTruthy();
  });

  test("refused joins, as the page reads them (client/src/net/refusals.ts)", () => {
    const source = read("client/src/net/refusals.ts");
    const body = source.slice(source.indexOf("export function refusal"), source.indexOf("export function retryable"));
    const codes = new Set([...body.matchAll(/"([a-z]+(?:-[a-z]+)+|unknown)"/g)].map((m) => m[1]));
    expect(codes).toContain("bad-seat-key");
    const missing = [...codes].flatMap((code) => LOCALES.filter((locale) => !shell[locale][`join.${code}`]).map((locale) => `join.${code} (${locale})`));
    expect(missing).toEqual([]);
  });
});
