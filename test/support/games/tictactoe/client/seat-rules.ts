import type { SeatRules } from "@tablee/shared";
import { tictactoe } from "../rules.ts";
import { sample } from "../strong.ts";

/** What the page lists its seat's legal actions with: the game's `rules` and `sample`. */
export const seatRules: SeatRules = { rules: tictactoe, sample };
