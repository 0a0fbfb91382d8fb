import { defineGame } from "../../engine/game.js";
import { dogEatDogBot } from "./bot.js";
import { dogEatDogFacts } from "./facts.js";
import { dogEatDog } from "./rules.js";
import { dogEatDogSeating } from "./seating.js";
import { dedSample, dogEatDogStrong } from "./strong.js";
import { dedViews } from "./view-shape.js";

export const dogEatDogGame = /* @__PURE__ */ defineGame({
  facts: dogEatDogFacts,
  rules: dogEatDog,
  views: dedViews,
  bot: dogEatDogBot,
  strong: dogEatDogStrong,
  sample: dedSample,
  seating: dogEatDogSeating,
});
