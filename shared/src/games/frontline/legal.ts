import { carrySquares } from "./powers.js";
import { actionChoices, destinations, dieHasAction, targets } from "./targets.js";
import { drawClaimable } from "./turn.js";
import type { FrontlineAction, FrontlineState, Seat } from "./types.js";

const BACK: FrontlineAction = { type: "back" };
const CLAIM: FrontlineAction = { type: "claim-draw" };

/** FL-8: the seat not on turn appears here only while it may claim the draw. */
export function activeSeats(state: FrontlineState): number[] {
  if (state.result !== null) return [];
  return drawClaimable(state) ? [0, 1] : [state.turn];
}

/** FL-8: the table waits for the seat on turn only; the other's claim is its to make or not. */
export function awaitedSeats(state: FrontlineState): number[] {
  return state.result === null ? [state.turn] : [];
}

/** Every choice `seat` may make now, for the pending step (see types.ts). */
export function legalActions(state: FrontlineState, seat: number): FrontlineAction[] {
  if (state.result !== null || (seat !== 0 && seat !== 1)) return [];
  const claim = drawClaimable(state);
  if (seat !== state.turn) return claim ? [CLAIM] : [];
  const out = stepActions(state, seat);
  if (claim) out.push(CLAIM);
  return out;
}

function stepActions(state: FrontlineState, seat: Seat): FrontlineAction[] {
  const step = state.step;
  const out: FrontlineAction[] = [];
  switch (step.kind) {
    case "die":
      state.dice.forEach((die, i) => {
        if (die.status === "unused" && dieHasAction(state, seat, die.face)) out.push({ type: "die", die: i });
      });
      state.dice.forEach((die, i) => {
        if (die.status === "unused") out.push({ type: "decline", die: i });
      });
      return out;
    case "action":
      for (const choice of actionChoices(state, seat, state.dice[step.die].face)) out.push({ type: "action", ...choice });
      out.push(BACK);
      return out;
    case "target":
      for (const square of targets(state, seat, state.dice[step.die].face, step.action, step.colour)) {
        out.push({ type: "square", square });
      }
      out.push(BACK);
      return out;
    case "destination": {
      const { squares, cross } = destinations(state.board, step.from, seat);
      for (const square of squares) out.push({ type: "square", square });
      if (cross) out.push({ type: "cross" });
      out.push(BACK);
      return out;
    }
    case "carry":
      for (const square of step.carry) out.push({ type: "square", square });
      out.push({ type: "done" });
      return out;
    case "carry-to":
      for (const square of carrySquares(state.board, step.centre, step.pips)) out.push({ type: "square", square });
      out.push(BACK);
      return out;
    case "over":
      return out;
  }
}
