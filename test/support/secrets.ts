import type { GameId } from "@tablee/shared";
import { deathtrapVariant } from "./deathtrap-position.ts";

/**
 * For games with hidden cards: a state that differs from `state` only in what `viewer` may
 * not see (another seat's private cards, the undealt deck), or null when no such change
 * exists there. Public games have no entry: for them the registry tests only check that no
 * view shows the generator.
 */
export type HiddenVariant = (state: any, viewer: number | null) => any | null;

/** Trades one card of a seat other than the viewer with the deck: counts stay the same. */
const dogVariant: HiddenVariant = (state, viewer) => {
  for (let seat = 0; seat < state.hands.length; seat++) {
    if (seat === viewer) continue;
    const hand: string[] = state.hands[seat];
    for (let h = 0; h < hand.length; h++) {
      const d = state.deck.findIndex((card: string) => card !== hand[h]);
      if (d < 0) continue;
      const hands = state.hands.map((cards: string[]) => [...cards]);
      const deck = [...state.deck];
      [hands[seat][h], deck[d]] = [deck[d], hands[seat][h]];
      return { ...state, hands, deck };
    }
  }
  return null;
};

export const hiddenVariants: Partial<Record<GameId, HiddenVariant>> = {
  dog: dogVariant,
  deathtrap: deathtrapVariant,
};
