import type { Deathtrap, Rng } from "@tablee/shared";
import { deathtrapVariant } from "../../deathtrap-position.ts";
import type { TestKit } from "../kit.ts";
import type { Naming } from "../../../../client/src/rules/item-line.ts";
import { text as de } from "../../../../client/src/rules/deathtrap/de.ts";
import { text as en } from "../../../../client/src/rules/deathtrap/en.ts";
import { text as fr } from "../../../../client/src/rules/deathtrap/fr.ts";
import { DEATHTRAP_ITEMS } from "../../../../client/src/rules/deathtrap/keys.ts";
import { deathtrapNaming } from "../../../../client/src/rules/deathtrap/naming.ts";

const PIG = 12;

export const kit: TestKit = {
  rules: { texts: { en, fr, de }, items: DEATHTRAP_ITEMS, naming: deathtrapNaming as Naming<string, string> },
  hidden: deathtrapVariant,
  /** The other seats' cards shuffled among them with the same counts. The Pig stays where it is: its holder is public while it is to be played. */
  unseen(state: Deathtrap.DeathtrapState, seat, rng) {
    const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
    const pool: number[] = [];
    for (const s of others) state.hands[s].forEach((count, kind) => kind !== PIG && pool.push(...Array<number>(count).fill(kind)));
    rng.shuffle(pool);
    const hands = state.hands.map((hand) => hand.slice());
    let at = 0;
    for (const s of others) {
      const size = state.hands[s].reduce((a, b) => a + b, 0) - state.hands[s][PIG];
      hands[s] = hands[s].map((count, kind) => (kind === PIG ? count : 0));
      for (const kind of pool.slice(at, (at += size))) hands[s][kind]++;
    }
    return { ...state, hands };
  },
};
