import { defineGame } from "../../engine/game.js";
import { dogEatDogBot } from "./bot.js";
import { dogEatDogFacts } from "./facts.js";
import { dogEatDog } from "./rules.js";
import { dogEatDogStrong } from "./strong.js";

export const dogEatDogGame = /* @__PURE__ */ defineGame({
  facts: dogEatDogFacts,
  rules: dogEatDog,
  bot: dogEatDogBot,
  strong: dogEatDogStrong,
});
