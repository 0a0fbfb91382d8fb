import type { Deathtrap, Rng } from "@tablee/shared";
import { deathtrapVariant } from "../../deathtrap-position.ts";
import type { TestKit } from "../kit.ts";

const PIG = 12;

export const kit: TestKit = {
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
