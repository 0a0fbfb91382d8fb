import { gameRules } from "../game-rules";
import { text as de } from "./de";
import { text as en } from "./en";
import { frontlineFigures } from "./figures";
import { text as fr } from "./fr";

export const rules = gameRules({ en, fr, de }, frontlineFigures);
