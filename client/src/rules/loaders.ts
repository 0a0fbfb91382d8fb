/**
 * Where each game's rules live: one chunk per game (its three texts and its figures), fetched
 * when its panel first opens. The texts themselves (`<game>/<locale>.ts`) import nothing but
 * types, so the tests read them without a page.
 */
import type { GameId } from "@tablee/shared";
import type { GameRules } from "./game-rules";

export const RULES: Record<GameId, () => Promise<GameRules>> = {
  dog: () => import("./dog/index").then((m) => m.rules),
  deathtrap: () => import("./deathtrap/index").then((m) => m.rules),
  "dog-eat-dog": () => import("./dog-eat-dog/index").then((m) => m.rules),
  frontline: () => import("./frontline/index").then((m) => m.rules),
};
