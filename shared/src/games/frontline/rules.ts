import type { GameRules, Outcome, PrivateView, PublicView } from "../../engine/contract.js";
import { wholeViews } from "../../engine/views.js";
import { apply } from "./apply.js";
import { activeSeats, legalActions } from "./legal.js";
import { defaultOptions, setup } from "./setup.js";
import type { FrontlineAction, FrontlineOptions, FrontlineState, FrontlineView } from "./types.js";
import { frontlineView } from "./view.js";

/** FL-7 a win; FL-8 a draw has no winner. */
function outcome(state: FrontlineState): Outcome | null {
  if (state.result === null) return null;
  return state.result.kind === "win" ? { winners: [state.result.winner] } : { winners: [] };
}

export const frontline: GameRules<FrontlineState, FrontlineAction, FrontlineView & PublicView, FrontlineView & PrivateView<FrontlineAction>, FrontlineOptions> = {
  id: "frontline",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions,
  setup,
  activeSeats,
  legalActions,
  apply,
  ...wholeViews({ activeSeats, legalActions, view: frontlineView }),
  outcome,
};
