import { gameRules } from "../game-rules.js";
import { text as de } from "./de.js";
import { text as en } from "./en.js";
import { frontlineFigures } from "./figures.js";
import { text as fr } from "./fr.js";
import { FRONTLINE_FACES, type FrontlineItem } from "./keys.js";

// A die by its face (1–6), a pyramid by its colour: both say what that colour's power does.
export const rules = gameRules({ en, fr, de }, frontlineFigures, (thing) => {
  const face = Number(thing);
  if (Number.isInteger(face) && face >= 1 && face <= 6) return { item: FRONTLINE_FACES[face - 1] };
  return (FRONTLINE_FACES as readonly string[]).includes(thing) ? { item: thing as FrontlineItem } : null;
});
