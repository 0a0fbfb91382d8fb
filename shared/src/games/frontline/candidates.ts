import { ACTION_NAMES } from "./targets.js";
import { COLOURS, SQUARES, type FrontlineAction } from "./types.js";

/**
 * Every well-formed Frontline action, spelled as `legalActions` spells them: each die picked
 * or declined, each action with no colour and with each colour, each square, and the
 * choices without a field. The same at every moment; most are illegal at any given one.
 */
export function frontlineCandidates(): FrontlineAction[] {
  const out: FrontlineAction[] = [{ type: "cross" }, { type: "done" }, { type: "back" }, { type: "claim-draw" }];
  for (let die = 0; die < 3; die++) out.push({ type: "die", die }, { type: "decline", die });
  for (const action of ACTION_NAMES) {
    out.push({ type: "action", action });
    for (const colour of COLOURS) out.push({ type: "action", action, colour });
  }
  for (let square = 0; square < SQUARES; square++) out.push({ type: "square", square });
  return out;
}
