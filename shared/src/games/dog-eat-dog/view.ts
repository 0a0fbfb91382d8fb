import { hoards } from "./scoring.js";
import type { DedState, DedView } from "./types.js";

/**
 * Dog Eat Dog hides nothing, so every seat and every spectator get the same view: the
 * whole table, the last attack's dice and the live scores, never the generator. States
 * are never changed in place, so the view may share their arrays.
 */
export function dedView(state: DedState, _seat: number | null): DedView {
  return {
    players: state.players,
    options: state.options,
    pyramids: state.pyramids,
    piles: state.piles,
    tipped: state.tipped,
    captured: state.captured,
    rollOff: state.rollOff,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    turnNumber: state.turnNumber,
    step: state.step,
    passes: state.passes,
    lastAttack: state.lastAttack,
    hoards: hoards(state),
    events: state.events,
    result: state.result,
  };
}
