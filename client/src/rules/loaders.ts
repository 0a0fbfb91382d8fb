/**
 * Where each game's rules live: one chunk per game (its three texts and its figures), fetched
 * when its panel first opens. The texts themselves (`<game>/<locale>.ts`) import nothing but
 * types, so the tests read them without a page.
 */
import type { GameId } from "@tablee/shared";
import type { GameRules } from "./game-rules.js";

export const RULES: Record<GameId, () => Promise<GameRules>> = {
  dog: () => import("./dog/index.js").then((m) => m.rules),
  deathtrap: () => import("./deathtrap/index.js").then((m) => m.rules),
  "dog-eat-dog": () => import("./dog-eat-dog/index.js").then((m) => m.rules),
  frontline: () => import("./frontline/index.js").then((m) => m.rules),
};
