import { actionFields, badAction } from "../../engine/shape.js";
import { ACTION_NAMES } from "./targets.js";
import { COLOURS, SQUARES, type FrontlineAction } from "./types.js";

/** The fields each type of action may carry besides `type` (FrontlineAction). */
const FIELDS: Record<FrontlineAction["type"], readonly string[]> = {
  die: ["die"],
  decline: ["die"],
  action: ["action", "colour"],
  square: ["square"],
  cross: [],
  done: [],
  back: [],
  "claim-draw": [],
};

const isIndex = (v: unknown, n: number): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of FrontlineAction's
 * shapes before any rule looks at it. There is no way to send dice: the server rolls them,
 * so a die's face (or any other field a type does not name) is refused.
 */
export function checkShape(action: unknown): asserts action is FrontlineAction {
  const a = actionFields(action, FIELDS);
  switch (a.type) {
    case "die":
    case "decline":
      if (!isIndex(a.die, 3)) badAction("a die is 0, 1 or 2");
      return;
    case "action":
      if (!ACTION_NAMES.includes(a.action as never)) badAction("unknown action");
      if (a.colour !== undefined && !COLOURS.includes(a.colour as never)) badAction("unknown colour");
      return;
    case "square":
      if (!isIndex(a.square, SQUARES)) badAction("a square is 0..63");
      return;
    case "cross":
    case "done":
    case "back":
    case "claim-draw":
      return;
  }
}

/** Two actions are the same choice when their meaningful fields agree. */
export function sameAction(a: FrontlineAction, b: FrontlineAction): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case "die":
    case "decline":
      return a.die === (b as typeof a).die;
    case "action":
      return a.action === (b as typeof a).action && a.colour === (b as typeof a).colour;
    case "square":
      return a.square === (b as typeof a).square;
    default:
      return true;
  }
}
