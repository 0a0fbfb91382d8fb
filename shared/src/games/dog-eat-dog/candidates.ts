import { PER_PLAYER } from "./pieces.js";
import type { DedAction, DedState } from "./types.js";

/**
 * Every well-formed Dog Eat Dog action `seat` could send at this table, spelled as
 * `legalActions` spells them (an attack always says whether it rolls the Treehouse die): each
 * of the seat's pyramids attacking any pyramid, each pair of pyramids swapped in either order
 * (only the smaller top first is legal), each pyramid dug up or aimed at, pass and decline.
 * Most are illegal at any given moment.
 */
export function dedCandidates(state: DedState, seat: number): DedAction[] {
  const out: DedAction[] = [{ type: "pass" }, { type: "decline" }];
  const pyramids = state.pyramids.length;
  for (let a = 0; a < pyramids; a++) {
    out.push({ type: "dig", pyramid: a }, { type: "aim", pyramid: a });
    for (let b = 0; b < pyramids; b++) if (b !== a) out.push({ type: "swap", a, b });
  }
  // Pyramids never change hands: a seat's attackers are among its own nine.
  for (let attacker = seat * PER_PLAYER; attacker < (seat + 1) * PER_PLAYER; attacker++) {
    for (let target = 0; target < pyramids; target++) {
      out.push({ type: "attack", attacker, target, treehouse: false }, { type: "attack", attacker, target, treehouse: true });
    }
  }
  return out;
}
