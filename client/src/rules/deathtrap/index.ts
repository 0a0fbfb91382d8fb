import { gameRules } from "../game-rules";
import { text as de } from "./de";
import { text as en } from "./en";
import { deathtrapFigures } from "./figures";
import { text as fr } from "./fr";

export const rules = gameRules({ en, fr, de }, deathtrapFigures);
