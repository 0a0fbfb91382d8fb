import { gameRules } from "../game-rules.js";
import { text as de } from "./de.js";
import { text as en } from "./en.js";
import { dedFigures } from "./figures.js";
import { text as fr } from "./fr.js";
import { dedNaming } from "./naming.js";

export const rules = gameRules({ en, fr, de }, dedFigures, dedNaming);
