import type { Naming } from "../item-line.js";
import { DOG_ITEMS, type DogItem, type DogWord } from "./keys.js";

// A card's rank: A, K, Q, J, 7, 4 and the Joker have their own line; 2, 3, 5, 6, 8, 9, 10 share one.
export const dogNaming: Naming<DogItem, DogWord> = (rank) => {
  if ((DOG_ITEMS as readonly string[]).includes(rank) && rank !== "plain") return { item: rank as DogItem };
  return ["2", "3", "5", "6", "8", "9", "10"].includes(rank) ? { item: "plain" } : null;
};
