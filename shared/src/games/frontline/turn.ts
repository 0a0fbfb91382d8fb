import { withRng } from "../../engine/random.js";
import { opponent } from "./board.js";
import type { Draft } from "./draft.js";
import { dieHasAction } from "./targets.js";
import { STALL_TURNS, type FrontlineState, type Seat } from "./types.js";

/** FL-8: either seat may claim a draw. */
export const drawClaimable = (state: FrontlineState): boolean => state.result === null && state.quietTurns >= STALL_TURNS;

/** FL-4: rolls the three dice of the turn of `d.s.turn`. */
export function roll(d: Draft): void {
  const [faces, rng] = withRng(d.s.rng, (r) => [r.die(), r.die(), r.die()]);
  d.s.rng = rng;
  d.s.dice = faces.map((face) => ({ face, status: "unused" as const }));
  d.s.step = { kind: "die" };
  d.event({ type: "roll", seat: d.s.turn, faces });
}

const anyActionLeft = (state: FrontlineState, seat: Seat): boolean => dieHasAction(state, seat, 6);

/**
 * Back at the "pick a die" step after a die's action (or at the start of a turn): ends the
 * turn when no die is left, loses the remaining dice when none of them has a legal action
 * (FL-4), and keeps going through turns whose dice are all lost.
 */
export function settle(d: Draft): void {
  for (;;) {
    if (d.s.result !== null) {
      d.s.step = { kind: "over" };
      return;
    }
    const unused: number[] = [];
    d.s.dice.forEach((die, i) => {
      if (die.status === "unused") unused.push(i);
    });
    if (unused.length > 0) {
      if (unused.some((i) => dieHasAction(d.s, d.s.turn, d.s.dice[i].face))) {
        d.s.step = { kind: "die" };
        return;
      }
      for (const i of unused) d.setDie(i, "lost");
      d.event({ type: "lost", seat: d.s.turn, dice: unused });
    }
    const wholeTurnLost = d.s.dice.every((die) => die.status === "lost");
    endTurn(d);
    if (d.s.result === null && wholeTurnLost && !anyActionLeft(d.s, 0) && !anyActionLeft(d.s, 1)) {
      // Nothing could ever change again: rolling on would never end.
      d.s.result = { kind: "draw", reason: "blocked", by: null };
      d.event({ type: "draw", reason: "blocked", by: null });
    }
    if (d.s.result === null) roll(d);
  }
}

function endTurn(d: Draft): void {
  const s = d.s;
  s.turnsPlayed++;
  s.quietTurns = s.crossedThisTurn ? 0 : s.quietTurns + 1;
  s.crossedThisTurn = false;
  d.event({ type: "turn", seat: s.turn, turnsPlayed: s.turnsPlayed });
  if (s.quietTurns === STALL_TURNS) d.event({ type: "stall", quietTurns: s.quietTurns });
  if (s.options.turnLimit !== null && s.turnsPlayed >= s.options.turnLimit) {
    s.result = { kind: "draw", reason: "turn-limit", by: null };
    d.event({ type: "draw", reason: "turn-limit", by: null });
    return;
  }
  s.turn = opponent(s.turn);
}
