import { defineGame } from "@tablee/shared";
import { easyBot } from "./bot.ts";
import { tictactoeFacts } from "./facts.ts";
import { tictactoe } from "./rules.ts";
import { seating } from "./seating.ts";
import { sample, strong } from "./strong.ts";
import { tictactoeViews } from "./view-shape.ts";

/** The whole game, as TABLEE_EXTRA_GAMES finds it (server/src/games/added.ts). */
export const game = defineGame({ facts: tictactoeFacts, rules: tictactoe, views: tictactoeViews, bot: easyBot, strong, sample, seating });
