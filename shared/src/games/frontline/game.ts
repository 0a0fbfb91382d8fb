import { defineGame } from "../../engine/game.js";
import { frontlineBot, wantsDraw } from "./bot.js";
import { frontlineFacts } from "./facts.js";
import { frontline } from "./rules.js";
import { frontlineSeating } from "./seating.js";
import { frontlineSample, frontlineStrong } from "./strong.js";
import { frontlineViews } from "./view-shape.js";

export const frontlineGame = /* @__PURE__ */ defineGame({
  facts: frontlineFacts,
  rules: frontline,
  views: frontlineViews,
  bot: frontlineBot,
  strong: frontlineStrong,
  sample: frontlineSample,
  seating: frontlineSeating,
  botWants: wantsDraw,
});
