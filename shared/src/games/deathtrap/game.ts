import { defineGame } from "../../engine/game.js";
import { deathtrapBot, wantsToStrike } from "./bot.js";
import { deathtrapFacts } from "./facts.js";
import { deathtrap } from "./rules.js";
import { deathtrapSeating } from "./seating.js";
import { deathtrapStrong, sampleDeathtrap } from "./strong.js";
import { deathtrapViews } from "./view-shape.js";

export const deathtrapGame = /* @__PURE__ */ defineGame({
  facts: deathtrapFacts,
  rules: deathtrap,
  views: deathtrapViews,
  bot: deathtrapBot,
  strong: deathtrapStrong,
  sample: sampleDeathtrap,
  seating: deathtrapSeating,
  botWants: wantsToStrike,
});
