import { drawClaimable } from "./turn.js";
import type { FrontlineState, FrontlineView } from "./types.js";

/** Everything is public in Frontline: every seat and every spectator gets the same view. */
export function frontlineView(state: FrontlineState, _seat: number | null): FrontlineView {
  return {
    board: state.board,
    supply: state.supply,
    crossed: state.crossed,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    turnsPlayed: state.turnsPlayed,
    turnLimit: state.options.turnLimit,
    quietTurns: state.quietTurns,
    drawClaimable: drawClaimable(state),
    dice: state.dice,
    step: state.step,
    result: state.result,
    events: state.events,
  };
}
