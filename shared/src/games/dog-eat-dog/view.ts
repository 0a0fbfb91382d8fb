import { hoards } from "./scoring.js";
import type { AttackRecord, AttackView, DedAction, DedEvent, DedPrivateView, DedPublicView, DedState, DedViewEvent } from "./types.js";

/** An attack as the views show it: no Treehouse face and no captor are absent fields. */
export function attackView(record: AttackRecord): AttackView {
  const { face, capturedBy, ...rest } = record;
  return { ...rest, ...(face !== null && { face }), ...(capturedBy !== null && { capturedBy }) };
}

function eventView(event: DedEvent): DedViewEvent {
  return event.type === "attack" ? { type: "attack", attack: attackView(event.attack) } : event;
}

/**
 * Dog Eat Dog hides nothing, so the public view is the whole table, the last attack's dice
 * and the live scores, never the generator. States are never changed in place, so the view
 * may share their arrays; lists of lists become lists of objects (engine/wire.ts).
 */
export function dedPublicView(state: DedState, active: number[]): DedPublicView {
  return {
    active,
    events: state.events.map(eventView),
    players: state.players,
    options: state.options,
    pyramids: state.pyramids,
    piles: state.piles.map((pieces) => ({ pieces })),
    tipped: state.tipped,
    captured: state.captured.map((pieces) => ({ pieces })),
    rollOff: state.rollOff.map((rolls) => ({ rolls })),
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    turnNumber: state.turnNumber,
    step: state.step,
    passes: state.passes,
    ...(state.lastAttack !== null && { lastAttack: attackView(state.lastAttack) }),
    hoards: hoards(state),
    ...(state.result !== null && { result: state.result }),
  };
}

/** Nothing is secret: a seat's own part holds only what `views` adds (its seat). */
export function dedSecrets(_state: DedState, _seat: number): Omit<DedPrivateView, "seat"> {
  return {};
}

/** Nothing is secret: every action is seen as it is. */
export function dedPublicAction(_state: DedState, _seat: number, action: DedAction): DedAction {
  return action;
}
