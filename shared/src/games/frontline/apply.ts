import { RuleError } from "../../engine/errors.js";
import { Draft } from "./draft.js";
import { activeSeats, legalActions } from "./legal.js";
import { carrySquares, usePower } from "./powers.js";
import { settle } from "./turn.js";
import { checkShape, sameAction } from "./validate.js";
import { COLOURS, type Colour, type FrontlineAction, type FrontlineState, type Pyramid, type Seat, type Size, type Step } from "./types.js";

/** The engine's `apply`: validates, then carries out one step on a copy-on-write draft. */
export function apply(state: FrontlineState, seat: number, action: FrontlineAction): FrontlineState {
  checkShape(action);
  if (state.result !== null) throw new RuleError("game-over", "The game is over.");
  if (!activeSeats(state).includes(seat)) throw new RuleError("not-your-turn", "It is not your turn.");
  if (!legalActions(state, seat).some((legal) => sameAction(legal, action))) {
    throw new RuleError("illegal-action", `That is not possible now (${describe(action)} at step ${state.step.kind}).`);
  }
  const d = new Draft(state);
  perform(d, seat as Seat, action);
  return d.s;
}

function describe(action: FrontlineAction): string {
  switch (action.type) {
    case "die":
    case "decline":
      return `${action.type} die ${action.die}`;
    case "action":
      return action.colour ? `${action.action} ${action.colour}` : action.action;
    case "square":
      return `square ${action.square}`;
    default:
      return action.type;
  }
}

function perform(d: Draft, seat: Seat, action: FrontlineAction): void {
  const step = d.s.step;
  switch (action.type) {
    case "claim-draw":
      d.s.result = { kind: "draw", reason: "claimed", by: seat };
      d.s.step = { kind: "over" };
      d.event({ type: "draw", reason: "claimed", by: seat });
      return;
    case "die":
      d.s.step = { kind: "action", die: action.die };
      return;
    case "decline":
      d.setDie(action.die, "declined");
      d.event({ type: "decline", seat, die: action.die });
      settle(d);
      return;
    case "action":
      d.s.step = { kind: "target", die: (step as Extract<Step, { kind: "action" }>).die, action: action.action, colour: action.colour ?? null };
      return;
    case "back":
      d.s.step = back(step);
      return;
    case "square":
      onSquare(d, seat, step, action.square);
      return;
    case "cross":
      cross(d, seat, step as Extract<Step, { kind: "destination" }>);
      return;
    case "done":
      settle(d);
      return;
  }
}

/** Undoes a choice that has not changed the board yet. */
function back(step: Step): Step {
  switch (step.kind) {
    case "action":
      return { kind: "die" };
    case "target":
      return { kind: "action", die: step.die };
    case "destination":
      return { kind: "target", die: step.die, action: "move", colour: null };
    case "carry-to":
      return { kind: "carry", die: step.die, centre: step.centre, pips: step.pips, left: step.left, carry: step.carry };
    default:
      return step;
  }
}

function onSquare(d: Draft, seat: Seat, step: Step, sq: number): void {
  switch (step.kind) {
    case "target":
      if (step.action === "move") {
        d.s.step = { kind: "destination", die: step.die, from: sq };
        return;
      }
      act(d, seat, step.die, step.action, step.colour, sq);
      return;
    case "destination": {
      const p = d.s.board[step.from] as Pyramid;
      d.put(step.from, null);
      d.put(sq, p);
      d.setDie(step.die, "used");
      d.event({ type: "move", seat, die: step.die, from: step.from, to: sq });
      settle(d);
      return;
    }
    case "carry":
      d.s.step = { ...step, kind: "carry-to", from: sq };
      return;
    case "carry-to": {
      const p = d.s.board[step.from] as Pyramid;
      d.put(step.from, null);
      d.put(sq, p);
      d.event({ type: "carry", seat, from: step.from, to: sq });
      const left = step.left - 1;
      const carry = step.carry.filter((c) => c !== step.from);
      if (left > 0 && carry.length > 0) d.s.step = { kind: "carry", die: step.die, centre: step.centre, pips: step.pips, left, carry };
      else settle(d);
      return;
    }
    default:
      throw new RuleError("illegal-action", "No square is being chosen now.");
  }
}

/** FL-5: Enter, Take, Grow, Activate on square `sq` (Move has its own destination step). */
function act(d: Draft, seat: Seat, die: number, action: string, colour: Colour | null, sq: number): void {
  const p = d.s.board[sq];
  d.setDie(die, "used");
  switch (action) {
    case "enter": {
      const c = colour as Colour;
      d.fromSupply(c, 1);
      d.put(sq, { colour: c, size: 1, owner: seat });
      d.event({ type: "enter", seat, die, colour: c, square: sq });
      break;
    }
    case "take": {
      const q = p as Pyramid;
      d.put(sq, { colour: q.colour, size: q.size, owner: seat });
      d.event({ type: "take", seat, die, square: sq });
      break;
    }
    case "grow": {
      const q = p as Pyramid;
      const size = (q.size + 1) as Size;
      d.fromSupply(q.colour, size);
      d.toSupply(q.colour, q.size);
      d.put(sq, { colour: q.colour, size, owner: seat });
      d.event({ type: "grow", seat, die, square: sq, size });
      break;
    }
    case "activate": {
      const q = p as Pyramid;
      let pips: Size;
      if (q.owner === seat) {
        pips = q.size;
        d.put(sq, { colour: q.colour, size: q.size, owner: null });
        d.event({ type: "activate", seat, die, square: sq, how: "stand", size: pips });
      } else {
        pips = (q.size - 1) as Size;
        d.fromSupply(q.colour, pips);
        d.toSupply(q.colour, q.size);
        d.put(sq, { colour: q.colour, size: pips, owner: null });
        d.event({ type: "activate", seat, die, square: sq, how: "shrink", size: pips });
      }
      const carry = usePower(d, seat, q.colour, sq, pips);
      if (carry.length > 0 && carrySquares(d.s.board, sq, pips).length > 0) {
        d.s.step = { kind: "carry", die, centre: sq, pips, left: pips, carry };
        return;
      }
      break;
    }
  }
  settle(d);
}

/** FL-5 Move across the opponent's start line; FL-7 checks the win at once. */
function cross(d: Draft, seat: Seat, step: Extract<Step, { kind: "destination" }>): void {
  const p = d.s.board[step.from] as Pyramid;
  d.put(step.from, null);
  d.addCrossed(seat, { colour: p.colour, size: p.size });
  d.setDie(step.die, "used");
  d.s.crossedThisTurn = true;
  d.s.quietTurns = 0;
  d.event({ type: "cross", seat, die: step.die, from: step.from, colour: p.colour, size: p.size });
  const pile = d.s.crossed[seat];
  if (COLOURS.every((c) => pile.some((piece) => piece.colour === c))) {
    d.s.result = { kind: "win", winner: seat };
    d.event({ type: "win", seat });
  }
  settle(d);
}
