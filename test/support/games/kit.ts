/**
 * What the generic suites know of each game beyond the registry, from its own folder here
 * (test/support/games/<id>/kit.ts, found by the game's id): how to change what a seat cannot
 * see. A game in the registry without a kit fails every suite that reads them, by name.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gameIds, type GameId, type Rng } from "@tablee/shared";
import type { Naming } from "../../../client/src/rules/item-line.ts";
import type { RulesLocale, RulesText } from "../../../client/src/rules/types.ts";

export interface TestKit {
  /**
   * For a game with secrets: a state that differs from `state` only in what `viewer` may not
   * see (another seat's private cards, the undealt deck), or null when no such change exists
   * there. A public game has none: the registry's tests then only check that no view shows
   * the generator.
   */
  hidden?(state: any, viewer: number | null): any | null;
  /**
   * For a game with secrets: `state` with everything `seat` cannot see but the generator
   * dealt again (the other hands and the deck, the same counts), for the bots' tests.
   */
  unseen?(state: any, seat: number, rng: Rng): any;
  /**
   * Its "How to play" as the client holds it, read without a page: the text in each
   * language, the things its items explain (each card, die face or power), and how the
   * table's name for a thing finds its item (the tooltips).
   */
  rules: { texts: Record<RulesLocale, RulesText>; items: readonly string[]; naming: Naming<string, string> };
}

const kits = new Map<GameId, TestKit>();
for (const id of gameIds) {
  const found = (await import(`./${id}/kit.ts`).catch((error: unknown) => {
    throw new Error(`no test kit for the game ${id}: test/support/games/${id}/kit.ts (${String(error)})`);
  })) as { kit?: TestKit };
  if (found.kit === undefined) throw new Error(`test/support/games/${id}/kit.ts exports no \`kit\``);
  kits.set(id, found.kit);
}

/** The game's test kit. */
export function kitOf(id: GameId): TestKit {
  return kits.get(id)!;
}

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The folder of a game's client part: client/src/games/<id>, or for a game the tests add
 * (TABLEE_EXTRA_GAMES, each folder named after its game) its folder's client/.
 */
export function clientFolderOf(id: GameId): string {
  const added = (process.env.TABLEE_EXTRA_GAMES ?? "").split(",").map((folder) => folder.trim()).find((folder) => basename(folder) === id);
  return added ? join(added, "client") : join(ROOT, "client", "src", "games", id);
}

/** A game's name as the lobby shows it (its names.json). */
export function gameNameOf(id: GameId, locale: "en" | "fr" | "de" = "en"): string {
  const names = JSON.parse(readFileSync(join(clientFolderOf(id), "names.json"), "utf8")) as Record<string, Record<string, string>>;
  return names[locale][`game.${id}`];
}
