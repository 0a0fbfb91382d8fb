import { gameRules } from "../game-rules.js";
import { text as de } from "./de.js";
import { text as en } from "./en.js";
import { dogFigures } from "./figures.js";
import { text as fr } from "./fr.js";
import { DOG_ITEMS, type DogItem } from "./keys.js";

// A card's rank: A, K, Q, J, 7, 4 and the Joker have their own line; 2, 3, 5, 6, 8, 9, 10 share one.
export const rules = gameRules({ en, fr, de }, dogFigures, (rank) => {
  if ((DOG_ITEMS as readonly string[]).includes(rank) && rank !== "plain") return { item: rank as DogItem };
  return ["2", "3", "5", "6", "8", "9", "10"].includes(rank) ? { item: "plain" } : null;
});
