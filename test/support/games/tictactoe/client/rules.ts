import type { GameRules } from "../../../../../client/src/rules/game-rules";
import { texts } from "./rules-text.ts";

/** Its "How to play" as the panel reads it: the texts alone. */
export const rules: GameRules = { texts, figures: () => [], line: () => null };
