/**
 * A game is known in its own folders and the registries only: nothing else names one, so a
 * game added to the registry is taken up by every suite, bench and page without another file
 * changing. The shipped games' ids may appear (as words, in code) only in their folders, the
 * registries, docs, and the tests about one game: files and folders named after it
 * (test/rules/<id>/, test/support/games/<id>/, test/**\/<id>-*.ts, test/**\/<id>.e2e.test.ts).
 * Prose naming a game by its title ("DOG's exchange") is no id.
 */
import { expect, test } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { addedGames, gameIds } from "@tablee/shared";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ids = gameIds.filter((id) => !addedGames.some((game) => game.facts.id === id));

/** Where a game's id may be written: its folders, the lists of every game, and the suites' times by file. */
const REGISTRIES = ["shared/src/facts.ts", "shared/src/registry.ts", "shared/src/index.ts", "client/src/games/index.ts", "test/support/slow-first.js"];

/**
 * The bench's yardstick is one game on purpose: DOG as Colyseus's documentation would have it
 * written (bench/dog-textbook-*.ts, which are DOG's own by their names), which the server
 * bench weighs Tablée's rooms against. Its one import there is the only line allowed.
 */
const YARDSTICK = { path: "bench/server.ts", line: 'import { measureTextbook } from "./dog-textbook.ts";' };

/**
 * Browser tests of a shared feature still driven through one game's own interface (its
 * option labels, its choices, its words): each to become per-game files or to drive its
 * game through the browser kits. The list only shrinks: a file here that names no game fails.
 */
const STILL_NAMING = [
  "test/browser/bots.e2e.test.ts",
  "test/browser/focus-after-actions.e2e.test.ts",
  "test/browser/labels-whole.e2e.test.ts",
  "test/browser/players.e2e.test.ts",
  "test/browser/reading.e2e.test.ts",
  "test/browser/replay-moves.e2e.test.ts",
  "test/browser/week-of-play.e2e.test.ts",
  "test/browser/words.e2e.test.ts",
  "test/browser/your-turn.e2e.test.ts",
];

function files(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|js|json)$/.test(entry.name) && !join(entry.parentPath, entry.name).includes("node_modules"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Whether `path` is one game's own: under a folder of its name, or a test file named after it. */
function oneGames(path: string): boolean {
  return ids.some((id) => path.split("/").includes(id) || new RegExp(`/${id}[-.][^/]*$`).test(path));
}

test("no game's id outside its folders, the registries and the tests about it", () => {
  // The id as code writes it: a word of its own, not part of a longer one.
  const named = new RegExp(`(?<![\\w-])(${[...ids].sort((a, b) => b.length - a.length).join("|")})(?![\\w-])`);
  // A game's namespace of the shared package (`Dog.`): its engine's types and parts.
  const namespace = /import[^;]*\b(Dog|Deathtrap|DogEatDog|Frontline)\b[^;]*from "@tablee\/shared"/;
  // A module of one game's own (`games/<id>/`, `support/<id>-browser.ts`).
  const module = new RegExp(`from "[^"]*/(${ids.join("|")})[-/.][^"]*"`);
  const found: string[] = [];
  const naming = new Set<string>();
  for (const path of ["client/src", "server/src", "bench", "test"].flatMap(files)) {
    if (REGISTRIES.includes(path) || oneGames(path) || path === "test/rules/no-game-named.test.ts") continue;
    readFileSync(join(ROOT, path), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (!named.test(line) && !namespace.test(line) && !module.test(line)) return;
        if (path === YARDSTICK.path && line.trim() === YARDSTICK.line) return;
        naming.add(path);
        if (!STILL_NAMING.includes(path)) found.push(`${path}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
  expect(STILL_NAMING.filter((path) => !naming.has(path))).toEqual([]);
});
