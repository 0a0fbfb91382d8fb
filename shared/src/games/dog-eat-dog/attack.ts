import type { Rng } from "../../engine/random.js";
import { duel, highest, roll, rollTreehouse } from "./dice.js";
import { ownerOf, sizeOf } from "./pieces.js";
import type { AttackRecord, Defence, DedState } from "./types.js";

/**
 * DED-5..7 and DED-10 TIP/HOP: rolls and resolves one (already legal) attack on the pile
 * standing on spot `spot`, writing the result into `next` (a fresh copy owned by apply:
 * arrays are replaced, never changed in place). A lone target is a pile of one, so one loop
 * serves both: the attack roll is made once and each defender, top down, rolls against it.
 */
export function resolveAttack(next: DedState, seat: number, attacker: number, spot: number, treehouse: boolean, rng: Rng): AttackRecord {
  const pile = next.piles[spot];
  const top = pile[pile.length - 1];
  const size = sizeOf(attacker);
  const dice = roll(rng, treehouse ? size - 1 : size);
  const face = treehouse ? rollTreehouse(rng) : null;
  const best = highest(dice);
  const defences: Defence[] = [];
  let beatenBy = -1;
  if (face === "TIP") beatenBy = top;
  else if (face !== "HOP") {
    for (let i = pile.length - 1; i >= 0; i--) {
      const defender = pile[i];
      const defenceDice = roll(rng, sizeOf(defender));
      const decided = duel(best, size, highest(defenceDice), sizeOf(defender));
      defences.push({ pyramid: defender, seat: ownerOf(defender), dice: defenceDice, ...decided });
      if (!decided.attackerWins) {
        beatenBy = defender;
        break;
      }
    }
  }

  const record: AttackRecord = { seat, attacker, target: top, pile, spot, dice, face, defences, result: "won", capturedBy: null };
  if (beatenBy < 0) {
    // DED-6/7: the attacker goes on top and controls the pile.
    const piles = next.piles.slice();
    piles[spot] = [...pile, attacker];
    piles[attacker] = [];
    next.piles = piles;
  } else if (pile.length === 1) {
    // DED-6: both lone pyramids are tipped; the attacker is back on its own spot.
    const tipped = next.tipped.slice();
    tipped[attacker] = true;
    tipped[top] = true;
    next.tipped = tipped;
    record.result = "tipped";
  } else {
    // DED-7: the stack stays as it was; the attacker is set aside by the winning defender's owner.
    const captor = ownerOf(beatenBy);
    const piles = next.piles.slice();
    piles[attacker] = [];
    next.piles = piles;
    const captured = next.captured.slice();
    captured[captor] = [...captured[captor], attacker];
    next.captured = captured;
    record.result = "captured";
    record.capturedBy = captor;
  }
  return record;
}
