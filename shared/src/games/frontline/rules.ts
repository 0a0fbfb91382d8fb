import type { Outcome } from "../../engine/contract.js";
import { defineRules } from "../../engine/views.js";
import { apply } from "./apply.js";
import { frontlineCandidates } from "./candidates.js";
import { activeSeats, awaitedSeats, legalActions } from "./legal.js";
import { defaultOptions, setup } from "./setup.js";
import type { FrontlineAction, FrontlineOptions, FrontlinePrivateView, FrontlinePublicView, FrontlineState } from "./types.js";
import { frontlinePublicAction, frontlinePublicView, frontlineSecrets } from "./view.js";
import { frontlineFacts } from "./facts.js";

/** FL-7 a win; FL-8 a draw has no winner. */
function outcome(state: FrontlineState): Outcome | null {
  if (state.result === null) return null;
  return state.result.kind === "win" ? { winners: [state.result.winner] } : { winners: [] };
}

export const frontline = /* @__PURE__ */ defineRules<FrontlineState, FrontlineAction, FrontlinePublicView, FrontlinePrivateView, FrontlineOptions>(frontlineFacts, {
  defaultOptions,
  setup,
  activeSeats,
  awaitedSeats,
  legalActions,
  candidates: frontlineCandidates,
  apply,
  publicView: frontlinePublicView,
  secrets: frontlineSecrets,
  publicAction: frontlinePublicAction,
  outcome,
});
