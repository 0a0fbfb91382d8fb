import { defineGame } from "../../engine/game.js";
import { dogBot } from "./bot.js";
import { dogFacts } from "./facts.js";
import { dog } from "./rules.js";
import { dogSeating } from "./seating.js";
import { dogStrong, sampleDog } from "./strong.js";
import { dogViews } from "./view-shape.js";

export const dogGame = /* @__PURE__ */ defineGame({
  facts: dogFacts,
  rules: dog,
  views: dogViews,
  bot: dogBot,
  strong: dogStrong,
  sample: sampleDog,
  seating: dogSeating,
});
