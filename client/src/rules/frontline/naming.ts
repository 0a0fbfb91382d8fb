import type { Naming } from "../item-line.js";
import { FRONTLINE_FACES, type FrontlineItem, type FrontlineWord } from "./keys.js";

// A die by its face (1–6), a pyramid by its colour: both say what that colour's power does.
export const frontlineNaming: Naming<FrontlineItem, FrontlineWord> = (thing) => {
  const face = Number(thing);
  if (Number.isInteger(face) && face >= 1 && face <= 6) return { item: FRONTLINE_FACES[face - 1] };
  return (FRONTLINE_FACES as readonly string[]).includes(thing) ? { item: thing as FrontlineItem } : null;
};
