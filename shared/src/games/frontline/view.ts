import { drawClaimable } from "./turn.js";
import { COLOURS, type FrontlineAction, type FrontlinePrivateView, type FrontlinePublicView, type FrontlineState, type Pyramid, type ResultView, type SquareView, type Step, type StepView } from "./types.js";

/** A square of the board: `{}` when empty, a pyramid's `owner` only while it lies. */
function squareView(p: Pyramid | null): SquareView {
  if (p === null) return {};
  return p.owner === null ? { colour: p.colour, size: p.size } : { colour: p.colour, size: p.size, owner: p.owner };
}

export function stepView(step: Step): StepView {
  switch (step.kind) {
    case "target": {
      const { colour, ...rest } = step;
      return colour === null ? rest : { ...rest, colour };
    }
    case "carry":
    case "carry-to": {
      const { centre, pips, left, carry, ...rest } = step;
      return { ...rest, transport: { centre, pips, left, carry: carry.slice() } };
    }
    default:
      return { ...step };
  }
}

function resultView(state: FrontlineState): ResultView | undefined {
  const result = state.result;
  if (result === null) return undefined;
  if (result.kind === "win") return { ...result };
  return result.by === null ? { kind: "draw", reason: result.reason } : { ...result, by: result.by };
}

/**
 * Everything is public in Frontline: the table without its generator, for everybody. It is
 * seen waiting for the seat on turn only (`awaitedSeats`), also while the other may claim a draw.
 */
export function frontlinePublicView(state: FrontlineState, active: number[]): FrontlinePublicView {
  const result = resultView(state);
  const turnLimit = state.options.turnLimit;
  return {
    active: active.filter((seat) => seat === state.turn),
    events: state.events.map((event) => ({ ...event })),
    squares: state.board.map(squareView),
    supply: Object.fromEntries(COLOURS.map((c) => [c, state.supply[c].slice()])) as FrontlinePublicView["supply"],
    crossed: state.crossed.map((pieces) => ({ pieces: pieces.map((p) => ({ ...p })) })),
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    turnsPlayed: state.turnsPlayed,
    ...(turnLimit !== null && { turnLimit }),
    quietTurns: state.quietTurns,
    drawClaimable: drawClaimable(state),
    dice: state.dice.map((die) => ({ ...die })),
    step: stepView(state.step),
    ...(result && { result }),
  };
}

/** Nothing is secret: a seat's private view holds only what `views` adds (its seat). */
export function frontlineSecrets(_state: FrontlineState, _seat: number): Omit<FrontlinePrivateView, "seat"> {
  return {};
}

/** Everything is public: every action is seen as it is. */
export function frontlinePublicAction(_state: FrontlineState, _seat: number, action: FrontlineAction): FrontlineAction {
  return action;
}
