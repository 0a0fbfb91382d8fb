import type { Dog, Rng } from "@tablee/shared";
import type { TestKit } from "../kit.ts";
import type { Naming } from "../../../../client/src/rules/item-line.ts";
import { text as de } from "../../../../client/src/rules/dog/de.ts";
import { text as en } from "../../../../client/src/rules/dog/en.ts";
import { text as fr } from "../../../../client/src/rules/dog/fr.ts";
import { DOG_ITEMS } from "../../../../client/src/rules/dog/keys.ts";
import { dogNaming } from "../../../../client/src/rules/dog/naming.ts";

/** Deals `pool` (shuffled) back into piles of the given sizes. */
function redeal<T>(pool: T[], sizes: readonly number[], rng: Rng): T[][] {
  rng.shuffle(pool);
  let at = 0;
  return sizes.map((size) => pool.slice(at, (at += size)));
}

export const kit: TestKit = {
  rules: { texts: { en, fr, de }, items: DOG_ITEMS, naming: dogNaming as Naming<string, string> },
  /** Trades one card of a seat other than the viewer with the deck: counts stay the same. */
  hidden(state: Dog.DogState, viewer) {
    for (let seat = 0; seat < state.hands.length; seat++) {
      if (seat === viewer) continue;
      const hand = state.hands[seat];
      for (let h = 0; h < hand.length; h++) {
        const d = state.deck.findIndex((card) => card !== hand[h]);
        if (d < 0) continue;
        const hands = state.hands.map((cards) => [...cards]);
        const deck = [...state.deck];
        [hands[seat][h], deck[d]] = [deck[d], hands[seat][h]];
        return { ...state, hands, deck };
      }
    }
    return null;
  },
  /** The other seats' hands and the undealt deck, shuffled together and dealt back with the same counts. */
  unseen(state: Dog.DogState, seat, rng) {
    const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
    const piles = redeal([...others.flatMap((s) => state.hands[s]), ...state.deck], [...others.map((s) => state.hands[s].length), state.deck.length], rng);
    const hands = state.hands.map((hand) => hand.slice());
    others.forEach((s, i) => (hands[s] = piles[i]));
    return { ...state, hands, deck: piles[others.length] };
  },
};
