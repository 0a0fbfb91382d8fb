import { defineRules, RuleError, seedRng, withRng, type Outcome } from "@tablee/shared";
import { candidates } from "./candidates.ts";
import { tictactoeFacts } from "./facts.ts";
import { LINES, type TttAction, type TttEvent, type TttState } from "./types.ts";
import { checkShape } from "./validate.ts";
import { publicView, secrets } from "./view.ts";
import type { TttPrivateView, TttPublicView } from "./view-shape.ts";

function setup(_players: number, seed: string): TttState {
  const [first, rng] = withRng(seedRng(seed), (r) => r.int(2));
  return { rng, cells: Array(9).fill(-1), turn: first, first, result: null, events: [{ type: "first", seat: first }] };
}

const activeSeats = (state: TttState): number[] => (state.result === null ? [state.turn] : []);

function legalActions(state: TttState, seat: number): TttAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  return state.cells.flatMap((mark, cell) => (mark < 0 ? [{ type: "mark" as const, cell }] : []));
}

function apply(state: TttState, seat: number, action: TttAction): TttState {
  checkShape(action);
  if (state.result !== null) throw new RuleError("game-over", "The game is over.");
  if (seat !== state.turn) throw new RuleError("not-your-turn", "It is not your turn.");
  if (state.cells[action.cell] >= 0) throw new RuleError("illegal-action", `Cell ${action.cell} is taken.`);
  const cells = state.cells.slice();
  cells[action.cell] = seat;
  const events: TttEvent[] = [{ type: "mark", seat, cell: action.cell }];
  let result: number | null = null;
  if (LINES.some((line) => line.every((cell) => cells[cell] === seat))) result = seat;
  else if (cells.every((mark) => mark >= 0)) result = -1;
  if (result !== null) events.push(result < 0 ? { type: "draw" } : { type: "won", seat });
  return { ...state, cells, turn: 1 - seat, result, events };
}

function outcome(state: TttState): Outcome | null {
  if (state.result === null) return null;
  return { winners: state.result < 0 ? [] : [state.result] };
}

export const tictactoe = defineRules<TttState, TttAction, TttPublicView, TttPrivateView, Record<string, never>>(tictactoeFacts, {
  defaultOptions: {},
  setup,
  activeSeats,
  legalActions,
  candidates,
  apply,
  publicView,
  secrets,
  publicAction: (_state, _seat, action) => action,
  outcome,
});
